package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 #4: readers of compressed documents that are never closed (an abandoned parser, an
 * unconsumed iterator) must not keep native zstd contexts: 20,000 of them once took RSS from
 * 80 MB to 3.1 GB.
 */
class ZstdContextsTest {
    private static byte[] compressedArray(int elements) throws IOException {
        // Distinct elements: a body of one repeated one shrinks to 108 bytes, under the tokens its stored bytes allow.
        List<Object> array = new ArrayList<>();
        for (int i = 0; i < elements; i++) {
            array.add("element " + Integer.toHexString(i * 0x9E3779B1));
        }
        return DataModel.encode(array, KeysTable.EMPTY, Compression.zstd(3), false);
    }

    /**
     * Contexts given back to the pool let go of the dictionary they used: zstd-jni's reset leaves
     * its Java reference to the digested dictionary in place, which kept a dictionary's caller had
     * dropped (and the native memory of its digested forms) reachable from an idle context.
     */
    @Test
    void contextsGivenBackLetGoOfTheirDictionary() throws Exception {
        ZstdDictionary dictionary = ZstdDictionary.of("frac_json raw dictionary content, element element".getBytes(
                java.nio.charset.StandardCharsets.US_ASCII));
        WeakReference<Object> decompressor = new WeakReference<>(dictionary.decompressor());
        ZstdDictionary.Compressor digested = dictionary.acquireCompressor(3);
        WeakReference<Object> compressor = new WeakReference<>(digested.digested());
        dictionary.release(digested);
        digested = null;
        byte[] doc = DataModel.encode(new ArrayList<>(Collections.nCopies(10, (Object) "element")), KeysTable.EMPTY,
                Compression.zstd(3, dictionary), false);
        MalformedInputTest.drain(FracReader.of(doc, ReadOptions.builder().dictionary(dictionary).build()));
        assertTrue(ZstdContexts.DECOMPRESS.lent() == 0 && ZstdContexts.COMPRESS.lent() == 0, "every context given back");
        dictionary = null;
        assertTrue(Gc.collects(decompressor), "an idle decompression context keeps the dictionary's digested form");
        assertTrue(Gc.collects(compressor), "an idle compression context keeps the dictionary's digested form");
    }

    @Test
    void readersThatFinishTheirDocumentHoldNoContextWithoutClose() throws IOException {
        byte[] doc = compressedArray(10);
        for (int i = 0; i < 2_000; i++) {
            FracReader r = i % 2 == 0 ? FracReader.of(doc, ReadOptions.DEFAULT)
                    : FracReader.of(new ByteArrayInputStream(doc), ReadOptions.DEFAULT);
            MalformedInputTest.drain(r); // read to the end, never closed
        }
        assertTrue(ZstdContexts.DECOMPRESS.live() <= ZstdContexts.KEPT, ZstdContexts.DECOMPRESS.live() + " live");
    }

    /**
     * Issue 17 #1: a reader of a compressed document that declares a size up to
     * {@link FracReader#MAX_ONE_CALL_BODY} decompresses it in one call and gives the context back
     * before its first token, so a dropped reader holds no native memory and no garbage
     * collection is needed to get it back (before: 20,000 dropped parsers took RSS to 1.3 GB and
     * direct buffers ran out).
     */
    @Test
    void aReaderInsideASmallCompressedBodyHoldsNoContext() throws IOException {
        byte[] doc = compressedArray(10);
        int lentBefore = ZstdContexts.DECOMPRESS.lent();
        for (int i = 0; i < 20_000; i++) {
            FracReader r = i % 2 == 0 ? FracReader.of(doc, ReadOptions.DEFAULT)
                    : FracReader.of(new ByteArrayInputStream(doc), ReadOptions.DEFAULT);
            assertEquals(FracToken.START_ARRAY, r.next());
            assertEquals(FracToken.STRING, r.next()); // inside the body, then dropped: never closed
            assertEquals(lentBefore, ZstdContexts.DECOMPRESS.lent());
        }
        assertTrue(ZstdContexts.DECOMPRESS.live() <= ZstdContexts.KEPT, ZstdContexts.DECOMPRESS.live() + " live");
    }

