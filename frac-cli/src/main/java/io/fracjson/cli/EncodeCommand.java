package io.fracjson.cli;

import io.fracjson.core.Compression;
import io.fracjson.core.FracWriter;
import io.fracjson.core.ZstdDictionary;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code frac encode}: JSON to frac_json, a document per JSON value. */
@Command(name = "encode", mixinStandardHelpOptions = true, versionProvider = FracVersion.class, sortOptions = false,
        description = {
            "JSON to frac_json: a document per JSON value.",
            "Writes each JSON value of each FILE (or standard input: one value, JSON Lines, or values one after"
                    + " another) as a frac_json document, byte for byte as the reference encoder does for that JSON"
                    + " text. Streams: memory does not grow with the input, only with its largest value.",
            "Numbers keep JSON's data model, as the reference reads them: integers are integers, and a number"
                    + " with a fraction or exponent is the double it is a print of (1.0 and 0.10 are floats,"
                    + " -65.613616999999977 a double printed with 17 digits). Only a number no frac_json number"
                    + " holds follows --inexact-numbers; --decimals-as-text writes decimals as a Java writer writes"
                    + " BigDecimals. A key given twice in one object is refused."})
final class EncodeCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "JSON text (.zst: compressed); - or none for"
            + " standard input.")
    private final List<String> files = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", defaultValue = "-",
            description = "Where to write the documents (default: standard output).")
    private String output;

    @Option(names = "--level", paramLabel = "N", defaultValue = "0",
            description = "zstd level for each document's body, 0 for none (default); the reference's benchmarks"
                    + " use 3.")
    private int level;

    @Mixin
    private JsonNumbers numbers;

    @Mixin
    private SharedTables tables;

    @Mixin
    private JsonReadLimits limits;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (tables.hasDictionary() && level == 0) {
            throw new ParameterException(spec.commandLine(), "--dict needs --level: a dictionary is used to compress");
        }
        Compression compression = compression(tables.dictionary());
        try (Output out = Output.open(output)) {
            OutputStream stream = out.stream();
            JsonToFrac documents = new JsonToFrac(new FracWriter(tables.keysTable()), numbers,
                    writer -> writer.writeDocument(stream, compression));
            for (Input input : Input.of(files)) {
                JsonValues.forEach(input, limits, out, documents);
            }
        }
        return 0;
    }

    private Compression compression(ZstdDictionary dictionary) {
        try {
            return Compression.zstd(level, dictionary);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--level: " + e.getMessage());
        }
    }
}
