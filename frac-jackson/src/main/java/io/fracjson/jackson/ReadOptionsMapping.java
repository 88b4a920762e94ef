package io.fracjson.jackson;

import com.fasterxml.jackson.core.StreamReadConstraints;
import io.fracjson.core.ReadOptions;

/**
 * Maps Jackson's {@link StreamReadConstraints} onto the core reader's limits, which count
 * bytes where Jackson counts chars.
 */
final class ReadOptionsMapping {
    /** A char takes at most 3 UTF-8 bytes (a surrogate pair: 4 bytes for 2 chars). */
    private static final int MAX_UTF8_BYTES_PER_CHAR = 3;

    private ReadOptionsMapping() {
    }

    /**
     * Byte limits that no text within the char limits can exceed, and the name limit itself
     * (the core counts a key's chars); the parser checks a string's char length itself when
     * its byte length is above the char limit. The document limit
     * applies to each document of a sequence (Jackson counts the whole input), and to what a
     * compressed document decompresses to as well as to its stored bytes.
     */
    static ReadOptions.Builder toReadOptions(StreamReadConstraints c, FracJsonFactory factory) {
        long maxDocument = c.getMaxDocumentLength() <= 0 ? -1 : c.getMaxDocumentLength();
        return ReadOptions.builder()
                .maxNestingDepth(c.getMaxNestingDepth())
                .maxStringBytes(c.getMaxStringLength() * (long) MAX_UTF8_BYTES_PER_CHAR)
                .maxKeyBytes((int) Math.min(Integer.MAX_VALUE, c.getMaxNameLength() * (long) MAX_UTF8_BYTES_PER_CHAR))
                .maxKeyChars(c.getMaxNameLength())
                .maxDocumentBytes(maxDocument)
                .maxDecompressedBytes(lower(factory.maxDecompressedBytes(), maxDocument))
                .maxDecompressionRatio(factory.maxDecompressionRatio())
                .decompressionRatioFloor(factory.decompressionRatioFloor());
    }

    /** The lower of two limits where -1 means none. */
    private static long lower(long a, long b) {
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }
}
