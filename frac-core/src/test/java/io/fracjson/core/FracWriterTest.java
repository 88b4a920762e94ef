package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Writer behaviour the conformance vectors cannot show: misuse, errors, and reuse. */
class FracWriterTest {
    private static final HexFormat HEX = HexFormat.of();

    private static String hex(FracWriter w) throws IOException {
        return HEX.formatHex(w.toDocument(Compression.NONE));
    }

    @Test
    void declaredCountsAreCheckedWhereTheyAreBroken() throws IOException {
        FracWriter w = new FracWriter();
        w.writeStartArray(1);
        w.writeNull();
        FracFormatException e = assertThrows(FracFormatException.class, w::writeNull);
        assertEquals("array declared 1 elements but more were written", e.problem());

        w.reset();
        w.writeStartArray(2);
        w.writeNull();
        e = assertThrows(FracFormatException.class, w::writeEndArray);
        assertEquals("array declared 2 elements but 1 were written", e.problem());

        w.reset();
        w.writeStartObject(0);
        e = assertThrows(FracFormatException.class, () -> w.writeKey("a"));
        assertEquals("object declared 0 entries but more were written", e.problem());
    }

    @Test
    void structureIsChecked() throws IOException {
        FracWriter w = new FracWriter();
        assertThrows(FracFormatException.class, () -> w.writeKey("a"), "key outside an object");
        w.reset();
        w.writeStartObject();
        assertThrows(FracFormatException.class, w::writeNull, "value where a key is due");
        for (Writes misuse : new Writes[] {() -> w.writeKey("b"), w::writeEndObject, w::writeEndArray}) {
            w.reset();
            w.writeStartObject();
            w.writeKey("a");
            assertThrows(FracFormatException.class, misuse::run, "key, object end or array end where a value is due");
        }
        w.reset();
        w.writeStartObject();
        w.writeKey("a");
        w.writeNull();
        w.writeEndObject();
        assertTrue(w.isDocumentComplete());
        assertEquals("464a006f046100", HEX.formatHex(w.toDocument(Compression.NONE)));
        w.writeNull();
        assertThrows(FracFormatException.class, w::writeNull, "second root");
    }

    /** Each misplaced write names its rule, wherever the writer is, exact counts of outer levels included. */
    @Test
    void everyMisplacedWriteIsRefusedNamingItsRule() throws IOException {
        FracWriter w = new FracWriter();
        Writes none = () -> { };
        Writes inArray = w::writeStartArray;
        Writes keyDue = w::writeStartObject;
        Writes valueDue = () -> {
            w.writeStartObject();
            w.writeKey("a");
        };
        Writes rootDone = w::writeNull;
        String inObject = "writeEndArray() but the innermost open value is an object";
        assertRefused(w, none, () -> w.writeKey("a"), "a key can only be written in an object");
        assertRefused(w, none, w::writeEndObject, "writeEndObject() but the innermost open value is none");
        assertRefused(w, none, w::writeEndArray, "writeEndArray() but the innermost open value is none");
        assertRefused(w, rootDone, w::writeNull, "the root value is already complete; take the document first");
        assertRefused(w, rootDone, w::writeStartObject, "the root value is already complete; take the document first");
        assertRefused(w, rootDone, () -> w.writeKey("a"), "a key can only be written in an object");
        assertRefused(w, rootDone, w::writeEndArray, "writeEndArray() but the innermost open value is none");
        assertRefused(w, inArray, () -> w.writeKey("a"), "a key can only be written in an object");
        assertRefused(w, inArray, w::writeEndObject, "writeEndObject() but the innermost open value is an array");
        assertRefused(w, keyDue, w::writeNull, "a value was written in an object where a key was due");
        assertRefused(w, keyDue, w::writeStartArray, "a value was written in an object where a key was due");
        assertRefused(w, keyDue, w::writeEndArray, inObject);
        assertRefused(w, valueDue, () -> w.writeKey("b"), "key \"b\" written where the previous key's value was due");
        assertRefused(w, valueDue, w::writeEndObject, "object ended after a key without its value");
        assertRefused(w, valueDue, w::writeEndArray, inObject);

        // An exact count is checked again once a container inside it ends, and a hint inside one is not checked.
        Writes exactArrayAfterAnObject = () -> {
            w.writeStartArray(2);
            w.writeStartObjectWithSizeHint(5);
            w.writeKey("a");
            w.writeNull();
            w.writeEndObject();
            w.writeNull();
        };
        assertRefused(w, exactArrayAfterAnObject, w::writeStartArray, "array declared 2 elements but more were written");
        Writes exactObjectAfterAnArray = () -> {
            w.writeStartObject(1);
            w.writeKey("a");
            w.writeStartArrayWithSizeHint(0);
            w.writeNull();
            w.writeNull();
            w.writeEndArray();
        };
        assertRefused(w, exactObjectAfterAnArray, () -> w.writeKey("b"), "object declared 1 entries but more were written");
        w.reset();
        exactObjectAfterAnArray.run();
        w.writeEndObject();
        assertEquals("464a00" + "6f" + "0461" + "a0" + "0000", hex(w), "{\"a\": [null, null]}");
    }

