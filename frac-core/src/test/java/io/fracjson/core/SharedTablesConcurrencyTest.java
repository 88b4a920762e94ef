package io.fracjson.core;

import io.fracjson.core.testing.StartedTogether;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * What the documentation calls thread-safe is: one {@link KeysTable}, one
 * {@link ZstdDictionary} (whose digested forms are created lazily, per level, on first
 * use) and one {@link ReadOptions} (with its shared key cache), used at once by 8 threads,
 * each with its own writers and readers. Every document must come out byte-for-byte as a
 * single thread encodes it, and read back unchanged.
 *
 * <p>8 threads × {@value #DOCUMENTS_PER_THREAD} small documents, cycling through plain,
 * zstd 1, zstd 3, zstd 1 and zstd 3 with the dictionary; the shared objects are fresh when
 * the threads start together, so the lazy digests race.
 */
class SharedTablesConcurrencyTest {
    private static final int THREADS = 8;
    private static final int DOCUMENTS_PER_THREAD = 10_000;
    private static final int DISTINCT_DOCUMENTS = 1_000;

    @Test
    void sharedKeysTableDictionaryAndReadOptions() throws Exception {
        RandomDocuments random = new RandomDocuments(42, 200);
        List<Object> documents = new ArrayList<>();
        for (int i = 0; i < DISTINCT_DOCUMENTS; i++) {
            documents.add(random.smallDocument());
        }
        List<String> keys = random.keyPool().subList(0, 100);
        byte[] dictionaryBytes = dictionaryBytes(documents);

        // The expected bytes, from objects of their own, so the shared ones start undigested.
        List<Compression> compressions = compressions(ZstdDictionary.of(dictionaryBytes));
        byte[][][] expected = encodeAll(documents, KeysTable.of(keys), compressions);

        KeysTable sharedKeys = KeysTable.of(keys);
        ZstdDictionary sharedDictionary = ZstdDictionary.of(dictionaryBytes);
        List<Compression> sharedCompressions = compressions(sharedDictionary);
        ReadOptions sharedOptions = ReadOptions.builder().keysTable(sharedKeys).dictionary(sharedDictionary).build();

        for (int checked : StartedTogether.run(THREADS, 60, thread -> encodeAndDecode(thread, documents, expected, sharedKeys,
                sharedCompressions, sharedOptions))) {
            assertEquals(DOCUMENTS_PER_THREAD, checked);
        }
    }

    /** One thread's work; returns the number of documents checked. */
    private static int encodeAndDecode(int thread, List<Object> documents, byte[][][] expected, KeysTable keys,
                                       List<Compression> compressions, ReadOptions options) throws IOException {
        try (FracWriter writer = new FracWriter(keys)) {
            for (int i = 0; i < DOCUMENTS_PER_THREAD; i++) {
                // Threads walk the documents in different orders, so each meets others' work.
                int d = (i * (2 * thread + 1) + thread * 97) % documents.size();
                int c = (i + thread) % compressions.size();
                // Sized or not, containers come out the same: only the expected sized bytes are kept.
                DataModel.write(documents.get(d), writer, i % 2 == 0);
                byte[] encoded = writer.toDocument(compressions.get(c));
                assertArrayEquals(expected[d][c], encoded, () -> "document " + d + ", " + compressions.get(c));
                assertEquals(documents.get(d), DataModel.decode(encoded, options));
            }
        }
        return DOCUMENTS_PER_THREAD;
    }

    private static List<Compression> compressions(ZstdDictionary dictionary) {
        return List.of(Compression.NONE, Compression.zstd(1), Compression.zstd(3), Compression.zstd(1, dictionary),
                Compression.zstd(3, dictionary));
    }

    private static byte[][][] encodeAll(List<Object> documents, KeysTable keys, List<Compression> compressions)
            throws IOException {
        byte[][][] encoded = new byte[documents.size()][compressions.size()][];
        for (int d = 0; d < documents.size(); d++) {
            for (int c = 0; c < compressions.size(); c++) {
                encoded[d][c] = DataModel.encode(documents.get(d), keys, compressions.get(c), true);
            }
        }
        return encoded;
    }

    /** Raw-content dictionary: the plain bodies of the first documents. */
    private static byte[] dictionaryBytes(List<Object> documents) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Object document : documents.subList(0, 50)) {
            out.write(DataModel.encode(document, KeysTable.EMPTY, Compression.NONE, true));
        }
        return out.toByteArray();
    }
}
