package io.fracjson.core.testing;

import io.fracjson.core.Compression;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ZstdDictionary;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One conformance vector: a line of a manifest ({@code manifest.tsv}, {@code reencode.tsv})
 * under {@code src-test-data/conformance/vectors}, with its files. Shared by every module's
 * tests (frac-core's test jar), so that the manifest format is read in one place.
 *
 * @param directory   the vectors directory
 * @param name        the files' common name, without suffix
 * @param keysFile    the global keys table's file, or null
 * @param level       the zstd level (0: uncompressed)
 * @param dictFile    the zstd dictionary's file, or null
 * @param description what the vector exercises, as the generator wrote it
 */
public record ConformanceVector(Path directory, String name, String keysFile, int level, String dictFile,
                                String description) {

    /**
     * The vectors directory ({@code conformance/vectors} under the {@code fracjson.testdata}
     * system property the build sets); a test that needs it is skipped, saying why, without it.
     */
    public static Path vectorsDirectory() {
        String dir = System.getProperty("fracjson.testdata");
        Assumptions.assumeTrue(dir != null, "system property fracjson.testdata is not set: no conformance vectors");
        Path vectors = Path.of(dir, "conformance", "vectors");
        Assumptions.assumeTrue(Files.isRegularFile(vectors.resolve("manifest.tsv")),
                "no conformance vectors at " + vectors.toAbsolutePath() + " (manifest.tsv missing): skipped");
        return vectors;
    }

    /** Every vector of {@code manifest.tsv} that is a document (not a keys-table-building case without .frac). */
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
            for (ConformanceVector v : read(vectorsDirectory().resolve(manifest))) {
                if (Files.exists(v.file(".frac")) && (Files.exists(v.file(".json")) || manifest.equals("reencode.tsv"))) {
                    vectors.add(v);
                }
            }
            return vectors;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The vectors of a manifest file, in its order; lines starting with # are comments. */
    public static List<ConformanceVector> read(Path manifest) throws IOException {
        List<ConformanceVector> vectors = new ArrayList<>();
        for (String line : Files.readAllLines(manifest)) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split("\t", 5);
            vectors.add(new ConformanceVector(manifest.getParent(), f[0], dash(f[1]), Integer.parseInt(f[2]),
                    dash(f[3]), f.length > 4 ? f[4] : ""));
        }
        return vectors;
    }

    private static String dash(String field) {
        return field.equals("-") ? null : field;
    }

    public Path file(String suffix) {
        return directory.resolve(name + suffix);
    }

    /** A vector that tests building a keys table from JSON, with no document. */
    public boolean isKeysTableVector() {
        return name.startsWith("keystable_");
    }

    public String json() throws IOException {
        return Files.readString(file(".json"));
    }

    public byte[] frac() throws IOException {
        return Files.readAllBytes(file(".frac"));
    }

    /** The global keys table; {@link KeysTable#EMPTY} for none. */
    public KeysTable keysTable() throws IOException {
        return keysFile == null ? KeysTable.EMPTY : KeysTable.fromBytes(Files.readAllBytes(directory.resolve(keysFile)));
    }

    /** The zstd dictionary, or null. */
    public ZstdDictionary dictionary() throws IOException {
        return dictFile == null ? null : ZstdDictionary.of(Files.readAllBytes(directory.resolve(dictFile)));
    }

    public Compression compression() throws IOException {
        return Compression.zstd(level, dictionary());
    }

    public ReadOptions readOptions() throws IOException {
        return ReadOptions.builder().keysTable(keysTable()).dictionary(dictionary()).build();
    }

    @Override
    public String toString() {
        return name;
    }
}
