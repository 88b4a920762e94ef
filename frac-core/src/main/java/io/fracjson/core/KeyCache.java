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
 * <p>Keys of up to 16 bytes, most of them, are held and compared as two little-endian longs
 * (as Jackson's {@code ByteQuadsCanonicalizer} holds names as quads): a lookup reads them
 * from the input and compares two numbers, without a loop over the bytes.
 *
 * <p>Shared by every reader of one {@link ReadOptions}, across threads, without locks:
 * entries are immutable, so a racing reader sees either a complete entry or a miss.
 */
final class KeyCache {
    private static final int SLOT_BITS = 13;
    private static final int SLOTS = 1 << SLOT_BITS;
    /** Longer keys are rare and would make the cache hold more memory than it saves. */
    static final int MAX_KEY_BYTES = 64;
    /** Keys up to this long are compared as two longs. */
    private static final int QUAD_KEY_BYTES = 16;

    private static final class Entry {
        final int length;
        /** The first 16 bytes as two zero-padded little-endian longs. */
        final long q1;
        final long q2;
        /** The bytes of a key longer than 16; null otherwise. */
        final byte[] utf8;
        final String key;

        Entry(int length, long q1, long q2, byte[] utf8, String key) {
            this.length = length;
            this.q1 = q1;
            this.q2 = q2;
            this.utf8 = utf8;
            this.key = key;
        }
    }

    private final Entry[] slots = new Entry[SLOTS];

    /** The key for these bytes if cached, else null. */
    String get(byte[] b, int off, int len) {
        long q1 = quad(b, off, Math.min(len, 8));
        long q2 = len > 8 ? quad(b, off + 8, Math.min(len, QUAD_KEY_BYTES) - 8) : 0;
        int slot = slot(b, off, len, q1, q2);
        String k = match(slots[slot], b, off, len, q1, q2);
        return k != null ? k : match(slots[slot + 1], b, off, len, q1, q2);
    }

    private static String match(Entry e, byte[] b, int off, int len, long q1, long q2) {
        if (e == null || e.length != len || e.q1 != q1 || e.q2 != q2) {
            return null;
        }
        if (len > QUAD_KEY_BYTES && !Arrays.equals(e.utf8, 0, len, b, off, off + len)) {
            return null;
        }
        return e.key;
    }

    /** Remembers a validated key: in a free slot of its pair, else in place of the first slot's key. */
    void put(byte[] b, int off, int len, String key) {
        long q1 = quad(b, off, Math.min(len, 8));
        long q2 = len > 8 ? quad(b, off + 8, Math.min(len, QUAD_KEY_BYTES) - 8) : 0;
        int slot = slot(b, off, len, q1, q2);
        if (slots[slot] != null) {
            // Move the older key to the second slot, where the next newcomer replaces it.
            slots[slot + 1] = slots[slot];
        }
        byte[] utf8 = len > QUAD_KEY_BYTES ? Arrays.copyOfRange(b, off, off + len) : null;
        slots[slot] = new Entry(len, q1, q2, utf8, key);
    }

    /**
     * The first of the key's pair of slots: from its quads, and for a longer key from all its
     * bytes, cut from the top bits of the hash. Every byte must reach them: keys that differ only
     * late (ids such as "138586341" and "138586345") are common, and a product's top bits depend
     * on every bit of its factor, so one multiply per quad mixes enough (Fibonacci hashing).
     */
    private static int slot(byte[] b, int off, int len, long q1, long q2) {
        long h = (q1 + len) * 0x9E3779B97F4A7C15L ^ q2 * 0xC2B2AE3D27D4EB4FL;
        for (int i = off + QUAD_KEY_BYTES, end = off + len; i < end; i++) {
            h = (h ^ b[i]) * 0x9E3779B97F4A7C15L;
        }
        return (int) (h >>> (Long.SIZE - SLOT_BITS)) & (SLOTS - 2);
    }

    /** {@code n} (0 to 8) bytes at {@code off} as a little-endian long, zero-padded. */
    private static long quad(byte[] b, int off, int n) {
        if (n == 8 || off + 8 <= b.length) {
            long v = (long) LittleEndian.LONG.get(b, off);
            return n == 8 ? v : v & ((1L << (n << 3)) - 1);
        }
        long v = 0;
        for (int i = off + n - 1; i >= off; i--) {
            v = v << 8 | (b[i] & 0xFF);
        }
        return v;
    }
}
