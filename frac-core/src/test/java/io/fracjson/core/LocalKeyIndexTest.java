package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The writer's local key table stays O(1) a key, whatever the keys. */
class LocalKeyIndexTest {
    /** Every string of n blocks "Aa" or "BB" has the same String.hashCode. */
    private static List<String> collidingKeys(int count) {
        List<String> keys = new ArrayList<>(count);
        for (int bits = 0; keys.size() < count; bits++) {
            StringBuilder sb = new StringBuilder();
            for (int b = 0; b < 16; b++) {
                sb.append((bits >>> b & 1) == 0 ? "Aa" : "BB");
            }
            keys.add(sb.toString());
        }
        return keys;
    }

    /** Issue 9 finding 7: 60,000 keys sharing one hashCode took 25.8 s to write. */
    @Test
    void keysSharingOneHashCodeTakeFewProbesEach() {
        List<String> keys = collidingKeys(60_000);
        assertEquals(1, keys.stream().mapToInt(String::hashCode).distinct().count());
        LocalKeyIndex index = new LocalKeyIndex();
        for (int i = 0; i < keys.size(); i++) {
            assertEquals(-1, index.getOrAdd(keys.get(i), i));
            // Fails fast (instead of after billions of probes) if lookups degrade: adding a key
            // visited the slots a lookup of it now visits.
            int probes = index.probesFor(keys.get(i));
            assertTrue(probes <= KeyHash.LONG_PROBE, probes + " probes for key " + i);
        }
        assertTrue(index.seeded, "keys sharing one hashCode switch to the seeded hash");
        long probes = 0;
        for (int i = 0; i < keys.size(); i++) {
            assertEquals(i, index.getOrAdd(keys.get(i), -1), keys.get(i));
            probes += index.probesFor(keys.get(i));
        }
        assertTrue(probes <= 4L * keys.size(), probes + " probes");
    }

    /**
     * After a clear, keyAt still gives the last document's keys by index, and addAll makes them
     * this document's again, with the same indexes: for keys grown past the first capacity (a
     * rehash moved them) and for keys that switched the index to the seeded hash.
     */
    @Test
    void clearedKeysAreAddedAgainByIndex() {
        for (List<String> keys : List.of(List.of("id", "name"), collidingKeys(200), ordinaryKeys(300))) {
            LocalKeyIndex index = new LocalKeyIndex();
            for (int i = 0; i < keys.size(); i++) {
                index.getOrAdd(keys.get(i), i);
            }
            index.clear();
            assertEquals(-1, index.getOrAdd(keys.get(0), -1), "cleared");
            for (int i = 0; i < keys.size(); i++) {
                assertEquals(keys.get(i), index.keyAt(i));
            }
            int added = keys.size() - 1;
            index.addAll(added);
            for (int i = 0; i < added; i++) {
                assertEquals(i, index.getOrAdd(keys.get(i), -1), keys.get(i));
            }
            assertEquals(-1, index.getOrAdd(keys.get(added), -1), "not added");
        }
    }

    private static List<String> ordinaryKeys(int count) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            keys.add("key" + i);
        }
        return keys;
    }

    @Test
    void ordinaryKeysKeepTheirIndexesAcrossDocuments() {
        LocalKeyIndex index = new LocalKeyIndex();
        for (int doc = 0; doc < 3; doc++) {
            List<String> keys = doc == 1 ? collidingKeys(500) : List.of("id", "name", "tags", "a", "b");
            for (int i = 0; i < keys.size(); i++) {
                assertEquals(-1, index.getOrAdd(keys.get(i), i));
            }
            for (int i = 0; i < keys.size(); i++) {
                assertEquals(i, index.getOrAdd(keys.get(i), -1));
            }
            assertEquals(-1, index.getOrAdd("absent", -1));
            index.clear();
        }
    }

    /**
     * Ids of one length whose hash codes differ only in their low bits (citm_catalog's keys)
     * filled neighbouring slots: each lookup probed the run, the document fell back to the
     * seeded hash of the chars, and writing citm_catalog spent a fifth of its time hashing.
     */
    @Test
    void idsWithNeighbouringHashCodesTakeAboutOneProbeEach() {
        LocalKeyIndex index = new LocalKeyIndex();
        for (int i = 0; i < 1000; i++) {
            assertEquals(-1, index.getOrAdd(Long.toString(138586341L + i), i));
        }
        assertFalse(index.seeded, "ordinary keys keep String.hashCode");
        long probes = 0;
        for (int i = 0; i < 1000; i++) {
            String key = Long.toString(138586341L + i);
            assertEquals(i, index.getOrAdd(key, -1));
            probes += index.probesFor(key);
        }
        assertTrue(probes <= 2_000, probes + " probes for 1,000 lookups");
    }

    /** Keys are found by equality, not only identity: a caller may pass a copy of a key, among keys of the same hash. */
    @Test
    void anEqualKeyOfAnotherInstanceIsFound() {
        List<String> keys = collidingKeys(40);
        LocalKeyIndex index = new LocalKeyIndex();
        for (int i = 0; i < keys.size(); i++) {
            index.getOrAdd(keys.get(i), i);
        }
        for (int i = 0; i < keys.size(); i++) {
            String copy = new String(keys.get(i).toCharArray());
            assertEquals(i, index.getOrAdd(copy, -1), copy);
        }
    }

    /**
     * The index grows to keep at most a quarter of its slots taken, where half full cost
     * citm_catalog's keys 1.78 probes a lookup (1.36 at a quarter): 321 keys take 2,048 slots.
     */
    @Test
    void keepsAtMostAQuarterOfItsSlotsTaken() {
        LocalKeyIndex index = new LocalKeyIndex();
        for (int keys = 1; keys <= 321; keys++) {
            index.getOrAdd("key" + keys, keys - 1);
            long slots = index.retainedBytes() / 20;
            assertTrue(slots >= 4L * keys, slots + " slots for " + keys + " keys");
        }
        assertEquals(2048, index.retainedBytes() / 20);
    }
}
