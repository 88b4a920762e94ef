package io.fracjson.core;

import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.core.testing.TrickleInputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Input that is not valid frac_json must raise {@link FracFormatException} naming the
 * problem and its offset, from in-memory and streamed input alike: never another
 * exception, an error, or a hang.
 */
class MalformedInputTest {
    private static final HexFormat HEX = HexFormat.of();

    /** Reads every token of every document, decoding every string, as a full consumer would. */
    static void drain(FracReader r) throws IOException {
        try (r) {
            FracToken t;
            while ((t = r.next()) != null) {
                if (t == FracToken.STRING) {
                    r.string();
                }
            }
        }
    }

    private static FracFormatException failure(byte[] input, ReadOptions options) {
        FracFormatException inMemory = assertThrows(FracFormatException.class,
                () -> drain(FracReader.of(input, options)), () -> "no error for " + HEX.formatHex(input));
        FracFormatException streamed = assertThrows(FracFormatException.class,
                () -> drain(FracReader.of(new TrickleInputStream(input), options)));
        assertTrue(inMemory.offset() >= 0 && inMemory.offset() <= input.length,
                "offset " + inMemory.offset() + " outside the input: " + inMemory.getMessage());
        assertTrue(streamed.getMessage().contains("at byte"), streamed.getMessage());
        return inMemory;
    }

    private static FracFormatException failure(String hex) {
        return failure(HEX.parseHex(hex), ReadOptions.DEFAULT);
    }

