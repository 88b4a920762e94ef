package io.fracjson.cli;

import io.fracjson.core.NumberPolicy;
import picocli.CommandLine.Option;

/**
 * How JSON text's numbers become frac_json values ({@code --decimals-as-text},
 * {@code --inexact-numbers}), for the commands that encode JSON: documents and the samples a
 * dictionary is trained on must be encoded alike.
 */
final class JsonNumbers {
    /** What to do with a number no frac_json number holds exactly. */
    enum InexactNumbers {
        /** Its exact decimal text, a string value: nothing is lost (the library's default). */
        TEXT,
        /** The nearest double, as the reference stores it: precision is lost. */
        FLOAT64,
        /** Refused. */
        FAIL
    }

    @Option(names = "--decimals-as-text",
            description = "Write each number with a fraction or exponent as its decimal text, a string (1368.90 as"
                    + " \"1368.90\"), as a Java writer's default (exact) policy writes a BigDecimal. Use it for JSON"
                    + " made from Java objects whose decimals are BigDecimal (money), so that converted documents"
                    + " and the library's give each field one type; readers in Python or Node then see strings, not"
                    + " numbers. Without it, as the reference: floats. Integers stay integers.")
    private boolean decimalsAsText;

    @Option(names = "--inexact-numbers", paramLabel = "HOW", defaultValue = "TEXT",
            description = "A number no frac_json number holds (an integer beyond [-2^63, 2^64-1], a decimal with more"
                    + " digits than a double keeps, 1e400): text (its decimal text, a string, which readers in"
                    + " other languages see as a string; default), float64 (the nearest double, as the reference"
                    + " does: readers see a number, digits lost), or fail.")
    private InexactNumbers inexactNumbers = InexactNumbers.TEXT;

    /** The policy for numbers JSON text has. */
    NumberPolicy policy() {
        return NumberPolicy.of(inexactNumbers == InexactNumbers.FAIL, inexactNumbers == InexactNumbers.FLOAT64, false);
    }

    /** Whether numbers with a fraction or exponent are written as their decimal text. */
    boolean decimalsAsText() {
        return decimalsAsText;
    }
}