    /** A null key or value is refused by name, as any misuse, rather than escaping as a bare NullPointerException. */
    @Test
    void nullKeysAndValuesAreRefusedNamingTheProblem() throws IOException {
        FracWriter w = new FracWriter();
        Writes keyDue = w::writeStartObject;
        Writes inArray = w::writeStartArray;
        String writeNull = " is null: write a null value with writeNull()";
        assertRefused(w, keyDue, () -> w.writeKey(null), "a key is null: every key is a string");
        assertRefused(w, keyDue, () -> w.writeKey(null, new byte[0]), "a key is null: every key is a string");
        assertRefused(w, inArray, () -> w.writeString(null), "a string" + writeNull);
        assertRefused(w, inArray, () -> w.writeString(null, new byte[0]), "a string" + writeNull);
        assertRefused(w, inArray, () -> w.writeBigInteger(null, true), "an integer" + writeNull);
        assertRefused(w, inArray, () -> w.writeUtf8String(null, 0, 0), "a string's UTF-8" + writeNull);
        assertRefused(w, inArray, () -> w.writeUtf8String(new byte[3], 2, 2),
                "string bytes at 2 for 2 bytes are outside the array of 3");
        assertRefused(w, inArray, () -> w.writeUtf8String(new byte[3], -1, 1),
                "string bytes at -1 for 1 bytes are outside the array of 3");
    }

    /** After {@code setup} on a new document, {@code misuse} fails with {@code problem} and the document is unusable. */
    private static void assertRefused(FracWriter w, Writes setup, Writes misuse, String problem) throws IOException {
        w.reset();
        setup.run();
        FracFormatException e = assertThrows(FracFormatException.class, misuse::run, problem);
        assertEquals(problem, e.problem());
        FracFormatException refusal = assertThrows(FracFormatException.class, w::writeNull);
        assertSame(e, refusal.getCause(), "refused naming the first failure");
    }

    /** A key is the current one only in the object it was written in, not in a container that comes later at its level. */
    @Test
    void keysBelongToTheirObjectOnly() throws IOException {
        FracWriter w = new FracWriter();
        w.writeStartArray();
        w.writeStartObject();
        w.writeKey("a");
        w.writeNull();
        w.writeEndObject();
        w.writeStartArray();
        assertNull(w.keyAt(2), "an array has no key, though an object at its level had one");
        w.writeEndArray();
        w.writeStartObject();
        assertNull(w.keyAt(2), "nor has an object before its first key");
        w.writeKey("b");
        assertEquals("b", w.keyAt(2));
        assertNull(w.keyAt(1));
        assertNull(w.keyAt(0));
    }

