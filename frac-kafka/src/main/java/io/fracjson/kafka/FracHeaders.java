package io.fracjson.kafka;

import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Header;
import org.apache.kafka.common.header.Headers;

import java.nio.charset.StandardCharsets;

/**
 * The record headers that name the keys table and dictionary a record value was written with:
 * {@value #KEYS_TABLE} and {@value #DICTIONARY}, each the table's fingerprint as 16 ASCII hex
 * digits, absent when the value was written without one. A frac_json document does not name its
 * tables, and one read with another table of the same size silently gets other keys: these
 * headers are how a reader knows which to use, and refuses a record it does not have them for.
 *
 * <p>Only record values carry tables: a record key's bytes choose its partition and identify it
 * for compaction, so keys are written without table or dictionary, whose changes would change them.
 */
public final class FracHeaders {
    /** The fingerprint of the keys table the value was written with. */
    public static final String KEYS_TABLE = "fracjson.keys-table";
    /** The fingerprint of the zstd dictionary the value was compressed with. */
    public static final String DICTIONARY = "fracjson.dictionary";

    private FracHeaders() {
    }

    /**
     * Sets both headers for a value written with these tables, replacing any the record had (a
     * Kafka Streams topology forwards its input record's headers to the records it writes).
     */
    public static void write(Headers headers, TableFingerprints fingerprints) {
        headers.remove(KEYS_TABLE);
        headers.remove(DICTIONARY);
        if (fingerprints.keysTable() != null) {
            headers.add(KEYS_TABLE, fingerprints.keysTable().getBytes(StandardCharsets.US_ASCII));
        }
        if (fingerprints.dictionary() != null) {
            headers.add(DICTIONARY, fingerprints.dictionary().getBytes(StandardCharsets.US_ASCII));
        }
    }

    /**
     * What the record's headers say it was written with; the last of a name counts, as in Kafka.
     *
     * @param headers null for a record without headers: no tables
     * @throws SerializationException for a header that does not hold a fingerprint
     */
    public static TableFingerprints read(Headers headers) {
        if (headers == null) {
            return TableFingerprints.NONE;
        }
        String keysTable = fingerprint(headers.lastHeader(KEYS_TABLE));
        String dictionary = fingerprint(headers.lastHeader(DICTIONARY));
        return keysTable == null && dictionary == null ? TableFingerprints.NONE
                : new TableFingerprints(keysTable, dictionary);
    }

    private static String fingerprint(Header header) {
        if (header == null) {
            return null;
        }
        byte[] value = header.value();
        String text = value == null ? null : new String(value, StandardCharsets.ISO_8859_1);
        if (!TableFingerprints.isFingerprint(text)) {
            throw new SerializationException("record header " + header.key() + " holds "
                    + (text == null ? "no value" : "\"" + TableFingerprints.abbreviate(text) + "\"")
                    + ", not a fingerprint (16 lowercase hex digits): the record is not read");
        }
        return text;
    }
}
