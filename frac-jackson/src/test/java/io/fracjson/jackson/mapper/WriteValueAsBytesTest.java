package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonGenerator;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracObjectWriter;
import io.fracjson.jackson.FracSchema;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * writeValueAsBytes of a FracJsonMapper and of its object writers returns the writer's own array
 * of the document: the bytes must be those the same mapper streams to an output, whatever the
 * writer's configuration.
 */
class WriteValueAsBytesTest {
    public record Line(String sku, BigDecimal price, List<String> tags) {
    }

    private static List<Object> values(ObjectMapper mapper) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("id", 7);
        map.put("lines", List.of(new Line("a-1", new BigDecimal("19.99"), List.of("x", "y"))));
        map.put("note", "é and 𝄞");
        List<Object> values = new ArrayList<>();
        values.add(map);
        values.add(new Line("b", BigDecimal.ONE, List.of()));
        values.add(mapper.valueToTree(map));
        values.add("a root string");
        values.add(42);
        values.add(null);
        return values;
    }

    private static byte[] streamed(ObjectWriter writer, Object value) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.writeValue(out, value);
        return out.toByteArray();
    }

    private static void assertSameAsStreamed(ObjectMapper mapper, ObjectWriter writer) throws IOException {
        for (Object value : values(mapper)) {
            byte[] expected = streamed(writer, value);
            assertArrayEquals(expected, writer.writeValueAsBytes(value), () -> "writer, " + value);
        }
    }

    @Test
    void theMapperAndEachOfItsWritersGiveTheBytesTheyStream() throws IOException {
        FracJsonMapper mapper = new FracJsonMapper();
        for (Object value : values(mapper)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            mapper.writeValue(out, value);
            assertArrayEquals(out.toByteArray(), mapper.writeValueAsBytes(value), () -> "mapper, " + value);
        }
        assertSameAsStreamed(mapper, mapper.writer());
        assertSameAsStreamed(mapper, mapper.writerFor(Object.class));
        assertSameAsStreamed(mapper, mapper.writer().with(SerializationFeature.WRITE_BIGDECIMAL_AS_PLAIN));
        assertSameAsStreamed(mapper, mapper.writer(FracSchema.builder().compressionLevel(3).build()));
        KeysTable table = KeysTable.of(List.of("id", "lines", "sku", "price", "tags"));
        assertSameAsStreamed(mapper, mapper.writer(FracSchema.of(table)));
        assertSameAsStreamed(mapper, mapper.writer().with(FracJsonGenerator.Feature.LENGTH_PREFIXED_SEQUENCE));
    }

    @Test
    void writersOfTheMapperStayFracObjectWritersThroughTheirMutantFactories() {
        FracJsonMapper mapper = new FracJsonMapper();
        assertInstanceOf(FracObjectWriter.class, mapper.writer());
        assertInstanceOf(FracObjectWriter.class, mapper.writerFor(Line.class));
        assertInstanceOf(FracObjectWriter.class, mapper.writer(FracSchema.builder().compressionLevel(1).build()));
        assertInstanceOf(FracObjectWriter.class, mapper.writerWithDefaultPrettyPrinter());
        assertInstanceOf(FracObjectWriter.class, mapper.writer().with(SerializationFeature.INDENT_OUTPUT));
        assertInstanceOf(FracObjectWriter.class, mapper.writer().withRootName("root"));
        assertInstanceOf(FracObjectWriter.class, mapper.writer().with(new FracJsonFactory()));
        assertInstanceOf(FracObjectWriter.class, mapper.copy().writer());
        assertInstanceOf(FracObjectWriter.class, FracJsonMapper.builder().build().writer());
    }

    @Test
    void aWriterGivenAnotherFactoryWritesThatFormat() throws IOException {
        ObjectWriter json = new FracJsonMapper().writer().with(new com.fasterxml.jackson.core.JsonFactory());
        assertEquals("{\"id\":1}", new String(json.writeValueAsBytes(Map.of("id", 1)), "UTF-8"));
    }

    /** Writes its value, then a second root value: two documents from one writeValueAsBytes. */
    @JsonSerialize(using = TwoDocuments.Serializer.class)
    public record TwoDocuments(int n) {
        static final class Serializer extends StdSerializer<TwoDocuments> {
            Serializer() {
                super(TwoDocuments.class);
            }

            @Override
            public void serialize(TwoDocuments value, JsonGenerator g, SerializerProvider provider) throws IOException {
                g.writeNumber(value.n());
                g.writeNumber(value.n() + 1);
            }
        }
    }

    @Test
    void moreThanOneDocumentComesBackWholeAndInOrder() throws IOException {
        FracJsonMapper mapper = new FracJsonMapper();
        byte[] bytes = mapper.writeValueAsBytes(new TwoDocuments(5));
        byte[] first = mapper.writeValueAsBytes(5);
        byte[] second = mapper.writeValueAsBytes(6);
        byte[] expected = new byte[first.length + second.length];
        System.arraycopy(first, 0, expected, 0, first.length);
        System.arraycopy(second, 0, expected, first.length, second.length);
        assertArrayEquals(expected, bytes);
        List<Integer> read = new ArrayList<>();
        mapper.readerFor(Integer.class).<Integer>readValues(bytes).forEachRemaining(read::add);
        assertEquals(List.of(5, 6), read);
    }

    /** Fails after writing part of its object. */
    @JsonSerialize(using = Failing.Serializer.class)
    public record Failing() {
        static final class Serializer extends StdSerializer<Failing> {
            Serializer() {
                super(Failing.class);
            }

            @Override
            public void serialize(Failing value, JsonGenerator g, SerializerProvider provider) throws IOException {
                g.writeStartObject();
                g.writeNumberField("half", 1);
                throw new IllegalStateException("the value cannot be written");
            }
        }
    }

    @Test
    void aValueThatFailsGivesNoBytesAndTheNextCallIsWhole() throws IOException {
        FracJsonMapper mapper = new FracJsonMapper();
        ObjectWriter writer = mapper.writer();
        assertThrows(JsonMappingException.class, () -> mapper.writeValueAsBytes(new Failing()));
        assertThrows(JsonMappingException.class, () -> writer.writeValueAsBytes(new Failing()));
        Map<String, Object> value = Map.of("k", List.of(1, 2));
        assertEquals(value, mapper.readValue(mapper.writeValueAsBytes(value), Map.class));
        assertEquals(value, mapper.readValue(writer.writeValueAsBytes(value), Map.class));
        JsonNode tree = mapper.readTree(writer.writeValueAsBytes(value));
        assertEquals(2, tree.get("k").size());
    }
}
