package io.fracjson.core;

/**
 * The document header (FORMAT.md section 1): 'F' 'J', then a config byte holding the version
 * (bits 0-3, only 0 exists), zstd (bit 4) and zstd with a dictionary (bit 5). The one place
 * its rules live, for the reader, the writer and format detection.
 */
public final class DocumentHeader {
    /** The header's length in bytes. */
    public static final int SIZE = 3;
    public static final byte MAGIC_0 = 'F';
    public static final byte MAGIC_1 = 'J';

    private static final int VERSION_MASK = 0x0F;
    private static final int ZSTD = 0x10;
    private static final int ZSTD_DICTIONARY = 0x20;
    private static final int UNUSED = 0xC0;

    private DocumentHeader() {
    }

    /**
     * What a reader refuses in {@code config}, or null if it accepts it: a version above 0,
     * unknown bits, or a dictionary (bit 5) without zstd (bit 4).
     */
    public static String configProblem(int config) {
        int version = config & VERSION_MASK;
        if (version != 0) {
            return "unsupported frac_json version " + version + " (only version 0 exists)";
        }
        if ((config & UNUSED) != 0) {
            return String.format("unknown bits 0x%02X set in the header config byte", config & UNUSED);
        }
        if ((config & (ZSTD | ZSTD_DICTIONARY)) == ZSTD_DICTIONARY) {
            return "header says zstd dictionary (bit 5) without zstd (bit 4)";
        }
        return null;
    }

    /** How far the first bytes of an input show it to be frac_json, for format detection. */
    public enum Match {
        /** 'F' 'J' and a config byte a reader accepts. */
        YES,
        /** Not frac_json. */
        NO,
        /** The bytes so far are a header's first ones: more are needed to tell. */
        TOO_SHORT
    }

    /** Whether {@code length} bytes at {@code offset} start a document a reader accepts. */
    public static Match match(byte[] prefix, int offset, int length) {
        if (length < 1) {
            return Match.TOO_SHORT;
        }
        if (prefix[offset] != MAGIC_0 || length > 1 && prefix[offset + 1] != MAGIC_1) {
            return Match.NO;
        }
        if (length < SIZE) {
            return Match.TOO_SHORT;
        }
        return configProblem(prefix[offset + 2] & 0xFF) == null ? Match.YES : Match.NO;
    }

    static boolean isCompressed(int config) {
        return (config & ZSTD) != 0;
    }

    static boolean usesDictionary(int config) {
        return (config & ZSTD_DICTIONARY) != 0;
    }

    /** The config byte of a document written this way. */
    static int config(boolean compressed, boolean withDictionary) {
        return (compressed ? ZSTD : 0) | (withDictionary ? ZSTD_DICTIONARY : 0);
    }

    /** Writes the header for {@code config} at the start of {@code out}. */
    static void put(byte[] out, int config) {
        out[0] = MAGIC_0;
        out[1] = MAGIC_1;
        out[2] = (byte) config;
    }

    /** Whether {@code document} starts with the header of an uncompressed document. */
    static boolean isUncompressedDocument(byte[] document) {
        return document.length >= SIZE && document[0] == MAGIC_0 && document[1] == MAGIC_1 && document[2] == 0;
    }
}
