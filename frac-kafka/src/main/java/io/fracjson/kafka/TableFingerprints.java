package io.fracjson.kafka;

/**
 * The fingerprints of the keys table and dictionary a record value was written with, as its
 * headers name them ({@link FracHeaders}): {@link io.fracjson.core.KeysTable#fingerprint()} and
 * {@link io.fracjson.core.ZstdDictionary#fingerprint()}, each the first 8 bytes of the SHA-256 of
 * the bytes, as 16 lowercase hex digits.
 *
 * @param keysTable null when the value was written without a keys table
 * @param dictionary null when the value was written without a dictionary
 */
public record TableFingerprints(String keysTable, String dictionary) {
    /** A value written without keys table and dictionary. */
    public static final TableFingerprints NONE = new TableFingerprints(null, null);

    /** @throws IllegalArgumentException for a fingerprint that is not 16 lowercase hex digits */
    public TableFingerprints {
        requireFingerprint(keysTable, "keys table");
        requireFingerprint(dictionary, "dictionary");
    }

    /**
     * Whether {@code text} has a fingerprint's form. Registries check every fingerprint they are
     * asked for with it, so that one read from a record header can name nothing but an entry
     * (not a path, not another topic's key).
     */
    public static boolean isFingerprint(String text) {
        if (text == null || text.length() != 16) {
            return false;
        }
        for (int i = 0; i < 16; i++) {
            char c = text.charAt(i);
            if ((c < '0' || c > '9') && (c < 'a' || c > 'f')) {
                return false;
            }
        }
        return true;
    }

    static void requireFingerprint(String fingerprint, String of) {
        if (fingerprint != null && !isFingerprint(fingerprint)) {
            throw new IllegalArgumentException("a " + of + " fingerprint is 16 lowercase hex digits, got \""
                    + abbreviate(fingerprint) + "\"");
        }
    }

    /** At most 40 chars of text that may come from a hostile record, for messages. */
    static String abbreviate(String text) {
        return text.length() <= 40 ? text : text.substring(0, 40) + "...(" + text.length() + " chars)";
    }

    /** "keys table 862b86b2ff398844 and dictionary (none)", for messages and logs. */
    @Override
    public String toString() {
        return "keys table " + (keysTable == null ? "(none)" : keysTable)
                + " and dictionary " + (dictionary == null ? "(none)" : dictionary);
    }
}
