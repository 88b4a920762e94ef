package io.fracjson.core;

import io.fracjson.core.testing.ConformanceVector;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    static List<ConformanceVector> manifest() throws IOException {
        return ConformanceVector.read(vectors().resolve("manifest.tsv"));
    }

    /**
     * The vectors of {@code reencode.tsv}: large documents committed without their input, whose
     * {@code .frac} is decoded and encoded again.
     */
    static List<ConformanceVector> reencodeManifest() throws IOException {
        return ConformanceVector.read(vectors().resolve("reencode.tsv"));
    }
}
