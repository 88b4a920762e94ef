package io.fracjson.kafka;

import org.apache.kafka.common.errors.SerializationException;

/**
 * A record value was written with a keys table or dictionary the deserializer does not have
 * (neither configured nor in its registry): it is refused rather than read with another, which
 * would silently give other keys. The consumer reports it as a
 * {@link org.apache.kafka.common.errors.RecordDeserializationException} naming the partition and
 * offset; seek past the record to go on.
 */
public class UnknownTableException extends SerializationException {
    private static final long serialVersionUID = 1L;

    private final TableFingerprints fingerprints;

    public UnknownTableException(String message, TableFingerprints fingerprints, Throwable cause) {
        super(message, cause);
        this.fingerprints = fingerprints;
    }

    /** What the record's headers name. */
    public TableFingerprints fingerprints() {
        return fingerprints;
    }
}
