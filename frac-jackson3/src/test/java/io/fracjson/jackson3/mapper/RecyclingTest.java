package io.fracjson.jackson3.mapper;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracSchema;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.base.GeneratorBase;
import tools.jackson.core.exc.StreamWriteException;
import tools.jackson.core.io.IOContext;
import tools.jackson.databind.ObjectMapper;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The factory lends its core readers and writers to one parser or generator at a time:
 * once closed, a parser or generator must not reach the one it gave back.
 */
class RecyclingTest {
    private final FracJsonFactory factory = FracJsonFactory.builder().compressionLevel(3).build();
    private final ObjectMapper mapper = new ObjectMapper(factory);

    @Test
    void aClosedGeneratorRefusesToWrite() {
        JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), new ByteArrayOutputStream());
        g.writeStartArray();
        g.close();
        assertThrows(StreamWriteException.class, () -> g.writeString("late"));
        assertThrows(StreamWriteException.class, g::writeStartObject);
        // The writer it gave back serves the next generator with nothing left over.
        assertEquals(List.of(1), mapper.readValue(mapper.writeValueAsBytes(List.of(1)), List.class));
    }

    @Test
    void aClosedParserHasNoToken() {
        JsonParser p = factory.createParser(ObjectReadContext.empty(), mapper.writeValueAsBytes(Map.of("k", "v")));
        assertEquals(JsonToken.START_OBJECT, p.nextToken());
        p.nextToken();
        p.nextToken();
        p.close();
        assertNull(p.currentToken());
        assertNull(p.getString());
        assertNull(p.nextToken());
    }

    /**
     * Issue 9 #1: a closed parser gave its reader back a second time; two parsers then shared it.
     * (2.x's way there, setSchema on a closed parser, does not exist in Jackson 3, where the
     * schema comes with the parser's read context; closing twice is what is left of it.)
     */
    @Test
    void aClosedParserGivesItsReaderBackOnce() {
        byte[] d1 = mapper.writeValueAsBytes(List.of("a1", "a2", "a3"));
        byte[] d2 = mapper.writeValueAsBytes(List.of("b1", "b2", "b3"));
        JsonParser p = factory.createParser(ObjectReadContext.empty(), d1);
        JsonParser q = factory.createParser(ObjectReadContext.empty(), d1);
        q.close();
        p.close();
        p.close(); // a second close gives nothing back
        q.close();
        // Nor does anything asked of a closed parser reach the reader it gave back.
        assertNull(p.currentName());
        assertNull(p.currentValue());
        assertEquals(0, p.streamReadContext().getNestingDepth());
        assertNull(p.streamReadContext().currentName());

        try (JsonParser p1 = factory.createParser(ObjectReadContext.empty(), d1); JsonParser p2 = factory.createParser(ObjectReadContext.empty(), d2)) {
            for (int i = 0; i < 4; i++) { // interleaved: each sees only its own document
                assertEquals(p1.nextToken(), p2.nextToken());
                if (i > 0) {
                    assertEquals("a" + i, p1.getString());
                    assertEquals("b" + i, p2.getString());
                }
            }
            assertEquals(JsonToken.END_ARRAY, p1.nextToken());
            assertEquals(JsonToken.END_ARRAY, p2.nextToken());
        }
    }

    @Test
    void pooledReadersAndWritersKeepEachDocumentsSettings() {
        KeysTable table = KeysTable.of(List.of("k"));
        for (int i = 0; i < 50; i++) {
            Map<String, Object> value = Map.of("k", "v" + i, "other", List.of(i, "x".repeat(i * 100)));
            byte[] plain = mapper.writeValueAsBytes(value);
            byte[] withTable = mapper.writer(FracSchema.of(table)).writeValueAsBytes(value);
            assertEquals(value, mapper.readValue(plain, Map.class));
            assertEquals(value, mapper.readerFor(Map.class).with(FracSchema.of(table)).readValue(withTable));
            assertEquals(value, mapper.reader(FracSchema.of(table)).forType(Map.class).readValue(withTable));
            assertEquals(value, mapper.readValue(new ByteArrayInputStream(plain), Map.class));
        }
    }

    /**
     * Parsers and generators do not take a recycler from the thread's pool (they use the core's
     * buffers); the one their context holds shares no buffer between them, so it is safe for every
     * thread at once.
     */
    @Test
    void contextsShareNoJacksonBuffers() {
        FracJsonFactory factory = new FracJsonFactory();
        try (JsonGenerator a = factory.createGenerator(ObjectWriteContext.empty(), new ByteArrayOutputStream());
             JsonGenerator b = factory.createGenerator(ObjectWriteContext.empty(), new ByteArrayOutputStream())) {
            IOContext first = ((GeneratorBase) a).ioContext();
            IOContext second = ((GeneratorBase) b).ioContext();
            byte[] buffer = first.allocWriteEncodingBuffer();
            first.releaseWriteEncodingBuffer(buffer);
            assertNotSame(buffer, second.allocWriteEncodingBuffer(), "a buffer given back is not handed out again");
        }
    }
}
