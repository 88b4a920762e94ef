package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ReaderWriterPoolTest {
    private final KeysTable table = KeysTable.of(java.util.List.of("id"));
    private final ReaderWriterPool pool = new ReaderWriterPool(table);

    @Test
    void aReaderIsReusedOnlyForTheSameOptions() throws Exception {
        ReadOptions options = ReadOptions.builder().keysTable(table).build();
        byte[] doc = document(new FracWriter(table));
        FracReader r = pool.reader(options, doc, 0, doc.length);
        assertEquals(FracToken.STRING, r.next());
        pool.release(r);
        FracReader again = pool.reader(options, new ByteArrayInputStream(doc));
        assertSame(r, again);
        assertEquals(FracToken.STRING, again.next(), "reset onto the new input");
        pool.release(again);
        assertNotSame(r, pool.reader(ReadOptions.DEFAULT, doc, 0, doc.length), "other options: a new reader");
    }

    @Test
    void writersArePooledForThePoolsTableOnly() {
        FracWriter w = pool.writer(table);
        pool.release(w);
        assertSame(w, pool.writer(table));
        FracWriter other = pool.writer(KeysTable.EMPTY);
        pool.release(other);
        assertNotSame(other, pool.writer(KeysTable.EMPTY));
    }

    @Test
    void aWriterGrownByABigDocumentIsDropped() throws Exception {
        FracWriter w = pool.writer(table);
        w.writeString("x".repeat(4 * ReaderWriterPool.MAX_POOLED_BYTES));
        w.toDocument(Compression.NONE);
        assertTrue(w.retainedBytes() > ReaderWriterPool.MAX_POOLED_BYTES);
        pool.release(w);
        assertNotSame(w, pool.writer(table));
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
