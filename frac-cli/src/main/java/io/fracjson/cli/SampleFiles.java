package io.fracjson.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * The sample JSON a keys table or dictionary is made from ({@code frac keys build}, {@code frac dict
 * train}): the files, and the limits they are read under.
 */
final class SampleFiles {
    @Parameters(paramLabel = "SAMPLES", arity = "1..*", description = "JSON samples, each value a document: one"
            + " value, JSON Lines, or values one after another (.zst: compressed); - for standard input.")
    private final List<String> files = new ArrayList<>();

    @Mixin
    private JsonReadLimits limits;

    /** Hands every value of every sample file to {@code handler}; returns how many there were. */
    long forEach(JsonValues.Handler handler) throws IOException {
        long values = 0;
        for (Input input : Input.of(files)) {
            values += JsonValues.forEach(input, limits, () -> { }, handler);
        }
        return values;
    }
}
