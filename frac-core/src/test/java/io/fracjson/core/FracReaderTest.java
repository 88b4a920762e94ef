package io.fracjson.core;

import io.fracjson.core.testing.TrickleInputStream;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Reader behaviour beyond decoding the vectors: skipping, offsets, slices, input kinds. */
class FracReaderTest {
    /** A caller's own check refusing the token just read ends the input there, the token as if never read. */
    @Test
    void aRefusedTokenEndsTheInputAsIfNeverRead() throws IOException {
        byte[] doc = {'F', 'J', 0, (byte) 0xA0, 0x18, 'o', 'k', 0x19, 'x', 'y', 'z'}; // ["ok", "xyz"]
        FracReader r = FracReader.of(doc, ReadOptions.DEFAULT);
        assertEquals(FracToken.START_ARRAY, r.next());
        assertEquals(FracToken.STRING, r.next());
        long ok = r.stringSerial();
        assertEquals(FracToken.STRING, r.next());
        assertTrue(r.stringSerial() != ok);
        r.refuseToken();
        assertEquals(ok, r.stringSerial(), "the string before it is the current one again");
        assertThrows(FracFormatException.class, r::string, "its bytes are not given");
        assertNull(r.next(), "the input ended");
        r.refuseToken(); // again: nothing more
        assertEquals(ok, r.stringSerial());
    }

    private static final HexFormat HEX = HexFormat.of();

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    private static byte[] encode(Object value) throws IOException {
        return DataModel.encode(value, KeysTable.EMPTY, Compression.NONE, false);
    }

    @Test
    void skipChildrenLandsOnTheEndAndKeepsLocalKeys() throws IOException {
        // The skipped object defines "inner", which the back reference after it needs.
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("skip", Map.of("inner", List.of(1L, "two", List.of())));
        value.put("after", Map.of("inner", 3L));
        try (FracReader r = FracReader.of(encode(value), ReadOptions.DEFAULT)) {
            assertEquals(FracToken.START_OBJECT, r.next());
            assertEquals(FracToken.KEY, r.next());
            assertEquals(FracToken.START_OBJECT, r.next());
            r.skipChildren();
            assertEquals(FracToken.END_OBJECT, r.token());
            assertEquals(1, r.depth());
            assertEquals(FracToken.KEY, r.next());
            assertEquals("after", r.key());
            r.next();
            assertEquals(Map.of("inner", 3L), DataModel.fromFrac(r));
            assertEquals(FracToken.END_OBJECT, r.next());
            assertNull(r.next());
        }
    }

    @Test
    void backReferencesReturnTheSameInstance() throws IOException {
        byte[] doc = encode(List.of(Map.of("name", 1L), Map.of("name", 2L)));
        try (FracReader r = FracReader.of(doc, ReadOptions.DEFAULT)) {
            r.next();
            r.next();
            r.next();
            String first = r.key();
            r.next();
            r.next();
            r.next();
            r.next();
            assertEquals(FracToken.KEY, r.token());
            assertSame(first, r.key());
        }
    }

    @Test
    void keysRecurringAcrossDocumentsShareOneInstance() throws IOException {
        ReadOptions options = ReadOptions.builder().build();
        String[] seen = new String[2];
        for (int i = 0; i < 2; i++) {
            try (FracReader r = FracReader.of(encode(Map.of("timestamp", (long) i)), options)) {
                r.next();
                r.next();
                seen[i] = r.key();
            }
        }
        assertEquals("timestamp", seen[0]);
        assertSame(seen[0], seen[1]);
    }

    @Test
    void internedKeysAreTheConstantsThemselves() throws IOException {
        ReadOptions options = ReadOptions.builder().internKeys(true).build();
        String dynamicKey = new String("durationMillis".toCharArray()); // not the constant's instance
        try (FracReader r = FracReader.of(encode(Map.of(dynamicKey, 1L)), options)) {
            r.next();
            r.next();
            assertSame("durationMillis", r.key());
        }
        assertSame("id", KeysTable.of(List.of(new String("id".toCharArray()))).key(0));
    }

