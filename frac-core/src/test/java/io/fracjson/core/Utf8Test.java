package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * {@link Utf8#decodeStrict} decodes through the JDK's replacing decoder and refuses what it
 * replaced, or (given chars) validates and decodes in one pass of its own: each must agree, on
 * every short sequence, with the JDK's reporting decoder (which throws instead of replacing) and
 * with {@link Utf8#firstInvalid}.
 */
class Utf8Test {
    /** Third bytes: the continuation range's ends and middle, and what lies either side of it. */
    private static final int[] EDGES = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE0, 0xFF};
    private static final CharsetDecoder REPORTING = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);

    /** The JDK's strict decoding, or null where it reports malformed input. */
    private static String reported(byte[] b, int off, int len) {
        try {
            return REPORTING.decode(ByteBuffer.wrap(b, off, len)).toString();
        } catch (CharacterCodingException e) {
            return null;
        }
    }

    /** The sequence placed between ASCII bytes, which must not change the verdict on it. */
    private static void check(byte[] seq) {
        byte[] b = new byte[seq.length + 4];
        b[0] = 'a';
        b[1] = 'b';
        System.arraycopy(seq, 0, b, 2, seq.length);
        b[b.length - 2] = 'c';
        b[b.length - 1] = (byte) 0xFF; // outside the range: never looked at
        String expected = reported(b, 2, seq.length);
        String decoded = Utf8.decodeStrict(b, 2, seq.length);
        assertEquals(expected, decoded, () -> java.util.HexFormat.of().formatHex(seq));
        assertEquals(expected == null, Utf8.firstInvalid(b, 2, seq.length) >= 0,
                () -> "firstInvalid on " + java.util.HexFormat.of().formatHex(seq));
        assertEquals(expected, Utf8.decodeStrict(b, 2, seq.length, new char[seq.length]),
                () -> "into chars: " + java.util.HexFormat.of().formatHex(seq));
        // after an ASCII run that the eight-byte scan passes
        byte[] run = new byte[11 + seq.length];
        java.util.Arrays.fill(run, (byte) 'x');
        System.arraycopy(seq, 0, run, 10, seq.length);
        run[run.length - 1] = (byte) 0xFF;
        String expectedAfterRun = reported(run, 1, run.length - 2);
        assertEquals(expectedAfterRun, Utf8.decodeStrict(run, 1, run.length - 2, new char[run.length - 2]),
                () -> "into chars after ASCII: " + java.util.HexFormat.of().formatHex(seq));
    }

    @Test
    void everySequenceOfUpToTwoBytesAndThreeAtTheEdgesIsDecodedOrRefusedAsTheJdksReportingDecoderDoes() {
        for (int a = 0; a < 256; a++) {
            check(new byte[] {(byte) a});
            for (int b = 0; b < 256; b++) {
                check(new byte[] {(byte) a, (byte) b});
                if (a >= 0xC0) { // below, a 3-byte sequence is an ASCII or continuation byte and two more
                    for (int c : EDGES) {
                        check(new byte[] {(byte) a, (byte) b, (byte) c});
                    }
                }
            }
        }
    }

    @Test
    void fourByteSequencesAndLongerMixturesAgreeToo() {
        Random random = new Random(20261124);
        int[] interesting = {0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0,
                0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF};
        for (int i = 0; i < 100_000; i++) {
            byte[] seq = new byte[1 + random.nextInt(i % 10 == 0 ? 40 : 6)];
            for (int j = 0; j < seq.length; j++) {
                seq[j] = (byte) (random.nextBoolean() ? interesting[random.nextInt(interesting.length)]
                        : 0x80 | random.nextInt(0x40));
            }
            check(seq);
        }
    }

    @Test
    void aReplacementCharacterTheInputEncodesIsKept() {
        byte[] b = "a\uFFFDb\uD83D\uDE00".getBytes(StandardCharsets.UTF_8);
        assertEquals("a\uFFFDb\uD83D\uDE00", Utf8.decodeStrict(b, 0, b.length));
        b[1] = (byte) 0xC0; // EF BF BD becomes C0 BF BD: replaced by the JDK, refused here
        assertNull(Utf8.decodeStrict(b, 0, b.length));
    }
}
