package io.fracjson.cli;

import java.io.IOException;

/** The output could not be written: told apart from a failure to read the input, which names the input. */
final class WriteFailure extends IOException {
    private static final long serialVersionUID = 1L;

    /**
     * Standard output's reader closed the pipe, as {@code head} does once it has its lines: the
     * reader has what it wanted, and there is nothing to report.
     */
    private final boolean pipeClosed;

    WriteFailure(String output, boolean standard, IOException cause) {
        super(output + ": cannot write: " + cause.getMessage(), cause);
        // The JDK says so only in the message of the write's IOException (the system's EPIPE text).
        this.pipeClosed = standard && "Broken pipe".equals(cause.getMessage());
    }

    boolean pipeClosed() {
        return pipeClosed;
    }
}
