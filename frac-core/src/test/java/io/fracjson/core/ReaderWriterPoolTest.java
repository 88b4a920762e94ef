package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.lang.ref.WeakReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
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
     * Kept, with no more than the bound of what it grew: dropped, the next writer would grow
     * from nothing again for every big document.
     */
    @Test
    void aWriterGrownByABigDocumentIsKeptWithinTheBound() throws Exception {
        String big = "x".repeat(4 * ReaderWriterPool.MAX_POOLED_BYTES);
        FracWriter w = pool.writer(table);
        w.writeString(big);
        byte[] first = w.toDocument(Compression.zstd(1));
        assertTrue(w.retainedBytes() > ReaderWriterPool.MAX_POOLED_BYTES);
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertSame(w, again);
        assertTrue(again.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + again.retainedBytes());
        assertTrue(again.retainedBytes() >= ReaderWriterPool.MAX_POOLED_BYTES / 2, "keeps " + again.retainedBytes());
        again.writeString(big);
        assertArrayEquals(first, again.toDocument(Compression.zstd(1)), "the same document again");
        assertArrayEquals(document(new FracWriter()), document(again));
    }

    /** Each level takes a byte of the body, and 44 of the writer's arrays as retainedBytes() counts them: those count too. */
    @Test
    void theLevelsOfADeepDocumentAreNotKept() throws Exception {
        int depth = 300_000; // a body of 300 KB, under the bound
        FracWriter w = pool.writer(table);
        for (int i = 0; i < depth; i++) {
            w.writeStartArray();
        }
        for (int i = 0; i < depth; i++) {
            w.writeEndArray();
        }
        w.toDocument(Compression.NONE);
        assertTrue(w.retainedBytes() > ReaderWriterPool.MAX_POOLED_BYTES, "counts its levels: " + w.retainedBytes());
        pool.release(w);
        FracWriter again = pool.writer(table);
        assertTrue(again.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + again.retainedBytes());
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