    @Test
    void resetStartsOverOnNewInputOfEitherKind() throws IOException {
        byte[] compressed = DataModel.encode(Map.of("k", List.of("x".repeat(20_000))), KeysTable.EMPTY,
                Compression.zstd(3), false);
        byte[] plain = encode(Map.of("j", 1L));
        try (FracReader r = FracReader.of(compressed, ReadOptions.DEFAULT)) {
            r.next();
            r.next(); // abandoned mid-document, inside the zstd body
            r.reset(plain, 0, plain.length);
            r.next();
            assertEquals(Map.of("j", 1L), DataModel.fromFrac(r));
            assertNull(r.next());
            r.reset(new TrickleInputStream(compressed));
            r.next();
            assertEquals(Map.of("k", List.of("x".repeat(20_000))), DataModel.fromFrac(r));
            assertEquals(0, r.documentOffset());
            r.reset(plain, 0, plain.length);
            r.next();
            assertEquals(FracToken.KEY, r.next());
            assertEquals("j", r.key());
        }
    }

    @Test
    void readingHasBegunOnceADocumentStartsOrAnErrorEndsTheInput() throws IOException {
        try (FracReader r = FracReader.of(new byte[0], ReadOptions.DEFAULT)) {
            assertFalse(r.begun());
            assertNull(r.next());
            assertFalse(r.begun(), "an empty input was looked at, but nothing of it read");
        }
        try (FracReader r = FracReader.of(encode(List.of(1L)), ReadOptions.DEFAULT)) {
            assertFalse(r.begun());
            assertEquals(FracToken.START_ARRAY, r.next());
            assertTrue(r.begun());
        }
        try (FracReader r = FracReader.of(HEX.parseHex("4a46"), ReadOptions.DEFAULT)) {
            assertThrows(FracFormatException.class, r::next);
            assertTrue(r.begun(), "a failed first token is reading too");
        }
    }

    /**
     * nextKey() reads a key where one is next, exactly as next() would (same key instance, offset,
     * form and structure after it), and elsewhere reads nothing: at the start, before a value, in
     * an array, before an object's end, between documents.
     */
    @Test
    void nextKeyReadsAKeyWhereOneIsNextAndNothingElsewhere() throws IOException {
        Map<String, Object> first = new LinkedHashMap<>();
        first.put("a", List.of(1L, Map.of("b", 2L), Map.of()));
        first.put("c", Map.of("a", 3L));
        byte[] doc = concat(encode(first), encode(List.of(Map.of("a", 4L))));
        try (FracReader byNext = FracReader.of(doc, ReadOptions.DEFAULT);
             FracReader byKey = FracReader.of(doc, ReadOptions.DEFAULT)) {
            int keys = 0;
            int refused = 0;
            while (true) {
                FracToken expected = byNext.next();
                long before = byKey.currentOffset();
                String key = byKey.nextKey();
                if (key == null) {
                    refused++;
                    assertEquals(before, byKey.currentOffset(), "nextKey() read nothing");
                    assertEquals(expected, byKey.next());
                } else {
                    keys++;
                    assertEquals(FracToken.KEY, expected);
                    assertEquals(FracToken.KEY, byKey.token());
                    assertSame(byNext.key(), key);
                    assertEquals(byNext.keyForm(), byKey.keyForm());
                    assertEquals(byNext.keyIndex(), byKey.keyIndex());
                }
                if (expected == null) {
                    break;
                }
                assertEquals(byNext.tokenOffset(), byKey.tokenOffset());
                assertEquals(byNext.currentOffset(), byKey.currentOffset());
                assertEquals(byNext.depth(), byKey.depth());
                assertEquals(byNext.key(), byKey.key());
                for (int level = 0; level <= byNext.depth(); level++) {
                    assertEquals(byNext.childrenAt(level), byKey.childrenAt(level), "level " + level);
                }
            }
            assertEquals(5, keys, "a, b, c, a, a");
            assertTrue(refused > keys, refused + " tokens that are not keys");
        }
    }

