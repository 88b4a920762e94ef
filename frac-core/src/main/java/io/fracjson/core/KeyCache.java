package io.fracjson.core;

import java.util.Arrays;

/**
 * Immediate keys recur across documents of the same shape ("id", "name", ...). This cache
 * maps a key's UTF-8 bytes to one {@code String} instance, so a reader skips validating
 * and decoding a key it has seen before, allocates nothing for it, and hands out an
 * instance whose hash code is already computed (which makes databind's property lookup
 * cheap). Bounded and lossy: each key may sit in one of two neighbouring slots (so that
 * two frequent keys rarely evict each other), and a new key replaces the older occupant.
 *
 * <p>Shared by every reader of one {@link ReadOptions}, across threads, without locks:
 * entries are immutable, so a racing reader sees either a complete entry or a miss.
 */
final class KeyCache {
    private static final int SLOTS = 8192;
    /** Longer keys are rare and would make the cache hold more memory than it saves. */
    static final int MAX_KEY_BYTES = 64;

    private static final class Entry {
        final byte[] utf8;
        final String key;
        final int hash;

        Entry(byte[] utf8, String key, int hash) {
            this.utf8 = utf8;
            this.key = key;
            this.hash = hash;
        }
    }

    private final Entry[] slots = new Entry[SLOTS];

    static int hash(byte[] b, int off, int len) {
        long h = len;
        int i = off;
        int end = off + len;
        for (; i + 8 <= end; i += 8) {
            h = (h ^ (long) LittleEndian.LONG.get(b, i)) * 0x9E3779B97F4A7C15L;
        }
        for (; i < end; i++) {
            h = (h ^ b[i]) * 0x100000001B3L;
        }
        return (int) (h ^ (h >>> 32));
    }

    /** The key for these bytes if cached, else null. */
    String get(byte[] b, int off, int len, int hash) {
        int slot = hash & (SLOTS - 2);
        String k = match(slots[slot], b, off, len, hash);
        return k != null ? k : match(slots[slot + 1], b, off, len, hash);
    }

    private static String match(Entry e, byte[] b, int off, int len, int hash) {
        if (e != null && e.hash == hash && Arrays.equals(e.utf8, 0, e.utf8.length, b, off, off + len)) {
            return e.key;
        }
        return null;
    }

    /** Remembers a validated key: in a free slot of its pair, else in place of the first slot's key. */
    void put(byte[] b, int off, int len, int hash, String key) {
        int slot = hash & (SLOTS - 2);
        if (slots[slot] != null) {
            // Move the older key to the second slot, where the next newcomer replaces it.
            slots[slot + 1] = slots[slot];
        }
        slots[slot] = new Entry(Arrays.copyOfRange(b, off, off + len), key, hash);
    }
}
