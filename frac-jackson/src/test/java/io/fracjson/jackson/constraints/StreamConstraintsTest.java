package io.fracjson.jackson.constraints;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.support.Frac;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.management.ManagementFactory;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Jackson's StreamReadConstraints and StreamWriteConstraints hold for frac_json too. */
class StreamConstraintsTest {
    private static FracJsonFactory reading(StreamReadConstraints c) {
        return FracJsonFactory.builder().streamReadConstraints(c).build();
    }

    private static void readAll(FracJsonFactory f, byte[] doc) throws IOException {
        try (JsonParser p = f.createParser(new ByteArrayInputStream(doc))) {
            while (p.nextToken() != null) {
                p.getText();
            }
        }
    }

    private static byte[] nested(int depth) throws IOException {
        return Frac.write(g -> {
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
        FracJsonFactory f = reading(StreamReadConstraints.builder().maxNestingDepth(10).build());
        assertDoesNotThrow(() -> readAll(f, nested(10)));
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class, () -> readAll(f, nested(11)));
        assertTrue(e.getMessage().contains("nesting depth"), e.getMessage());

        FracJsonFactory writing = FracJsonFactory.builder()
                .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(10).build()).build();
        assertThrows(StreamConstraintsException.class, () -> Frac.write(writing, g -> {
            for (int i = 0; i < 11; i++) {
                g.writeStartArray();
            }
        }));
    }

    @Test
    void stringLengthCountsChars() throws IOException {
        FracJsonFactory f = reading(StreamReadConstraints.builder().maxStringLength(10).build());
        // 10 chars of 3 bytes each: within the limit although 30 bytes long.
        assertDoesNotThrow(() -> readAll(f, Frac.write(g -> g.writeString("€".repeat(10)))));
        assertThrows(StreamConstraintsException.class, () -> readAll(f, Frac.write(g -> g.writeString("a".repeat(11)))));
        assertThrows(StreamConstraintsException.class, () -> readAll(f, Frac.write(g -> g.writeString("€".repeat(11)))));
    }

    @Test
    void stringLengthIsReportedInChars() throws IOException {
        FracJsonFactory f = reading(StreamReadConstraints.builder().maxStringLength(10).build());
        // 4-byte characters are 2 chars each: 5 fit, in 20 bytes; 6 do not.
        assertDoesNotThrow(() -> readAll(f, Frac.write(g -> g.writeString("\uD83D\uDE00".repeat(5)))));
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class,
                () -> readAll(f, Frac.write(g -> g.writeString("\uD83D\uDE00".repeat(6)))));
        assertTrue(e.getMessage().startsWith("string of 12 chars exceeds the maximum of 10"), e.getMessage());
        assertEquals(3, e.getLocation().getByteOffset(), "the string's own offset");
        e = assertThrows(StreamConstraintsException.class,
                () -> readAll(f, Frac.write(g -> g.writeString("a".repeat(5) + "€".repeat(6)))));
        assertTrue(e.getMessage().startsWith("string of 11 chars exceeds the maximum of 10"), e.getMessage());
    }

    /**
     * A string refused for its chars (which the reader checks as it reads it) ends the
     * input: before, the token before it stayed current and its text was the refused string, read
     * past the limit, and the next token followed it.
     */
    @Test
    void aStringRefusedForItsCharsEndsTheInput() throws IOException {
        FracJsonFactory f = reading(StreamReadConstraints.builder().maxStringLength(10).build());
        byte[] doc = Frac.write(g -> {
            g.writeStartArray();
            g.writeString("ok");
            g.writeString("x".repeat(20));
            g.writeEndArray();
        });
        for (boolean decodedBefore : new boolean[] {true, false}) {
            try (JsonParser p = f.createParser(new ByteArrayInputStream(doc))) {
                p.nextToken();
                p.nextToken();
                if (decodedBefore) {
                    assertEquals("ok", p.getText());
                }
                assertThrows(StreamConstraintsException.class, p::nextToken);
                assertEquals(JsonToken.VALUE_STRING, p.currentToken());
                if (decodedBefore) {
                    assertEquals("ok", p.getText(), "the string decoded before");
                } else {
                    assertThrows(com.fasterxml.jackson.core.JsonParseException.class, p::getText, "a string not decoded before an error is not given");
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
        FracJsonFactory f = reading(StreamReadConstraints.builder().maxStringLength(maxChars).build());
        byte[] doc = Frac.write(g -> g.writeString("x".repeat(3 * maxChars - 100)));
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        try (JsonParser p = f.createParser(doc)) {
            long before = threads.getCurrentThreadAllocatedBytes();
            StreamConstraintsException e = assertThrows(StreamConstraintsException.class, p::nextToken);
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(e.getMessage().startsWith("string of " + (3 * maxChars - 100) + " chars exceeds"),
                    e.getMessage());
            assertTrue(allocated < maxChars / 4, "allocated " + allocated + " bytes to refuse the string");
        }
    }

    @Test
    void nameLength() throws IOException {
        FracJsonFactory f = reading(StreamReadConstraints.builder().maxNameLength(5).build());
        byte[] ok = Frac.write(g -> {
            g.writeStartObject();
            g.writeNullField("€€€€€");
            g.writeEndObject();
        });
        byte[] tooLong = Frac.write(g -> {
            g.writeStartObject();
            g.writeNullField("abcdef");
            g.writeEndObject();
        });
        assertDoesNotThrow(() -> readAll(f, ok));
        assertThrows(StreamConstraintsException.class, () -> readAll(f, tooLong));
    }

    @Test
    void nameLengthHoldsForKeysOfTheKeysTable() throws IOException {
        io.fracjson.core.KeysTable table = io.fracjson.core.KeysTable.of(java.util.List.of("short", "toolong"));
        StreamReadConstraints names = StreamReadConstraints.builder().maxNameLength(5).build();
        FracJsonFactory f = FracJsonFactory.builder().keysTable(table).streamReadConstraints(names).build();
        byte[] ok = Frac.write(f, g -> {
            g.writeStartObject();
            g.writeNullField("short");
            g.writeEndObject();
        });
        byte[] tooLong = Frac.write(f, g -> {
            g.writeStartObject();
            g.writeNullField("toolong");
            g.writeEndObject();
        });
        assertDoesNotThrow(() -> readAll(f, ok));
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class, () -> readAll(f, tooLong));
        assertTrue(e.getOriginalMessage().contains("7 chars"), e.getOriginalMessage());
    }

    @Test
    void documentLength() throws IOException {
        FracJsonFactory f = reading(StreamReadConstraints.builder().maxDocumentLength(100).build());
        assertThrows(StreamConstraintsException.class, () -> readAll(f, Frac.write(g -> g.writeString("x".repeat(200)))));
        assertDoesNotThrow(() -> readAll(f, Frac.write(g -> g.writeString("x".repeat(50)))));
    }
}
