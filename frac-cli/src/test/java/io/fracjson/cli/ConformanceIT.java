package io.fracjson.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.ConformanceVector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The jar against the reference's own bytes (src-test-data/conformance): {@code frac encode} gives
 * the reference's documents byte for byte, {@code frac decode} reads them (compressed, with a
 * dictionary, with a keys table) back to the JSON they were made from, {@code frac keys build}
 * gives the reference's keys tables, and large dictionary-compressed documents go through
 * {@code decode | encode} unchanged. Vectors of the same settings share one process.
 */
class ConformanceIT {
    /** Reads the vectors' JSON, whose keys are up to 65,535 chars long. */
    private static final ObjectMapper JSON = JsonMapper.builder(JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNameLength(65_535).build()).build()).build();

    /** The options of a vector's settings, the same for encode and decode but for the level. */
    private static List<String> tableOptions(ConformanceVector v) {
        List<String> options = new ArrayList<>();
        if (v.keysFile() != null) {
            options.addAll(List.of("--keys-table", v.directory().resolve(v.keysFile()).toString()));
        }
        if (v.dictFile() != null) {
            options.addAll(List.of("--dict", v.directory().resolve(v.dictFile()).toString()));
        }
        return options;
    }

    /** The document vectors (not the keys-table-building ones), grouped by keys table, level and dictionary. */
    private static Map<List<String>, List<ConformanceVector>> bySettings(List<ConformanceVector> vectors) {
        Map<List<String>, List<ConformanceVector>> groups = new LinkedHashMap<>();
        for (ConformanceVector v : vectors) {
            if (!v.isKeysTableVector()) {
                List<String> options = new ArrayList<>(tableOptions(v));
                options.addAll(List.of("--level", Integer.toString(v.level())));
                groups.computeIfAbsent(options, o -> new ArrayList<>()).add(v);
            }
        }
        return groups;
    }

    @Test
    void encodeIsByteIdenticalToTheReference() throws IOException {
        Map<List<String>, List<ConformanceVector>> groups = bySettings(ConformanceVector.documents());
        int vectors = 0;
        for (Map.Entry<List<String>, List<ConformanceVector>> group : groups.entrySet()) {
            List<String> args = new ArrayList<>(List.of("encode"));
            args.addAll(group.getKey());
            group.getValue().forEach(v -> args.add(v.file(".json").toString()));
            byte[] out = FracJar.run(args.toArray(String[]::new)).succeeded().out();
            int at = 0;
            for (ConformanceVector v : group.getValue()) {
                byte[] expected = v.frac();
                byte[] actual = Arrays.copyOfRange(out, at, Math.min(out.length, at + expected.length));
                assertArrayEquals(expected, actual, v.name() + " " + group.getKey());
                at += expected.length;
                vectors++;
            }
            assertEquals(out.length, at, "nothing after the last document " + group.getKey());
        }
        assertTrue(vectors > 140, "vectors compared: " + vectors);
    }

    @Test
    void decodeReadsTheReferencesDocumentsBackToTheirJson() throws IOException {
        for (Map.Entry<List<String>, List<ConformanceVector>> group : bySettings(ConformanceVector.documents()).entrySet()) {
            List<String> args = new ArrayList<>(List.of("decode"));
            args.addAll(tableOptions(group.getValue().get(0)));
            group.getValue().forEach(v -> args.add(v.file(".frac").toString()));
            List<String> lines = FracJar.run(args.toArray(String[]::new)).succeeded().outText().lines().toList();
            assertEquals(group.getValue().size(), lines.size(), group.getKey().toString());
            for (int i = 0; i < lines.size(); i++) {
                ConformanceVector v = group.getValue().get(i);
                assertEquals(JSON.readTree(v.json()), JSON.readTree(lines.get(i)), v.name());
            }
        }
    }

    @Test
    void prettyOutputHoldsTheSameData() throws IOException {
        ConformanceVector v = ConformanceVector.documents().stream().filter(x -> x.name().equals("doc_event_batch"))
                .findFirst().orElseThrow();
        String pretty = FracJar.run("decode", "--pretty", v.file(".frac").toString()).succeeded().outText();
        assertTrue(pretty.lines().count() > 20, pretty);
        assertTrue(pretty.contains("\n    \"ts\": \"2026-") && pretty.endsWith("\n]\n"), pretty);
        assertEquals(JSON.readTree(v.json()), JSON.readTree(pretty));
    }

    /** The keystable_* vectors: NAME.keys is keys_table_from_json(NAME.json, max_count, cutoff). */
    @Test
    void keysBuildGivesTheReferencesTables(@TempDir Path work) throws IOException {
        Pattern parameters = Pattern.compile("max_count=(\\w+);cutoff=(\\w+);");
        int tables = 0;
        for (ConformanceVector v : ConformanceVector.read(ConformanceVector.vectorsDirectory().resolve("manifest.tsv"))) {
            if (!v.isKeysTableVector()) {
                continue;
            }
            Matcher m = parameters.matcher(v.description());
            assertTrue(m.lookingAt(), v.description());
            List<String> args = new ArrayList<>(List.of("keys", "build", v.file(".json").toString(),
                    "-o", work.resolve(v.name()).toString()));
            if (!m.group(1).equals("none")) {
                args.addAll(List.of("--max-count", m.group(1)));
            }
            if (!m.group(2).equals("none")) {
                args.addAll(List.of("--cutoff", m.group(2)));
            }
            FracJar.Run run = FracJar.run(args.toArray(String[]::new)).succeeded();
            byte[] expected = Files.readAllBytes(v.file(".keys"));
            assertArrayEquals(expected, Files.readAllBytes(work.resolve(v.name())), v.name());
            String fingerprint = KeysTable.fromBytes(expected).fingerprint();
            assertTrue(run.outText().startsWith("keys table " + fingerprint + ": "), run.outText());
            tables++;
        }
        assertTrue(tables >= 7, "tables compared: " + tables);
    }

    /**
     * Large documents compressed with a dictionary (reencode.tsv) through {@code decode | encode}:
     * the body decoded to JSON and encoded again must be the reference's, and zstd's frame too.
     */
    @Test
    void largeDictionaryDocumentsSurviveDecodeThenEncode() throws IOException {
        for (Map.Entry<List<String>, List<ConformanceVector>> group
                : bySettings(ConformanceVector.reencodeDocuments()).entrySet()) {
            ByteArrayOutputStream documents = new ByteArrayOutputStream();
            for (ConformanceVector v : group.getValue()) {
                documents.write(v.frac());
            }
            List<String> decode = new ArrayList<>(List.of("decode"));
            decode.addAll(tableOptions(group.getValue().get(0)));
            List<String> encode = new ArrayList<>(List.of("encode"));
            encode.addAll(group.getKey());
            FracJar.Run run = FracJar.pipe(documents.toByteArray(), decode, encode).succeeded();
            assertArrayEquals(documents.toByteArray(), run.out(), group.getValue().toString());
        }
    }
}
