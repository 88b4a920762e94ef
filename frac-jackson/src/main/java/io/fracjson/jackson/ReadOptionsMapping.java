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
     * Byte limits that no text within the char limits can exceed; the parser checks the char
     * length itself for text whose byte length is above the char limit. The document limit
     * applies to each document of a sequence (Jackson counts the whole input).
     */
    static ReadOptions.Builder toReadOptions(StreamReadConstraints c) {
        return ReadOptions.builder()
                .maxNestingDepth(c.getMaxNestingDepth())
                .maxStringBytes(c.getMaxStringLength() * (long) MAX_UTF8_BYTES_PER_CHAR)
                .maxKeyBytes((int) Math.min(Integer.MAX_VALUE, c.getMaxNameLength() * (long) MAX_UTF8_BYTES_PER_CHAR))
                .maxDocumentBytes(c.getMaxDocumentLength() <= 0 ? -1 : c.getMaxDocumentLength());
    }
}
