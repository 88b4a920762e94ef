package io.fracjson.core;

import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The writer's local key table: key to its first index in the document. Open addressing
 * over arrays, so that adding a key allocates nothing, and clearing between documents is
 * O(1): slots are stamped with the document they belong to.
 *
 * <p>Slots come from {@code String.hashCode()}, which strings cache and which is free for the
 * keys databind writes again and again. But anyone can make many keys share one
 * {@code hashCode} ("Aa" and "BB" do, and so does every string of such blocks), and then every
 * key would probe all the others. So a probe sequence longer than chance explains switches the
 * document to a hash of the chars seeded per index, which an attacker cannot aim at one slot.
 */
final class LocalKeyIndex {
    private static final int INITIAL_CAPACITY = 64;
    /**
     * At most half the slots are taken, so a probe sequence this long is all but impossible for
     * keys that do not collide on purpose.
     */
    private static final int LONG_PROBE = 48;

    private String[] keys = new String[INITIAL_CAPACITY];
    private int[] indexes = new int[INITIAL_CAPACITY];
    private int[] stamps = new int[INITIAL_CAPACITY];
    /** A hash's slot is its top bits: 32 minus log2 of the capacity. */
    private int shift = shiftFor(INITIAL_CAPACITY);
    private int stamp = 1;
    private int size;
    /** This document's keys are placed by {@link #seededHash}, not by {@code String.hashCode()}; read by tests. */
    boolean seeded;
    private final long seed = ThreadLocalRandom.current().nextLong();
    /** Slots visited by all lookups, for tests. */
    long probes;

    /**
     * The key's index if it is there; otherwise -1, and the key is added with index
     * {@code next} unless {@code next} is -1 (the table is full). One probe for both.
     */
    int getOrAdd(String key, int next) {
        if (2 * (size + 1) > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        int i = slot(key);
        int probe = 0;
        for (; stamps[i] == stamp; i = (i + 1) & mask) {
            String k = keys[i];
            if (k == key || k.equals(key)) {
                probes += probe + 1;
                return indexes[i];
            }
            if (++probe == LONG_PROBE && !seeded) {
                seeded = true;
                rehash(keys.length);
                probes += probe;
                return getOrAdd(key, next);
            }
        }
        probes += probe + 1;
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
        seeded = false;
        if (++stamp == 0) { // after 2^32 documents the stamps wrap: start clean
            Arrays.fill(stamps, 0);
            stamp = 1;
        }
    }

    private int slot(String key) {
        return (seeded ? seededHash(key) : spread(key.hashCode())) >>> shift;
    }

    private void insert(String key, int index) {
        int mask = keys.length - 1;
        int i = slot(key);
        while (stamps[i] == stamp) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        indexes[i] = index;
        stamps[i] = stamp;
    }

    private void grow() {
        rehash(keys.length * 2);
    }

    private static int shiftFor(int capacity) {
        return Integer.numberOfLeadingZeros(capacity) + 1;
    }

    /** Places every key again in {@code capacity} slots, by the current hash. */
    private void rehash(int capacity) {
        String[] oldKeys = keys;
        int[] oldIndexes = indexes;
        int[] oldStamps = stamps;
        int live = stamp;
        keys = new String[capacity];
        indexes = new int[capacity];
        shift = shiftFor(capacity);
        stamps = new int[capacity];
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldStamps[i] == live) {
                insert(oldKeys[i], oldIndexes[i]);
            }
        }
    }

    /**
     * Fibonacci hashing: the product's high bits, which {@link #slot} keeps, depend on every bit
     * of the hash. Keys such as ids ("138586341", "138586345") have hash codes that differ only
     * in their low bits, which taken as they are would fill neighbouring slots and make every
     * lookup probe the whole run.
     */
    private static int spread(int h) {
        return h * 0x9E3779B9;
    }

    /** Mixes every char into a state that starts at this index's secret seed (then MurmurHash3's finalizer). */
    private int seededHash(String key) {
        long h = seed;
        for (int i = 0, n = key.length(); i < n; i++) {
            h = (h ^ key.charAt(i)) * 0x9E3779B97F4A7C15L;
            h ^= h >>> 29;
        }
        h ^= h >>> 33;
        h *= 0xFF51AFD7ED558CCDL;
        h ^= h >>> 33;
        h *= 0xC4CEB9FE1A85EC53L;
        h ^= h >>> 33;
        return (int) h;
    }
}
