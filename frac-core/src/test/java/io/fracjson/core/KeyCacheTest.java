package io.fracjson.core;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The cache finds a key by its exact bytes wherever they sit in the input, and nothing else. */
class KeyCacheTest {
    @Test
    void keysOfEveryCachedLengthAreFoundAtTheEndOfTheInputAndInsideIt() {
        KeyCache cache = new KeyCache();
        for (int length = 0; length <= KeyCache.MAX_KEY_BYTES; length++) {
            String key = "k".repeat(length);
            byte[] utf8 = key.getBytes(StandardCharsets.UTF_8);
            byte[] atEnd = utf8.clone(); // no bytes after the key: read without reaching past the array
            byte[] inside = new byte[length + 20];
            Arrays.fill(inside, (byte) 'z');
            System.arraycopy(utf8, 0, inside, 5, length);
            assertNull(cache.get(atEnd, 0, length), "length " + length + " before it is cached");
            cache.put(atEnd, 0, length, key);
            assertSame(key, cache.get(atEnd, 0, length), "length " + length + " at the end of the input");
            assertSame(key, cache.get(inside, 5, length), "length " + length + " followed by other bytes");
        }
    }

    @Test
    void keysDifferingInOneByteOrInLengthAreNotConfused() {
        for (int length : new int[] {1, 7, 8, 9, 15, 16, 17, 40}) {
            KeyCache cache = new KeyCache();
            byte[] base = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH".substring(0, length).getBytes(StandardCharsets.UTF_8);
            cache.put(base, 0, length, new String(base, StandardCharsets.UTF_8));
            for (int i = 0; i < length; i++) {
                byte[] other = base.clone();
                other[i] ^= 1;
                assertNull(cache.get(other, 0, length), "length " + length + ", byte " + i + " differs");
            }
            assertNull(cache.get(base, 0, length - 1), "a prefix of a cached key, length " + length);
        }
    }

    /**
     * Ids that differ only in their last digits (citm_catalog's keys) must spread over the slots:
     * a weak hash put them in a few slots, where they evicted each other, and every key was
     * decoded again (the core read citm_catalog at half its earlier speed).
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "urn:event:performance:"}) // short ids, and ids past the 16 bytes held as quads
    void keysDifferingOnlyInTheirLastBytesAreAllKept(String prefix) {
        KeyCache cache = new KeyCache();
        String[] keys = new String[400];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = prefix + (138586341L + 7L * i);
            byte[] utf8 = keys[i].getBytes(StandardCharsets.UTF_8);
            cache.put(utf8, 0, utf8.length, keys[i]);
        }
        int kept = 0;
        for (String key : keys) {
            byte[] utf8 = key.getBytes(StandardCharsets.UTF_8);
            if (cache.get(utf8, 0, utf8.length) == key) {
                kept++;
            }
        }
        assertTrue(kept >= 390, "kept " + kept + " of " + keys.length);
    }
}
