package io.fracjson.core;

import com.github.luben.zstd.ZstdCompressCtx;

import java.lang.ref.Cleaner;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Predicate;
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
            new ZstdContexts<>(ZstdCompressCtx::new, ZstdContexts::clear, c -> true, ZstdCompressCtx::close);
    /** For readers: lent for one call that decompresses a body whole, or for a body that streams. */
    static final ZstdContexts<ZstdBodyInput> DECOMPRESS = new ZstdContexts<>(ZstdBodyInput::new,
            ZstdBodyInput::clear, ZstdBodyInput::isWorthKeeping, ZstdBodyInput::free);

    /** Loaded in place of a dictionary: zstd's "no dictionary". */
    static final byte[] NO_DICTIONARY = new byte[0];

    /** Frees what a reader abandoned in the middle of a compressed body still holds. */
    static final Cleaner CLEANER = Cleaner.create();

    private final Supplier<T> create;
    private final Consumer<T> clear;
    private final Predicate<T> keep;
    private final Consumer<T> free;
    /** The idle ones. */
    private final InstancePool<T> idle = new InstancePool<>(KEPT);
    /** Created and not yet freed: at most the pool's capacity plus those lent out right now. */
    private final AtomicInteger live = new AtomicInteger();

    private ZstdContexts(Supplier<T> create, Consumer<T> clear, Predicate<T> keep, Consumer<T> free) {
        this.create = create;
        this.clear = clear;
        this.keep = keep;
        this.free = free;
    }

    /** An idle one, or a new one; give it back with {@link #giveBack} when the document is done. */
    T borrow() {
        T t = idle.poll();
        if (t == null) {
            ZstdNative.require();
            t = create.get();
            live.incrementAndGet();
        }
        return t;
    }

    /** Forgets its level and dictionary, then keeps it for the next borrower or frees it (also when it grew too large). */
    void giveBack(T t) {
        clear.accept(t);
        if (!keep.test(t) || !idle.offer(t)) {
            free.accept(t);
            live.decrementAndGet();
        }
    }

    /**
     * Forgets a compression context's level, checksum and dictionary. zstd-jni's reset frees the
     * native side's hold on the dictionary but keeps its own reference to the digested one, which
     * would keep a dictionary its caller dropped reachable from an idle context: loading none drops it.
     */
    private static void clear(ZstdCompressCtx c) {
        c.reset();
        c.loadDict(NO_DICTIONARY);
    }

    /** How many hold native memory now (for tests). */
    int live() {
        return live.get();
    }

    /** How many are lent out now (for tests): held by readers or writers rather than idle here. */
    int lent() {
        return live.get() - idle.size();
    }
}
