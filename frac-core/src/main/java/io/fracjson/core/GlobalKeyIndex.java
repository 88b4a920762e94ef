package io.fracjson.core;

import java.util.concurrent.ThreadLocalRandom;

/**
 * A keys table's index for the writer: key to its first position, by open addressing over flat
 * arrays, so that a lookup boxes nothing and settles most keys at their first slot. Keys are
 * compared by identity before {@code equals}: the table interns its keys, and databind writes
 * the same interned instances each time. Immutable once built, so shared as its table is.
 *
 * <p>A table can be read from anyone's bytes ({@link KeysTable#fromBytes}), and 65,535 keys
 * sharing one {@code hashCode} would make building the index alone take billions of probes: a
 * build that meets a probe sequence longer than chance explains starts again, placing the keys
 * by {@link KeyHash#seeded} with a seed of its own (see {@link KeyHash}).
 */
final class GlobalKeyIndex {
    /** Slot to key; null where empty. */
    private final String[] keys;
    private final int[] positions;
    private final int shift;
    /** Keys are placed by {@link KeyHash#seeded} with {@link #seed}, not by {@code String.hashCode()}; read by tests. */
    final boolean seeded;
    private final long seed;

    private GlobalKeyIndex(int count, boolean seeded, long seed) {
        // Between a quarter and half the slots taken: most keys sit at their first slot.
        int capacity = Math.max(2, Integer.highestOneBit(count) << 2);
        this.keys = new String[capacity];
        this.positions = new int[capacity];
        this.shift = KeyHash.shiftFor(capacity);
        this.seeded = seeded;
        this.seed = seed;
    }

    /** The index of {@code keys} (none null), where a key given twice keeps its first position. */
    static GlobalKeyIndex of(String[] keys) {
        GlobalKeyIndex index = new GlobalKeyIndex(keys.length, false, 0);
        if (!index.placeAll(keys)) {
            index = new GlobalKeyIndex(keys.length, true, ThreadLocalRandom.current().nextLong());
            index.placeAll(keys);
        }
        return index;
    }

    /** The first position of {@code key}, or -1 if the table does not hold it. */
    int indexOf(String key) {
        String[] k = keys;
        int mask = k.length - 1;
        for (int i = slot(key); ; i = (i + 1) & mask) {
            String at = k[i];
            if (at == key) {
                return positions[i];
            }
            if (at == null) {
                return -1;
            }
            if (at.equals(key)) {
                return positions[i];
            }
        }
    }

    /** For tests: the slots a lookup of {@code key} visits. */
    int probesFor(String key) {
        int mask = keys.length - 1;
        int n = 1;
        for (int i = slot(key); keys[i] != null && !keys[i].equals(key); i = (i + 1) & mask) {
            n++;
        }
        return n;
    }

    /**
     * Places every key not already there; false (giving up) if placing by {@code String.hashCode()}
     * meets a probe sequence of {@link KeyHash#LONG_PROBE}.
     */
    private boolean placeAll(String[] all) {
        int mask = keys.length - 1;
        for (int position = 0; position < all.length; position++) {
            String key = all[position];
            int i = slot(key);
            int probe = 0;
            while (keys[i] != null && !keys[i].equals(key)) {
                if (++probe == KeyHash.LONG_PROBE && !seeded) {
                    return false;
                }
                i = (i + 1) & mask;
            }
            if (keys[i] == null) {
                keys[i] = key;
                positions[i] = position;
            }
        }
        return true;
    }

    private int slot(String key) {
        return KeyHash.slot(key, seeded, seed, shift);
    }
}
