package io.fracjson.testkit;

import io.fracjson.core.FracReader;
import io.fracjson.core.FracWriter;
import io.fracjson.core.ReaderWriterPool;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 #8: a factory's pools kept the readers and writers that one big document had made
 * grow, and with them their buffers, for as long as the factory lived. What the next parser
 * or generator gets from the pool must hold no more than {@link ReaderWriterPool#MAX_POOLED_BYTES} (one writer, while
 * its documents need it, {@link ReaderWriterPool#MAX_LARGE_WRITER_BYTES}).
 */
public abstract class PoolRetentionBehaviour extends LineTest {
    private static final int BIG = 4 * ReaderWriterPool.MAX_POOLED_BYTES;

    private final Factory factory;

    protected PoolRetentionBehaviour(JacksonLine line) {
        super(line);
        this.factory = line.factory(Settings.defaults().compressionLevel(1));
    }

    @Test
    void aReaderGrownByABigDocumentIsNotKept() throws IOException {
        byte[] big = Documents.write(line.factory(), g -> g.writeString("x".repeat(BIG)));
        try (Parser p = factory.parser(new ByteArrayInputStream(big))) {
            while (p.nextToken() != null) {
                p.text();
            }
        }
        // Over a byte[], which needs no window: what it keeps is what the pool kept.
        FracReader next = factory.pooledReader(new byte[0], 0, 0);
        assertTrue(next.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + next.retainedBytes());
        factory.pool().release(next);
    }

    /** One writer keeps the buffers of big documents, up to the large bound, only while its documents need them. */
    @Test
    void aWriterGrownByABigDocumentKeepsNoMoreThanTheBounds() throws IOException {
        Documents.write(factory, g -> g.writeString("x".repeat(BIG)));
        FracWriter large = factory.pool().writer(factory.keysTable());
        assertTrue(large.retainedBytes() <= ReaderWriterPool.MAX_LARGE_WRITER_BYTES, "keeps " + large.retainedBytes());
        factory.pool().release(large);
        for (int i = 0; i < 64; i++) { // a run of small documents longer than the large writer is kept through
            Documents.write(factory, g -> g.writeString("small"));
        }
        FracWriter next = factory.pool().writer(factory.keysTable());
        assertTrue(next.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + next.retainedBytes());
        factory.pool().release(next);
    }
}