    static Stream<Arguments> malformed() {
        return Stream.of(
                Arguments.of("truncated header", "464a", "input ended inside the document header"),
                Arguments.of("wrong magic", "464b0000", "expected magic 'FJ'"),
                Arguments.of("version 1", "464a0100", "unsupported frac_json version 1"),
                Arguments.of("unknown config bit 6", "464a4000", "unknown bits 0x40"),
                Arguments.of("dictionary bit without zstd", "464a2000", "without zstd"),
                Arguments.of("dictionary but none given", "464a3000", "no dictionary was given"),
                Arguments.of("empty body", "464a00", "input ended inside a value"),
                Arguments.of("reserved type 0xFE", "464a00fe", "reserved type byte 0xFE"),
                Arguments.of("reserved type 0xFF", "464a00ff", "reserved type byte 0xFF"),
                Arguments.of("reserved key byte", "464a006fff00", "reserved key byte 0xFF"),
                Arguments.of("back reference beyond local keys", "464a0070046100015a00", "back reference 90 but only 1 keys seen"),
                Arguments.of("back reference, vu16 form", "464a006f01ff0100", "back reference 255 but only 0 keys seen"),
                Arguments.of("global index without a table", "464a006fab00", "no keys table was given"),
                Arguments.of("vu16 third byte above 3", "464a006f00ffff0400", "vu16 third byte 0x04 is above 3"),
                Arguments.of("string length beyond input", "464a000f00000100616263", "string length 65536 exceeds remaining 3 bytes"),
                Arguments.of("string length beyond the limit", "464a000fffffffff616263", "string of 4294967295 bytes exceeds the maximum of 20000000"),
                Arguments.of("string u16 beyond input", "464a000e0001", "string length 256 exceeds remaining 0 bytes"),
                Arguments.of("object count beyond input", "464a0012ffffffff", "object of 4294967295 entries exceeds remaining 0 bytes"),
                Arguments.of("array count beyond input", "464a0015ffffff7f00", "array of 2147483647 elements exceeds remaining 1 bytes"),
                Arguments.of("key length beyond input", "464a006f00ffff03", "key length 65535 exceeds remaining 0 bytes"),
                Arguments.of("truncated int64", "464a0009010203", "input ended inside an int64"),
                Arguments.of("truncated float64", "464a000c0000", "input ended inside a float64"),
                Arguments.of("array missing an element", "464a00a0df", "array of 2 elements exceeds remaining 1 bytes"),
                Arguments.of("object missing its value", "464a006f0461", "input ended inside a value"),
                Arguments.of("invalid UTF-8: lone continuation", "464a001780", "not valid UTF-8"),
                Arguments.of("invalid UTF-8: overlong slash", "464a0018c0af", "not valid UTF-8"),
                Arguments.of("invalid UTF-8: overlong 3-byte", "464a0019e080af", "not valid UTF-8"),
                Arguments.of("invalid UTF-8: surrogate", "464a0019eda080", "not valid UTF-8"),
                Arguments.of("invalid UTF-8: above U+10FFFF", "464a001af4908080", "not valid UTF-8"),
                Arguments.of("invalid UTF-8: truncated sequence", "464a0018e282", "not valid UTF-8"),
                Arguments.of("invalid UTF-8: 0xFF", "464a0017ff", "not valid UTF-8"),
                Arguments.of("invalid UTF-8 in a key", "464a006f05c3286101", "key is not valid UTF-8"),
                Arguments.of("trailing garbage document", "464a00c0ffff00", "expected magic 'FJ'"),
                Arguments.of("corrupt zstd frame", "464a10deadbeef00000000", "corrupt zstd frame"),
                Arguments.of("truncated zstd frame", "464a1028b52ffd20042100", "input ended inside the zstd frame"),
                Arguments.of("zstd frame of nothing", "464a1028b52ffd2000010000", "input ended inside a value"),
                // Declares 70 bytes, holds 9 (an int64), ends with an empty block: found by JacksonReadFuzzTest.
                Arguments.of("zstd frame holding less than it declares", "464a1028b52ffd20464a000009010000",
                        "corrupt zstd frame"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("malformed")
    void refusedWithAClearMessage(String what, String hex, String message) {
        FracFormatException e = failure(hex);
        assertTrue(e.getMessage().contains(message), () -> "message \"" + e.getMessage() + "\" lacks \"" + message + "\"");
    }

    @Test
    void globalIndexBeyondTheTable() {
        ReadOptions options = ReadOptions.builder().keysTable(KeysTable.of(List.of("a", "b"))).build();
        FracFormatException e = failure(HEX.parseHex("464a006fad00"), options);
        assertEquals("global key index 2 but the keys table has only 2 keys", e.problem());
        assertEquals(4, e.offset());
    }

    @Test
    void offsetsPointAtTheFaultyItem() {
        // [1, "\xff"]: the bad byte is the 7th of the input.
        FracFormatException e = failure("464a00a0df17ff");
        assertEquals(6, e.offset());
        // The second document of a sequence: offsets count from the start of the input.
        e = failure("464a00df464a00fe");
        assertEquals(7, e.offset());
    }

    @Test
    void dataAfterTheRootValueInACompressedBodyIsRefused() throws IOException {
        byte[] body = {(byte) 0xDF, (byte) 0xDF}; // two roots in one frame
        byte[] frame = com.github.luben.zstd.Zstd.compress(body, 3);
        byte[] doc = new byte[3 + frame.length];
        doc[0] = 'F';
        doc[1] = 'J';
        doc[2] = 0x10;
        System.arraycopy(frame, 0, doc, 3, frame.length);
        assertTrue(failure(doc, ReadOptions.DEFAULT).getMessage().contains("after the root value"));
    }

    @Test
    void everyTruncationOfEveryVectorIsRefused() throws IOException {
        int cases = 0;
        for (ConformanceVector v : TestData.manifest()) {
            if (v.isKeysTableVector()) {
                continue;
            }
            byte[] doc = v.frac();
            if (doc.length > 4096) {
                continue; // the big boundary vectors add time, not coverage
            }
            ReadOptions options = v.readOptions();
            for (int n = 1; n < doc.length; n++) {
                byte[] prefix = Arrays.copyOf(doc, n);
                try {
                    drain(FracReader.of(prefix, options));
                    fail(v.name() + " truncated to " + n + " bytes was accepted");
                } catch (FracFormatException expected) {
                    cases++;
                } catch (Throwable t) {
                    fail(v.name() + " truncated to " + n + " bytes threw " + t, t);
                }
            }
        }
        assertTrue(cases > 5000, "only " + cases + " truncations");
    }

    /**
     * Seeded random corruption of valid documents: each must decode or be refused with
     * the core exception, in memory and streamed.
     */
    @Test
    void randomCorruptionsDecodeOrFailCleanly() throws IOException {
        Random random = new Random(20261122);
        List<ConformanceVector> vectors = TestData.manifest().stream()
                .filter(v -> !v.isKeysTableVector()).toList();
        int refused = 0;
        for (int i = 0; i < 20_000; i++) {
            ConformanceVector v = vectors.get(random.nextInt(vectors.size()));
            byte[] doc = v.frac();
            if (doc.length > 4096) {
                continue;
            }
            byte[] bad = doc.clone();
            int flips = 1 + random.nextInt(3);
            for (int f = 0; f < flips; f++) {
                bad[3 + random.nextInt(bad.length - 3)] = (byte) random.nextInt(256);
            }
            ReadOptions options = v.readOptions();
            Throwable inMemory = outcome(() -> drain(FracReader.of(bad, options)));
            Throwable streamed = outcome(() -> drain(FracReader.of(new ByteArrayInputStream(bad), options)));
            if (inMemory != null) {
                assertInstanceOf(FracFormatException.class, inMemory, () -> "for " + HEX.formatHex(bad));
                refused++;
            }
            if (streamed != null) {
                assertInstanceOf(FracFormatException.class, streamed, () -> "streamed, for " + HEX.formatHex(bad));
            }
            assertEquals(inMemory == null, streamed == null, () -> "in-memory and streamed disagree on "
                    + HEX.formatHex(bad) + ": " + inMemory + " / " + streamed);
        }
        assertTrue(refused > 1000, "only " + refused + " corruptions refused");
    }

    private interface Action {
        void run() throws Exception;
    }

    private static Throwable outcome(Action action) {
        try {
            action.run();
            return null;
        } catch (Throwable t) {
            return t;
        }
    }
}
