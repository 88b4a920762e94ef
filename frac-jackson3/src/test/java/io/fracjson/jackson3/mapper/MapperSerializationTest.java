package io.fracjson.jackson3.mapper;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.FracSchema;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.exc.StreamWriteException;
import tools.jackson.databind.JsonNode;

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
 * A Jackson 3 mapper is serialized as its builder's state, format features included.
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
        FracJsonMapper mapper = FracJsonMapper.builder(configured())
                .enable(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS).build();
        byte[] expected = mapper.writeValueAsBytes(DOC);
        FracJsonMapper back = roundTrip(mapper);
        assertEquals(5, back.tokenStreamFactory().compressionLevel());
        assertEquals(mapper.tokenStreamFactory().keysTable(), back.tokenStreamFactory().keysTable());
        assertEquals(mapper.tokenStreamFactory().zstdDictionary(), back.tokenStreamFactory().zstdDictionary());
        assertTrue(back.isEnabled(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS));
        assertArrayEquals(expected, back.writeValueAsBytes(DOC));
        JsonNode read = back.readTree(expected);
        assertEquals(mapper.valueToTree(DOC), read);
    }

    /** A schema is Serializable (as Jackson 2's ObjectWriter needs of the one it carries), whole. */
    @Test
    void aSchemaWritesTheSameAfterSerialization() throws Exception {
        FracSchema schema = FracSchema.builder()
                .keysTable(KeysTable.of(List.of("id", "name", "tags")))
                .zstdDictionary("{\"id\":1,\"name\":\"x\",\"tags\":[]}".repeat(20).getBytes(StandardCharsets.UTF_8))
                .compressionLevel(5)
                .build();
        FracSchema back = roundTrip(schema);
        assertEquals(schema.keysTable(), back.keysTable());
        assertEquals(schema.zstdDictionary(), back.zstdDictionary());
        assertEquals(schema.compressionLevel(), back.compressionLevel());
        FracJsonMapper mapper = new FracJsonMapper();
        byte[] expected = mapper.writer(schema).writeValueAsBytes(DOC);
        assertArrayEquals(expected, mapper.writer(back).writeValueAsBytes(DOC));
        assertEquals(DOC, mapper.readerFor(Map.class).with(back).readValue(expected));
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
            JsonGenerator g = reader.createGenerator(ObjectWriteContext.empty(), out);
            g.writeStartObject();
            StreamWriteException e = assertThrows(StreamWriteException.class, g::writeEndObject);
            assertTrue(e.getMessage().contains("no compression level") && e.getMessage().contains("compressionLevel("),
                    e.getMessage());
            assertThrows(StreamWriteException.class, () -> g.writeNumber(1), "refuses on");
            g.close();
            assertEquals(0, out.size(), "nothing written");
            assertThrows(StreamWriteException.class, () -> new FracJsonMapper(reader).writeValueAsBytes(DOC));
        }
        FracJsonMapper readOnlyMapper = new FracJsonMapper(readOnly);
        assertEquals(0x30, readOnlyMapper.writer(FracSchema.builder().compressionLevel(3).build())
                .writeValueAsBytes(DOC)[2], "a schema's level writes with the factory's dictionary");
        FracJsonFactory plain = FracJsonFactory.builder().zstdDictionary(dictionary).compressionLevel(0).build();
        assertEquals(0x00, new FracJsonMapper(plain).writeValueAsBytes(DOC)[2], "explicitly uncompressed");
    }
}
