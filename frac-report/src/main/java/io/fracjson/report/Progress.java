package io.fracjson.report;

import java.io.PrintWriter;

/**
 * What is being measured, on stderr: one line rewritten in place on a terminal, else a line per
 * input, so that a log shows progress without a line per row.
 */
final class Progress {
    private final PrintWriter err;
    private final boolean inPlace;
    private int width;

    Progress(PrintWriter err, boolean inPlace) {
        this.err = err;
        this.inPlace = inPlace;
    }

    void file(String name, int documents) {
        if (!inPlace) {
            err.println("Measuring " + name + (documents == 1 ? "" : " (" + documents + " documents)"));
            err.flush();
        }
    }

    void row(String name, String variant) {
        if (inPlace) {
            String line = "Measuring " + name + ": " + variant;
            err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
            err.flush();
            width = line.length();
        }
    }

    /** Blanks the line rewritten in place, so that what follows starts a line of its own. */
    void done() {
        if (inPlace && width > 0) {
            err.print("\r" + " ".repeat(width) + "\r");
            err.flush();
            width = 0;
        }
    }
}
