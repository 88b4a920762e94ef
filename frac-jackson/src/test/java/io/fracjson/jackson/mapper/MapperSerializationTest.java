package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.MapperSerializationBehaviour;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static io.fracjson.testkit.JavaSerialization.roundTrip;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The kit's {@link MapperSerializationBehaviour} on Jackson 2, and its Serializable ObjectWriter and ObjectReader. */
class MapperSerializationTest extends MapperSerializationBehaviour {
    MapperSerializationTest() {
        super(Jackson2Line.LINE);
    }

    /**
     * An ObjectWriter or ObjectReader is Serializable and carries its schema: one with a FracSchema
     * (keys table, dictionary, level) threw NotSerializableException, the schema being the only part
     * that was not.
     */
    @Test
    void writersAndReadersWithASchemaWriteAndReadTheSameAfterSerialization() throws Exception {
        FracJsonMapper mapper = new FracJsonMapper();
        FracSchema schema = FracSchema.builder().keysTable(TABLE).zstdDictionary(DICTIONARY).compressionLevel(5).build();
        ObjectWriter writer = mapper.writer(schema);
        byte[] expected = writer.writeValueAsBytes(DOC);
        ObjectWriter writerBack = roundTrip(writer);
        assertArrayEquals(expected, writerBack.writeValueAsBytes(DOC));
        ObjectReader readerBack = roundTrip(mapper.readerFor(Map.class).with(schema));
        assertEquals(DOC, readerBack.readValue(expected));
    }
}
