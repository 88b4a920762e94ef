package io.fracjson.core;

/**
 * How the writer's key indexes ({@link LocalKeyIndex}, {@link GlobalKeyIndex}) place a key:
 * by {@code String.hashCode()}, which strings cache and which is free for the keys databind
 * writes again and again, unless keys collide on purpose. Anyone can make many keys share one
 * {@code hashCode} ("Aa" and "BB" do, and so does every string of such blocks), and then every
 * key would probe all the others; an index that sees a probe sequence longer than chance explains
 * places its keys by {@link #seeded}, a hash of the chars an attacker cannot aim at one slot.
 */
final class KeyHash {
    /**
     * At most half the slots of an index are taken, so a probe sequence this long is all but
     * impossible for keys that do not collide on purpose.
     */
    static final int LONG_PROBE = 48;

    private KeyHash() {
    }

    /**
     * The first slot of {@code key} in an index whose capacity {@code shift} stands for
     * ({@link #shiftFor}): by its {@code hashCode} spread, or once the index is {@code seeded},
     * by {@link #seeded} with its {@code seed}.
     */
    static int slot(String key, boolean seeded, long seed, int shift) {
        return (seeded ? seeded(key, seed) : spread(key.hashCode())) >>> shift;
    }

    /** log2 of a power of two capacity, as the shift that keeps a hash's top bits as its slot. */
    static int shiftFor(int capacity) {
        return Integer.numberOfLeadingZeros(capacity) + 1;
    }

    /**
     * Fibonacci hashing: the product's high bits, which the indexes keep as the slot, depend on
     * every bit of the hash. Keys such as ids ("138586341", "138586345") have hash codes that
     * differ only in their low bits, which taken as they are would fill neighbouring slots and
     * make every lookup probe the whole run.
     */
    static int spread(int h) {
        return h * 0x9E3779B9;
    }

    /** Mixes every char into a state that starts at the index's secret seed (then MurmurHash3's finalizer). */
    static int seeded(String key, long seed) {
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
