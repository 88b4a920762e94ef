package io.fracjson.core;

/**
 * Input that may be well-formed but exceeds a limit of {@link ReadOptions} (nesting depth,
 * string or key length, document or decompressed size).
 */
public class FracLimitException extends FracFormatException {
    private static final long serialVersionUID = 1L;

    public FracLimitException(String problem, long offset) {
        super(problem, offset);
    }

    /** A limit exceeded inside the decompressed body of a zstd-compressed document (see {@link FracFormatException}). */
    public FracLimitException(String problem, long offset, long compressedDocumentOffset) {
        super(problem, offset, compressedDocumentOffset);
    }
}
