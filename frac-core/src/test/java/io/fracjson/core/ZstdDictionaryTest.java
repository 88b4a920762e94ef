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

    /**
     * Issue 17 #6: random bytes after zstd's dictionary magic, and a trained dictionary cut
     * short, were accepted; the first read then failed with IllegalStateException
     * ("ZSTD_createDDict failed"), the first write likewise. They are refused when loaded.
     */
    @Test
    void aDamagedDictionaryInZstdsFormatIsRefusedWhenLoaded() throws IOException {
        byte[] random = new byte[2048];
        new java.util.Random(17).nextBytes(random);
        random[0] = 0x37;
        random[1] = (byte) 0xA4;
        random[2] = 0x30;
        random[3] = (byte) 0xEC; // zstd's dictionary magic, little-endian
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ZstdDictionary.of(random));
        assertTrue(e.getMessage().startsWith("not a valid zstd dictionary"), e.getMessage());

        byte[] trained = ZstdDictionary.trainOnDocuments(documents(Compression.NONE), 2048).toBytes();
        assertThrows(IllegalArgumentException.class, () -> ZstdDictionary.of(Arrays.copyOf(trained, 100)));
        // Raw content (no magic) is any bytes.
        random[0] = 0;
        assertEquals(2048, ZstdDictionary.of(random).size());
    }

    /**
     * zstd's compressor reads a dictionary's entropy tables more strictly than its decompressor:
     * some single-byte changes in a trained dictionary's Huffman table load for decompression
     * but not for compression, so loading for decompression alone accepted them, and every write
     * then failed ("ZSTD_createCDict failed", or from raw bytes "Allocation error"). A dictionary
     * that is accepted must write.
     */
    @Test
    void aDictionaryThatLoadsAlsoCompresses() throws IOException {
        byte[] trained = ZstdDictionary.trainOnDocuments(documents(Compression.NONE), 2048).toBytes();
        Map<String, Object> value = Map.of("id", 42L, "kind", "click", "user", "user-7");
        List<String> unusable = new ArrayList<>();
        int refused = 0;
        for (int at = 8; at < 16; at++) { // the start of the literals' Huffman table, after magic and id
            for (int b = 0; b < 256; b++) {
                if (b == (trained[at] & 0xFF)) {
                    continue;
                }
                byte[] changed = trained.clone();
                changed[at] = (byte) b;
                ZstdDictionary dictionary;
                try {
                    dictionary = ZstdDictionary.of(changed);
                } catch (IllegalArgumentException e) {
                    refused++;
                    continue;
                }
                try {
                    DataModel.encode(value, KeysTable.EMPTY, Compression.zstd(3, dictionary), false);
                } catch (FracFormatException e) {
                    unusable.add("byte " + at + " = " + b + ": " + e.getMessage());
                }
            }
        }
        assertEquals(List.of(), unusable, "accepted, but cannot compress");
        assertTrue(refused > 0, "no change was refused");
    }

    /**
     * Issue 17 #6: a body changed in storage could decode silently to other data (653 of 2,456
     * single-bit flips did). With zstd's content checksum, which the reader verifies whenever a
     * frame has one, no flip does (a few flip bits zstd never reads: those decode to the same
     * data); without it (the default, as the reference writes), some do.
     */
    @Test
    void aChecksummedBodyThatChangedNeverReadsAsOtherData() throws IOException {
        ZstdDictionary dictionary = ZstdDictionary.trainOnDocuments(documents(Compression.NONE), 2048);
        Map<String, Object> value = Map.of("id", 42L, "kind", "click", "user", "user-7");
        ReadOptions options = ReadOptions.builder().dictionary(dictionary).build();
        for (Compression plain : List.of(Compression.zstd(3), Compression.zstd(3, dictionary))) {
            byte[] without = DataModel.encode(value, KeysTable.EMPTY, plain, false);
            byte[] with = DataModel.encode(value, KeysTable.EMPTY, plain.withChecksum(true), false);
            assertEquals(without.length + 4, with.length);
            assertEquals(value, DataModel.decode(with, options));
            assertEquals(0, flipsReadAsOtherData(with, value, options), plain + " with a checksum");
            assertTrue(flipsReadAsOtherData(without, value, options) > 0, plain + " without a checksum");
        }
    }

    /** Single-bit flips of the body, each read in memory and from a stream, that read without an error as other data. */
    private static int flipsReadAsOtherData(byte[] doc, Object value, ReadOptions options) throws IOException {
        int silent = 0;
        for (int bit = DocumentHeader.SIZE * 8; bit < doc.length * 8; bit++) {
            byte[] flipped = doc.clone();
            flipped[bit / 8] ^= (byte) (1 << (bit % 8));
            for (boolean stream : new boolean[] {false, true}) {
                try {
                    FracReader r = stream ? FracReader.of(new java.io.ByteArrayInputStream(flipped), options)
                            : FracReader.of(flipped, options);
                    r.next();
                    Object read = DataModel.fromFrac(r);
                    if (r.next() == null && !value.equals(read)) {
                        silent++;
                    }
                } catch (FracFormatException refused) {
                    // the frame, a block, the checksum or the value is wrong: refused, as it should be
                }
            }
        }
        return silent;
    }

    @Test
    void aChecksumIsPartOfTheCompressionsIdentityAndSurvivesSerialization() throws Exception {
        Compression checked = Compression.zstd(5).withChecksum(true);
        assertTrue(checked.hasChecksum());
        assertEquals(Compression.zstd(5), checked.withChecksum(false));
        assertTrue(!checked.equals(Compression.zstd(5)));
        assertEquals(Compression.NONE, Compression.NONE.withChecksum(true));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(checked);
        }
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            assertEquals(checked, in.readObject());
        }
    }

    /**
     * Issue 17 #7: each level used with a dictionary kept its own digested copy forever (5,000
     * levels of a 10 KB dictionary took RSS from 140 to 397 MB). Only the few used most recently
     * are kept, and documents written after an eviction are the same bytes.
     */
    @Test
    void onlyAFewLevelsOfDigestedDictionaryAreKept() throws IOException {
        ZstdDictionary dictionary = ZstdDictionary.trainOnDocuments(documents(Compression.NONE), 2048);
        Map<String, Object> value = Map.of("id", 42L, "kind", "click", "user", "user-7");
        Map<Integer, byte[]> first = new java.util.HashMap<>();
        for (int round = 0; round < 2; round++) {
            for (int level = -5; level <= 19; level++) {
                if (level == 0) {
                    continue; // no compression
                }
                byte[] doc = DataModel.encode(value, KeysTable.EMPTY, Compression.zstd(level, dictionary), false);
                byte[] earlier = first.putIfAbsent(level, doc);
                if (earlier != null) {
                    assertTrue(Arrays.equals(earlier, doc), "level " + level + " wrote other bytes after an eviction");
                }
                assertTrue(dictionary.compressorsHeld() <= ZstdDictionary.KEPT_LEVELS, dictionary.compressorsHeld() + " held");
            }
        }
    }
}
