package io.fracjson.jackson3.fuzz;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.support.Frac;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonParser;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.databind.ObjectMapper;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Broken input read through Jackson fails with a StreamReadException, or Jackson's
 * StreamConstraintsException for a limit (e.g. a corrupted length), carrying the core's
 * problem and offset, and nothing else: no IndexOutOfBounds, NPE or other runtime exception.
 * (Jackson 3's exceptions are unchecked, so "nothing else" includes its other JacksonExceptions.)
 */
class MalformedInputTest {
    private static final FracJsonFactory FACTORY = new FracJsonFactory();
    private static final FracJsonFactory WITH_TABLE =
            FracJsonFactory.builder().keysTable(KeysTable.of(List.of("a", "b"))).compressionLevel(3).build();

    private static List<byte[]> documents() {
        ObjectMapper mapper = new FracJsonMapper();
        List<byte[]> docs = new ArrayList<>();
        docs.add(mapper.writeValueAsBytes(Map.of("name", "héllo wörld", "n", List.of(1, -300, 70000, 1L << 40, 0.1,
                1.5, true, false), "nested", Map.of("name", "x".repeat(100)))));
        docs.add(mapper.writeValueAsBytes(List.of("a".repeat(300), Map.of("k", List.of()), -1.0e300)));
        docs.add(new FracJsonMapper(WITH_TABLE).writeValueAsBytes(Map.of("a", 1, "b", List.of("c", "d"), "c", 2)));
        return docs;
    }

    /** Reads every token and value; returns normally only if the input was valid. */
    private static void readFully(JsonParser p) {
        try (p) {
            while (p.nextToken() != null) {
                if (p.currentToken().isScalarValue()) {
                    p.getString();
                }
            }
        }
    }

    private static void assertFailsCleanly(FracJsonFactory f, byte[] input, String what) {
        for (int mode = 0; mode < 2; mode++) {
            try {
                readFully(mode == 0 ? f.createParser(ObjectReadContext.empty(), input) : f.createParser(ObjectReadContext.empty(), new TrickleInputStream(input)));
                fail(what + ": no error for " + Frac.hex(input));
            } catch (StreamReadException | StreamConstraintsException e) {
                Throwable cause = e.getCause();
                assertTrue(cause == null || cause instanceof FracFormatException,
                        what + ": a defect surfaced as " + cause);
                assertTrue(e.getMessage().contains("byte"), what + ": no offset in " + e.getMessage());
            } catch (Exception e) {
                fail(what + ": " + e + " for " + Frac.hex(input), e);
            }
        }
    }

    /** Where any outcome is allowed except an exception other than StreamReadException. */
    private static void assertNoCrash(FracJsonFactory f, byte[] input, String what) {
        try {
            readFully(f.createParser(ObjectReadContext.empty(), input));
        } catch (StreamReadException | StreamConstraintsException e) {
            Throwable cause = e.getCause();
            assertTrue(cause == null || cause instanceof FracFormatException, what + ": a defect surfaced as " + cause);
        } catch (Exception e) {
            fail(what + ": " + e + " for " + Frac.hex(input), e);
        }
    }

    @Test
    void truncatedAtEveryByte() {
        for (byte[] doc : documents()) {
            FracJsonFactory f = doc[2] != 0 ? WITH_TABLE : FACTORY;
            for (int n = 1; n < doc.length; n++) {
                assertFailsCleanly(f, Arrays.copyOf(doc, n), "truncated at " + n);
            }
        }
    }

    @Test
    void brokenHeadersTypesAndKeys() {
        assertFailsCleanly(FACTORY, new byte[] {'F', 'X', 0, 0}, "bad magic");
        assertFailsCleanly(FACTORY, new byte[] {'F', 'J', 1, 0}, "version 1");
        assertFailsCleanly(FACTORY, new byte[] {'F', 'J', 0x40, 0}, "unknown config bit");
        assertFailsCleanly(FACTORY, new byte[] {'F', 'J', 0x30, 0}, "dictionary needed");
        assertFailsCleanly(FACTORY, new byte[] {'F', 'J', 0x10, 1, 2, 3, 4}, "corrupt zstd frame");
        assertFailsCleanly(FACTORY, Frac.document("fe"), "reserved type 0xFE");
        assertFailsCleanly(FACTORY, Frac.document("ff"), "reserved type 0xFF");
        assertFailsCleanly(FACTORY, Frac.document("6f ff 00"), "reserved key byte");
        assertFailsCleanly(FACTORY, Frac.document("6f 57 00"), "back reference with no keys seen");
        assertFailsCleanly(FACTORY, Frac.document("6f ab 00"), "global key without a table");
        assertFailsCleanly(FACTORY, Frac.document("6f 00 ff ff 07"), "vu16 third byte above 3");
        assertFailsCleanly(FACTORY, Frac.document("18 c3 28"), "invalid UTF-8 string");
        assertFailsCleanly(FACTORY, Frac.document("6f 05 c3 28 c0"), "invalid UTF-8 key");
        assertFailsCleanly(FACTORY, Frac.document("0f ffffffff 00"), "huge string length");
        assertFailsCleanly(FACTORY, Frac.document("12 ffffffff"), "huge object count");
        assertFailsCleanly(FACTORY, Frac.document("15 ffffffff"), "huge array count");
        assertFailsCleanly(FACTORY, Frac.document("c0 c0"), "bytes after the root value that are no document");
    }

    @Test
    void randomCorruption() {
        Random random = new Random(42);
        for (byte[] doc : documents()) {
            FracJsonFactory f = doc[2] != 0 ? WITH_TABLE : FACTORY;
            for (int i = 0; i < 2000; i++) {
                byte[] broken = doc.clone();
                for (int flips = 1 + random.nextInt(3); flips > 0; flips--) {
                    broken[random.nextInt(broken.length)] = (byte) random.nextInt(256);
                }
                assertNoCrash(f, broken, "corrupted");
            }
        }
    }

    /** Issue 9 #12: the core's "(at byte N)" and Jackson's location said the same offset twice. */
    @Test
    void messagesNameTheOffsetOnce() {
        StreamReadException broken = assertThrows(StreamReadException.class,
                () -> readFully(FACTORY.createParser(ObjectReadContext.empty(), Frac.document("6f 57 00"))));
        assertEquals(4, broken.getLocation().getByteOffset());
        assertOffsetOnce(broken.getMessage(), 4);

        FracJsonFactory shallow = FracJsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(1).build()).build();
        StreamConstraintsException tooDeep = assertThrows(StreamConstraintsException.class,
                () -> readFully(shallow.createParser(ObjectReadContext.empty(), Frac.document("9f 9f 9e"))));
        assertEquals(4, tooDeep.getLocation().getByteOffset());
        assertOffsetOnce(tooDeep.getMessage(), 4);
    }

    private static void assertOffsetOnce(String message, long offset) {
        assertFalse(message.contains("at byte " + offset), message);
        assertTrue(message.contains("byte offset: #" + offset), message);
    }

    @Test
    void databindSeesStreamReadExceptions() {
        StreamReadException e = assertThrows(StreamReadException.class,
                () -> new FracJsonMapper().readValue(new ByteArrayInputStream(Frac.document("6f 57 00")), Map.class));
        assertTrue(e.getMessage().contains("back reference"), e.getMessage());
    }
}
