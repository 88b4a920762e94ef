package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Values;
import io.fracjson.testkit.JacksonLine.ValueWriter;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
 * writer's configuration, and whatever its serializers write: two root values, or a failure halfway.
 */
public abstract class WriteValueAsBytesBehaviour extends LineTest {
    public record OrderLine(String sku, BigDecimal price, List<String> tags) {
    }

    protected WriteValueAsBytesBehaviour(JacksonLine line) {
        super(line);
    }

    /** A value whose serializer writes {@code n}, then a second root value {@code n + 1}. */
    private Object twoDocuments(int n) {
        return line.serializedBy(g -> {
            g.writeNumber(n);
            g.writeNumber(n + 1);
        });
    }

    /** A value whose serializer writes part of an object, then fails. */
    private Object failing() {
        return line.serializedBy(g -> {
            g.writeStartObject();
            g.writeName("half");
            g.writeNumber(1);
            throw new IllegalStateException("the value cannot be written");
        });
    }

    protected static List<Object> values(Mapper mapper) {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("id", 7);
        map.put("lines", List.of(new OrderLine("a-1", new BigDecimal("19.99"), List.of("x", "y"))));
        map.put("note", "é and 𝄞");
        List<Object> values = new ArrayList<>();
        values.add(map);
        values.add(new OrderLine("b", BigDecimal.ONE, List.of()));
        values.add(mapper.valueToTree(map));
        values.add("a root string");
        values.add(42);
        values.add(null);
        return values;
    }

    /** Each value through the writer's writeValueAsBytes is what the writer streams to an output. */
    protected static void assertSameAsStreamed(Mapper mapper, ValueWriter writer) throws IOException {
        for (Object value : values(mapper)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            writer.writeValue(out, value);
            assertArrayEquals(out.toByteArray(), writer.writeValueAsBytes(value), () -> "writer, " + value);
        }
    }

    @Test
    void theMapperAndEachOfItsWritersGiveTheBytesTheyStream() throws IOException {
        Mapper mapper = line.mapper();
        for (Object value : values(mapper)) {
            assertArrayEquals(mapper.writeStreamed(value), mapper.write(value), () -> "mapper, " + value);
        }
        assertSameAsStreamed(mapper, mapper.writer());
        assertSameAsStreamed(mapper, mapper.writerFor(Object.class));
        assertSameAsStreamed(mapper, mapper.writer(line.schema(new Schema(null, null, 3))));
        KeysTable table = KeysTable.of(List.of("id", "lines", "sku", "price", "tags"));
        assertSameAsStreamed(mapper, mapper.writer(line.schema(Schema.of(table))));
        assertSameAsStreamed(mapper, mapper.lengthPrefixedWriter());
        assertSameAsStreamed(mapper, mapper.writerWith("WRAP_ROOT_VALUE"));
    }

    @Test
    void writersOfTheMapperStayFracObjectWritersThroughTheirMutantFactories() {
        for (Object writer : line.writersFromMutantFactories(OrderLine.class)) {
            assertInstanceOf(line.fracObjectWriterClass(), writer);
        }
    }

    @Test
    void moreThanOneDocumentComesBackWholeAndInOrder() throws IOException {
        Mapper mapper = line.mapper();
        byte[] bytes = mapper.write(twoDocuments(5));
        byte[] first = mapper.write(5);
        byte[] second = mapper.write(6);
        byte[] expected = new byte[first.length + second.length];
        System.arraycopy(first, 0, expected, 0, first.length);
        System.arraycopy(second, 0, expected, first.length, second.length);
        assertArrayEquals(expected, bytes);
        try (Values<Integer> read = mapper.readValues(bytes, Integer.class, false)) {
            assertEquals(List.of(5, 6), read.readAll());
        }
    }

    @Test
    void aValueThatFailsGivesNoBytesAndTheNextCallIsWhole() throws IOException {
        Mapper mapper = line.mapper();
        ValueWriter writer = mapper.writer();
        // The serializer's exception reaches the caller as it does from Jackson's own mappers.
        Class<? extends Exception> stock = assertThrows(Exception.class, () -> line.jsonMapper().write(failing())).getClass();
        assertEquals(stock, assertThrows(Exception.class, () -> mapper.write(failing())).getClass());
        assertEquals(stock, assertThrows(Exception.class, () -> writer.writeValueAsBytes(failing())).getClass());
        Map<String, Object> value = Map.of("k", List.of(1, 2));
        assertEquals(value, mapper.read(mapper.write(value), Map.class));
        assertEquals(value, mapper.read(writer.writeValueAsBytes(value), Map.class));
        assertEquals("{\"k\":[1,2]}", new String(line.jsonMapper().write(mapper.read(writer.writeValueAsBytes(value),
                Map.class)), StandardCharsets.UTF_8));
        Object tree = mapper.readTree(writer.writeValueAsBytes(value));
        assertEquals(2, line.size(line.field(tree, "k")));
    }
}