    /**
     * The current key of each level is reported whatever way it was written: by the global
     * table, as a local key or a back reference to one, or past the local table's cap, where
     * it is in neither table; in the innermost object and in enclosing ones.
     */
    @Test
    void keysOfEveryFormAreTheCurrentKeysOfTheirLevels() throws IOException {
        FracWriter w = new FracWriter(KeysTable.of(List.of("global")));
        w.writeStartObject();
        for (int i = 0; i < Format.MAX_U16; i++) { // fills the local table
            w.writeKey("k" + i);
            w.writeNull();
        }
        w.writeKey("global");
        assertEquals("global", w.keyAt(1));
        w.writeStartObject();
        w.writeKey("k7"); // a back reference
        assertEquals("k7", w.keyAt(2));
        assertEquals("global", w.keyAt(1));
        w.writeStartObject();
        w.writeKey("past the cap");
        assertEquals("past the cap", w.keyAt(3));
        w.writeStartArray();
        assertEquals("past the cap", w.keyAt(3));
        assertEquals("k7", w.keyAt(2));
        assertEquals("global", w.keyAt(1));
        w.writeEndArray();
        w.writeKey("k0");
        assertEquals("k0", w.keyAt(3));
        w.writeNull();
        w.writeEndObject();
        assertEquals("k7", w.keyAt(2));
        w.writeEndObject();
        w.writeKey("also past the cap");
        assertEquals("also past the cap", w.keyAt(1));
        w.writeNull();
        w.writeEndObject();
        w.toDocument(Compression.NONE);
        w.writeStartObject();
        w.writeKey("k1"); // a local key of this document, the first
        assertEquals("k1", w.keyAt(1));
    }

    @Test
    void incompleteDocumentsCannotBeTaken() throws IOException {
        FracWriter w = new FracWriter();
        assertThrows(FracFormatException.class, () -> w.toDocument(Compression.NONE));
        w.reset();
        w.writeStartArray();
        FracFormatException e = assertThrows(FracFormatException.class, () -> w.toDocument(Compression.NONE));
        assertTrue(e.problem().contains("1 containers still open"), e.problem());
    }

    /** Issue 9 finding 3: ["a", <failed>, "c"] must not become an array of 3 holding 2. */
    @Test
    void afterAFailedWriteEveryWriteRefusesNamingTheFirstFailure() throws IOException {
        FracWriter w = new FracWriter();
        w.writeStartArray();
        w.writeString("a");
        FracFormatException first = assertThrows(FracFormatException.class, () -> w.writeString("b\uD800"));
        Writes[] later = {() -> w.writeString("c"), w::writeNull, () -> w.writeLong(1), w::writeStartObject,
                () -> w.writeStartArray(0), w::writeEndArray, () -> w.writeKey("k"),
                () -> w.writeBigInteger(BigInteger.TEN, false), () -> w.toDocument(Compression.NONE),
                () -> w.writeDocument(new ByteArrayOutputStream(), Compression.zstd(3))};
        assertRefusedUntilReset(w, first.problem(), first, FracFormatException::getCause, later);
    }

    /**
     * Issue 17 section 4: an output that fails may hold part of the document. Writing it again
     * would put the whole document after that part, so the writer refuses until reset().
     */
    @Test
    void aFailedOutputMakesTheDocumentUnusable() throws IOException {
        FracWriter w = new FracWriter();
        w.writeString("abc");
        IOException disk = new IOException("disk full");
        java.io.OutputStream failing = new java.io.OutputStream() {
            @Override
            public void write(int b) throws IOException {
                throw disk;
            }
        };
        assertSame(disk, assertThrows(IOException.class, () -> w.writeDocument(failing, Compression.NONE)));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertRefusedUntilReset(w, "the output failed: disk full", disk, e -> e.getCause().getCause(),
                () -> w.writeDocument(out, Compression.NONE), w::writeNull, () -> w.toDocument(Compression.NONE));
        assertEquals(0, out.size());
    }

    /**
     * Each of {@code later} refused with a problem naming {@code problem} and caused by
     * {@code cause} (found by {@code causeOf}), until {@code reset()}: after it the writer writes
     * a whole new document.
     */
    private static void assertRefusedUntilReset(FracWriter w, String problem, Throwable cause,
                                                Function<FracFormatException, Throwable> causeOf, Writes... later)
            throws IOException {
        for (Writes write : later) {
            FracFormatException e = assertThrows(FracFormatException.class, write::run);
            assertTrue(e.problem().contains(problem), e.problem());
            assertSame(cause, causeOf.apply(e));
        }
        w.reset();
        w.writeString("c");
        assertEquals("464a001763", hex(w));
    }

