package io.fracjson.testkit;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import io.fracjson.testkit.Settings.ReadLimit;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static io.fracjson.testkit.Documents.document;
import static io.fracjson.testkit.Documents.hex;
import static io.fracjson.testkit.Failure.Family.CONSTRAINTS;
import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Broken input read through Jackson fails with a StreamReadException, or Jackson's
 * StreamConstraintsException for a limit (e.g. a corrupted length), carrying the core's
 * problem and offset, and nothing else: no IndexOutOfBounds, NPE or other runtime exception
 * (nor, Jackson 3's exceptions being unchecked, any of its other JacksonExceptions).
 */
public abstract class MalformedInputBehaviour extends LineTest {
    private final Factory factory;
    private final Factory withTable;

    protected MalformedInputBehaviour(JacksonLine line) {
        super(line);
        this.factory = line.factory();
        this.withTable = line.factory(Settings.defaults().keysTable(KeysTable.of(List.of("a", "b"))).compressionLevel(3));
    }

    private List<byte[]> documents() throws IOException {
        Mapper mapper = line.mapper();
        List<byte[]> docs = new ArrayList<>();
        docs.add(mapper.write(Map.of("name", "héllo wörld", "n", List.of(1, -300, 70000, 1L << 40, 0.1,
                1.5, true, false), "nested", Map.of("name", "x".repeat(100)))));
        docs.add(mapper.write(List.of("a".repeat(300), Map.of("k", List.of()), -1.0e300)));
        docs.add(withTable.mapper().write(Map.of("a", 1, "b", List.of("c", "d"), "c", 2)));
        return docs;
    }

    /** Reads every token and value; returns normally only if the input was valid. */
    private static void readFully(Parser p) throws IOException {
        try (p) {
            for (Token t = p.nextToken(); t != null; t = p.nextToken()) {
                if (isScalarValue(t)) {
                    p.text();
                }
            }
        }
    }

    private static boolean isScalarValue(Token t) {
        return switch (t) {
            case STRING, INT, FLOAT, TRUE, FALSE, NULL, EMBEDDED_OBJECT -> true;
            default -> false;
        };
    }

    /** A StreamReadException (a coercion included) or StreamConstraintsException: the documented read errors. */
    private static boolean isReadError(Failure failure) {
        return failure.family() == READ || failure.family() == Failure.Family.COERCION
                || failure.family() == CONSTRAINTS;
    }

    private void assertFailsCleanly(Factory f, byte[] input, String what) {
        for (int mode = 0; mode < 2; mode++) {
            try {
                readFully(mode == 0 ? f.parser(input) : f.parser(new TrickleInputStream(input)));
                fail(what + ": no error for " + hex(input));
            } catch (Exception e) {
                Failure failure = line.failure(e);
                if (!isReadError(failure)) {
                    fail(what + ": " + e + " for " + hex(input), e);
                }
                Throwable cause = e.getCause();
                assertTrue(cause == null || cause instanceof FracFormatException,
                        what + ": a defect surfaced as " + cause);
                assertTrue(e.getMessage().contains("byte"), what + ": no offset in " + e.getMessage());
            }
        }
    }

    /** Where any outcome is allowed except an exception other than StreamReadException. */
    private void assertNoCrash(Factory f, byte[] input, String what) {
        try {
            readFully(f.parser(input));
        } catch (Exception e) {
            if (!isReadError(line.failure(e))) {
                fail(what + ": " + e + " for " + hex(input), e);
            }
            Throwable cause = e.getCause();
            assertTrue(cause == null || cause instanceof FracFormatException, what + ": a defect surfaced as " + cause);
        }
    }

    @Test
    void truncatedAtEveryByte() throws IOException {
        for (byte[] doc : documents()) {
            Factory f = doc[2] != 0 ? withTable : factory;
            for (int n = 1; n < doc.length; n++) {
                assertFailsCleanly(f, Arrays.copyOf(doc, n), "truncated at " + n);
            }
        }
    }

    @Test
    void brokenHeadersTypesAndKeys() {
        assertFailsCleanly(factory, new byte[] {'F', 'X', 0, 0}, "bad magic");
        assertFailsCleanly(factory, new byte[] {'F', 'J', 1, 0}, "version 1");
        assertFailsCleanly(factory, new byte[] {'F', 'J', 0x40, 0}, "unknown config bit");
        assertFailsCleanly(factory, new byte[] {'F', 'J', 0x30, 0}, "dictionary needed");
        assertFailsCleanly(factory, new byte[] {'F', 'J', 0x10, 1, 2, 3, 4}, "corrupt zstd frame");
        assertFailsCleanly(factory, document("fe"), "reserved type 0xFE");
        assertFailsCleanly(factory, document("ff"), "reserved type 0xFF");
        assertFailsCleanly(factory, document("6f ff 00"), "reserved key byte");
        assertFailsCleanly(factory, document("6f 57 00"), "back reference with no keys seen");
        assertFailsCleanly(factory, document("6f ab 00"), "global key without a table");
        assertFailsCleanly(factory, document("6f 00 ff ff 07"), "vu16 third byte above 3");
        assertFailsCleanly(factory, document("18 c3 28"), "invalid UTF-8 string");
        assertFailsCleanly(factory, document("6f 05 c3 28 c0"), "invalid UTF-8 key");
        assertFailsCleanly(factory, document("0f ffffffff 00"), "huge string length");
        assertFailsCleanly(factory, document("12 ffffffff"), "huge object count");
        assertFailsCleanly(factory, document("15 ffffffff"), "huge array count");
        assertFailsCleanly(factory, document("c0 c0"), "bytes after the root value that are no document");
    }

    @Test
    void randomCorruption() throws IOException {
        Random random = new Random(42);
        for (byte[] doc : documents()) {
            Factory f = doc[2] != 0 ? withTable : factory;
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
        Failure broken = expect(line, READ, () -> readFully(factory.parser(document("6f 57 00"))));
        assertEquals(4, broken.byteOffset());
        assertOffsetOnce(broken.fullMessage(), 4);

        Factory shallow = line.factory(Settings.defaults().readLimit(ReadLimit.NESTING_DEPTH, 1));
        Failure tooDeep = expect(line, CONSTRAINTS, () -> readFully(shallow.parser(document("9f 9f 9e"))));
        assertEquals(4, tooDeep.byteOffset());
        assertOffsetOnce(tooDeep.fullMessage(), 4);
    }

    private static void assertOffsetOnce(String message, long offset) {
        assertFalse(message.contains("at byte " + offset), message);
        assertTrue(message.contains("byte offset: #" + offset), message);
    }

    @Test
    void databindSeesStreamReadExceptions() {
        Failure e = expect(line, READ,
                () -> line.mapper().read(new ByteArrayInputStream(document("6f 57 00")), Map.class));
        assertTrue(e.fullMessage().contains("back reference"), e.fullMessage());
    }
}
