package io.fracjson.core;

/**
 * What the Jackson adapters' parsers and generators say when they refuse or fail, written once
 * for both lines: each wraps a message in its own line's exception (Jackson 2's checked
 * {@code JsonParseException} / {@code JsonGenerationException}, Jackson 3's unchecked
 * {@code StreamReadException} / {@code StreamWriteException}). Only failure paths ask for these.
 */
public final class AdapterMessages {
    private AdapterMessages() {
    }

    /** writeRaw / writeRawValue (and so {@code @JsonRawValue}): the format has no place for JSON text. */
    public static final String RAW_UNSUPPORTED = "frac_json is a binary format: raw JSON text cannot be inserted"
            + " (writeRaw/writeRawValue, @JsonRawValue); write it as tokens, or as a string value";

    /** A value asked of a parser closed while {@code token} stayed current: its reader, which held the value, is gone. */
    public static String valueOfClosedParser(Object token) {
        return "Cannot read the value of " + token + ": the parser is closed"
                + " (its reader, which held the value, went back to the factory)";
    }

    /** A value asked of {@code token} after an error ended the input: the reader let go of the value. */
    public static String valueAfterError(Object token) {
        return "Cannot read the value of " + token + ": the input ended at an error after it";
    }

    /** The output under a generator failed with {@code cause}, an unchecked exception. */
    public static String outputFailed(RuntimeException cause) {
        return "Cannot write frac_json: the output failed (" + cause + ")";
    }

    /** A write refused because an earlier one failed with {@code failureMessage}: the document in progress is lost. */
    public static String unusableAfterFailure(String failureMessage) {
        return "Cannot write frac_json: the document in progress is unusable since an earlier write failed ("
                + failureMessage + ")";
    }

    /** writeString(Reader, len) given fewer than {@code expected} chars (Jackson's own generators' words). */
    public static String tooFewChars(int expected, int got) {
        return "Didn't read enough from reader: expected " + expected + " chars, got " + got;
    }

    /** writeBinary(InputStream, len) given fewer than {@code expected} bytes (Jackson's own generators' words). */
    public static String tooFewBytes(int expected, int got) {
        return "Too few bytes available: missing " + (expected - got) + " bytes (out of " + expected + ")";
    }
}
