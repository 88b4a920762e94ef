package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
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
        w.writeStartObject();
        assertThrows(FracFormatException.class, w::writeNull, "value where a key is due");
        w.writeKey("a");
        assertThrows(FracFormatException.class, () -> w.writeKey("b"), "key where a value is due");
        assertThrows(FracFormatException.class, w::writeEndObject, "end after a key");
        assertThrows(FracFormatException.class, w::writeEndArray, "array end in an object");
        w.writeNull();
        w.writeEndObject();
        assertTrue(w.isDocumentComplete());
        assertThrows(FracFormatException.class, w::writeNull, "second root");
        assertEquals("464a006f046100", hex(w));
    }

    @Test
    void incompleteDocumentsCannotBeTaken() throws IOException {
        FracWriter w = new FracWriter();
        assertThrows(FracFormatException.class, () -> w.toDocument(Compression.NONE));
        w.writeStartArray();
        FracFormatException e = assertThrows(FracFormatException.class, () -> w.toDocument(Compression.NONE));
        assertTrue(e.problem().contains("1 containers still open"), e.problem());
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
}