    /**
     * Keys past the 65,535 the local table holds are kept by level, not in the table: each is the
     * current key of its object, inside a child container and again after it ends.
     */
    @Test
    void keysPastTheLocalTablesCapAreTheCurrentKeysOfTheirLevels() throws IOException {
        Map<String, Object> value = new LinkedHashMap<>();
        for (int i = 0; i < Format.MAX_U16; i++) {
            value.put("k" + i, 0L);
        }
        value.put("outer", Map.of("inner", List.of(1L)));
        value.put("last", 2L);
        try (FracReader r = FracReader.of(encode(value), ReadOptions.DEFAULT)) {
            r.next();
            for (int i = 0; i < Format.MAX_U16; i++) {
                r.next();
                r.next();
            }
            assertEquals("outer", r.nextKey());
            assertEquals(KeyForm.IMMEDIATE, r.keyForm());
            assertEquals(FracToken.START_OBJECT, r.next());
            assertNull(r.key());
            assertEquals("outer", r.keyAt(1));
            assertEquals(FracToken.KEY, r.next());
            assertEquals("inner", r.key());
            assertEquals(FracToken.START_ARRAY, r.next());
            assertEquals("inner", r.keyAt(2));
            assertEquals("outer", r.keyAt(1));
            r.next();
            assertEquals(FracToken.END_ARRAY, r.next());
            assertEquals("inner", r.key());
            assertEquals(FracToken.END_OBJECT, r.next());
            assertEquals("outer", r.key());
            assertEquals(FracToken.KEY, r.next());
            assertEquals("last", r.key());
            r.overrideKeyAt(1, "renamed");
            assertEquals("renamed", r.key());
            r.next();
            assertEquals("renamed", r.key());
            assertEquals(FracToken.END_OBJECT, r.next());
            assertNull(r.key());
        }
    }

    /** keyForm() and keyIndex() say how the document stored the key: a caller renaming it changes neither (found by review). */
    @Test
    void aKeysStoredFormOutlivesRenamingIt() throws IOException {
        KeysTable table = KeysTable.of(List.of("id", "type"));
        byte[] global = DataModel.encode(Map.of("type", 1L), table, Compression.NONE, false);
        try (FracReader r = FracReader.of(global, ReadOptions.builder().keysTable(table).build())) {
            r.next();
            assertEquals(FracToken.KEY, r.next());
            r.overrideKeyAt(r.depth(), "renamed");
            assertEquals("renamed", r.key());
            assertEquals(KeyForm.GLOBAL, r.keyForm());
            assertEquals(1, r.keyIndex());
        }
        byte[] local = encode(List.of(Map.of("name", 1L), Map.of("name", 2L)));
        try (FracReader r = FracReader.of(local, ReadOptions.DEFAULT)) {
            for (int i = 0; i < 6; i++) {
                r.next();
            }
            assertEquals(FracToken.KEY, r.next());
            for (String name : new String[] {null, "renamed"}) {
                r.overrideKeyAt(r.depth(), name);
                assertEquals(name, r.key());
                assertEquals(KeyForm.BACK_REFERENCE, r.keyForm());
                assertEquals(0, r.keyIndex());
            }
        }
    }

    /** A damaged key read by nextKey() ends the input as next() would: the same error, then no tokens. */
    @Test
    void aDamagedKeyReadByNextKeyEndsTheInput() throws IOException {
        byte[] doc = encode(Map.of("k", 0L));
        int key = doc.length - 2; // the key's one byte, before the value's
        assertEquals('k', doc[key]);
        doc[key] = (byte) 0xFF; // not UTF-8
        try (FracReader byNext = FracReader.of(doc, ReadOptions.DEFAULT);
             FracReader byKey = FracReader.of(doc, ReadOptions.DEFAULT)) {
            byNext.next();
            byKey.next();
            FracFormatException expected = assertThrows(FracFormatException.class, byNext::next);
            FracFormatException e = assertThrows(FracFormatException.class, byKey::nextKey);
            assertEquals(expected.getMessage(), e.getMessage());
            assertEquals(0, byKey.depth());
            assertNull(byKey.nextKey());
            assertNull(byKey.next());
        }
    }

