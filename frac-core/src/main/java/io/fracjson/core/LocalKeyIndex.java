package io.fracjson.core;

import java.util.Arrays;

/**
 * The writer's local key table: key to its first index in the document. Open addressing
 * over arrays, so that adding a key allocates nothing, and clearing between documents is
 * O(1): slots are stamped with the document they belong to.
 */
final class LocalKeyIndex {
    private static final int INITIAL_CAPACITY = 64;

    private String[] keys = new String[INITIAL_CAPACITY];
    private int[] indexes = new int[INITIAL_CAPACITY];
    private int[] stamps = new int[INITIAL_CAPACITY];
    private int stamp = 1;
    private int size;

    /**
     * The key's index if it is there; otherwise -1, and the key is added with index
     * {@code next} unless {@code next} is -1 (the table is full). One probe for both.
     */
    int getOrAdd(String key, int next) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = spread(key.hashCode()) & mask;
        for (; stamps[i] == stamp; i = (i + 1) & mask) {
            String k = keys[i];
            if (k == key || k.equals(key)) {
                return indexes[i];
            }
        }
        if (next >= 0) {
            keys[i] = key;
            indexes[i] = next;
            stamps[i] = stamp;
            size++;
        }
        return -1;
    }

    /** Forgets every key. */
    void clear() {
        size = 0;
        if (++stamp == 0) { // after 2^32 documents the stamps wrap: start clean
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
    }

    private void insert(String key, int index) {
        int mask = keys.length - 1;
        int i = spread(key.hashCode()) & mask;
        while (stamps[i] == stamp) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        indexes[i] = index;
        stamps[i] = stamp;
    }

    private void grow() {
        String[] oldKeys = keys;
        int[] oldIndexes = indexes;
        int[] oldStamps = stamps;
        int live = stamp;
        keys = new String[oldKeys.length * 2];
        indexes = new int[oldKeys.length * 2];
        stamps = new int[oldKeys.length * 2];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldStamps[i] == live) {
                insert(oldKeys[i], oldIndexes[i]);
            }
        }
    }

    private static int spread(int h) {
        return h ^ (h >>> 16);
    }
}
