package io.fracjson.core;

import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The read options an adapter's factory has made, one per combination of per-call settings it
 * met (a schema, Jackson's read constraints): each {@link ReadOptions} carries the cache of
 * decoded keys its readers share, so making one per read costs a large allocation and the keys
 * decoded again. Bounded: callers that make new settings for every call cannot grow it, they
 * only lose the reuse. Keys are compared as their own {@code equals} says (identity for schemas).
 */
public final class ReadOptionsCache {
    /** Settings kept; past this many, the cache starts over. */
    static final int MAX_ENTRIES = 16;

    private final ConcurrentHashMap<Object, ReadOptions> options = new ConcurrentHashMap<>();

    /** The options made for {@code key}, or made now by {@code make}. */
    public ReadOptions get(Object key, Supplier<ReadOptions> make) {
        ReadOptions o = options.get(key);
        if (o == null) {
            if (options.size() >= MAX_ENTRIES) {
                options.clear();
            }
            o = options.computeIfAbsent(key, k -> make.get());
        }
        return o;
    }

    /** How many it holds (for tests). */
    int size() {
        return options.size();
    }
}