    @Test
    void tokensReportTheirOffsetAndStoredForm() throws IOException {
        // FJ 00 | a2 (array of 2) | 06 0001 (uint16 256) | 19 'abc'
        byte[] doc = HEX.parseHex("464a00a006000119616263");
        try (FracReader r = FracReader.of(doc, ReadOptions.DEFAULT)) {
            assertEquals(FracToken.START_ARRAY, r.next());
            assertEquals(3, r.tokenOffset());
            assertEquals(2, r.count());
            assertEquals(FracToken.INT, r.next());
            assertEquals(4, r.tokenOffset());
            assertEquals(0x06, r.typeByte());
            assertEquals(256, r.longValue());
            assertEquals(FracToken.STRING, r.next());
            assertEquals(7, r.tokenOffset());
            assertEquals("abc", new String(r.textBuffer(), r.textOffset(), r.textLength(), StandardCharsets.UTF_8));
            assertEquals(FracToken.END_ARRAY, r.next());
            assertNull(r.next());
        }
    }

    /**
     * A reader given a caller's attached values clears a level's as a container opens there (the
     * parsers no longer test every token for a container start), in every record of a
     * length-prefixed sequence too; a reset lets go of them, so a pooled reader keeps no caller's.
     */
    @Test
    void attachedValuesAreClearedAsContainersOpenUntilTheInputIsReset() throws IOException {
        java.io.ByteArrayOutputStream records = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < 2; i++) {
            LengthPrefixedSequence.writeRecord(records, encode(List.of(List.of(1L), List.of(2L))));
        }
        AttachedValues values = new AttachedValues.InFields();
        try (FracReader r = FracReader.of(LengthPrefixedSequence.of(records.toByteArray()), ReadOptions.DEFAULT)) {
            r.attach(values);
            for (int record = 0; record < 2; record++) {
                assertEquals(FracToken.START_ARRAY, r.next());
                values.set(1, "outer " + record);
                for (int inner = 0; inner < 2; inner++) {
                    values.set(2, "the last inner array's");
                    assertEquals(FracToken.START_ARRAY, r.next());
                    assertNull(values.get(2), "a new container has no value of the last one at its level");
                    assertEquals("outer " + record, values.get(1), "the enclosing level keeps its own");
                    r.next();
                    r.next();
                }
                r.next();
            }
            r.reset(encode(List.of(List.of())), 0, encode(List.of(List.of())).length);
            r.next();
            values.set(2, "not the reader's any more");
            r.next();
            assertEquals("not the reader's any more", values.get(2), "a reset let go of the values");
        }
    }

    /**
     * maxStringChars is the reader's to check, as it reads each string (skipped ones too), so that
     * an adapter with a limit in chars needs no check of its own at every token: a string is
     * refused on its chars, counted in its bytes, only when it has more bytes than the limit
     * allows chars; one within the limit in chars passes however many bytes it takes.
     */
    @Test
    void maxStringCharsRefusesAStringAsItIsRead() throws IOException {
        ReadOptions tenChars = ReadOptions.builder().maxStringChars(10).build();
        List<String> fits = List.of("a".repeat(10), "€".repeat(10), "\uD83D\uDE00".repeat(5));
        try (FracReader r = FracReader.of(encode(fits), tenChars)) {
            r.next();
            for (String s : fits) {
                assertEquals(FracToken.STRING, r.next());
                assertEquals(s, r.string());
            }
        }
        for (String tooLong : List.of("a".repeat(11), "€".repeat(11), "\uD83D\uDE00".repeat(6))) {
            byte[] doc = encode(List.of("ok", tooLong));
            try (FracReader r = FracReader.of(doc, tenChars)) {
                r.next();
                r.next();
                FracLimitException e = assertThrows(FracLimitException.class, r::next);
                assertEquals("string of " + tooLong.length() + " chars exceeds the maximum of 10", e.problem());
                assertEquals(7, e.offset(), "the string's offset");
                assertNull(r.next(), "the input ended");
            }
            try (FracReader r = FracReader.of(encode(List.of(List.of(tooLong), "after")), tenChars)) {
                r.next();
                assertEquals(FracToken.START_ARRAY, r.next());
                assertThrows(FracLimitException.class, r::skipChildren, "a skipped string is checked too");
            }
        }
        // Its chars are counted in valid UTF-8 only: bytes that are not are refused as such.
        byte[] invalid = HEX.parseHex("464a009f0d0b" + "61".repeat(10) + "ff"); // array of 1 | string of 11: "a" x 10, 0xFF
        try (FracReader r = FracReader.of(invalid, tenChars)) {
            r.next();
            FracFormatException e = assertThrows(FracFormatException.class, r::next);
            assertFalse(e instanceof FracLimitException, e.getMessage());
            assertEquals(16, e.offset());
        }
    }

    /**
     * Issue 9 #9: a caller with a char limit must be able to refuse a string by its bytes,
     * without decoding it: textChars() counts what string().length() would be (a supplementary
     * code point is two chars), validating but not allocating.
     */
    @Test
    void textCharsCountsUtf16CharsWithoutDecoding() throws IOException {
        String mixed = "ascii é€ 😀 " + "\uD83D\uDE00".repeat(3) + "ü".repeat(5) + "end";
        List<String> strings = List.of("", "plain", "é".repeat(1000), "€".repeat(1000), "😀".repeat(1000), mixed,
                mixed.repeat(50_000));
        byte[] doc = encode(strings);
        try (FracReader r = FracReader.of(doc, ReadOptions.DEFAULT)) {
            r.next();
            for (String s : strings) {
                assertEquals(FracToken.STRING, r.next());
                int[] chars = new int[1];
                long allocated = AllocationMeter.allocatedBytes(() -> {
                    try {
                        chars[0] = r.textChars();
                    } catch (FracFormatException e) {
                        throw new AssertionError(e);
                    }
                });
                assertEquals(s.length(), chars[0], "chars of a string of " + r.textLength() + " bytes");
                // Decoding the longest (2.5 MB) would allocate megabytes; counting, nothing it keeps.
                assertTrue(allocated < 16 * 1024, "allocated " + allocated + " bytes to count " + r.textLength());
                assertEquals(s, r.string());
                assertEquals(s.length(), r.textChars());
            }
        }
        // Counting is of valid UTF-8 only: an invalid string is refused, naming where.
        byte[] invalid = HEX.parseHex("464a009f196162ff"); // array of 1 | string of 3: "ab", 0xFF
        try (FracReader r = FracReader.of(invalid, ReadOptions.DEFAULT)) {
            r.next();
            r.next();
            FracFormatException e = assertThrows(FracFormatException.class, r::textChars);
            assertEquals(7, e.offset());
        }
    }

    @Test
    void inputSlicesAndBuffersAreReadInPlace() throws IOException {
        byte[] doc = encode(Map.of("k", "v"));
        byte[] padded = new byte[doc.length + 10];
        System.arraycopy(doc, 0, padded, 5, doc.length);
        ByteBuffer direct = ByteBuffer.allocateDirect(doc.length).put(doc).flip();
        ByteBuffer heapSlice = ByteBuffer.wrap(padded, 5, doc.length);
        for (FracReader r : List.of(FracReader.of(padded, 5, doc.length, ReadOptions.DEFAULT),
                FracReader.of(direct, ReadOptions.DEFAULT), FracReader.of(heapSlice, ReadOptions.DEFAULT))) {
            try (r) {
                r.next();
                assertEquals(0, r.documentOffset());
                assertEquals(Map.of("k", "v"), DataModel.fromFrac(r));
                assertNull(r.next());
            }
        }
        assertEquals(5, heapSlice.position(), "the buffer's position is not moved");
    }

    @Test
    void streamsGrowTheWindowOnlyAsDataArrives() throws IOException {
        String big = "é".repeat(600_000); // 1.2 MB, far beyond the 8 KB window
        byte[] doc = encode(List.of(big, Map.of("k", big)));
        try (FracReader r = FracReader.of(new TrickleInputStream(doc), ReadOptions.DEFAULT)) {
            r.next();
            assertEquals(List.of(big, Map.of("k", big)), DataModel.fromFrac(r));
        }
    }

    @Test
    void sequencesOfDocumentsMixPlainAndCompressed() throws IOException {
        ZstdDictionary dict = ZstdDictionary.of("some dictionary content k v".repeat(20).getBytes(StandardCharsets.UTF_8));
        ReadOptions options = ReadOptions.builder().dictionary(dict).build();
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        List<Object> values = List.of(Map.of("k", 1L), "plain", Map.of("k", List.of(2L, 3L)), 4L);
        List<Compression> compressions = List.of(Compression.zstd(3), Compression.NONE, Compression.zstd(3, dict),
                Compression.zstd(1));
        for (int i = 0; i < values.size(); i++) {
            out.write(DataModel.encode(values.get(i), KeysTable.EMPTY, compressions.get(i), false));
        }
        byte[] all = out.toByteArray();
        for (FracReader r : List.of(FracReader.of(all, options), FracReader.of(new ByteArrayInputStream(all), options),
                FracReader.of(new TrickleInputStream(all), options))) {
            try (r) {
                for (Object expected : values) {
                    r.next();
                    assertEquals(expected, DataModel.fromFrac(r));
                }
                assertNull(r.next());
            }
        }
    }

    /** What a tool inspecting documents shows: how each key is stored, and the index it refers to. */
    @Test
    void keysReportTheirFormAndIndex() throws IOException {
        KeysTable table = KeysTable.of(List.of("id", "type"));
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("name", 1L);
        inner.put("type", 2L);
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("type", "event");
        value.put("name", "n");
        value.put("inner", inner);
        List<String> seen = new java.util.ArrayList<>();
        try (FracReader r = FracReader.of(DataModel.encode(value, table, Compression.NONE, false),
                ReadOptions.builder().keysTable(table).build())) {
            for (FracToken t = r.next(); t != null; t = r.next()) {
                if (t == FracToken.KEY) {
                    seen.add(r.key() + " " + r.keyForm() + " " + r.keyIndex());
                }
            }
        }
        assertEquals(List.of("type GLOBAL 1", "name IMMEDIATE -1", "inner IMMEDIATE -1", "name BACK_REFERENCE 0",
                "type GLOBAL 1"), seen);
    }

    /** Each document's header and body size, the body's decompressed, are known once its root value is read. */
    @Test
    void documentsReportTheirHeaderAndBodySize() throws IOException {
        ZstdDictionary dict = ZstdDictionary.of("some dictionary content k v".repeat(20).getBytes(StandardCharsets.UTF_8));
        Map<String, Object> value = Map.of("k", "v".repeat(300));
        List<Compression> compressions = List.of(Compression.NONE, Compression.zstd(3), Compression.zstd(3, dict));
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (Compression compression : compressions) {
            out.write(DataModel.encode(value, KeysTable.EMPTY, compression, false));
        }
        out.write(DataModel.encode(7L, KeysTable.EMPTY, Compression.zstd(3), false)); // a compressed scalar root
        long plainBody = DataModel.encode(value, KeysTable.EMPTY, Compression.NONE, false).length - DocumentHeader.SIZE;
        ReadOptions options = ReadOptions.builder().dictionary(dict).build();
        try (FracReader r = FracReader.of(new TrickleInputStream(out.toByteArray()), options)) {
            long documentStart = 0;
            for (Compression compression : compressions) {
                assertEquals(FracToken.START_OBJECT, r.next());
                assertEquals(compression.isCompressed(), r.documentCompressed());
                assertEquals(compression.dictionary() != null, r.documentWithDictionary());
                r.skipChildren();
                assertEquals(plainBody, r.documentBodyBytes(), compression.toString());
                assertEquals(documentStart, r.documentOffset());
                assertEquals(DataModel.encode(value, KeysTable.EMPTY, compression, false).length,
                        r.currentOffset() - r.documentOffset());
                documentStart = r.currentOffset();
            }
            assertEquals(FracToken.INT, r.next());
            assertTrue(r.documentCompressed());
            assertEquals(1, r.documentBodyBytes()); // a tiny int: its type byte
            assertNull(r.next());
        }
    }

    @Test
    void structureIsReportedByLevel() throws IOException {
        Map<String, Object> inner = new LinkedHashMap<>();
        inner.put("x", List.of(1L, 2L));
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("a", 1L);
        value.put("b", inner);
        value.put("c", 3L);
        try (FracReader r = FracReader.of(encode(value), ReadOptions.DEFAULT)) {
            assertEquals(0, r.childrenAt(0), "no root value before the first token");
            assertEquals(FracToken.START_OBJECT, r.next());
            assertEquals(1, r.childrenAt(0));
            assertTrue(r.isObjectAt(1));
            assertEquals(0, r.childrenAt(1));
            assertNull(r.keyAt(1));
            r.next(); // "a"
            r.next(); // 1
            r.next(); // "b"
            assertEquals("b", r.keyAt(1));
            assertEquals(FracToken.START_OBJECT, r.next());
            assertNull(r.key(), "a new object has no key yet");
            assertEquals("b", r.keyAt(1), "its parent keeps the key it is the value of");
            r.next(); // "x"
            assertEquals(FracToken.START_ARRAY, r.next());
            assertEquals(3, r.depth());
            assertEquals(false, r.isObjectAt(3));
            assertThrows(IndexOutOfBoundsException.class, () -> r.keyAt(4), "no level beyond the innermost");
            r.next(); // 1
            r.next(); // 2
            assertEquals(2, r.childrenAt(3));
            assertEquals(1, r.childrenAt(2));
            assertEquals(2, r.childrenAt(1));
            assertEquals(FracToken.END_ARRAY, r.next());
            assertEquals("x", r.key());
            assertEquals(FracToken.END_OBJECT, r.next());
            assertEquals("b", r.key(), "after a container ends, its parent's key again");
            r.overrideKeyAt(1, "renamed");
            assertEquals("renamed", r.key());
            r.next(); // "c"
            assertEquals("c", r.keyAt(1));
            r.next(); // 3
            assertEquals(FracToken.END_OBJECT, r.next());
            assertNull(r.key());
            r.reset(encode(List.of()), 0, encode(List.of()).length);
            assertEquals(0, r.childrenAt(0));
            assertEquals(FracToken.START_ARRAY, r.next());
            assertNull(r.keyAt(1));
        }
    }

    @Test
    void closingMidCompressedBodyClosesTheStream() throws IOException {
        byte[] doc = DataModel.encode(List.of("a".repeat(5000), "b".repeat(5000)), KeysTable.EMPTY,
                Compression.zstd(3, null), false);
        boolean[] closed = new boolean[1];
        ByteArrayInputStream in = new ByteArrayInputStream(doc) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        FracReader r = FracReader.of(in, ReadOptions.DEFAULT);
        assertEquals(FracToken.START_ARRAY, r.next());
        assertTrue(r.inCompressedBody());
        r.close();
        assertTrue(closed[0], "the stream behind the compressed body is closed");
        assertNull(r.next(), "a closed reader has no more input");
    }

    /**
     * A float32 stores a double exactly; read as a double, its text and decimal are the
     * double's, as JSON's would be (was: the float's shorter text, 0.1 for 0.10000000149011612).
     */
    @Test
    void aFloat32ReadsBackAsTheDoubleItStores() throws IOException {
        double d = 0.1f;
        FracWriter w = new FracWriter();
        w.writeDouble(d);
        try (FracReader r = FracReader.of(w.toDocument(Compression.NONE), ReadOptions.DEFAULT)) {
            assertEquals(FracToken.FLOAT32, r.next());
            assertEquals(Double.toString(d), r.numberText(false));
            assertEquals(new java.math.BigDecimal(Double.toString(d)), r.decimalValue(false));
            assertEquals("0.1", r.numberText(true), "as a float, its own shortest text");
            assertEquals(new java.math.BigDecimal("0.1"), r.decimalValue(true));
        }
    }

    /** The conversions both adapters' number accessors use, as JSON parsers convert numbers. */
    @Test
    void numbersConvertAsJsonParsersConvertThem() throws IOException {
        FracWriter w = new FracWriter();
        w.writeStartArray();
        w.writeLong(1L << 40);
        w.writeBigInteger(java.math.BigInteger.ONE.shiftLeft(63), true);
        w.writeDouble(-2.75);
        w.writeDouble(1e300);
        w.writeDouble(0.5);
        w.writeEndArray();
        try (FracReader r = FracReader.of(w.toDocument(Compression.NONE), ReadOptions.DEFAULT)) {
            r.next();
            assertEquals(FracToken.INT, r.next());
            assertEquals(false, r.fitsInt());
            assertEquals(true, r.fitsLong());
            assertEquals(1L << 40, r.asLong());
            assertEquals(1L << 40, r.asNumber(false));
            assertEquals(FracToken.UINT64, r.next());
            assertEquals(false, r.fitsLong());
            assertEquals(java.math.BigInteger.ONE.shiftLeft(63), r.asNumber(false));
            assertEquals(0x1p63, r.asDouble());
            assertEquals(FracToken.FLOAT32, r.next());
            assertEquals(true, r.fitsInt());
            assertEquals(-2, r.asInt(), "truncated toward zero");
            assertEquals(-2.75, r.asNumber(false));
            assertEquals(-2.75f, r.asNumber(true));
            assertEquals(FracToken.FLOAT64, r.next());
            assertEquals(false, r.fitsLong());
            assertEquals(Float.POSITIVE_INFINITY, r.asFloat());
            assertEquals(FracToken.FLOAT32, r.next());
            assertEquals(0.5f, r.asFloat());
            assertEquals(0, r.asLong());
        }
    }

    /**
     * Issue 18 section 5: an empty input holds no document, which is no error: no token, from
     * every kind of input, as a Jackson parser gives no token for empty content (databind's
     * "No content to map" is the binding's own rule). One byte is a document cut short.
     */
    @Test
    void anEmptyInputHasNoTokenAndNoError() throws IOException {
        ReadOptions o = ReadOptions.DEFAULT;
        for (FracReader r : List.of(FracReader.of(new byte[0], o), FracReader.of(new byte[8], 3, 0, o),
                FracReader.of(ByteBuffer.allocateDirect(0), o), FracReader.of(new ByteArrayInputStream(new byte[0]), o),
                FracReader.of(LengthPrefixedSequence.of(new byte[0]), o))) {
            assertNull(r.next());
            assertNull(r.next(), "and still none");
            assertNull(r.token());
            assertEquals(0, r.depth());
            assertEquals(0, r.childrenAt(0));
            assertEquals(0, r.currentOffset());
        }
        FracFormatException e = assertThrows(FracFormatException.class, () -> FracReader.of(new byte[] {'F'}, o).next());
        assertEquals("input ended inside the document header: needed 3 bytes, 1 remain", e.problem());
    }
}
