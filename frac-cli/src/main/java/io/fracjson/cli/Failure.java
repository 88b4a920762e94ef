package io.fracjson.cli;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracLimitException;

/**
 * A failure the user can act on, its message naming the input and the place in it: printed as it
 * is, on one line, and the command ends with exit status 1.
 */
final class Failure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private static final String LIMIT_HINT = " (a read limit: see --help for the option that raises it)";

    Failure(String message, Throwable cause) {
        super(message, cause);
    }

    Failure(String message) {
        super(message);
    }

    /**
     * Bad frac_json in document {@code document} (counted from 1) of {@code input}: the offset is
     * the reader's, which inside a compressed body counts within the decompressed body, as the
     * problem then says.
     */
    static Failure inFrac(String input, long document, FracFormatException e) {
        return new Failure(input + ": document " + document + ", byte " + e.offset() + ": " + e.problem()
                + (e instanceof FracLimitException ? LIMIT_HINT : ""), e);
    }

    /** Bad JSON, or JSON the format cannot hold, at {@code at} in document {@code document} of {@code input}. */
    static Failure inJson(String input, long document, JsonLocation at, String problem, Exception e) {
        return new Failure(input + ": document " + document + ", byte " + at.getByteOffset() + " (line "
                + at.getLineNr() + ", column " + at.getColumnNr() + "): " + problem
                + (e instanceof StreamConstraintsException ? LIMIT_HINT : ""), e);
    }
}
