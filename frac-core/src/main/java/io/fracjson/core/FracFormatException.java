package io.fracjson.core;

import java.io.IOException;

/**
 * The one exception frac-core throws for input that is not valid frac_json, for a
 * limit that input exceeds, and for a writer asked to produce something the format
 * cannot hold. It carries the byte offset where the problem was found.
 */
public class FracFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    private final String problem;
    private final long offset;
    private final long compressedDocumentOffset;

    /**
     * @param problem what was wrong, without the offset (it is appended)
     * @param offset  byte offset in the input (or in the output, for a writer), or -1 if none applies
     */
    public FracFormatException(String problem, long offset) {
        this(problem, offset, -1L);
    }

    public FracFormatException(String problem, long offset, Throwable cause) {
        this(problem, offset);
        initCause(cause);
    }

    /**
     * A problem inside the decompressed body of a zstd-compressed document.
     *
     * @param offset                   byte offset within the decompressed body
     * @param compressedDocumentOffset byte offset in the input of the document whose body it is
     */
    public FracFormatException(String problem, long offset, long compressedDocumentOffset) {
        super(offset < 0 ? problem : problem + " (at byte " + offset + (compressedDocumentOffset < 0 ? ""
                : " of the decompressed body of the document at byte " + compressedDocumentOffset) + ")");
        this.problem = problem;
        this.offset = offset;
        this.compressedDocumentOffset = compressedDocumentOffset;
    }

    /** What was wrong, without the offset. */
    public String problem() {
        return problem;
    }

    /**
     * Byte offset where the problem was found, or -1 if none applies; within the decompressed
     * body when {@link #compressedDocumentOffset()} is not -1.
     */
    public long offset() {
        return offset;
    }

    /** For a problem inside a zstd-compressed body: the input offset of its document; else -1. */
    public long compressedDocumentOffset() {
        return compressedDocumentOffset;
    }
}
