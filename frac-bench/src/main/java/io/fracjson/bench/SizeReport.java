package io.fracjson.bench;

import java.io.IOException;

/**
 * The size report under the name the README's first command gives it; the report itself lives in
 * frac-report, which the command line tool ({@code frac size}) runs too.
 */
public final class SizeReport {
    private SizeReport() {
    }

    public static void main(String[] args) throws IOException {
        io.fracjson.report.SizeReport.main(args);
    }
}
