package io.fracjson.kafka;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * At most {@code capacity} entries and {@code maxBytes} of their weight (what each keeps reachable,
 * as {@code bytesOf} says), the least recently used ones dropped first; an entry heavier than the
 * whole bound is not kept at all. Thread-safe.
 */
final class BoundedCache<K, V> {
    private final int capacity;
    private final long maxBytes;
    private final ToLongFunction<V> bytesOf;
    private final LinkedHashMap<K, V> entries = new LinkedHashMap<>(16, 0.75f, true);
    private long bytes;

    /** Bounded by count only. */
    BoundedCache(int capacity) {
        this(capacity, Long.MAX_VALUE, v -> 0);
    }

    BoundedCache(int capacity, long maxBytes, ToLongFunction<V> bytesOf) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a cache holds at least 1 entry, got " + capacity);
        }
        if (maxBytes < 1) {
            throw new IllegalArgumentException("a cache holds at least 1 byte, got " + maxBytes);
        }
        this.capacity = capacity;
        this.maxBytes = maxBytes;
        this.bytesOf = bytesOf;
    }

    synchronized V get(K key) {
        return entries.get(key);
    }

    synchronized void put(K key, V value) {
        long weight = bytesOf.applyAsLong(value);
        V old = entries.remove(key);
        if (old != null) {
            bytes -= bytesOf.applyAsLong(old);
        }
        if (weight > maxBytes) {
            return;
        }
        entries.put(key, value);
        bytes += weight;
        Iterator<Map.Entry<K, V>> eldest = entries.entrySet().iterator();
        while (entries.size() > capacity || bytes > maxBytes) {
            Map.Entry<K, V> e = eldest.next();
            bytes -= bytesOf.applyAsLong(e.getValue());
            eldest.remove();
        }
    }

    synchronized void remove(K key) {
        V old = entries.remove(key);
        if (old != null) {
            bytes -= bytesOf.applyAsLong(old);
        }
    }

    synchronized int size() {
        return entries.size();
    }

    /** The weight of the entries kept. */
    synchronized long bytes() {
        return bytes;
    }
}
