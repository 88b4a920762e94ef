package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Generator;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

import static io.fracjson.testkit.Failure.Family.WRITE;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * The factory lends its core readers and writers to one parser or generator at a time:
 * once closed, a parser or generator must not reach the one it gave back.
 */
public abstract class RecyclingBehaviour extends LineTest {
    protected final Factory factory;
    protected final Mapper mapper;

    protected RecyclingBehaviour(JacksonLine line) {
        super(line);
        this.factory = line.factory(Settings.defaults().compressionLevel(3));
        this.mapper = factory.mapper();
    }

    @Test
    void aClosedGeneratorRefusesToWrite() throws IOException {
        Generator g = factory.generator(new ByteArrayOutputStream());
        g.writeStartArray();
        g.close();
        expect(line, WRITE, () -> g.writeString("late"));
        expect(line, WRITE, g::writeStartObject);
        // The writer it gave back serves the next generator with nothing left over.
        assertEquals(List.of(1), mapper.read(mapper.write(List.of(1)), List.class));
    }

    @Test
    void aClosedParserHasNoToken() throws IOException {
        Parser p = factory.parser(mapper.write(Map.of("k", "v")));
        assertEquals(Token.START_OBJECT, p.nextToken());
        p.nextToken();
        p.nextToken();
        p.close();
        assertNull(p.currentToken());
        assertNull(p.text());
        assertNull(p.nextToken());
    }

    /**
     * Issue 9 #1: a closed parser gave its reader back a second time; two parsers then shared it.
     * (Jackson 2's other way there, setSchema on a closed parser, is that line's own test.)
     */
    @Test
    void aClosedParserGivesItsReaderBackOnce() throws IOException {
        assertAClosedParserGivesItsReaderBackOnce(p -> {
            // Nor does anything asked of a closed parser reach the reader it gave back.
            assertNull(p.currentName());
            assertNull(p.currentValue());
            assertEquals(0, p.depth());
            assertNull(p.contextName());
        });
    }

    /** What a test asks of a closed parser. */
    @FunctionalInterface
    protected interface ClosedParserCheck {
        void check(Parser closed) throws IOException;
    }

    /**
     * Two parsers of one document closed in the other order than opened, then each again (a
     * second close gives nothing back); {@code check} is asked of the first; then two new
     * parsers, interleaved, must each see only its own document: a reader given back twice would
     * serve both.
     */
    protected final void assertAClosedParserGivesItsReaderBackOnce(ClosedParserCheck check) throws IOException {
        byte[] d1 = mapper.write(List.of("a1", "a2", "a3"));
        byte[] d2 = mapper.write(List.of("b1", "b2", "b3"));
        Parser p = factory.parser(d1);
        Parser q = factory.parser(d1);
        q.close();
        p.close();
        p.close();
        q.close();
        check.check(p);
        assertInterleavedParsersSeeTheirOwnDocuments(d1, d2);
    }

    /** Two parsers at once, interleaved: each sees only its own document (a1..a3, b1..b3). */
    private void assertInterleavedParsersSeeTheirOwnDocuments(byte[] d1, byte[] d2) throws IOException {
        try (Parser p1 = factory.parser(d1); Parser p2 = factory.parser(d2)) {
            for (int i = 0; i < 4; i++) {
                assertEquals(p1.nextToken(), p2.nextToken());
                if (i > 0) {
                    assertEquals("a" + i, p1.text());
                    assertEquals("b" + i, p2.text());
                }
            }
            assertEquals(Token.END_ARRAY, p1.nextToken());
            assertEquals(Token.END_ARRAY, p2.nextToken());
        }
    }

    @Test
    void pooledReadersAndWritersKeepEachDocumentsSettings() throws IOException {
        KeysTable table = KeysTable.of(List.of("k"));
        for (int i = 0; i < 50; i++) {
            Map<String, Object> value = Map.of("k", "v" + i, "other", List.of(i, "x".repeat(i * 100)));
            byte[] plain = mapper.write(value);
            byte[] withTable = mapper.write(value, line.schema(Schema.of(table)));
            assertEquals(value, mapper.read(plain, Map.class));
            assertEquals(value, mapper.read(withTable, Map.class, line.schema(Schema.of(table))));
            assertEquals(value, mapper.read(new ByteArrayInputStream(plain), Map.class));
        }
    }

    /**
     * Parsers and generators do not take a recycler from the thread's pool (they use the core's
     * buffers); the one their context holds shares no buffer between them, so it is safe for every
     * thread at once.
     */
    @Test
    void contextsShareNoJacksonBuffers() throws IOException {
        Factory factory = line.factory();
        try (Generator a = factory.generator(new ByteArrayOutputStream());
             Generator b = factory.generator(new ByteArrayOutputStream())) {
            byte[] buffer = a.allocWriteEncodingBuffer();
            a.releaseWriteEncodingBuffer(buffer);
            assertNotSame(buffer, b.allocWriteEncodingBuffer(), "a buffer given back is not handed out again");
        }
    }
}
