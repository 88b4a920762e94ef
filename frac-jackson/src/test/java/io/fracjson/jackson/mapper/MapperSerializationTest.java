package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracSchema;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 finding 13: mappers and factories survive Java serialization with their keys table,
 * dictionary and level (as jackson-dataformat-smile's mapper does), and then write the same bytes.
 */
class MapperSerializationTest {
    private static final Map<String, Object> DOC = Map.of("id", 7, "name", "seven", "tags", List.of("a", "b"));

    private static FracJsonFactory configured() {
        return FracJsonFactory.builder()
                .keysTable(KeysTable.of(List.of("id", "name", "tags")))
                .zstdDictionary("{\"id\":1,\"name\":\"x\",\"tags\":[]}".repeat(20).getBytes(StandardCharsets.UTF_8))
                .compressionLevel(5)
                .build();
    }

    @SuppressWarnings("unchecked")
    private static <T> T roundTrip(T o) throws IOException, ClassNotFoundException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(o);
        }
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            return (T) in.readObject();
        }
    }

    @Test
    void mapperWritesAndReadsTheSameAfterSerialization() throws Exception {
        FracJsonMapper mapper = new FracJsonMapper(configured());
        byte[] expected = mapper.writeValueAsBytes(DOC);
        FracJsonMapper back = roundTrip(mapper);
        assertEquals(5, back.getFactory().compressionLevel());
        assertEquals(mapper.getFactory().keysTable(), back.getFactory().keysTable());
        assertEquals(mapper.getFactory().zstdDictionary(), back.getFactory().zstdDictionary());
        assertArrayEquals(expected, back.writeValueAsBytes(DOC));
        JsonNode read = back.readTree(expected);
        assertEquals(mapper.valueToTree(DOC), read);
    }

    @Test
    void factoryWritesTheSameAfterSerialization() throws Exception {
        FracJsonFactory factory = configured();
        FracJsonFactory back = roundTrip(factory);
        assertArrayEquals(new FracJsonMapper(factory).writeValueAsBytes(DOC),
                new FracJsonMapper(back).writeValueAsBytes(DOC));
        FracJsonFactory plain = roundTrip(new FracJsonFactory());
        assertArrayEquals(new FracJsonMapper().writeValueAsBytes(DOC), new FracJsonMapper(plain).writeValueAsBytes(DOC));
    }

    /**
     * An ObjectWriter or ObjectReader is Serializable and carries its schema: one with a FracSchema
     * (keys table, dictionary, level) threw NotSerializableException, the schema being the only part
     * that was not.
     */
    @Test
    void writersAndReadersWithASchemaWriteAndReadTheSameAfterSerialization() throws Exception {
        FracJsonMapper mapper = new FracJsonMapper();
        FracSchema schema = FracSchema.builder()
                .keysTable(KeysTable.of(List.of("id", "name", "tags")))
                .zstdDictionary("{\"id\":1,\"name\":\"x\",\"tags\":[]}".repeat(20).getBytes(StandardCharsets.UTF_8))
                .compressionLevel(5)
                .build();
        ObjectWriter writer = mapper.writer(schema);
        byte[] expected = writer.writeValueAsBytes(DOC);
        ObjectWriter writerBack = roundTrip(writer);
        assertArrayEquals(expected, writerBack.writeValueAsBytes(DOC));
        ObjectReader readerBack = roundTrip(mapper.readerFor(Map.class).with(schema));
        assertEquals(DOC, readerBack.readValue(expected));
        FracSchema schemaBack = roundTrip(schema);
        assertEquals(schema.keysTable(), schemaBack.keysTable());
        assertEquals(schema.zstdDictionary(), schemaBack.zstdDictionary());
        assertEquals(schema.compressionLevel(), schemaBack.compressionLevel());
    }

    /**
     * Issue 9 finding 15: a dictionary without a level silently wrote uncompressed documents. Issue 18:
     * reading needs only the dictionary; a generator refuses to write without a level, before any
     * byte reaches its output, and keeps refusing; a schema's level lets it write.
     */
    @Test
    void aDictionaryWithoutALevelReadsButRefusesToWrite() throws Exception {
        byte[] dictionary = "{\"id\":1}".repeat(20).getBytes(StandardCharsets.UTF_8);
        FracJsonFactory compressed = FracJsonFactory.builder().zstdDictionary(dictionary).compressionLevel(3).build();
        byte[] document = new FracJsonMapper(compressed).writeValueAsBytes(DOC);
        assertEquals(0x30, document[2], "zstd with a dictionary");
        assertEquals(0x30, new FracJsonMapper(compressed.rebuild().build()).writeValueAsBytes(DOC)[2], "rebuilt");

        FracJsonFactory readOnly = FracJsonFactory.builder().zstdDictionary(dictionary).build();
        for (FracJsonFactory reader : List.of(readOnly, roundTrip(readOnly), readOnly.rebuild().build())) {
            assertEquals(DOC, new FracJsonMapper(reader).readValue(document, Map.class));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            JsonGenerator g = reader.createGenerator(out);
            g.writeStartObject();
            JsonGenerationException e = assertThrows(JsonGenerationException.class, g::writeEndObject);
            assertTrue(e.getMessage().contains("no compression level") && e.getMessage().contains("compressionLevel("),
                    e.getMessage());
            assertThrows(JsonGenerationException.class, () -> g.writeNumber(1), "refuses on");
            g.close();
            assertEquals(0, out.size(), "nothing written");
            assertThrows(JsonGenerationException.class, () -> new FracJsonMapper(reader).writeValueAsBytes(DOC));
        }
        FracJsonMapper readOnlyMapper = new FracJsonMapper(readOnly);
        assertEquals(0x30, readOnlyMapper.writer(FracSchema.builder().compressionLevel(3).build())
                .writeValueAsBytes(DOC)[2], "a schema's level writes with the factory's dictionary");
        FracJsonFactory plain = FracJsonFactory.builder().zstdDictionary(dictionary).compressionLevel(0).build();
        assertEquals(0x00, new FracJsonMapper(plain).writeValueAsBytes(DOC)[2], "explicitly uncompressed");
    }
}
