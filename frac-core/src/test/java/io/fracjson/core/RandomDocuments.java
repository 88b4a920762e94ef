package io.fracjson.core;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Seeded random documents in the {@link DataModel}: every number width and its
 * boundaries, float32-exact and float64 doubles, ASCII and multi-byte strings around the
 * length boundaries, deep and wide containers, and keys drawn from a shared pool (so back
 * references and global indices occur) mixed with fresh ones.
 */
public final class RandomDocuments {
    private static final long[] INTEGER_EDGES = {0, 1, -1, 31, 32, -32, -33, 127, 128, -128, -129, 255, 256,
        32767, 32768, -32768, -32769, 65535, 65536, Integer.MAX_VALUE, Integer.MIN_VALUE,
        0xFFFFFFFFL, 0x100000000L, -0x80000001L, Long.MAX_VALUE, Long.MIN_VALUE};
    private static final int[] STRING_LENGTHS = {0, 1, 29, 30, 87, 88, 255, 256};
    private static final String[] ALPHABETS = {"abcdefghijklmnopqrstuvwxyz0123456789 _-", "éßçñøå", "€中文日本語한국어",
        "😀🎉🚀𝄞", "\"\\/\b\f\n\r\t\u0001"};

    private final Random random;
    private final List<String> keyPool = new ArrayList<>();
    /** Values left for the current document: keeps wide and deep containers from multiplying. */
    private int budget;

    public RandomDocuments(long seed, int keyPoolSize) {
        this.random = new Random(seed);
        for (int i = 0; i < keyPoolSize; i++) {
            keyPool.add(i % 7 == 0 ? string(1 + random.nextInt(100)) : "k" + i);
        }
    }

    List<String> keyPool() {
        return keyPool;
    }

    public Object document() {
        budget = 50 + random.nextInt(600);
        return random.nextInt(10) == 0 ? value(0) : object(0);
    }

    /** A document of a few values, like one record of a stream of many. */
    Object smallDocument() {
        budget = 3 + random.nextInt(20);
        return object(5);
    }

    /** Arrays and objects nested {@code depth} deep, a random value at the bottom. */
    public Object nested(int depth) {
        budget = 0;
        Object value = value(depth);
        for (int i = 0; i < depth; i++) {
            value = random.nextBoolean() ? Collections.singletonList(value)
                    : Collections.singletonMap(keyPool.get(random.nextInt(keyPool.size())), value);
        }
        return value;
    }

    /** An array of {@code n} scalars. */
    List<Object> wideArray(int n) {
        budget = 0;
        List<Object> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(value(7));
        }
        return list;
    }

    /** An object of {@code n} distinct keys (past 65,535 they can no longer be back-referenced). */
    Map<String, Object> distinctKeys(int n) {
        budget = 0;
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            map.put(string(1 + random.nextInt(6)) + i, value(7));
        }
        return map;
    }

    private Object value(int depth) {
        budget--;
        int pick = random.nextInt(depth > 6 || budget < 0 ? 8 : 11);
        switch (pick) {
            case 0:
                return null;
            case 1:
                return random.nextBoolean();
            case 2:
                return integer();
            case 3:
                return floating();
            case 4:
            case 5:
                return string(length());
            case 6:
                return random.nextInt(1000) - 500L;
            case 7:
                return "v" + random.nextInt(50);
            case 8:
            case 9:
                return object(depth + 1);
            default:
                return array(depth + 1);
        }
    }

    private Map<String, Object> object(int depth) {
        int n = width();
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            String key = random.nextInt(4) == 0 ? string(random.nextInt(random.nextInt(10) == 0 ? 120 : 12))
                    : keyPool.get(random.nextInt(keyPool.size()));
            map.put(key, value(depth));
        }
        return map;
    }

    private List<Object> array(int depth) {
        int n = width();
        List<Object> list = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            list.add(value(depth));
        }
        return list;
    }

    private int width() {
        int r = random.nextInt(100);
        if (r < 2 && budget > 300) {
            return 250 + random.nextInt(20); // around the u8/u16 boundary
        }
        if (r < 10) {
            return 28 + random.nextInt(24); // around the tiny boundaries (31, 47)
        }
        return random.nextInt(8);
    }

    private Object integer() {
        int r = random.nextInt(4);
        if (r == 0) {
            return INTEGER_EDGES[random.nextInt(INTEGER_EDGES.length)];
        }
        if (r == 1 && random.nextInt(4) == 0) {
            // uint64 above Long.MAX_VALUE
            return new BigInteger(64, random).setBit(63);
        }
        return random.nextLong() >> random.nextInt(64);
    }

    private Object floating() {
        switch (random.nextInt(5)) {
            case 0:
                return (double) (float) (random.nextGaussian() * 1000); // float32-exact
            case 1:
                return random.nextInt(2000) / 8.0 - 100; // halves and eighths: float32
            case 2: {
                double d = Double.longBitsToDouble(random.nextLong());
                return Double.isFinite(d) ? d : 0.1;
            }
            case 3:
                return random.nextBoolean() ? -0.0 : 0.0;
            default:
                return random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
        }
    }

    private int length() {
        return random.nextInt(3) == 0 ? STRING_LENGTHS[random.nextInt(STRING_LENGTHS.length)] : random.nextInt(20);
    }

    private String string(int codePoints) {
        String alphabet = ALPHABETS[random.nextInt(4) == 0 ? random.nextInt(ALPHABETS.length) : 0];
        int[] cps = alphabet.codePoints().toArray();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < codePoints; i++) {
            sb.appendCodePoint(cps[random.nextInt(cps.length)]);
        }
        return sb.toString();
    }
}
