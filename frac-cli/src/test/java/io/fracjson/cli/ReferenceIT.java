package io.fracjson.cli;

import io.fracjson.core.testing.ReferencePython;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code frac encode} and the reference encoder (PyPI frac-json==0.1.2), given the same JSON text,
 * write the same bytes: numbers in every form JSON text takes them, strings with escapes and
 * surrogate pairs, plain, and with a keys table, zstd and a dictionary; and with
 * {@code --inexact-numbers float64}, numbers no frac_json number holds exactly as the reference
 * rounds them. Skipped, saying why, without the reference ({@code .ci/run} installs it).
 */
@EnabledIf(value = "io.fracjson.core.testing.ReferencePython#installed",
        disabledReason = "reference encoder (PyPI frac-json==0.1.2) not installed; .ci/run installs it, see the README")
class ReferenceIT {
    private static final int DOCUMENTS = 2000;
    private static final HexFormat HEX = HexFormat.of();

    private static List<String> lines(Function<JsonSamples.Sample, String> text) {
        JsonSamples samples = new JsonSamples(42);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < DOCUMENTS; i++) {
            lines.add(text.apply(samples.next()));
        }
        return lines;
    }

    @Test
    void plainDocumentsAreTheReferences() throws Exception {
        // Only numbers that frac_json holds exactly, which both store as they are.
        compare(lines(JsonSamples.Sample::expected), List.of(), List.of());
    }

    @Test
    void withAKeysTableZstdAndADictionaryTheyAreTheReferences(@TempDir Path work) throws Exception {
        List<String> lines = lines(JsonSamples.Sample::expected);
        Path samples = work.resolve("samples.jsonl");
        Files.write(samples, lines);
        Path table = work.resolve("t.keys");
        Path dictionary = work.resolve("t.dict");
        FracJar.run("keys", "build", samples.toString(), "-o", table.toString()).succeeded();
        FracJar.run("dict", "train", samples.toString(), "--keys-table", table.toString(), "-o", dictionary.toString())
                .succeeded();
        compare(lines, List.of("--keys-table", table.toString(), "--level", "3", "--dict", dictionary.toString()),
                List.of("--keys", table.toString(), "--level", "3", "--dict", dictionary.toString()));
    }

    /**
     * Integers beyond uint64 and decimals with more digits than a double holds, as JSON text has
     * them: with --inexact-numbers float64, the nearest double, as the reference stores them.
     * ({@code 1e400} becomes {@code -1e-400}: the reference has no infinity, and -0.0 is its nearest.)
     */
    @Test
    void inexactNumbersAsFloat64AreTheReferences() throws Exception {
        List<String> lines = lines(sample -> sample.json().replace("1e400", "-1e-400"));
        assertTrue(lines.stream().anyMatch(line -> line.contains("123456789012345678901234567890")), "big integers");
        compare(lines, List.of("--inexact-numbers", "float64"), List.of("--big-ints-as-floats"));
    }

    /** The jar's documents for {@code lines}, one by one against the reference's. */
    private static void compare(List<String> lines, List<String> fracOptions, List<String> referenceOptions)
            throws Exception {
        String json = String.join("\n", lines) + "\n";
        List<String> encode = new ArrayList<>(List.of("encode"));
        encode.addAll(fracOptions);
        byte[] ours = FracJar.runWithInput(json, encode.toArray(String[]::new)).succeeded().out();
        List<String> theirs = reference(json, referenceOptions);
        assertEquals(lines.size(), theirs.size());
        int at = 0;
        for (int i = 0; i < theirs.size(); i++) {
            assertFalse(theirs.get(i).startsWith("ERROR"), "the reference refused " + lines.get(i) + ": " + theirs.get(i));
            byte[] expected = HEX.parseHex(theirs.get(i));
            assertArrayEquals(expected, Arrays.copyOfRange(ours, at, Math.min(ours.length, at + expected.length)),
                    "document " + (i + 1) + ": " + lines.get(i));
            at += expected.length;
        }
        assertEquals(ours.length, at, "nothing after the last document");
    }

    /** The reference's documents, as lowercase hex lines, through src-test-data/conformance/reference_cli.py. */
    static List<String> reference(String json, List<String> options) throws Exception {
        List<String> command = new ArrayList<>(List.of(ReferencePython.find(), ReferencePython.driver().toString(),
                "encode"));
        command.addAll(options);
        Path in = Files.createTempFile("reference-in", ".jsonl");
        Path out = Files.createTempFile("reference-out", ".txt");
        try {
            Files.writeString(in, json);
            Process p = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile())
                    .redirectError(ProcessBuilder.Redirect.INHERIT).start();
            assertTrue(p.waitFor(300, TimeUnit.SECONDS), "the reference took over 300 s");
            assertEquals(0, p.exitValue(), "reference exit status");
            return Files.readAllLines(out, StandardCharsets.UTF_8);
        } finally {
            Files.deleteIfExists(in);
            Files.deleteIfExists(out);
        }
    }
}
