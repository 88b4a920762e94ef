package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

class KeysTableTest {
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void referenceLayoutRoundTrips() throws IOException {
        // The reference layout may hold a key twice (its keys_table_from_keys writes what it is given).
        byte[] bytes = HEX.parseHex("000400010061030062c3a900000100" + "61");
        KeysTable back = KeysTable.fromBytes(bytes);
        assertEquals(List.of("a", "bé", "", "a"), back.keys());
        assertEquals(HEX.formatHex(bytes), HEX.formatHex(back.toBytes()));
        assertEquals(0, back.indexOf("a"), "the first position wins");
        assertEquals(2, back.indexOf(""));
        assertEquals(-1, back.indexOf("z"));
        assertEquals("bé", back.key(1));
    }

    @Test
    void sizesAreBounded() {
        assertThrows(IllegalArgumentException.class, () -> KeysTable.of(Collections.nCopies(65_536, "k")));
        List<String> distinct = new ArrayList<>();
        for (int i = 0; i < 65_535; i++) {
            distinct.add("k" + i);
        }
        assertEquals(65_535, KeysTable.of(distinct).size());
        assertThrows(IllegalArgumentException.class, () -> KeysTable.of(List.of("k".repeat(65_536))));
        KeysTable.of(List.of("k".repeat(65_535)));
        assertThrows(IllegalArgumentException.class, () -> KeysTable.of(List.of("\uD800")));
    }

    /** Issue 9 finding 15. */
    @Test
    void ofRefusesAKeyGivenTwiceNamingIt() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> KeysTable.of(List.of("id", "name", "id")));
        assertEquals("key 2 \"id\" is also key 0; a keys table holds each key once", e.getMessage());
    }

    /** Issue 9 finding 15: no bare NullPointerException naming an internal variable. */
    @Test
    void nullArgumentsAreRefusedInTheApisTerms() {
        assertEquals("the keys table bytes are null",
                assertThrows(IllegalArgumentException.class, () -> KeysTable.fromBytes(null)).getMessage());
        assertEquals("the list of keys is null",
                assertThrows(IllegalArgumentException.class, () -> KeysTable.of(null)).getMessage());
        assertEquals("the zstd dictionary bytes are null",
                assertThrows(IllegalArgumentException.class, () -> ZstdDictionary.of(null)).getMessage());
    }

    @Test
    void malformedTablesAreRefused() {
        for (String hex : new String[] {"", "0001", "010000", "000100", "0001000500616263", "00010001006162",
            "0001000100ff", "ffff00"}) {
            assertThrows(FracFormatException.class, () -> KeysTable.fromBytes(HEX.parseHex(hex)), hex);
        }
    }

    @Test
    void builderBreaksTiesByFirstAppearance() {
        KeysTableBuilder b = new KeysTableBuilder();
        for (String k : List.of("c", "b", "a", "b", "a", "d")) {
            b.addKey(k);
        }
        assertEquals(List.of("b", "a", "c", "d"), b.build().keys());
        assertEquals(List.of("b", "a"), b.maxCount(2).build().keys());
        assertEquals(List.of("b", "a"), b.maxCount(0).occurrenceCutoff(2).build().keys());
    }

    @Test
    void builderReadsFracDocuments() throws IOException {
        List<byte[]> docs = new ArrayList<>();
        docs.add(DataModel.encode(List.of(java.util.Map.of("x", 1L), java.util.Map.of("x", 2L, "y", 3L)),
                KeysTable.EMPTY, Compression.NONE, false));
        docs.add(DataModel.encode(7L, KeysTable.EMPTY, Compression.NONE, false));
        KeysTableBuilder b = new KeysTableBuilder();
        for (byte[] doc : docs) {
            try (FracReader r = FracReader.of(doc, ReadOptions.DEFAULT)) {
                assertEquals(true, b.addDocument(r));
                assertEquals(false, b.addDocument(r));
            }
        }
        assertEquals(List.of("x", "y"), b.build().keys());
    }
}
