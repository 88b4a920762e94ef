package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A keys table's index finds each key's first position, by identity or equality, in few probes whatever the keys. */
class GlobalKeyIndexTest {
    /** Every string of 16 blocks "Aa" or "BB" has the same String.hashCode. */
    private static String[] collidingKeys(int count) {
        String[] keys = new String[count];
        for (int bits = 0; bits < count; bits++) {
            StringBuilder sb = new StringBuilder();
            for (int b = 0; b < 16; b++) {
                sb.append((bits >>> b & 1) == 0 ? "Aa" : "BB");
            }
            keys[bits] = sb.toString();
        }
        return keys;
    }

    @Test
    void findsEveryKeyAtItsFirstPositionAndNoOther() {
        String[] keys = {"id", "name", "", "tags", "bé", "name", "\uD83D\uDE00"};
        GlobalKeyIndex index = GlobalKeyIndex.of(keys);
        assertEquals(0, index.indexOf("id"));
        assertEquals(1, index.indexOf("name"), "the first position wins");
        assertEquals(2, index.indexOf(""));
        assertEquals(3, index.indexOf("tags"));
        assertEquals(4, index.indexOf("bé"));
        assertEquals(6, index.indexOf("\uD83D\uDE00"));
        for (String absent : List.of("ID", "nam", "names", "b", "tag", " ")) {
            assertEquals(-1, index.indexOf(absent), absent);
        }
    }

    @Test
    void anEqualStringThatIsNotTheSameInstanceIsFound() {
        String stored = "price";
        GlobalKeyIndex index = GlobalKeyIndex.of(new String[] {"id", stored});
        String copy = new String(stored.toCharArray());
        assertNotSame(stored, copy);
        assertEquals(1, index.indexOf(copy));
        assertEquals(1, index.indexOf(stored));
    }

    @Test
    void emptyTableFindsNothing() {
        assertEquals(-1, GlobalKeyIndex.of(new String[0]).indexOf("id"));
        assertEquals(-1, KeysTable.EMPTY.indexOf("id"));
        assertEquals(-1, KeysTable.EMPTY.indexOf(null));
    }

    /**
     * Ids of one length whose hash codes differ only in their low bits: placed by String.hashCode
     * spread over the slots, about one probe each.
     */
    @Test
    void ordinaryKeysKeepStringHashCodeAndTakeAboutOneProbeEach() {
        String[] keys = new String[5000];
        for (int i = 0; i < keys.length; i++) {
            keys[i] = Long.toString(138586341L + i);
        }
        GlobalKeyIndex index = GlobalKeyIndex.of(keys);
        assertFalse(index.seeded);
        long probes = 0;
        for (int i = 0; i < keys.length; i++) {
            assertEquals(i, index.indexOf(keys[i]));
            probes += index.probesFor(keys[i]);
        }
        assertTrue(probes <= 2L * keys.length, probes + " probes for " + keys.length + " keys");
    }

    /**
     * A table read from hostile bytes: 65,535 keys sharing one hashCode would take ~2 billion
     * probes to place by it (and as many to look up); the index places them by a seeded hash.
     */
    @Test
    void keysSharingOneHashCodeAreFoundInFewProbes() throws FracFormatException {
        String[] keys = collidingKeys(65_535);
        assertEquals(1, List.of(keys).stream().mapToInt(String::hashCode).distinct().count());
        KeysTable table = KeysTable.fromBytes(KeysTable.of(List.of(keys)).toBytes());
        GlobalKeyIndex index = table.index();
        assertTrue(index.seeded);
        long probes = 0;
        for (int i = 0; i < keys.length; i++) {
            assertEquals(i, index.indexOf(keys[i]), keys[i]);
            probes += index.probesFor(keys[i]);
        }
        assertTrue(probes <= 4L * keys.length, probes + " probes");
        String absent = collidingKeys(65_536)[65_535];
        assertEquals(-1, index.indexOf(absent));
    }
}
