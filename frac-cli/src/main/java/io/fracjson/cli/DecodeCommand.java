package io.fracjson.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracReader;
import io.fracjson.core.ReadOptions;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code frac decode}: frac_json to JSON, a line per document. */
@Command(name = "decode", mixinStandardHelpOptions = true, versionProvider = FracVersion.class, sortOptions = false,
        description = {
            "frac_json to JSON: a line per document.",
            "Writes the frac_json documents of each FILE (or standard input) as JSON: one line per document"
                    + " (JSON Lines), or indented with --pretty. Streams: memory does not grow with the input.",
            "Numbers come out as they are stored: integers exactly, floats as the shortest text that reads back as"
                    + " the same double. A number that was written as its exact decimal text (a string in the"
                    + " document) comes out as that string; NaN and infinities as the strings \"NaN\","
                    + " \"Infinity\" and \"-Infinity\"."})
final class DecodeCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "frac_json documents, one after another; - or"
            + " none for standard input.")
    private final List<String> files = new ArrayList<>();

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", defaultValue = "-",
            description = "Where to write the JSON (default: standard output).")
    private String output;

    @Option(names = "--pretty", description = "Indent each document over several lines.")
    private boolean pretty;

    @Mixin
    private SharedTables tables;

    @Mixin
    private FracReadLimits limits;

    @Override
    public Integer call() throws IOException {
        ReadOptions options = limits.applyTo(ReadOptions.builder())
                .keysTable(tables.keysTable())
                .dictionary(tables.dictionary())
                .build();
        try (Output out = Output.open(output); WholeDocuments whole = new WholeDocuments(out.stream());
                JsonGenerator json = JsonText.generator(whole, pretty)) {
            FracToJson documents = new FracToJson(json, whole);
            for (Input input : Input.of(files)) {
                decode(input, options, documents, json, whole);
            }
        }
        return 0;
    }

    private static void decode(Input input, ReadOptions options, FracToJson documents, JsonGenerator json,
                               WholeDocuments whole) throws IOException {
        long before = documents.documents();
        // Before waiting for input: the whole documents decoded so far, out of the generator and the output.
        try (InputStream in = input.open(() -> {
            json.flush();
            whole.flush();
        }); FracReader reader = FracReader.of(in, options)) {
            documents.copyAll(reader);
        } catch (FracFormatException e) {
            json.flush();
            whole.discard(); // nothing of the document that failed; those before it are written
            throw Failure.inFrac(input.name(), documents.documents() - before + 1, e);
        } catch (WriteFailure e) {
            throw e;
        } catch (IOException e) {
            throw new Failure(input.name() + ": cannot read: " + e.getMessage(), e);
        }
    }
}