    @Test
    void aKeyThatFailsIsNotCountedAndMakesTheDocumentUnusable() throws IOException {
        FracWriter w = new FracWriter();
        w.writeStartObject(1);
        assertThrows(FracFormatException.class, () -> w.writeKey("x".repeat(70_000)));
        FracFormatException e = assertThrows(FracFormatException.class, () -> w.writeKey("k"));
        assertTrue(e.problem().contains("65535"), e.problem());
        w.reset();
        w.writeStartObject(1);
        w.writeKey("x");
        w.writeNull();
        w.writeEndObject();
        assertEquals("464a006f047800", hex(w));
    }

    /** Issue 9 finding 11: a clear exception naming the body limit, not IllegalStateException. */
    @Test
    void aBodyBeyondTheLimitIsRefusedNamingIt() throws IOException {
        FracWriter w = new FracWriter(null, 200_000);
        w.writeStartArray();
        w.writeString("x".repeat(70_000));
        w.writeString("x".repeat(70_000));
        FracFormatException e = assertThrows(FracFormatException.class, () -> w.writeString("x".repeat(70_000)));
        assertTrue(e.problem().contains("exceed 200000 bytes"), e.problem());
        assertThrows(FracFormatException.class, w::writeEndArray, "the document is unusable");
    }

    @Test
    void aStringThatFitsBelowTheLimitIsWrittenThoughItsWorstCaseWouldNot() throws IOException {
        FracWriter w = new FracWriter(null, 200_000);
        w.writeStartArray();
        w.writeString("x".repeat(70_000));
        w.writeString("y".repeat(60_000)); // 3 bytes a char would not fit; 1 byte a char does
        w.writeEndArray();
        assertEquals(3 + 1 + 70_005 + 60_003, w.toDocument(Compression.NONE).length);
    }

    /**
     * The encoder stores a 3-byte char as a 4-byte word, one byte past the char: that byte is room
     * in the buffer, not body, so a string or key ending in such a char still fits a body exactly
     * at the limit.
     */
    @Test
    void aBodyExactlyAtTheLimitEndingInAThreeByteCharIsWritten() throws IOException {
        String text = "a".repeat(97) + "\u4e2d".repeat(300); // 997 bytes of UTF-8, after a 3-byte header
        FracWriter w = new FracWriter(null, 1000);
        w.writeString(text);
        assertEquals(3 + 1000, w.toDocument(Compression.NONE).length);

        String key = "a".repeat(2) + "\u4e2d".repeat(331); // 995 bytes, after a 3-byte key header
        w.writeStartObject(1);
        w.writeKey(key);
        w.writeNull();
        w.writeEndObject();
        byte[] document = w.toDocument(Compression.NONE);
        assertEquals(3 + 1000, document.length);
        try (FracReader r = FracReader.of(document, ReadOptions.DEFAULT)) {
            assertEquals(FracToken.START_OBJECT, r.next());
            assertEquals(FracToken.KEY, r.next());
            assertEquals(key, r.key());
        }
        FracFormatException e = assertThrows(FracFormatException.class, () -> new FracWriter(null, 999).writeString(text));
        assertTrue(e.problem().contains("exceed 999 bytes"), e.problem());
    }

