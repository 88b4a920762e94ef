package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracSchema;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The factory lends its core readers and writers to one parser or generator at a time:
 * once closed, a parser or generator must not reach the one it gave back.
 */
class RecyclingTest {
    private final FracJsonFactory factory = FracJsonFactory.builder().compressionLevel(3).build();
    private final ObjectMapper mapper = new ObjectMapper(factory);

    @Test
    void aClosedGeneratorRefusesToWrite() throws IOException {
        JsonGenerator g = factory.createGenerator(new ByteArrayOutputStream());
        g.writeStartArray();
        g.close();
        assertThrows(JsonGenerationException.class, () -> g.writeString("late"));
        assertThrows(JsonGenerationException.class, g::writeStartObject);
        // The writer it gave back serves the next generator with nothing left over.
        assertEquals(List.of(1), mapper.readValue(mapper.writeValueAsBytes(List.of(1)), List.class));
    }

    @Test
    void aClosedParserHasNoToken() throws IOException {
        JsonParser p = factory.createParser(mapper.writeValueAsBytes(Map.of("k", "v")));
        assertEquals(JsonToken.START_OBJECT, p.nextToken());
        p.nextToken();
        p.nextToken();
        p.close();
        assertNull(p.currentToken());
        assertNull(p.getText());
        assertNull(p.nextToken());
    }

    /** Issue 9 #1: setSchema on a closed parser gave its reader back a second time; two parsers then shared it. */
    @Test
    void aClosedParserRefusesASchemaAndGivesItsReaderBackOnce() throws IOException {
        KeysTable table = KeysTable.of(List.of("k"));
        byte[] d1 = mapper.writeValueAsBytes(List.of("a1", "a2", "a3"));
        byte[] d2 = mapper.writeValueAsBytes(List.of("b1", "b2", "b3"));
        JsonParser p = factory.createParser(d1);
        JsonParser q = factory.createParser(d1);
        q.close();
        p.close();
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> p.setSchema(FracSchema.of(table)));
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
        p.close(); // a second close gives nothing back either

        try (JsonParser p1 = factory.createParser(d1); JsonParser p2 = factory.createParser(d2)) {
            for (int i = 0; i < 4; i++) { // interleaved: each sees only its own document
                assertEquals(p1.nextToken(), p2.nextToken());
                if (i > 0) {
                    assertEquals("a" + i, p1.getText());
                    assertEquals("b" + i, p2.getText());
                }
            }
            assertEquals(JsonToken.END_ARRAY, p1.nextToken());
            assertEquals(JsonToken.END_ARRAY, p2.nextToken());
        }
    }

    @Test
    void pooledReadersAndWritersKeepEachDocumentsSettings() throws IOException {
        KeysTable table = KeysTable.of(List.of("k"));
        for (int i = 0; i < 50; i++) {
            Map<String, Object> value = Map.of("k", "v" + i, "other", List.of(i, "x".repeat(i * 100)));
            byte[] plain = mapper.writeValueAsBytes(value);
            byte[] withTable = mapper.writer(FracSchema.of(table)).writeValueAsBytes(value);
            assertEquals(value, mapper.readValue(plain, Map.class));
            assertEquals(value, mapper.readerFor(Map.class).with(FracSchema.of(table)).readValue(withTable));
            assertEquals(value, mapper.readValue(new java.io.ByteArrayInputStream(plain), Map.class));
        }
    }

    /**
     * Parsers and generators do not take a recycler from the thread's pool (they use the core's
     * buffers); the one their context holds shares no buffer between them, so it is safe for every
     * thread at once.
     */
    @Test
    void contextsShareNoJacksonBuffers() throws IOException {
        FracJsonFactory factory = new FracJsonFactory();
        try (JsonGenerator a = factory.createGenerator(new ByteArrayOutputStream());
             JsonGenerator b = factory.createGenerator(new ByteArrayOutputStream())) {
            com.fasterxml.jackson.core.io.IOContext first = ((com.fasterxml.jackson.core.base.GeneratorBase) a).ioContext();
            com.fasterxml.jackson.core.io.IOContext second = ((com.fasterxml.jackson.core.base.GeneratorBase) b).ioContext();
            byte[] buffer = first.allocWriteEncodingBuffer();
            first.releaseWriteEncodingBuffer(buffer);
            assertNotSame(buffer, second.allocWriteEncodingBuffer(), "a buffer given back is not handed out again");
        }
    }
}
