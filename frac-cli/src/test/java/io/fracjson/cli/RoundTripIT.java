package io.fracjson.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * JSON through the jar to frac_json and back keeps its data model, numbers included as the
 * library's rules say: through a pipe, through files, and with a keys table, a dictionary and
 * compression that the jar itself built and trained.
 */
class RoundTripIT {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int DOCUMENTS = 2000;

    private static final List<JsonSamples.Sample> SAMPLES = new ArrayList<>();
    private static String jsonLines;

    @BeforeAll
    static void generate() {
        JsonSamples generator = new JsonSamples(20);
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < DOCUMENTS; i++) {
            JsonSamples.Sample sample = generator.next();
            SAMPLES.add(sample);
            lines.append(sample.json()).append('\n');
        }
        jsonLines = lines.toString();
    }

    /** Each decoded line holds the data its sample's JSON says decoding gives. */
    private static void assertDecoded(String decoded) throws IOException {
        List<String> lines = decoded.lines().toList();
        assertEquals(SAMPLES.size(), lines.size());
        for (int i = 0; i < lines.size(); i++) {
            assertEquals(JSON.readTree(SAMPLES.get(i).expected()), JSON.readTree(lines.get(i)),
                    "document " + (i + 1) + ": " + SAMPLES.get(i).json());
        }
    }

    /**
     * Issue 44: with --decimals-as-text, JSON made from Java objects converts to the documents
     * the library writes from those objects under its default policy (a BigDecimal is its
     * decimal text, an integer an integer); without it, to floats, as the reference.
     */
    @Test
    void decimalsAsTextGiveTheDocumentsAJavaWriterWrites() throws IOException {
        String json = "{\"id\":7,\"amount\":1368.90,\"tax\":759.32,\"rate\":1e5,\"big\":123456789012345678901234567890}";
        Map<String, Object> order = new LinkedHashMap<>();
        order.put("id", 7);
        order.put("amount", new BigDecimal("1368.90"));
        order.put("tax", new BigDecimal("759.32"));
        order.put("rate", new BigDecimal("1e5"));
        order.put("big", new BigInteger("123456789012345678901234567890"));
        assertArrayEquals(new FracJsonMapper().writeValueAsBytes(order),
                FracJar.runWithInput(json, "encode", "--decimals-as-text").succeeded().out());
        order.replace("amount", 1368.90);
        order.replace("tax", 759.32);
        order.replace("rate", 1e5);
        assertArrayEquals(new FracJsonMapper().writeValueAsBytes(order), FracJar.runWithInput(json, "encode").succeeded().out());
    }

    @Test
    void jsonLinesThroughAPipeKeepTheirData() throws IOException {
        FracJar.Run run = FracJar.pipe(jsonLines.getBytes(StandardCharsets.UTF_8), List.of("encode"),
                List.of("decode", "-")).succeeded();
        assertDecoded(run.outText());
    }

    /**
     * A producer that writes a record and waits (kafka-console-consumer, tail -f): each record's
     * result comes out of {@code frac encode | frac decode} before the next is written.
     */
    @Test
    void eachRecordOfAnInteractivePipeComesOutBeforeTheNext() throws Exception {
        List<Process> pipeline = ProcessBuilder.startPipeline(List.of(
                new ProcessBuilder(FracJar.command(FracJar.QUICK_JVM, "encode")),
                new ProcessBuilder(FracJar.command(FracJar.QUICK_JVM, "decode"))));
        Process encode = pipeline.get(0);
        Process decode = pipeline.get(1);
        ExecutorService reader = Executors.newSingleThreadExecutor();
        BufferedReader out = new BufferedReader(new InputStreamReader(decode.getInputStream(), StandardCharsets.UTF_8));
        try {
            OutputStream in = encode.getOutputStream();
            for (int i = 0; i < 3; i++) {
                in.write(("{\"record\":" + i + "}\n").getBytes(StandardCharsets.UTF_8));
                in.flush();
                Future<String> line = reader.submit(out::readLine);
                assertEquals("{\"record\":" + i + "}", line.get(60, TimeUnit.SECONDS), "record " + i);
            }
            in.close();
            assertEquals(0, encode.waitFor());
            assertEquals(0, decode.waitFor());
        } finally {
            // Ends a read still waiting on a failure, as the processes' pipes close.
            encode.destroyForcibly();
            decode.destroyForcibly();
            reader.shutdownNow();
        }
    }

    @Test
    void withAKeysTableADictionaryAndZstdTheJarMade(@TempDir Path work) throws IOException {
        Path samples = work.resolve("events.jsonl");
        Files.writeString(samples, jsonLines);
        Path table = work.resolve("events.keys");
        Path dictionary = work.resolve("events.dict");
        Path documents = work.resolve("events.frac");
        FracJar.Run keys = FracJar.run("keys", "build", samples.toString(), "-o", table.toString()).succeeded();
        assertTrue(keys.outText().matches("keys table [0-9a-f]{16}: 20 keys from 2,000 samples, written to .*\n"),
                keys.outText());
        FracJar.run("dict", "train", "--keys-table", table.toString(), samples.toString(), "-o", dictionary.toString())
                .succeeded();
        String[] settings = {"--keys-table", table.toString(), "--dict", dictionary.toString()};
        FracJar.run(concat(new String[] {"encode", "--level", "3", samples.toString(), "-o", documents.toString()},
                settings)).succeeded();

        String inspected = FracJar.run(concat(new String[] {"inspect", "--documents", documents.toString()}, settings))
                .succeeded().outText();
        assertTrue(inspected.startsWith(documents + "\n  " + " ".repeat(12) + " #1 at byte 0: zstd with a dictionary, "),
                inspected);
        assertEquals(DOCUMENTS, inspected.lines().filter(line -> line.matches(" {15}#\\d+ at byte .*")).count());
        assertTrue(inspected.contains("  headers      2,000 zstd with a dictionary\n"), inspected);
        assertTrue(inspected.contains("  needs        a keys table of at least 20 keys; the zstd dictionary they were"
                + " compressed with\n"), inspected);
        assertTrue(inspected.contains("by global index") && !inspected.contains("written in full"), inspected);

        assertDecoded(FracJar.run(concat(new String[] {"decode", documents.toString()}, settings)).succeeded().outText());
        // Without the dictionary the first document is refused, saying what it needs.
        FracJar.run("decode", "--keys-table", table.toString(), documents.toString())
                .failedWith("frac decode: " + documents + ": document 1, byte 2: document is compressed with a zstd"
                        + " dictionary, but no dictionary was given");
    }

    @Test
    void withoutItsKeysTableADocumentIsRefusedAndInspectTellsWhatItNeeds(@TempDir Path work) throws IOException {
        Path table = work.resolve("t.keys");
        FracJar.runWithInput("{\"a\":1,\"b\":2,\"c\":3}", "keys", "build", "-", "-o", table.toString()).succeeded();
        byte[] document = FracJar.runWithInput("{\"c\":true}", "encode", "--keys-table", table.toString()).succeeded().out();
        FracJar.Run failed = FracJar.runWithInput(document, "decode").failedWith("frac decode: standard input: document 1,"
                + " byte 4: global key index 2 but no keys table was given");
        assertEquals("", failed.outText(), "nothing of a document that cannot be read (was: \"{\")");
        byte[] plain = FracJar.runWithInput("{\"a\":1}", "encode").succeeded().out();
        byte[] two = new byte[plain.length + document.length];
        System.arraycopy(plain, 0, two, 0, plain.length);
        System.arraycopy(document, 0, two, plain.length, document.length);
        assertEquals("{\"a\":1}\n", FracJar.runWithInput(two, "decode").failedWith("frac decode: standard input: document 2")
                .outText(), "the whole documents before the one that cannot be read");
        String inspected = FracJar.runWithInput(document, "inspect").succeeded().outText();
        assertTrue(inspected.contains("  needs        a keys table of at least 3 keys; no dictionary\n"), inspected);
    }

    /**
     * Issue 44: inspect without the dictionary describes documents compressed with one from their
     * header and zstd frame (was: "no dictionary was given"): stored size, decompressed size, and
     * the id of the dictionary the frame names, which frac fingerprint prints for the file; the
     * plain documents around them are read as usual.
     */
    @Test
    void inspectWithoutTheDictionaryTellsWhichOneADocumentNeeds(@TempDir Path work) throws IOException {
        Path samples = work.resolve("samples.jsonl");
        Files.writeString(samples, jsonLines);
        Path dictionary = work.resolve("t.dict");
        FracJar.run("dict", "train", samples.toString(), "-o", dictionary.toString()).succeeded();
        String id = FracJar.run("fingerprint", dictionary.toString()).succeeded().outText()
                .replaceAll("(?s).*zstd dictionary \\(id (\\d+)\\).*", "$1");
        byte[] compressed = FracJar.runWithInput(String.join("\n", SAMPLES.get(0).json(), SAMPLES.get(1).json()),
                "encode", "--level", "3", "--dict", dictionary.toString()).succeeded().out();
        byte[] plain = FracJar.runWithInput("{\"a\":[1,2]}", "encode").succeeded().out();
        byte[] input = new byte[compressed.length + plain.length];
        System.arraycopy(compressed, 0, input, 0, compressed.length);
        System.arraycopy(plain, 0, input, compressed.length, plain.length);

        String inspected = FracJar.runWithInput(input, "inspect", "--documents").succeeded().outText();
        assertTrue(inspected.contains("documents    3\n"), inspected);
        assertTrue(inspected.contains("headers      1 plain, 2 zstd with a dictionary\n"), inspected);
        assertTrue(inspected.contains("stored       " + String.format(java.util.Locale.ROOT, "%,d", input.length) + " bytes"),
                inspected);
        assertTrue(inspected.contains(": zstd with a dictionary, "), inspected);
        assertTrue(inspected.contains("not decoded: needs the zstd dictionary with id " + id + "\n"), inspected);
        assertTrue(inspected.contains("the zstd dictionary with id " + id + " (frac fingerprint"), inspected);
        assertTrue(inspected.contains("values       4: 1 object, 1 array, 2 integers"), inspected);
    }

    private static String[] concat(String[] first, String[] second) {
        List<String> all = new ArrayList<>(List.of(first));
        all.addAll(List.of(second));
        return all.toArray(String[]::new);
    }
}