    /** Issue 9 finding 11: zstd's worst case beyond the limit is no NegativeArraySizeException. */
    /**
     * A string is encoded after the header its char count would need as ASCII; where its UTF-8 is
     * longer, that header may be too short, and the bytes move. Each length next to a header's
     * limit (87 tiny, 255 u8, 65535 u16), ASCII or not, gets the header of its UTF-8 length.
     */
    @Test
    void stringsGetTheHeaderOfTheirUtf8Length() throws IOException {
        List<String> strings = new ArrayList<>();
        for (int chars : new int[] {0, 1, 29, 30, 43, 44, 63, 64, 65, 85, 86, 87, 88, 127, 128, 255, 256, 21_845,
                21_846, 32_767, 32_768, 65_535, 65_536}) {
            strings.add("a".repeat(chars));
            strings.add("é".repeat(chars)); // 2 bytes a char
            strings.add("\u4e2d".repeat(chars)); // 3 bytes a char
            strings.add("a".repeat(Math.max(0, chars - 1)) + "\uD83D\uDE00"); // 4 bytes for the last 2 chars
            // ASCII up to the middle, written as such, then a char that is not: encoded again from the start
            strings.add("\u007f".repeat(chars / 2) + "\u0080" + "b".repeat(Math.max(0, chars - chars / 2 - 1)));
        }
        FracWriter w = new FracWriter();
        for (String s : strings) {
            byte[] utf8 = s.getBytes(StandardCharsets.UTF_8);
            int n = utf8.length;
            ByteArrayOutputStream expected = new ByteArrayOutputStream();
            expected.writeBytes(HEX.parseHex("464a00"));
            if (n <= Format.TINY_STRING_MAX_LENGTH) {
                expected.write(Format.TINY_STRING + n);
            } else if (n <= 0xFF) {
                expected.write(Format.STRING_U8);
                expected.write(n);
            } else if (n <= 0xFFFF) {
                expected.write(Format.STRING_U8 + 1);
                expected.write(n);
                expected.write(n >>> 8);
            } else {
                expected.write(Format.STRING_U8 + 2);
                expected.writeBytes(new byte[] {(byte) n, (byte) (n >>> 8), (byte) (n >>> 16), (byte) (n >>> 24)});
            }
            expected.writeBytes(utf8);
            w.writeString(s);
            assertArrayEquals(expected.toByteArray(), w.toDocument(Compression.NONE),
                    s.length() + " chars, " + n + " bytes");
            w.writeString(s, utf8); // its UTF-8 at hand, copied
            assertArrayEquals(expected.toByteArray(), w.toDocument(Compression.NONE),
                    "given with its UTF-8: " + s.length() + " chars, " + n + " bytes");
            w.writeString(s, null); // none at hand: encoded
            assertArrayEquals(expected.toByteArray(), w.toDocument(Compression.NONE),
                    "given without its UTF-8: " + s.length() + " chars, " + n + " bytes");
        }
    }

    @Test
    void aCompressedBodyBeyondTheLimitIsRefusedNamingIt() throws IOException {
        FracWriter w = new FracWriter(null, 1000);
        writeIncompressibleArray(w, 990);
        // Negative levels do not compress literals: the frame is larger than the body.
        FracFormatException e = assertThrows(FracFormatException.class, () -> w.toDocument(Compression.zstd(-100)));
        assertTrue(e.problem().contains("compressed body would exceed 1000 bytes"), e.problem());

        w.reset();
        writeIncompressibleArray(w, 990);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThrows(FracFormatException.class, () -> w.writeDocument(out, Compression.zstd(-100)));
        assertEquals(0, out.size(), "a document that fails to compress writes nothing, not even its header");

        w.reset();
        w.writeString("x".repeat(300));
        assertTrue(w.toDocument(Compression.zstd(3)).length < 100, "a body that compresses well fits");
    }

    private static void writeIncompressibleArray(FracWriter w, int bodySize) throws IOException {
        java.util.Random random = new java.util.Random(11);
        w.writeStartArray();
        while (w.bodySize() < bodySize) {
            w.writeLong(random.nextLong() | Long.MIN_VALUE); // 9 bytes that do not compress
        }
        w.writeEndArray();
    }

    /** Issue 9 finding 4: writers of compressed documents dropped without close() leak no zstd contexts. */
    @Test
    void abandonedWritersHoldNoZstdContexts() throws IOException {
        ZstdDictionary dictionary = ZstdDictionary.of("some dictionary content".repeat(10).getBytes(StandardCharsets.UTF_8));
        for (int i = 0; i < 200; i++) {
            FracWriter w = new FracWriter();
            w.writeString("document " + i);
            w.toDocument(i % 2 == 0 ? Compression.zstd(3) : Compression.zstd(3, dictionary));
        }
        assertTrue(ZstdContexts.COMPRESS.live() <= ZstdContexts.KEPT, ZstdContexts.COMPRESS.live() + " live contexts");
    }

