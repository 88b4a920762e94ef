package io.fracjson.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracWriter;
import io.fracjson.core.ReaderWriterPool;
import io.fracjson.jackson.support.Frac;
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
class PoolRetentionTest {
    private static final int BIG = 4 * ReaderWriterPool.MAX_POOLED_BYTES;

    private final FracJsonFactory factory = FracJsonFactory.builder().compressionLevel(1).build();

    @Test
    void aReaderGrownByABigDocumentIsNotKept() throws IOException {
        byte[] big = Frac.write(g -> g.writeString("x".repeat(BIG)));
        try (JsonParser p = factory.createParser(new ByteArrayInputStream(big))) {
            while (p.nextToken() != null) {
                p.getText();
            }
        }
        // Over a byte[], which needs no window: what it keeps is what the pool kept.
        FracReader next = factory.pool().reader(factory.readOptions(StreamReadConstraints.defaults(), null),
                new byte[0], 0, 0);
        assertTrue(next.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + next.retainedBytes());
        factory.pool().release(next);
    }

    /** One writer keeps the buffers of big documents, up to the large bound, only while its documents need them. */
    @Test
    void aWriterGrownByABigDocumentKeepsNoMoreThanTheBounds() throws IOException {
        Frac.write(factory, g -> g.writeString("x".repeat(BIG)));
        FracWriter large = factory.pool().writer(factory.keysTable());
        assertTrue(large.retainedBytes() <= ReaderWriterPool.MAX_LARGE_WRITER_BYTES, "keeps " + large.retainedBytes());
        factory.pool().release(large);
        for (int i = 0; i < 64; i++) { // a run of small documents longer than the large writer is kept through
            Frac.write(factory, g -> g.writeString("small"));
        }
        FracWriter next = factory.pool().writer(factory.keysTable());
        assertTrue(next.retainedBytes() <= ReaderWriterPool.MAX_POOLED_BYTES, "keeps " + next.retainedBytes());
        factory.pool().release(next);
    }
}
