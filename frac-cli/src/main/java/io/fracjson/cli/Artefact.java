package io.fracjson.cli;

import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine;

/**
 * A keys table or dictionary a command made: written whole once made (so that a failure leaves no
 * half-written file), and described with its fingerprint, on stdout, or on stderr when the bytes
 * go to standard output.
 */
final class Artefact {
    private Artefact() {
    }

    static void write(CommandLine commandLine, String output, byte[] bytes, String description) throws IOException {
        try (Output out = Output.open(output)) {
            out.stream().write(bytes);
            PrintWriter report = out.isStandard() ? commandLine.getErr() : commandLine.getOut();
            report.println(description + (out.isStandard() ? "" : ", written to " + out.name()));
            report.flush();
        }
    }
}