    @Test
    void unpairedSurrogatesAreRefusedNotReplaced() throws IOException {
        FracWriter w = new FracWriter();
        assertThrows(FracFormatException.class, () -> w.writeString("a\uD800"));
        w.reset();
        assertThrows(FracFormatException.class, () -> w.writeString("x".repeat(100) + "\uDC00"));
        w.reset();
        w.writeStartObject();
        assertThrows(FracFormatException.class, () -> w.writeKey("\uDBFFz"));
        w.reset();
        w.writeString("\uD83D\uDE00"); // a valid pair
        assertEquals("464a001af09f9880", hex(w));
    }

    @Test
    void utf8StringsAreCopiedAfterValidation() throws IOException {
        FracWriter w = new FracWriter();
        byte[] utf8 = "héllo".getBytes(StandardCharsets.UTF_8);
        w.writeUtf8String(utf8, 0, utf8.length);
        FracWriter expected = new FracWriter();
        expected.writeString("héllo");
        assertEquals(hex(expected), hex(w));
        assertThrows(FracFormatException.class, () -> new FracWriter().writeUtf8String(new byte[] {(byte) 0xC0, (byte) 0xAF}, 0, 2));
    }

    @Test
    void bigIntegersBeyondUint64AreFloat64OrRefused() throws IOException {
        BigInteger twoTo64 = BigInteger.ONE.shiftLeft(64);
        FracWriter w = new FracWriter();
        w.writeBigInteger(twoTo64, false);
        assertEquals("464a000b0000805f", hex(w)); // 2^64 is exact in float32
        assertThrows(FracFormatException.class, () -> new FracWriter().writeBigInteger(twoTo64, true));
        w.writeBigInteger(twoTo64.subtract(BigInteger.ONE), true);
        assertEquals("464a000affffffffffffffffff".substring(0, 24), hex(w));
        w.writeBigInteger(BigInteger.valueOf(Long.MIN_VALUE), true);
        assertEquals("464a00090000000000000080", hex(w));
    }

    @Test
    void nanAndInfinitiesAreWrittenAsFloats() throws IOException {
        FracWriter w = new FracWriter();
        w.writeDouble(Double.NaN);
        assertEquals("464a000b0000c07f", hex(w));
        w.writeDouble(Double.NEGATIVE_INFINITY);
        assertEquals("464a000b000080ff", hex(w));
    }

    @Test
    void writerIsReusableAndForgetsLocalKeysBetweenDocuments() throws IOException {
        FracWriter w = new FracWriter();
        for (int i = 0; i < 3; i++) {
            w.writeStartObject();
            w.writeKey("a");
            w.writeLong(1);
            w.writeKey("a");
            w.writeLong(2);
            w.writeEndObject();
            assertEquals("464a00700461df57e0", hex(w), "document " + i);
        }
    }

    @Test
    void keysGivenWithTheirUtf8AreWrittenTheSame() throws IOException {
        FracWriter plain = new FracWriter(KeysTable.of(java.util.List.of("g")));
        FracWriter withBytes = new FracWriter(KeysTable.of(java.util.List.of("g")));
        String[] keys = {"g", "naïve", "naïve", "k".repeat(100), "g"};
        plain.writeStartObject();
        withBytes.writeStartObject();
        for (String k : keys) {
            plain.writeKey(k);
            withBytes.writeKey(k, k.getBytes(StandardCharsets.UTF_8));
            plain.writeNull();
            withBytes.writeNull();
        }
        plain.writeEndObject();
        withBytes.writeEndObject();
        assertEquals(hex(plain), hex(withBytes));
    }

