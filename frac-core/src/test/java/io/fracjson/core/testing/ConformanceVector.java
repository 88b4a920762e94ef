package io.fracjson.core.testing;

import io.fracjson.core.Compression;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ZstdDictionary;

import java.io.IOException;
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
