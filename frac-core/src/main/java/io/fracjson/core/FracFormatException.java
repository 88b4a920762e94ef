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

    /**
     * @param problem what was wrong, without the offset (it is appended)
     * @param offset  byte offset in the input (or in the output, for a writer), or -1 if none applies
     */
    public FracFormatException(String problem, long offset) {
        super(offset < 0 ? problem : problem + " (at byte " + offset + ")");
        this.problem = problem;
        this.offset = offset;
    }

    public FracFormatException(String problem, long offset, Throwable cause) {
        this(problem, offset);
        initCause(cause);
    }

    /** What was wrong, without the offset. */
    public String problem() {
        return problem;
    }

    /** Byte offset where the problem was found, or -1 if none applies. */
    public long offset() {
        return offset;
    }
}
