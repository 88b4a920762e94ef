package io.fracjson.jackson3.support;

import tools.jackson.core.StreamReadConstraints;
import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.jackson3.FracJsonFactory;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The reference's conformance vectors (src-test-data/conformance/vectors, located by the
 * {@code fracjson.testdata} system property): tests that need them are skipped, with a
 * message, when they are not there.
 */
public final class ConformanceVectors {
    /** The vectors hold keys of 65,535 bytes, beyond Jackson's default name limit. */
    public static final StreamReadConstraints LONG_NAMES =
            StreamReadConstraints.builder().maxNameLength(Integer.MAX_VALUE).build();

    private ConformanceVectors() {
    }

    /** A factory with this vector's keys table, level and dictionary, and room for its long keys. */
    public static FracJsonFactory factory(ConformanceVector v) throws IOException {
        return FracJsonFactory.builder().keysTable(v.keysTable()).compressionLevel(v.level())
                .zstdDictionary(v.dictionary()).streamReadConstraints(LONG_NAMES).build();
    }

    public static Path directory() {
        String dir = System.getProperty("fracjson.testdata");
        Assumptions.assumeTrue(dir != null, "system property fracjson.testdata is not set: no conformance vectors");
        Path vectors = Path.of(dir, "conformance", "vectors");
        Assumptions.assumeTrue(Files.isRegularFile(vectors.resolve("manifest.tsv")),
                "no conformance vectors at " + vectors.toAbsolutePath() + " (manifest.tsv missing): skipped");
        return vectors;
    }

    /** Every vector that is a document (not a keys-table-building case without .frac). */
    public static List<ConformanceVector> documents() {
        return documents("manifest.tsv");
    }

    /**
     * The vectors of {@code reencode.tsv}: large documents committed without their input, whose
     * {@code .frac} is decoded and encoded again.
     */
    public static List<ConformanceVector> reencodeDocuments() {
        return documents("reencode.tsv");
    }

    private static List<ConformanceVector> documents(String manifest) {
        try {
            List<ConformanceVector> vectors = new ArrayList<>();
            for (ConformanceVector v : ConformanceVector.read(directory().resolve(manifest))) {
                if (Files.exists(v.file(".frac")) && (Files.exists(v.file(".json")) || manifest.equals("reencode.tsv"))) {
                    vectors.add(v);
                }
            }
            return vectors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
