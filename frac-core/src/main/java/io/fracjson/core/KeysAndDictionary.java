package io.fracjson.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A global keys table and a zstd dictionary built together from samples of what an application
 * writes, encoded by the application's own writer: a dictionary trained on bytes from another
 * writer configuration (a plain mapper writing an {@code Instant} as decimal seconds, where the
 * application writes ISO text) compresses the real documents worse. The rule both Jackson lines
 * use ({@code KeysTables.build}): count the keys of each sample as its writer writes them, build
 * the table, then train the dictionary on the samples written with that table, uncompressed.
 */
public record KeysAndDictionary(KeysTable keysTable, ZstdDictionary dictionary) {
    /** The reference's benchmarks' dictionary size, and {@code frac dict train}'s default. */
    public static final int DEFAULT_DICTIONARY_SIZE = 10 * 1024;

    /** Writes one sample as an uncompressed frac_json document with the keys table given. */
    @FunctionalInterface
    public interface Writer<T> {
        byte[] write(T sample, KeysTable keysTable) throws IOException;
    }

    /**
     * The keys table of the keys the samples use (the most used first, as the reference builds
     * it), and a dictionary of at most {@code dictionarySize} bytes trained on the samples written
     * with that table. zstd needs about 100 times the dictionary's size of samples.
     *
     * @throws IllegalArgumentException if zstd cannot train a dictionary on the samples (too few)
     */
    public static <T> KeysAndDictionary build(Iterable<? extends T> samples, Writer<T> writer, int dictionarySize)
            throws IOException {
        KeysTableBuilder keys = new KeysTableBuilder();
        ReadOptions plain = ReadOptions.builder().build();
        for (T sample : samples) {
            try (FracReader reader = FracReader.of(writer.write(sample, KeysTable.EMPTY), plain)) {
                for (FracToken t = reader.next(); t != null; t = reader.next()) {
                    if (t == FracToken.KEY) {
                        keys.addKey(reader.key());
                    }
                }
            }
        }
        KeysTable table = keys.build();
        List<byte[]> documents = new ArrayList<>();
        for (T sample : samples) {
            documents.add(writer.write(sample, table));
        }
        return new KeysAndDictionary(table, ZstdDictionary.trainOnDocuments(documents, dictionarySize));
    }
}
