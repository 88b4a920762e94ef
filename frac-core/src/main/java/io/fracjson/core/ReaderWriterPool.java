package io.fracjson.core;

import java.io.InputStream;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Readers and writers kept between the documents of one factory's parsers and generators,
 * which may run on any thread: a reader is reused for input read with the same options, a
 * writer for documents with any keys table. What they keep is capped, as Jackson's recyclers
 * cap what they keep: a writer that a big document grew keeps at most {@link #MAX_POOLED_BYTES}
 * of it (its next big document grows from there, not from nothing), except one, handed out
 * first, which keeps its body and compressed buffers whole, up to {@link #MAX_LARGE_WRITER_BYTES},
 * while the documents it writes are big (bodies over a quarter of {@code MAX_POOLED_BYTES}), and
 * through a few uses with small ones in a row: a thread writing big documents then grows no
 * buffer for each. A reader that keeps more is dropped. Readers and writers hold no native
 * memory between documents, so dropping one leaks nothing.
 */
public final class ReaderWriterPool {
    /** Buffers a pooled reader or writer may keep. */
    public static final int MAX_POOLED_BYTES = 1 << 20;
    /**
     * The body and compressed buffers the one writer kept whole for big documents may hold (bodies of
     * up to about 8 MiB, compressed or not); besides them it keeps no more than a cut-back writer does.
     */
    public static final int MAX_LARGE_WRITER_BYTES = 16 << 20;
    /** Readers, and writers, kept: enough for a few threads at once. */
    private static final int POOLED_INSTANCES = 16;
    private static final byte[] EMPTY = new byte[0];
    /** The tables a pooled reader's options may keep reachable; those of bigger ones are let go at release. */
    static final long MAX_KEPT_TABLE_BYTES = 64 << 10;

    private final InstancePool<FracReader> readers = new InstancePool<>(POOLED_INSTANCES);
    private final InstancePool<FracWriter> writers = new InstancePool<>(POOLED_INSTANCES);
    /**
     * A body bigger than this needs more than a cut-back writer's body buffer, or nearly: the buffer
     * of a body up to half the bound grows past it only if its last string, which reserves 3 bytes
     * a char for up to 65,536 chars (196,613 bytes), makes it; so one that did held more than this.
     */
    private static final int BIG_BODY_BYTES = MAX_POOLED_BYTES / 4;
    /** Uses with small documents in a row after which the large writer is cut back. */
    private static final int SMALL_USES_OF_LARGE_WRITER = 32;

    /** The writer whose documents are big, kept with its buffers whole. */
    private final InstancePool<FracWriter> largeWriter = new InstancePool<>(1);
    /** The large writer's uses with small documents since its last with a big one: see {@link #staysLarge}. */
    private final AtomicInteger smallUsesOfLargeWriter = new AtomicInteger();

    /** A reader on this stream: a pooled one if there is one (set to these options), else a new one. */
    public FracReader reader(ReadOptions options, InputStream in) {
        FracReader r = pooledReader(options);
        if (r == null) {
            return FracReader.of(in, options);
        }
        r.reset(in);
        return r;
    }

    /** A reader on these bytes: a pooled one if there is one (set to these options), else a new one. */
    public FracReader reader(ReadOptions options, byte[] data, int offset, int length) {
        FracReader r = pooledReader(options);
        if (r == null) {
            return FracReader.of(data, offset, length, options);
        }
        r.reset(data, offset, length);
        return r;
    }

    /** A reader of this length-prefixed sequence: a pooled one if there is one (set to these options), else a new one. */
    public FracReader reader(ReadOptions options, LengthPrefixedSequence records) {
        FracReader r = pooledReader(options);
        if (r == null) {
            return FracReader.of(records, options);
        }
        r.reset(records);
        return r;
    }

    /**
     * Pooled readers serve any options: callers alternating schemas (keys tables, dictionaries)
     * reuse them as callers of one do.
     */
    private FracReader pooledReader(ReadOptions options) {
        FracReader r = readers.poll();
        if (r != null && r.options() != options) {
            r.useOptions(options);
        }
        return r;
    }

    /**
     * Takes back a reader its user is done with; it must not be used after this. A reader set to
     * options with big tables lets go of them: a pooled reader must not keep alive a table its
     * caller's caches have dropped.
     */
    public void release(FracReader r) {
        r.reset(EMPTY, 0, 0); // drops the reference to the caller's input, and gives back its decompressor
        if (ReadOptionsCache.tableBytes(r.options()) > MAX_KEPT_TABLE_BYTES) {
            r.useOptions(ReadOptions.DEFAULT);
        }
        if (r.retainedBytes() <= MAX_POOLED_BYTES) {
            readers.offer(r);
        }
    }

    /** A writer referring to {@code table}: a pooled one if there is one, the large one first. */
    public FracWriter writer(KeysTable table) {
        FracWriter w = largeWriter.poll();
        if (w == null) {
            w = writers.poll();
        }
        if (w == null) {
            return new FracWriter(table);
        }
        w.useKeysTable(table);
        return w;
    }

    /** Takes back a writer its user is done with; it must not be used after this. */
    public void release(FracWriter w) {
        w.reset();
        w.useKeysTable(null); // an idle writer keeps no caller's table alive
        boolean bigDocuments = w.takeLargestBody() > BIG_BODY_BYTES;
        long buffers = w.bufferBytes();
        // A body buffer over a cut-back writer's was grown by big documents: of this use or, for the
        // large writer back from small ones, of an earlier one.
        if (w.bodyBufferBytes() > FracWriter.retainedBodyBytes(MAX_POOLED_BYTES) && buffers <= MAX_LARGE_WRITER_BYTES
                && staysLarge(bigDocuments)) {
            if (w.retainedBytes() - buffers > MAX_POOLED_BYTES - FracWriter.retainedBodyBytes(MAX_POOLED_BYTES)) {
                w.retainBuffersOnly(); // the rest as a cut-back writer's at most: keys, levels
            }
            if (largeWriter.offer(w)) {
                return;
            }
        }
        w.retainAtMost(MAX_POOLED_BYTES);
        writers.offer(w);
    }

    /**
     * Whether a writer with big buffers stays the large one: after big documents, and for {@link
     * #SMALL_USES_OF_LARGE_WRITER} uses with small ones in a row (it is handed out first, so it
     * serves small documents too, which need not cost the next big one its buffers).
     */
    private boolean staysLarge(boolean bigDocuments) {
        if (bigDocuments) {
            smallUsesOfLargeWriter.set(0);
            return true;
        }
        if (smallUsesOfLargeWriter.incrementAndGet() < SMALL_USES_OF_LARGE_WRITER) {
            return true;
        }
        smallUsesOfLargeWriter.set(0);
        return false;
    }
}
