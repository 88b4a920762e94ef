package io.fracjson.jackson3.mapper;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.FracObjectWriter;
import io.fracjson.jackson3.FracSchema;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.annotation.JsonSerialize;
import tools.jackson.databind.ser.std.StdSerializer;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
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

    private static byte[] streamed(ObjectWriter writer, Object value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.writeValue(out, value);
        return out.toByteArray();
    }

    private static void assertSameAsStreamed(ObjectMapper mapper, ObjectWriter writer) {
        for (Object value : values(mapper)) {
            byte[] expected = streamed(writer, value);
            assertArrayEquals(expected, writer.writeValueAsBytes(value), () -> "writer, " + value);
        }
    }

    @Test
    void theMapperAndEachOfItsWritersGiveTheBytesTheyStream() {
        FracJsonMapper mapper = new FracJsonMapper();
        for (Object value : values(mapper)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            mapper.writeValue(out, value);
            assertArrayEquals(out.toByteArray(), mapper.writeValueAsBytes(value), () -> "mapper, " + value);
        }
        assertSameAsStreamed(mapper, mapper.writer());
        assertSameAsStreamed(mapper, mapper.writerFor(Object.class));
        assertSameAsStreamed(mapper, mapper.writer().with(SerializationFeature.WRAP_ROOT_VALUE));
        assertSameAsStreamed(mapper, mapper.writer(FracSchema.builder().compressionLevel(3).build()));
        KeysTable table = KeysTable.of(List.of("id", "lines", "sku", "price", "tags"));
        assertSameAsStreamed(mapper, mapper.writer(FracSchema.of(table)));
        assertSameAsStreamed(mapper, mapper.writer().with(FracJsonWriteFeature.LENGTH_PREFIXED_SEQUENCE));
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
        assertInstanceOf(FracObjectWriter.class, mapper.rebuild().build().writer());
        assertInstanceOf(FracObjectWriter.class, FracJsonMapper.builder().build().writer());
    }

    /** Writes its value, then a second root value: two documents from one writeValueAsBytes. */
    @JsonSerialize(using = TwoDocuments.Serializer.class)
    public record TwoDocuments(int n) {
        static final class Serializer extends StdSerializer<TwoDocuments> {
            Serializer() {
                super(TwoDocuments.class);
            }

            @Override
            public void serialize(TwoDocuments value, JsonGenerator g, SerializationContext ctxt) {
                g.writeNumber(value.n());
                g.writeNumber(value.n() + 1);
            }
        }
    }

    @Test
    void moreThanOneDocumentComesBackWholeAndInOrder() {
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
            public void serialize(Failing value, JsonGenerator g, SerializationContext ctxt) {
                g.writeStartObject();
                g.writeNumberProperty("half", 1);
                throw new IllegalStateException("the value cannot be written");
            }
        }
    }

    @Test
    void aValueThatFailsGivesNoBytesAndTheNextCallIsWhole() {
        FracJsonMapper mapper = new FracJsonMapper();
        ObjectWriter writer = mapper.writer();
        // The serializer's exception reaches the caller as it does from Jackson's own mappers.
        Class<? extends Exception> stock = assertThrows(RuntimeException.class,
                () -> new tools.jackson.databind.json.JsonMapper().writeValueAsBytes(new Failing())).getClass();
        assertEquals(stock, assertThrows(RuntimeException.class, () -> mapper.writeValueAsBytes(new Failing())).getClass());
        assertEquals(stock, assertThrows(RuntimeException.class, () -> writer.writeValueAsBytes(new Failing())).getClass());
        Map<String, Object> value = Map.of("k", List.of(1, 2));
        assertEquals(value, mapper.readValue(mapper.writeValueAsBytes(value), Map.class));
        assertEquals(value, mapper.readValue(writer.writeValueAsBytes(value), Map.class));
        JsonNode tree = mapper.readTree(writer.writeValueAsBytes(value));
        assertEquals(2, tree.get("k").size());
        assertEquals("{\"k\":[1,2]}", new String(new tools.jackson.databind.json.JsonMapper()
                .writeValueAsBytes(mapper.readValue(writer.writeValueAsBytes(value), Map.class)), StandardCharsets.UTF_8));
    }
}