    @Test
    void documentsGoToStreamsAsTheyAreTaken() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (FracWriter w = new FracWriter()) {
            w.writeLong(1);
            w.writeDocument(out, Compression.NONE);
            w.writeString("x");
            w.writeDocument(out, Compression.zstd(3));
        }
        byte[] both = out.toByteArray();
        assertEquals("464a00df", HEX.formatHex(both, 0, 4));
        try (FracReader r = FracReader.of(both, ReadOptions.DEFAULT)) {
            assertEquals(FracToken.INT, r.next());
            assertEquals(FracToken.STRING, r.next());
            assertEquals("x", r.string());
            assertEquals(null, r.next());
        }
    }

    @Test
    void unknownCountsWidenInPlace() throws IOException {
        for (int n : new int[] {31, 32, 255, 256, 65535, 65536}) {
            FracWriter unsized = new FracWriter();
            FracWriter sized = new FracWriter();
            unsized.writeStartArray();
            sized.writeStartArray(n);
            for (int i = 0; i < n; i++) {
                unsized.writeStartObject();
                sized.writeStartObject(1);
                unsized.writeKey("k");
                sized.writeKey("k");
                unsized.writeLong(i);
                sized.writeLong(i);
                unsized.writeEndObject();
                sized.writeEndObject();
            }
            unsized.writeEndArray();
            sized.writeEndArray();
            assertArrayEquals(sized.toDocument(Compression.NONE), unsized.toDocument(Compression.NONE), "n=" + n);
        }
    }

    /** Hint and written count on either side of each form boundary: tiny, u8, u16, u32. */
    private static final long[][] WRONG_HINTS = {
            {8, 7}, {7, 8}, {31, 32}, {32, 31}, {47, 48}, {48, 47}, {40, 300}, {300, 40}, {255, 256}, {256, 255},
            {3, 70_000}, {70_000, 3}, {0, 1}, {1, 0}, {-1, 5}, {1L << 32, 5}, {Long.MAX_VALUE, 0}};

    /**
     * A size hint is a guess: whatever the count written, the document is the one written without
     * any count (which the conformance vectors check against the reference), objects and arrays,
     * widened or narrowed, inside a container whose own hint is wrong too.
     */
    @Test
    void aWrongSizeHintCostsAPatchNotTheDocument() throws IOException {
        for (long[] c : WRONG_HINTS) {
            long hint = c[0];
            int n = (int) c[1];
            String how = "hint " + hint + ", written " + n;
            for (boolean object : new boolean[] {true, false}) {
                FracWriter hinted = new FracWriter();
                FracWriter unsized = new FracWriter();
                hinted.writeStartArrayWithSizeHint(n + 1);
                unsized.writeStartArray();
                for (FracWriter w : new FracWriter[] {hinted, unsized}) {
                    if (object) {
                        if (w == hinted) {
                            w.writeStartObjectWithSizeHint(hint);
                        } else {
                            w.writeStartObject();
                        }
                        for (int i = 0; i < n; i++) {
                            w.writeKey("k" + i);
                            w.writeLong(i);
                        }
                        w.writeEndObject();
                    } else {
                        if (w == hinted) {
                            w.writeStartArrayWithSizeHint(hint);
                        } else {
                            w.writeStartArray();
                        }
                        for (int i = 0; i < n; i++) {
                            w.writeLong(i);
                        }
                        w.writeEndArray();
                    }
                    w.writeString("after");
                    w.writeEndArray();
                }
                assertArrayEquals(unsized.toDocument(Compression.NONE), hinted.toDocument(Compression.NONE),
                        (object ? "object, " : "array, ") + how);
            }
        }
    }

    /** An exact count stays a contract where a hint would be patched. */
    @Test
    void anExactCountIsNotAHint() throws IOException {
        FracWriter w = new FracWriter();
        w.writeStartObject(8);
        for (int i = 0; i < 7; i++) {
            w.writeKey("k" + i);
            w.writeNull();
        }
        FracFormatException e = assertThrows(FracFormatException.class, w::writeEndObject);
        assertEquals("object declared 8 entries but 7 were written", e.problem());

        w.reset();
        w.writeStartObjectWithSizeHint(8);
        for (int i = 0; i < 7; i++) {
            w.writeKey("k" + i);
            w.writeNull();
        }
        w.writeEndObject();
        assertEquals("464a00" + "75", hex(w).substring(0, 8), "a tiny object of 7 entries");

        for (long count : new long[] {-1, 1L << 32}) {
            w.reset();
            e = assertThrows(FracFormatException.class, () -> w.writeStartArray(count), "an exact count of " + count);
            assertEquals("container count " + count + " is outside 0..4294967295", e.problem());
        }
    }

    /** One call on a writer, for tests that try several. */
    @FunctionalInterface
    private interface Writes {
        void run() throws IOException;
    }

    @Test
    void structureIsReportedByLevel() throws IOException {
        FracWriter w = new FracWriter();
        w.writeStartObject();
        assertEquals(true, w.isObjectAt(1));
        assertEquals(0, w.childrenAt(1));
        w.writeKey("a");
        assertEquals("a", w.keyAt(1));
        assertEquals(0, w.childrenAt(1), "an entry counts once its value begins");
        w.writeStartArray();
        assertEquals(1, w.childrenAt(1));
        assertEquals(false, w.isObjectAt(2));
        w.writeLong(1);
        w.writeLong(2);
        assertEquals(2, w.childrenAt(2));
        assertThrows(IndexOutOfBoundsException.class, () -> w.keyAt(3), "no level beyond the innermost");
        w.writeEndArray();
        assertEquals("a", w.keyAt(1));
        w.writeKey("b");
        w.writeNull();
        assertEquals(2, w.childrenAt(1));
        w.writeEndObject();
        w.toDocument(Compression.NONE);
        w.writeStartObject();
        assertEquals(null, w.keyAt(1), "a new document starts without keys");
    }

    /** The root's children are the documents taken since the writer was made or reset, and the one begun. */
    @Test
    void theRootCountsDocumentsUntilReset() throws IOException {
        FracWriter w = new FracWriter();
        assertEquals(0, w.childrenAt(0));
        w.writeStartArray();
        assertEquals(1, w.childrenAt(0), "a root value counts from its start");
        w.writeEndArray();
        w.toDocument(Compression.NONE);
        assertEquals(1, w.childrenAt(0));
        w.writeNull();
        w.writeDocument(new ByteArrayOutputStream(), Compression.NONE);
        assertEquals(2, w.childrenAt(0));
        w.writeStartObject();
        w.reset();
        assertEquals(0, w.childrenAt(0), "a reset writer is as new");
    }

    /** A key past the local table's cap is kept by level, not in the index: a pooled writer must let go of it too. */
    @Test
    void aKeyPastTheCapIsNotKeptAfterItsDocument() throws Exception {
        FracWriter w = new FracWriter();
        w.writeStartObject();
        for (int i = 0; i < Format.MAX_U16; i++) { // fills the local table
            w.writeKey("k" + i);
            w.writeNull();
        }
        String key = new String("past the cap");
        java.lang.ref.WeakReference<String> ref = new java.lang.ref.WeakReference<>(key);
        w.writeKey(key);
        key = null;
        w.writeStartArray();
        w.writeEndArray();
        w.writeEndObject();
        w.toDocument(Compression.NONE);
        assertTrue(Gc.collects(ref), "the writer still holds the key past the cap");
        assertEquals(null, key);
    }

    /** A writer switches tables between documents only, and keeps counting its documents. */
    @Test
    void theKeysTableChangesBetweenDocumentsOnly() throws IOException {
        KeysTable table = KeysTable.of(java.util.List.of("id"));
        FracWriter w = new FracWriter();
        w.writeNull();
        w.toDocument(Compression.NONE);
        w.useKeysTable(table);
        w.writeStartObject();
        assertThrows(IllegalStateException.class, () -> w.useKeysTable(KeysTable.EMPTY));
        w.writeKey("id");
        w.writeLong(1);
        w.writeEndObject();
        FracWriter withTable = new FracWriter(table);
        withTable.writeStartObject();
        withTable.writeKey("id");
        withTable.writeLong(1);
        withTable.writeEndObject();
        assertArrayEquals(withTable.toDocument(Compression.NONE), w.toDocument(Compression.NONE));
        assertEquals(2, w.childrenAt(0));
    }
}
