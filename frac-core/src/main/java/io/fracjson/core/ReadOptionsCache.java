package io.fracjson.core;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The read options an adapter's factory has made, one per combination of per-call settings it
 * met (a schema, Jackson's read constraints): each {@link ReadOptions} carries the cache of
 * decoded keys its readers share, so making one per read costs a large allocation and the keys
 * decoded again. Bounded: callers that make new settings for every call cannot grow it, they
 * only lose the reuse, and bounded in bytes: each options keep their keys table and dictionary,
 * which may be megabytes, reachable. Keys are compared as their own {@code equals} says
 * (identity for schemas).
 */
public final class ReadOptionsCache {
    /** Settings kept; past this many, the cache starts over. */
    static final int MAX_ENTRIES = 16;
    /**
     * Bytes of keys tables and dictionaries kept ({@link #tableBytes}); past this, the cache starts
     * over, and options whose tables alone take more are made for each call, not kept.
     */
    static final long MAX_TABLE_BYTES = 32 << 20;

    private final ConcurrentHashMap<Object, ReadOptions> options = new ConcurrentHashMap<>();
    /** The table bytes of the options kept, about: a race may count one twice, never too few for long. */
    private final AtomicLong bytes = new AtomicLong();

    /** The options made for {@code key}, or made now by {@code make}. */
    public ReadOptions get(Object key, Supplier<ReadOptions> make) {
        ReadOptions o = options.get(key);
        if (o == null) {
            o = make.get();
            long weight = tableBytes(o);
            if (weight > MAX_TABLE_BYTES) {
                return o;
            }
            if (options.size() >= MAX_ENTRIES || bytes.get() + weight > MAX_TABLE_BYTES) {
                options.clear();
                bytes.set(0);
            }
            ReadOptions made = o;
            ReadOptions kept = options.putIfAbsent(key, made);
            if (kept == null) {
                bytes.addAndGet(weight);
            } else {
                o = kept;
            }
        }
        return o;
    }

    /** What options keep reachable of their tables: the keys table's and dictionary's stored bytes. */
    static long tableBytes(ReadOptions o) {
        return o.keysTable().storedBytes() + (o.dictionary() == null ? 0 : o.dictionary().size());
    }

    /** How many it holds (for tests). */
    int size() {
        return options.size();
    }
}
