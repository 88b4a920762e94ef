package io.fracjson.core;

import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;

import java.lang.ref.Cleaner;
import java.nio.ByteBuffer;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The native zstd state of all readers and writers, lent for one document at a time and
 * given back at once, so that no reader or writer holds native memory between documents
 * and one that is dropped without {@code close()} leaks nothing. A few idle ones are kept
 * for reuse (building one per document would be slow); beyond those, they are freed when
 * given back.
 */
final class ZstdContexts<T> {
    static final int KEPT = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());

    /** For writers: lent for the duration of one compression. */
    static final ZstdContexts<ZstdCompressCtx> COMPRESS =
            new ZstdContexts<>(ZstdCompressCtx::new, ZstdCompressCtx::reset, ZstdCompressCtx::close);
    /** For readers: lent for one compressed body, which a stream may deliver over any length of time. */
    static final ZstdContexts<Decompressor> DECOMPRESS =
            new ZstdContexts<>(Decompressor::new, d -> d.ctx.reset(), d -> d.ctx.close());

    /** Frees what a reader abandoned in the middle of a compressed body still holds. */
    static final Cleaner CLEANER = Cleaner.create();

    /**
     * A decompression context and the direct buffers zstd-jni streams through (it streams
     * only between direct buffers): compressed bytes are copied into {@code src},
     * decompressed ones out of {@code out}.
     */
    static final class Decompressor {
        final ZstdDecompressCtx ctx = new ZstdDecompressCtx();
        final ByteBuffer src = ByteBuffer.allocateDirect(16 * 1024);
        final ByteBuffer out = ByteBuffer.allocateDirect(32 * 1024);
    }

    private final Supplier<T> create;
    private final Consumer<T> clear;
    private final Consumer<T> free;
    private final ArrayBlockingQueue<T> idle = new ArrayBlockingQueue<>(KEPT);
    /** Created and not yet freed: at most {@code KEPT} plus those lent out right now. */
    private final AtomicInteger live = new AtomicInteger();

    private ZstdContexts(Supplier<T> create, Consumer<T> clear, Consumer<T> free) {
        this.create = create;
        this.clear = clear;
        this.free = free;
    }

    /** An idle one, or a new one; give it back with {@link #giveBack} when the document is done. */
    T borrow() {
        T t = idle.poll();
        if (t == null) {
            t = create.get();
            live.incrementAndGet();
        }
        return t;
    }

    /** Forgets its level and dictionary, then keeps it for the next borrower or frees it. */
    void giveBack(T t) {
        clear.accept(t);
        if (!idle.offer(t)) {
            free.accept(t);
            live.decrementAndGet();
        }
    }

    /** How many hold native memory now (for tests). */
    int live() {
        return live.get();
    }
}
