package io.fracjson.core;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The committed conformance vectors under {@code src-test-data}, located by the build. */
final class TestData {
    private TestData() {
    }

    static Path root() {
        String dir = System.getProperty("fracjson.testdata", "../src-test-data");
        Path root = Path.of(dir);
        assertTrue(Files.isDirectory(root), "test data directory " + root.toAbsolutePath() + " is missing");
        return root;
    }

    static Path vectors() {
        return root().resolve("conformance/vectors");
    }

    /** One line of {@code manifest.tsv}. */
    record Vector(String name, String keysFile, int level, String dictFile, String description) {
        Path file(String suffix) {
            return vectors().resolve(name + suffix);
        }

        String json() throws IOException {
            return Files.readString(file(".json"));
        }

        byte[] frac() throws IOException {
            return Files.readAllBytes(file(".frac"));
        }

        KeysTable keysTable() throws IOException {
            return keysFile == null ? KeysTable.EMPTY : KeysTable.fromBytes(Files.readAllBytes(vectors().resolve(keysFile)));
        }

        ZstdDictionary dictionary() throws IOException {
            return dictFile == null ? null : ZstdDictionary.of(Files.readAllBytes(vectors().resolve(dictFile)));
        }

        Compression compression() throws IOException {
            return Compression.zstd(level, dictionary());
        }

        ReadOptions readOptions() throws IOException {
            return ReadOptions.builder().keysTable(keysTable()).dictionary(dictionary()).build();
        }

        boolean isKeysTableVector() {
            return name.startsWith("keystable_");
        }
    }

    static List<Vector> manifest() throws IOException {
        return manifest("manifest.tsv");
    }

    /**
     * The vectors of {@code reencode.tsv}: large documents committed without their input, whose
     * {@code .frac} is decoded and encoded again.
     */
    static List<Vector> reencodeManifest() throws IOException {
        return manifest("reencode.tsv");
    }

    private static List<Vector> manifest(String file) throws IOException {
        List<Vector> vectors = new ArrayList<>();
        for (String line : Files.readAllLines(vectors().resolve(file))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", 5);
            vectors.add(new Vector(f[0], dash(f[1]), Integer.parseInt(f[2]), dash(f[3]), f.length > 4 ? f[4] : ""));
        }
        return vectors;
    }

    private static String dash(String field) {
        return field.equals("-") ? null : field;
    }
}
