package io.fracjson.cli;

import java.io.IOException;

/** The output could not be written: told apart from a failure to read the input, which names the input. */
final class WriteFailure extends IOException {
    private static final long serialVersionUID = 1L;

    WriteFailure(String output, IOException cause) {
        super(output + ": cannot write: " + cause.getMessage(), cause);
    }
}
