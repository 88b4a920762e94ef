package io.fracjson.core;

import io.fracjson.core.testing.TrickleInputStream;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * Seeded random documents ({@link RandomDocuments}) are written and read back unchanged in
 * every way a document can be stored and read: with and without a global keys table;
 * plain, zstd and zstd with a dictionary; sized and unsized containers; in memory and as a
 * stream handing out a few bytes at a time. Besides ordinary documents: 500 levels deep, an
 * array of 70,000 elements, and an object of 70,000 distinct keys (past the 65,535 keys a
 * document can refer back to).
 */
class RoundTripPropertyTest {
    private static final long SEED = 0x5EED_F4AC;

    private final RandomDocuments random = new RandomDocuments(SEED, 300);
    private final KeysTable globalKeys = KeysTable.of(random.keyPool().subList(0, 200));
    private final ZstdDictionary dictionary = dictionary();

    @Test
    void randomDocuments() throws IOException {
        for (int i = 0; i < 150; i++) {
            assertRoundTrips(random.document());
        }
    }

    @Test
    void deepDocument() throws IOException {
        assertRoundTrips(random.nested(500));
    }

    @Test
    void wideArray() throws IOException {
        assertRoundTrips(random.wideArray(70_000));
    }

    @Test
    void objectOfMoreDistinctKeysThanBackReferencesReach() throws IOException {
        assertRoundTrips(random.distinctKeys(70_000));
    }

    private void assertRoundTrips(Object document) throws IOException {
        for (KeysTable keys : List.of(KeysTable.EMPTY, globalKeys)) {
            ReadOptions options = ReadOptions.builder().keysTable(keys).dictionary(dictionary).build();
            for (Compression compression : List.of(Compression.NONE, Compression.zstd(3),
                    Compression.zstd(3, dictionary))) {
                for (boolean sized : new boolean[] {true, false}) {
                    byte[] encoded = DataModel.encode(document, keys, compression, sized);
                    String how = compression + (sized ? ", sized" : ", unsized") + ", " + keys;
                    assertEquals(document, DataModel.decode(encoded, options), how);
                    assertEquals(document, decodeStreamed(encoded, options), how + ", streamed");
                }
            }
        }
    }

    private static Object decodeStreamed(byte[] encoded, ReadOptions options) throws IOException {
        try (FracReader r = FracReader.of(new TrickleInputStream(encoded), options)) {
            r.next();
            Object value = DataModel.fromFrac(r);
            assertNull(r.next(), "more than one document");
            return value;
        }
    }

    /** The conformance vectors' dictionary: zstd takes any bytes as raw-content dictionary. */
    private static ZstdDictionary dictionary() {
        try {
            return ZstdDictionary.of(Files.readAllBytes(TestData.vectors().resolve("raw_content.dict")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
