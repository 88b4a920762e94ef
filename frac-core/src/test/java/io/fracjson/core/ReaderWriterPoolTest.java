package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReaderWriterPoolTest {
    private final KeysTable table = KeysTable.of(java.util.List.of("id"));
    private final ReaderWriterPool pool = new ReaderWriterPool();

    /** Issue 17 #3: callers alternating options (schemas) reuse pooled readers, each reading with its own options. */
    @Test
    void aPooledReaderServesAnyOptions() throws Exception {
        ReadOptions options = ReadOptions.builder().keysTable(table).build();
        byte[] doc = document(new FracWriter(table));
        FracReader r = pool.reader(options, doc, 0, doc.length);
        assertEquals(FracToken.STRING, r.next());
        pool.release(r);
        FracReader again = pool.reader(options, new ByteArrayInputStream(doc));
        assertSame(r, again);
        assertEquals(FracToken.STRING, again.next(), "reset onto the new input");
        pool.release(again);
        FracWriter w = new FracWriter(table);
        w.writeStartObject();
        w.writeKey("id");
        w.writeNull();
        w.writeEndObject();
        byte[] keyed = w.toDocument(Compression.NONE);
        FracReader other = pool.reader(ReadOptions.DEFAULT, keyed, 0, keyed.length);
        assertSame(r, other, "other options: the same reader");
        assertSame(ReadOptions.DEFAULT, other.options());
        // The document uses the table's key 0, which the default (empty) table does not have.
        FracFormatException e = org.junit.jupiter.api.Assertions.assertThrows(FracFormatException.class, () -> {
            while (other.next() != null) {
                other.key();
            }
        });
        assertTrue(e.problem().contains("index 0"), e.getMessage());
        pool.release(other);
        FracReader back = pool.reader(options, keyed, 0, keyed.length);
        assertSame(options, back.options());
        assertEquals(FracToken.START_OBJECT, back.next());
        assertEquals(FracToken.KEY, back.next());
        assertEquals("id", back.key(), "the table's key read again");
    }

    /** A table of about {@code bytes} stored bytes, unlike any other made by this call's {@code tag}. */
    private static KeysTable bigTable(int tag, int bytes) {
        List<String> keys = new ArrayList<>();
        for (int k = 0; k < bytes / 65_000; k++) {
            keys.add(tag + "-" + k + "-" + "k".repeat(64_990));
        }
        return KeysTable.of(keys);
    }

    /**
     * Issue 40 #3: a pooled reader kept the options, and so the keys table, of its last input,
     * which a caller's caches (a Kafka registry's) had dropped: up to 16 tables of up to 16 MB
     * alive in a factory. One over 64 KB is let go when the reader is.
     */
    @Test
    void aReaderLetGoKeepsNoBigTable() throws Exception {
        ReadOptions withSmall = ReadOptions.builder().keysTable(table).build();
        byte[] doc = document(new FracWriter());
        FracReader small = pool.reader(withSmall, doc, 0, doc.length);
        pool.release(small);
        assertSame(small, pool.reader(withSmall, doc, 0, doc.length));
        assertSame(withSmall, small.options(), "a small table stays: no cost for the common case");
        pool.release(small);

        KeysTable big = bigTable(1, 1 << 20);
        ReadOptions withBig = ReadOptions.builder().keysTable(big).build();
        FracReader r = pool.reader(withBig, doc, 0, doc.length);
        assertSame(withBig, r.options());
        pool.release(r); // pooled, as the next parser would find it
        WeakReference<KeysTable> dropped = new WeakReference<>(big);
        withBig = null;
        big = null;
        for (int i = 0; i < 50 && dropped.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        assertEquals(null, dropped.get(), "the big table, dropped by its caller, is not kept by the pooled reader");
        assertSame(r, pool.reader(ReadOptions.DEFAULT, doc, 0, doc.length), "the reader is still pooled");
    }

    /** Issue 40 #3: a factory's read options of 16 schemas kept 16 tables whatever their size; at most 32 MiB of them now. */
    @Test
    void readOptionsKeptAreBoundedByTheirTablesBytes() {
        ReadOptionsCache cache = new ReadOptionsCache();
        for (int i = 0; i < 16; i++) {
            KeysTable t = bigTable(i, 4 << 20);
            cache.get(t, () -> ReadOptions.builder().keysTable(t).build());
            assertTrue(cache.size() * (4L << 20) <= ReadOptionsCache.MAX_TABLE_BYTES, cache.size() + " options of 4 MB tables");
        }
        KeysTable huge = bigTable(99, 40 << 20);
        ReadOptions made = cache.get(huge, () -> ReadOptions.builder().keysTable(huge).build());
        assertSame(huge, made.keysTable());
        assertTrue(made != cache.get(huge, () -> ReadOptions.builder().keysTable(huge).build()), "too big to keep");
    }

    @Test
    void aPooledWriterTakesTheTableAskedFor() throws Exception {
        FracWriter w = pool.writer(table);
        pool.release(w);
        assertSame(KeysTable.EMPTY, w.keysTable(), "an idle writer keeps no caller's table alive");
        FracWriter other = pool.writer(KeysTable.EMPTY);
        assertSame(w, other);
        assertSame(KeysTable.EMPTY, other.keysTable());
        other.writeStartObject();
        other.writeKey("id");
        other.writeNull();
        other.writeEndObject();
        FracWriter plain = new FracWriter();
        plain.writeStartObject();
        plain.writeKey("id");
        plain.writeNull();
        plain.writeEndObject();
        org.junit.jupiter.api.Assertions.assertArrayEquals(plain.toDocument(Compression.NONE),
                other.toDocument(Compression.NONE), "the key written inline, not as the old table's index");
    }

    /**
     * A thread writing big documents one after another: dropped or cut back, its writer would grow
     * its body again, every doubling on fresh memory, for each one (canada.json's tree: 1.36×).
     */
    @Test
    void aWriterWhoseDocumentsNeedItsBuffersKeepsThem() throws Exception {
        String big = "x".repeat(2 * ReaderWriterPool.MAX_POOLED_BYTES);
        FracWriter w = pool.writer(table);
        w.writeString(big);
        byte[] first = w.toDocument(Compression.zstd(1));
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertSame(w, again);
        long kept = again.retainedBytes();
        assertTrue(kept > ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + kept);
        assertTrue(kept <= ReaderWriterPool.MAX_LARGE_WRITER_BYTES, "keeps " + kept);
        again.writeString(big);
        assertArrayEquals(first, again.toDocument(Compression.zstd(1)), "the same document again");
        assertEquals(kept, again.retainedBytes(), "written without growing");
        assertArrayEquals(document(new FracWriter()), document(again));
    }

    /** One writer is kept whole: another that a big document grew is cut back, keeping half the bound for its body. */
    @Test
    void aSecondWriterGrownByABigDocumentIsKeptWithinTheBound() throws Exception {
        String big = "x".repeat(2 * ReaderWriterPool.MAX_POOLED_BYTES);
        FracWriter w = pool.writer(table);
        FracWriter second = pool.writer(table);
        w.writeString(big);
        w.toDocument(Compression.NONE);
        second.writeString(big);
        byte[] first = second.toDocument(Compression.zstd(1));
        pool.release(w);
        pool.release(second);
        assertSame(w, pool.writer(table), "the large writer first");
        FracWriter again = pool.writer(table);
        assertSame(second, again);
        assertTrue(again.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + again.retainedBytes());
        assertTrue(again.retainedBytes() >= ReaderWriterPool.MAX_POOLED_BYTES / 2, "keeps " + again.retainedBytes());
        again.writeString(big);
        assertArrayEquals(first, again.toDocument(Compression.zstd(1)), "the same document again");
        assertArrayEquals(document(new FracWriter()), document(again));
    }

    /**
     * Handed out first, the large writer serves small documents too (another request, on this thread
     * or another): one between two big ones must not cost the second its buffers; a run of them does.
     */
    @Test
    void theLargeWriterIsCutBackAfterARunOfSmallDocuments() throws Exception {
        String big = "x".repeat(2 * ReaderWriterPool.MAX_POOLED_BYTES);
        FracWriter w = pool.writer(table);
        w.writeString(big);
        w.toDocument(Compression.NONE);
        pool.release(w);
        writeSmallDocument(w);
        FracWriter again = pool.writer(table);
        long kept = again.retainedBytes();
        assertTrue(kept > ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + kept);
        again.writeString(big);
        again.toDocument(Compression.NONE);
        assertEquals(kept, again.retainedBytes(), "the big document after a small one grew the buffers again");
        pool.release(again);
        for (int i = 0; i < 31; i++) {
            writeSmallDocument(w);
        }
        assertTrue(w.retainedBytes() > ReaderWriterPool.MAX_POOLED_BYTES, "cut back before 32 small documents");
        writeSmallDocument(w);
        assertTrue(w.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + w.retainedBytes());
    }

    /** Takes the pool's first writer, which must be {@code expected}, for one small document, and gives it back. */
    private void writeSmallDocument(FracWriter expected) throws FracFormatException {
        FracWriter w = pool.writer(table);
        assertSame(expected, w);
        document(w);
        pool.release(w);
    }

    /**
     * A body of half the bound, as a cut-back writer's body buffer holds, grows it (a write needs one
     * byte more, a string reserves 3 bytes a char): the writer is a large one, or each such document
     * grows its buffer again.
     */
    @Test
    void aBodyOfTheCutBackBufferSizeIsABigOne() throws Exception {
        String s = "a".repeat(FracWriter.retainedBodyBytes(ReaderWriterPool.MAX_POOLED_BYTES) - 5);
        FracWriter w = pool.writer(table);
        w.writeString("c".repeat(2 * ReaderWriterPool.MAX_POOLED_BYTES));
        w.toDocument(Compression.NONE);
        w.retainAtMost(ReaderWriterPool.MAX_POOLED_BYTES); // a cut-back writer, its big document forgotten
        w.takeLargestBody();
        w.writeString(s);
        assertEquals(FracWriter.retainedBodyBytes(ReaderWriterPool.MAX_POOLED_BYTES), w.bodySize());
        w.toDocument(Compression.NONE);
        pool.release(w);
        FracWriter again = pool.writer(table);
        long kept = again.retainedBytes();
        again.writeString(s);
        again.toDocument(Compression.NONE);
        assertEquals(kept, again.retainedBytes(), "grew again");
    }

    /** A key refused for its length was in the key index, of any size, and not counted: the pool kept it reachable. */
    @Test
    void aRefusedKeyIsNotKept() throws Exception {
        FracWriter w = pool.writer(table);
        String[] key = {"k".repeat(70_000)};
        WeakReference<String> ref = new WeakReference<>(key[0]);
        w.writeStartObject();
        assertThrows(FracFormatException.class, () -> w.writeKey(key[0]));
        key[0] = null;
        pool.release(w);
        assertSame(w, pool.writer(table));
        assertTrue(Gc.collects(ref), "a refused key is still reachable from the pooled writer");
    }

    /** Buffers over the large writer's bound are cut back too. */
    @Test
    void aWriterGrownPastTheLargeBoundIsCutBack() throws Exception {
        FracWriter w = pool.writer(table);
        w.writeString("x".repeat(ReaderWriterPool.MAX_LARGE_WRITER_BYTES)); // a body of the bound and its header
        w.toDocument(Compression.NONE);
        assertTrue(w.retainedBytes() > ReaderWriterPool.MAX_LARGE_WRITER_BYTES, "keeps " + w.retainedBytes());
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertSame(w, again);
        assertTrue(again.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + again.retainedBytes());
    }

    /** Each level takes a byte of the body, and 44 of the writer's arrays as retainedBytes() counts them: those count too. */
    @Test
    void theLevelsOfADeepDocumentAreNotKept() throws Exception {
        FracWriter w = pool.writer(table);
        writeNestedArrays(w, 300_000); // a body of 300 KB, under the bound
        assertTrue(w.retainedBytes() > ReaderWriterPool.MAX_POOLED_BYTES, "counts its levels: " + w.retainedBytes());
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertTrue(again.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + again.retainedBytes());
        assertArrayEquals(document(new FracWriter()), document(again));
    }

    /** The large writer keeps its buffers, not the levels of a deep document that needed them. */
    @Test
    void theLargeWriterKeepsNotTheLevelsOfADeepDocument() throws Exception {
        FracWriter w = pool.writer(table);
        writeNestedArrays(w, 600_000); // a body of 600 KB, over what a cut-back writer keeps
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertSame(w, again);
        assertTrue(again.retainedBytes() < 2 * ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + again.retainedBytes());
        assertArrayEquals(document(new FracWriter()), document(again));
    }

    /** The local key index of a document over the bound is let go: it would keep the caller's keys reachable. */
    @Test
    void theKeysOfABigDocumentAreNotKept() throws Exception {
        FracWriter w = pool.writer(table);
        WeakReference<String> key = writeBigKeys(w);
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertSame(w, again);
        assertTrue(Gc.collects(key), "a key of the big document is still reachable from the pooled writer");
        assertArrayEquals(document(new FracWriter()), document(again));
    }

    /**
     * A pooled writer's key index forgets a document's keys by a stamp, not by clearing its slots, so
     * keys of earlier documents stay reachable until a later key takes their slot: after a document of
     * many short keys (8,192 slots), a few long keys in each later one (each document under the bound)
     * piled up in the pool, 48 documents' keys of 60,000 chars (11 MB) at once.
     */
    @Test
    void keysOfEarlierDocumentsPileUpNoFurtherThanTheBound() throws Exception {
        FracWriter w = pool.writer(table);
        w.writeStartObject();
        for (int i = 0; i < 4000; i++) {
            w.writeKey("k" + i);
            w.writeNull();
        }
        w.writeEndObject();
        w.toDocument(Compression.NONE);
        pool.release(w);
        List<WeakReference<String>> keys = new ArrayList<>();
        for (int d = 0; d < 48; d++) {
            FracWriter next = pool.writer(table);
            next.writeStartObject();
            for (int i = 0; i < 4; i++) {
                String key = d + "." + i + "k".repeat(60_000);
                keys.add(new WeakReference<>(key));
                next.writeKey(key);
                next.writeNull();
            }
            next.writeEndObject();
            next.toDocument(Compression.NONE);
            pool.release(next);
        }
        Gc.collects(new WeakReference<>(new Object()));
        long reachableChars = keys.stream().map(WeakReference::get).filter(Objects::nonNull).mapToLong(String::length).sum();
        assertTrue(2 * reachableChars <= ReaderWriterPool.MAX_POOLED_BYTES, "keys of " + reachableChars + " chars kept");
    }

    /** A document of {@code depth} arrays, each the only element of the one around it. */
    private static void writeNestedArrays(FracWriter w, int depth) throws FracFormatException {
        for (int i = 0; i < depth; i++) {
            w.writeStartArray();
        }
        for (int i = 0; i < depth; i++) {
            w.writeEndArray();
        }
        w.toDocument(Compression.NONE);
    }

    /** A document of 40 keys of 60,000 chars (over the bound); returns a reference to its last key only. */
    private static WeakReference<String> writeBigKeys(FracWriter w) throws FracFormatException {
        w.writeStartObject();
        String last = null;
        for (int i = 0; i < 40; i++) {
            last = (char) ('a' + i % 26) + "k".repeat(60_000) + i;
            w.writeKey(last);
            w.writeNull();
        }
        w.writeEndObject();
        w.toDocument(Compression.NONE);
        return new WeakReference<>(last);
    }

    @Test
    void aReleasedWriterStartsAFreshDocument() throws Exception {
        FracWriter w = pool.writer(table);
        w.writeStartArray();
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertSame(w, again);
        assertEquals(0, again.depth());
        again.writeNull();
        assertTrue(again.isDocumentComplete());
    }

    private static byte[] document(FracWriter w) throws FracFormatException {
        w.writeString("hello");
        return w.toDocument(Compression.NONE);
    }
}
