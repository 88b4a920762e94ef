package io.fracjson.core;

import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.core.testing.TrickleInputStream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every vector the reference encoder produced (src-test-data/conformance): our encoding of
 * the input must be byte-identical, with and without container counts given up front, and
 * with every container's size hint wrong, and
 * decoding the reference's bytes must give back the input's data.
 */
class ConformanceVectorsTest {
    private static final Pattern KEYS_TABLE_OPTIONS = Pattern.compile("max_count=(\\w+);cutoff=(\\w+)");

    @Test
    void manifestCoversTheFormat() throws IOException {
        List<ConformanceVector> vectors = TestData.manifest();
        assertTrue(vectors.size() > 150, "only " + vectors.size() + " vectors");
        for (ConformanceVector v : vectors) {
            assertTrue(Files.exists(v.file(".json")), v.name() + ".json is missing");
            assertTrue(v.isKeysTableVector() || Files.exists(v.file(".frac")), v.name() + ".frac is missing");
        }
    }

    @TestFactory
    Stream<DynamicTest> encodesByteForByte() throws IOException {
        return documentVectors().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            Object data = DataModel.fromJson(v.json());
            byte[] expected = v.frac();
            assertEncodesTo(expected, data, v);
        }));
    }

    /**
     * The same data written again by the same writer, whose keys then follow the first
     * document's (the same String instances), and after a document of the other vectors'
     * shape: byte-identical each time.
     */
    /** {@code data} written with the vector's table and compression gives {@code expected}: unsized, sized, and with wrong size hints. */
    private static void assertEncodesTo(byte[] expected, Object data, ConformanceVector v) throws IOException {
        assertHexEquals(expected, DataModel.encode(data, v.keysTable(), v.compression(), false), "unsized");
        assertHexEquals(expected, DataModel.encode(data, v.keysTable(), v.compression(), true), "sized");
        assertHexEquals(expected, DataModel.encode(data, v.keysTable(), v.compression(),
                DataModel.Counts.WRONG_HINTS), "size hints, all wrong");
    }

    @TestFactory
    Stream<DynamicTest> encodesByteForByteWhenWrittenAgain() throws IOException {
        return documentVectors().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            Object data = DataModel.fromJson(v.json());
            byte[] expected = v.frac();
            try (FracWriter w = new FracWriter(v.keysTable())) {
                for (String pass : List.of("first", "again", "after another shape", "again after it")) {
                    if (pass.equals("after another shape")) {
                        DataModel.write(Map.of("another", List.of()), w, false);
                        w.toDocument(v.compression());
                    }
                    DataModel.write(data, w, false);
                    assertHexEquals(expected, w.toDocument(v.compression()), pass);
                }
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> decodesToTheInputData() throws IOException {
        return documentVectors().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            Object expected = DataModel.fromJson(v.json());
            assertEquals(expected, DataModel.decode(v.frac(), v.readOptions()), "from byte[]");
            try (FracReader r = FracReader.of(new TrickleInputStream(v.frac()), v.readOptions())) {
                r.next();
                assertEquals(expected, DataModel.fromFrac(r), "from a stream");
                assertEquals(null, r.next());
            }
        }));
    }

    /**
     * Large dictionary-compressed documents, on both sides of the size where zstd stops using a
     * digested dictionary's parameters: decoding the reference's bytes and encoding the data
     * again must give them back, byte for byte.
     */
    @TestFactory
    Stream<DynamicTest> reencodesLargeDictionaryDocumentsByteForByte() throws IOException {
        List<ConformanceVector> vectors = TestData.reencodeManifest();
        assertTrue(vectors.size() >= 8, "only " + vectors.size() + " re-encode vectors");
        return vectors.stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            byte[] expected = v.frac();
            Object data = DataModel.decode(expected, v.readOptions());
            assertEncodesTo(expected, data, v);
        }));
    }

    @TestFactory
    Stream<DynamicTest> buildsKeysTablesLikeTheReference() throws IOException {
        return TestData.manifest().stream().filter(ConformanceVector::isKeysTableVector)
                .map(v -> DynamicTest.dynamicTest(v.name(), () -> {
                    Matcher m = KEYS_TABLE_OPTIONS.matcher(v.description());
                    assertTrue(m.find(), "no max_count/cutoff in " + v.description());
                    KeysTableBuilder builder = new KeysTableBuilder();
                    if (!m.group(1).equals("none")) {
                        builder.maxCount(Integer.parseInt(m.group(1)));
                    }
                    if (!m.group(2).equals("none")) {
                        builder.occurrenceCutoff(Integer.parseInt(m.group(2)));
                    }
                    addKeys(DataModel.fromJson(v.json()), builder);
                    assertHexEquals(Files.readAllBytes(TestData.vectors().resolve(v.keysFile())), builder.build().toBytes(),
                            "keys table");
                }));
    }

    /** Feeds every object's keys, in document order, as the reference counts them. */
    private static void addKeys(Object value, KeysTableBuilder builder) {
        if (value instanceof Map) {
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                builder.addKey((String) e.getKey());
                addKeys(e.getValue(), builder);
            }
        } else if (value instanceof List) {
            for (Object o : (List<?>) value) {
                addKeys(o, builder);
            }
        }
    }

    private static Stream<ConformanceVector> documentVectors() throws IOException {
        return TestData.manifest().stream().filter(v -> !v.isKeysTableVector());
    }

    static void assertHexEquals(byte[] expected, byte[] actual, String what) {
        if (!Arrays.equals(expected, actual)) {
            HexFormat hex = HexFormat.of();
            String e = hex.formatHex(expected);
            String a = hex.formatHex(actual);
            int i = 0;
            while (i < Math.min(e.length(), a.length()) && e.charAt(i) == a.charAt(i)) {
                i++;
            }
            assertArrayEquals(expected, actual, what + ": first difference at byte " + i / 2 + " of "
                    + expected.length + "; expected ..." + e.substring(Math.max(0, i - 16), Math.min(e.length(), i + 32))
                    + " but was ..." + a.substring(Math.max(0, i - 16), Math.min(a.length(), i + 32)));
        }
    }
}
