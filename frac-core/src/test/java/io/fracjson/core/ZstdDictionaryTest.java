package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Training on whole documents is training on their bodies; a compressed document cannot be a sample. */
class ZstdDictionaryTest {
    private static List<byte[]> documents(Compression compression) throws IOException {
        List<byte[]> documents = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            documents.add(DataModel.encode(Map.of("id", (long) i, "kind", i % 3 == 0 ? "click" : "view",
                    "user", "user-" + (i * 7919 % 1000)), KeysTable.EMPTY, compression, false));
        }
        return documents;
    }

    @Test
    void trainingOnDocumentsIsTrainingOnTheirBodies() throws IOException {
        List<byte[]> documents = documents(Compression.NONE);
        List<byte[]> bodies = new ArrayList<>();
        for (byte[] document : documents) {
            bodies.add(Arrays.copyOfRange(document, 3, document.length));
        }
        assertEquals(ZstdDictionary.train(bodies, 2048), ZstdDictionary.trainOnDocuments(documents, 2048));
    }

    @Test
    void aCompressedOrForeignSampleIsRefused() throws IOException {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ZstdDictionary.trainOnDocuments(documents(Compression.zstd(3)), 2048));
        assertTrue(e.getMessage().startsWith("sample 0 is not an uncompressed frac_json document"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> ZstdDictionary.trainOnDocuments(List.of("{\"id\":1}".getBytes()), 2048));
    }

    @Test
    void aDictionaryIsIdentifiedByTheKeysTablesFingerprintRule() {
        // Computed outside Java (Python hashlib over the same bytes); stored fingerprints depend on it.
        ZstdDictionary dictionary = ZstdDictionary.of(
                "frac_json raw dictionary content".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        assertEquals("a24216a252e841a6", dictionary.fingerprint());
        assertEquals("ZstdDictionary[32 bytes, fingerprint a24216a252e841a6]", dictionary.toString());
    }
}
