package io.fracjson.kafka;

import java.util.LinkedHashMap;
import java.util.Map;

/** At most {@code capacity} entries, the least recently used one dropped first. Thread-safe. */
final class BoundedCache<K, V> {
    private final Map<K, V> entries;

    BoundedCache(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a cache holds at least 1 entry, got " + capacity);
        }
        this.entries = new LinkedHashMap<>(16, 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > capacity;
            }
        };
    }

    synchronized V get(K key) {
        return entries.get(key);
    }

    synchronized void put(K key, V value) {
        entries.put(key, value);
    }

    synchronized int size() {
        return entries.size();
    }
}
