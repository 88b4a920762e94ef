package io.fracjson.jackson.support;

import com.fasterxml.jackson.core.StreamReadConstraints;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
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

    /** One line of {@code manifest.tsv}: name, keys file, zstd level, dictionary file, description. */
    public record Vector(String name, String keysFile, int level, String dictFile, String description) {
        public Path file(String suffix) {
            return directory().resolve(name + suffix);
        }

        public byte[] json() throws IOException {
            return Files.readAllBytes(file(".json"));
        }

        public byte[] frac() throws IOException {
            return Files.readAllBytes(file(".frac"));
        }

        public KeysTable keysTable() throws FracFormatException, IOException {
            return keysFile == null ? null : KeysTable.fromBytes(Files.readAllBytes(directory().resolve(keysFile)));
        }

        public byte[] dictionary() throws IOException {
            return dictFile == null ? null : Files.readAllBytes(directory().resolve(dictFile));
        }

        /** A factory with this vector's keys table, level and dictionary, and room for its long keys. */
        public FracJsonFactory factory() throws IOException {
            return FracJsonFactory.builder().keysTable(keysTable()).compressionLevel(level).zstdDictionary(dictionary())
                    .streamReadConstraints(LONG_NAMES).build();
        }

        @Override
        public String toString() {
            return name;
        }
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
    public static List<Vector> documents() {
        return documents("manifest.tsv");
    }

    /**
     * The vectors of {@code reencode.tsv}: large documents committed without their input, whose
     * {@code .frac} is decoded and encoded again.
     */
    public static List<Vector> reencodeDocuments() {
        return documents("reencode.tsv");
    }

    private static List<Vector> documents(String manifest) {
        try {
            List<Vector> vectors = new ArrayList<>();
            for (String line : Files.readAllLines(directory().resolve(manifest))) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] f = line.split("\t", 5);
                Vector v = new Vector(f[0], dash(f[1]), Integer.parseInt(f[2]), dash(f[3]), f.length > 4 ? f[4] : "");
                if (Files.exists(v.file(".frac")) && (Files.exists(v.file(".json")) || manifest.equals("reencode.tsv"))) {
                    vectors.add(v);
                }
            }
            return vectors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String dash(String field) {
        return field.equals("-") ? null : field;
    }
}
