package io.fracjson.core;

import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The writer's local key table: key to its first index in the document. Open addressing
 * over arrays, so that adding a key allocates nothing, and clearing between documents is
 * O(1): slots are stamped with the document they belong to.
 *
 * <p>Slots come from {@code String.hashCode()}; a probe sequence longer than chance explains
 * switches the document to a hash of the chars seeded per index (see {@link KeyHash}).
 */
final class LocalKeyIndex {
    private static final int INITIAL_CAPACITY = 64;
    /**
     * Slots per key at most before the index grows: a quarter full, a key is found at its first
     * slot more often than half full (citm_catalog's keys, weighted by use: 1.36 probes a lookup
     * against 1.78), and each further probe is a mispredicted loop and another key's hash read.
     */
    private static final int SLOTS_PER_KEY = 4;

    private String[] keys = new String[INITIAL_CAPACITY];
    /**
     * Each slot's stamp (the high 32 bits: the slot is this document's if it is {@link #stamp}) and
     * its key's index (the low 32): one array, so that a lookup reads two arrays, not three.
     */
    private long[] entries = new long[INITIAL_CAPACITY];
    /** Index to the slot of its key, so that the writer keeps a key as its index (an int) and asks for it back. */
    private int[] slotOfIndex = new int[INITIAL_CAPACITY];
    /** A hash's slot is its top bits: 32 minus log2 of the capacity. */
    private int shift = KeyHash.shiftFor(INITIAL_CAPACITY);
    private int stamp = 1;
    private int size;
    /** This document's keys are placed by {@link KeyHash#seeded}, not by {@code String.hashCode()}; read by tests. */
    boolean seeded;
    private final long seed = ThreadLocalRandom.current().nextLong();

    /**
     * The key's index if it is there; otherwise -1, and the key is added with index
     * {@code next} unless {@code next} is -1 (the table is full). One probe for both.
     */
    int getOrAdd(String key, int next) {
        int mask = keys.length - 1;
        int i = slot(key);
        int hash = key.hashCode(); // cached by the String: a key passed over costs no call to equals
        int probe = 0;
        for (long e; (int) ((e = entries[i]) >>> 32) == stamp; i = (i + 1) & mask) {
            String k = keys[i];
            if (k == key || k.hashCode() == hash && k.equals(key)) {
                return (int) e;
            }
            if (++probe == KeyHash.LONG_PROBE && !seeded) {
                seeded = true;
                rehash(keys.length);
                return getOrAdd(key, next);
            }
        }
        if (next >= 0) {
            // Grown only when a key is added, so that finding one checks nothing more.
            if (SLOTS_PER_KEY * (size + 1) > keys.length) {
                rehash(keys.length * 2);
                insert(key, next);
            } else {
                keys[i] = key;
                entries[i] = entry(next);
                slotOfIndex[next] = i;
            }
            size++;
        }
        return -1;
    }

    /** About the bytes of its arrays (the keys themselves not counted): a reference, a long and an int a slot. */
    long retainedBytes() {
        return 20L * keys.length;
    }

    /** A slot of this document holding {@code index}. */
    private long entry(int index) {
        return (long) stamp << 32 | (index & 0xFFFFFFFFL);
    }

    private boolean live(int slot) {
        return (int) (entries[slot] >>> 32) == stamp;
    }

    /**
     * Adds the keys {@link #keyAt} gives for indexes 0 to {@code n - 1}, each with its index: to an
     * index just cleared, for a writer that wrote a document's first keys without looking them up,
     * as they were the last document's.
     */
    void addAll(int n) {
        if (n == 0) {
            return;
        }
        String[] added = new String[n]; // taken out first: adding moves keys about (a rehash)
        for (int i = 0; i < n; i++) {
            added[i] = keyAt(i);
        }
        for (int i = 0; i < n; i++) {
            getOrAdd(added[i], i);
        }
    }

    /** The key added with {@code index} to this document's keys. */
    String keyAt(int index) {
        return keys[slotOfIndex[index]];
    }

    /** For tests: the slots a lookup of {@code key} visits. */
    int probesFor(String key) {
        int mask = keys.length - 1;
        int n = 1;
        for (int i = slot(key); live(i) && !keys[i].equals(key); i = (i + 1) & mask) {
            n++;
        }
        return n;
    }

    /** Forgets every key. */
    void clear() {
        size = 0;
        seeded = false;
        if (++stamp == 0) { // after 2^32 documents the stamps wrap: start clean
            Arrays.fill(entries, 0);
            stamp = 1;
        }
    }

    private int slot(String key) {
        return KeyHash.slot(key, seeded, seed, shift);
    }

    private void insert(String key, int index) {
        int mask = keys.length - 1;
        int i = slot(key);
        while (live(i)) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        entries[i] = entry(index);
        slotOfIndex[index] = i;
    }

    /** Places every key again in {@code capacity} slots, by the current hash. */
    private void rehash(int capacity) {
        String[] oldKeys = keys;
        long[] oldEntries = entries;
        keys = new String[capacity];
        entries = new long[capacity];
        shift = KeyHash.shiftFor(capacity);
        slotOfIndex = new int[capacity];
        for (int i = 0; i < oldKeys.length; i++) {
            if ((int) (oldEntries[i] >>> 32) == stamp) {
                insert(oldKeys[i], (int) oldEntries[i]);
            }
        }
    }
}
