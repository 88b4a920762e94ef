package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Parser;
import io.fracjson.testkit.Settings.ReadLimit;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.List;

import static io.fracjson.testkit.Failure.Family.CONSTRAINTS;
import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Jackson's StreamReadConstraints and StreamWriteConstraints hold for frac_json too. */
public abstract class StreamConstraintsBehaviour extends LineTest {
    protected StreamConstraintsBehaviour(JacksonLine line) {
        super(line);
    }

    private static void readAll(Factory f, byte[] doc) throws IOException {
        try (Parser p = f.parser(new ByteArrayInputStream(doc))) {
            while (p.nextToken() != null) {
                p.text();
            }
        }
    }

    private byte[] nested(int depth) throws IOException {
        return write(g -> {
            for (int i = 0; i < depth; i++) {
                g.writeStartArray();
            }
            for (int i = 0; i < depth; i++) {
                g.writeEndArray();
            }
        });
    }

    @Test
    void nestingDepth() throws IOException {
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.NESTING_DEPTH, 10));
        assertDoesNotThrow(() -> readAll(f, nested(10)));
        Failure e = expect(line, CONSTRAINTS, () -> readAll(f, nested(11)));
        assertTrue(e.fullMessage().contains("nesting depth"), e.fullMessage());

        Factory writing = line.factory(Settings.defaults().maxWriteNestingDepth(10));
        expect(line, CONSTRAINTS, () -> Documents.write(writing, g -> {
            for (int i = 0; i < 11; i++) {
                g.writeStartArray();
            }
        }));
    }

    @Test
    void stringLengthCountsChars() throws IOException {
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.STRING_LENGTH, 10));
        // 10 chars of 3 bytes each: within the limit although 30 bytes long.
        assertDoesNotThrow(() -> readAll(f, write(g -> g.writeString("€".repeat(10)))));
        expect(line, CONSTRAINTS, () -> readAll(f, write(g -> g.writeString("a".repeat(11)))));
        expect(line, CONSTRAINTS, () -> readAll(f, write(g -> g.writeString("€".repeat(11)))));
    }

    @Test
    void stringLengthIsReportedInChars() throws IOException {
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.STRING_LENGTH, 10));
        // 4-byte characters are 2 chars each: 5 fit, in 20 bytes; 6 do not.
        assertDoesNotThrow(() -> readAll(f, write(g -> g.writeString("\uD83D\uDE00".repeat(5)))));
        Failure e = expect(line, CONSTRAINTS, () -> readAll(f, write(g -> g.writeString("\uD83D\uDE00".repeat(6)))));
        assertTrue(e.fullMessage().startsWith("string of 12 chars exceeds the maximum of 10"), e.fullMessage());
        assertEquals(3, e.byteOffset(), "the string's own offset");
        e = expect(line, CONSTRAINTS, () -> readAll(f, write(g -> g.writeString("a".repeat(5) + "€".repeat(6)))));
        assertTrue(e.fullMessage().startsWith("string of 11 chars exceeds the maximum of 10"), e.fullMessage());
    }

    /**
     * A string refused for its chars (which the reader checks as it reads it) ends the
     * input: before, the token before it stayed current and its text was the refused string, read
     * past the limit, and the next token followed it.
     */
    @Test
    void aStringRefusedForItsCharsEndsTheInput() throws IOException {
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.STRING_LENGTH, 10));
        byte[] doc = write(g -> {
            g.writeStartArray();
            g.writeString("ok");
            g.writeString("x".repeat(20));
            g.writeEndArray();
        });
        for (boolean decodedBefore : new boolean[] {true, false}) {
            try (Parser p = f.parser(new ByteArrayInputStream(doc))) {
                p.nextToken();
                p.nextToken();
                if (decodedBefore) {
                    assertEquals("ok", p.text());
                }
                expect(line, CONSTRAINTS, p::nextToken);
                assertEquals(Token.STRING, p.currentToken());
                if (decodedBefore) {
                    assertEquals("ok", p.text(), "the string decoded before");
                } else {
                    // a string not decoded before an error is not given
                    expect(line, READ, p::text);
                }
                assertNull(p.nextToken(), "the input ended");
            }
        }
    }

    /**
     * Issue 9 #9: a string over the char limit was decoded (up to 3 chars a byte of the
     * limit) before its length was compared; its chars are counted in place instead.
     */
    @Test
    void aTooLongStringIsRefusedWithoutDecodingIt() throws IOException {
        int maxChars = 1_000_000;
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.STRING_LENGTH, maxChars));
        byte[] doc = write(g -> g.writeString("x".repeat(3 * maxChars - 100)));
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try (Parser p = f.parser(doc)) {
            long before = threads.getCurrentThreadAllocatedBytes();
            Failure e = expect(line, CONSTRAINTS, p::nextToken);
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(e.fullMessage().startsWith("string of " + (3 * maxChars - 100) + " chars exceeds"),
                    e.fullMessage());
            assertTrue(allocated < maxChars / 4, "allocated " + allocated + " bytes to refuse the string");
        }
    }

    /** An object of one null property. */
    private static byte[] nullProperty(Factory f, String name) throws IOException {
        return Documents.write(f, g -> {
            g.writeStartObject();
            g.writeName(name);
            g.writeNull();
            g.writeEndObject();
        });
    }

    @Test
    void nameLength() throws IOException {
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.NAME_LENGTH, 5));
        byte[] ok = nullProperty(line.factory(), "€€€€€");
        byte[] tooLong = nullProperty(line.factory(), "abcdef");
        assertDoesNotThrow(() -> readAll(f, ok));
        expect(line, CONSTRAINTS, () -> readAll(f, tooLong));
    }

    @Test
    void nameLengthHoldsForKeysOfTheKeysTable() throws IOException {
        KeysTable table = KeysTable.of(List.of("short", "toolong"));
        Factory f = line.factory(Settings.defaults().keysTable(table).readLimit(ReadLimit.NAME_LENGTH, 5));
        byte[] ok = nullProperty(f, "short");
        byte[] tooLong = nullProperty(f, "toolong");
        assertDoesNotThrow(() -> readAll(f, ok));
        Failure e = expect(line, CONSTRAINTS, () -> readAll(f, tooLong));
        assertTrue(e.message().contains("7 chars"), e.message());
    }

    @Test
    void documentLength() throws IOException {
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.DOCUMENT_LENGTH, 100));
        expect(line, CONSTRAINTS, () -> readAll(f, write(g -> g.writeString("x".repeat(200)))));
        assertDoesNotThrow(() -> readAll(f, write(g -> g.writeString("x".repeat(50)))));
    }
}