    /**
     * A body too large to decompress in one call streams, and its reader holds a context across
     * calls; readers dropped mid-body give theirs back when they are collected.
     */
    @Test
    void readersDroppedInsideALargeBodyGiveTheirContextBackWhenCollected() throws Exception {
        byte[] doc = compressedArray(200_000);
        long bodySize = com.github.luben.zstd.Zstd.getFrameContentSize(doc, DocumentHeader.SIZE, doc.length - DocumentHeader.SIZE);
        assertTrue(bodySize > FracReader.MAX_ONE_CALL_BODY, bodySize + " bytes: would not stream");
        List<FracReader> abandoned = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            FracReader r = i % 2 == 0 ? FracReader.of(doc, ReadOptions.DEFAULT)
                    : FracReader.of(new ByteArrayInputStream(doc), ReadOptions.DEFAULT);
            r.next(); // inside the body
            abandoned.add(r);
        }
        assertTrue(ZstdContexts.DECOMPRESS.lent() >= 100, ZstdContexts.DECOMPRESS.lent() + " lent");
        assertEquals(200_000, countElements(abandoned.get(99)));
        abandoned.clear();
        for (int i = 0; i < 100 && ZstdContexts.DECOMPRESS.live() > ZstdContexts.KEPT; i++) {
            System.gc();
            Thread.sleep(20);
        }
        assertTrue(ZstdContexts.DECOMPRESS.live() <= ZstdContexts.KEPT, ZstdContexts.DECOMPRESS.live() + " live");
    }

    /** An error inside a streamed body ends the input, and the reader gives its decompressor back then. */
    @Test
    void anErrorInsideAStreamedBodyGivesTheContextBack() throws IOException {
        byte[] whole = compressedArray(200_000);
        byte[] doc = java.util.Arrays.copyOf(whole, whole.length / 2); // the frame cut short
        int lentBefore = ZstdContexts.DECOMPRESS.lent();
        FracReader r = FracReader.of(doc, ReadOptions.DEFAULT);
        r.next();
        assertEquals(lentBefore + 1, ZstdContexts.DECOMPRESS.lent());
        org.junit.jupiter.api.Assertions.assertThrows(FracFormatException.class, () -> countElements(r));
        assertEquals(lentBefore, ZstdContexts.DECOMPRESS.lent());
        assertEquals(null, r.next());
    }

    /**
     * Small documents read in a loop are the common case: the decompressor and everything a
     * body needs come from the pool, so a reader reused with reset() allocates nothing per
     * compressed document once warm.
     */
    @Test
    void smallCompressedDocumentsReadInALoopAllocateNothingPerDocument() throws IOException {
        java.util.Map<String, Object> value = new java.util.LinkedHashMap<>();
        value.put("id", 12345L);
        value.put("tags", List.of(1L, 2L, 3L));
        byte[] doc = DataModel.encode(value, KeysTable.EMPTY, Compression.zstd(3), false);
        FracReader r = FracReader.of(doc, ReadOptions.DEFAULT);
        readRepeatedly(r, doc, 20_000); // warm: the windows are built, the keys cached
        int documents = 10_000;
        long allocated = AllocationMeter.allocatedBytes(() -> readRepeatedly(r, doc, documents));
        assertTrue(allocated < documents, allocated + " bytes allocated for " + documents + " documents");
    }

    private static void readRepeatedly(FracReader r, byte[] doc, int times) {
        try {
            for (int i = 0; i < times; i++) {
                r.reset(doc, 0, doc.length);
                int tokens = 0;
                while (r.next() != null) {
                    tokens++;
                }
                assertEquals(10, tokens);
            }
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aReaderResetOrClosedMidBodyGivesItsContextBack() throws IOException {
        byte[] doc = compressedArray(200_000);
        FracReader r = FracReader.of(doc, ReadOptions.DEFAULT);
        int before = ZstdContexts.DECOMPRESS.live();
        r.next();
        r.reset(new byte[0], 0, 0);
        r.close();
        FracReader again = FracReader.of(doc, ReadOptions.DEFAULT);
        again.next();
        again.close();
        assertTrue(ZstdContexts.DECOMPRESS.live() <= Math.max(before, ZstdContexts.KEPT));
        // and the context given back mid-body serves the next reader cleanly
        assertEquals(200_000, countElements(FracReader.of(doc, ReadOptions.DEFAULT)));
    }

    private static int countElements(FracReader r) throws IOException {
        int n = 0;
        for (FracToken t = r.next(); t != null; t = r.next()) {
            if (t == FracToken.STRING) {
                n++;
            }
        }
        return n;
    }
}
