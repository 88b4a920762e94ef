package io.fracjson.core;

import com.github.luben.zstd.ZstdCompressCtx;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The zstd compression contexts of all writers: borrowed for one compression and given back at
 * once, so that no writer holds native memory between documents, and a writer that is dropped
 * without {@link FracWriter#close()} leaks nothing. A few idle contexts are kept for reuse
 * (building one per document would be slow); beyond those, contexts are freed when given back.
 */
final class CompressContexts {
    static final int KEPT = Math.max(4, 2 * Runtime.getRuntime().availableProcessors());

    private static final ArrayBlockingQueue<ZstdCompressCtx> IDLE = new ArrayBlockingQueue<>(KEPT);
    /** Contexts created and not yet freed: at most {@code KEPT} plus those lent out right now. */
    private static final AtomicInteger LIVE = new AtomicInteger();

    private CompressContexts() {
    }

    /** An idle context, or a new one; give it back with {@link #giveBack} when the compression is done. */
    static ZstdCompressCtx borrow() {
        ZstdCompressCtx ctx = IDLE.poll();
        if (ctx == null) {
            ctx = new ZstdCompressCtx();
            LIVE.incrementAndGet();
        }
        return ctx;
    }

    /** Forgets the context's level and dictionary, then keeps it for the next borrower or frees it. */
    static void giveBack(ZstdCompressCtx ctx) {
        ctx.reset();
        if (!IDLE.offer(ctx)) {
            ctx.close();
            LIVE.decrementAndGet();
        }
    }

    /** How many contexts hold native memory now (for tests). */
    static int live() {
        return LIVE.get();
    }
}
