package io.fracjson.testkit;

import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.KeysTable;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Generator;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static io.fracjson.testkit.Failure.Family.WRITE;
import static io.fracjson.testkit.Failures.expect;
import static io.fracjson.testkit.JavaSerialization.roundTrip;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 finding 13: mappers and factories survive Java serialization with their keys table,
 * dictionary and level (as jackson-dataformat-smile's mapper does), and then write the same bytes.
 */
public abstract class MapperSerializationBehaviour extends LineTest {
    protected static final Map<String, Object> DOC = Map.of("id", 7, "name", "seven", "tags", List.of("a", "b"));
    protected static final KeysTable TABLE = KeysTable.of(List.of("id", "name", "tags"));
    protected static final byte[] DICTIONARY =
            "{\"id\":1,\"name\":\"x\",\"tags\":[]}".repeat(20).getBytes(StandardCharsets.UTF_8);

    protected MapperSerializationBehaviour(JacksonLine line) {
        super(line);
    }

    protected final Settings configured() {
        return Settings.defaults().keysTable(TABLE).zstdDictionary(DICTIONARY).compressionLevel(5);
    }

    @Test
    void mapperWritesAndReadsTheSameAfterSerialization() throws Exception {
        Mapper mapper = line.factory(configured()).mapper();
        byte[] expected = mapper.write(DOC);
        Mapper back = mapper.serializedAndBack();
        assertEquals(5, back.factory().compressionLevel());
        assertEquals(mapper.factory().keysTable(), back.factory().keysTable());
        assertEquals(mapper.factory().zstdDictionary(), back.factory().zstdDictionary());
        assertArrayEquals(expected, back.write(DOC));
        assertEquals(mapper.valueToTree(DOC), back.readTree(expected));
    }

    @Test
    void factoryWritesTheSameAfterSerialization() throws Exception {
        Factory factory = line.factory(configured());
        Factory back = factory.serializedAndBack();
        assertArrayEquals(factory.mapper().write(DOC), back.mapper().write(DOC));
        Factory plain = line.factory().serializedAndBack();
        assertArrayEquals(line.mapper().write(DOC), plain.mapper().write(DOC));
    }

    /** A schema is Serializable (as Jackson 2's ObjectWriter needs of the one it carries), whole. */
    @Test
    void aSchemaWritesTheSameAfterSerialization() throws Exception {
        DocumentOverrides schema = line.schema(new Schema(TABLE, DICTIONARY, 5));
        DocumentOverrides back = roundTrip(schema);
        assertEquals(schema.getClass(), back.getClass());
        assertEquals(schema.keysTable(), back.keysTable());
        assertEquals(schema.zstdDictionary(), back.zstdDictionary());
        assertEquals(schema.compressionLevel(), back.compressionLevel());
        Mapper mapper = line.mapper();
        byte[] expected = mapper.write(DOC, schema);
        assertArrayEquals(expected, mapper.write(DOC, back));
        assertEquals(DOC, mapper.read(expected, Map.class, back));
    }

    /**
     * Issue 9 finding 15: a dictionary without a level silently wrote uncompressed documents. Issue 18:
     * reading needs only the dictionary; a generator refuses to write without a level, before any
     * byte reaches its output, and keeps refusing; a schema's level lets it write.
     */
    @Test
    void aDictionaryWithoutALevelReadsButRefusesToWrite() throws Exception {
        byte[] dictionary = "{\"id\":1}".repeat(20).getBytes(StandardCharsets.UTF_8);
        Factory compressed = line.factory(Settings.defaults().zstdDictionary(dictionary).compressionLevel(3));
        byte[] document = compressed.mapper().write(DOC);
        assertEquals(0x30, document[2], "zstd with a dictionary");
        assertEquals(0x30, compressed.rebuilt().mapper().write(DOC)[2], "rebuilt");

        Factory readOnly = line.factory(Settings.defaults().zstdDictionary(dictionary));
        for (Factory reader : List.of(readOnly, readOnly.serializedAndBack(), readOnly.rebuilt())) {
            assertEquals(DOC, reader.mapper().read(document, Map.class));
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Generator g = reader.generator(out);
            g.writeStartObject();
            Failure e = expect(line, WRITE, g::writeEndObject);
            assertTrue(e.fullMessage().contains("no compression level") && e.fullMessage().contains("compressionLevel("),
                    e.fullMessage());
            expect(line, WRITE, () -> g.writeNumber(1));
            g.close();
            assertEquals(0, out.size(), "nothing written");
            expect(line, WRITE, () -> reader.mapper().write(DOC));
        }
        Mapper readOnlyMapper = readOnly.mapper();
        assertEquals(0x30, readOnlyMapper.write(DOC, line.schema(new Schema(null, null, 3)))[2],
                "a schema's level writes with the factory's dictionary");
        Factory plain = line.factory(Settings.defaults().zstdDictionary(dictionary).compressionLevel(0));
        assertEquals(0x00, plain.mapper().write(DOC)[2], "explicitly uncompressed");
    }
}
