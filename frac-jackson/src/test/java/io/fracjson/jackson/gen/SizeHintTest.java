package io.fracjson.jackson.gen;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.JsonGeneratorDelegate;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.jr.ob.JSON;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.support.Frac;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import static io.fracjson.jackson.support.Frac.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A container's size given to {@code writeStartObject(Object, int)} / {@code writeStartArray(Object, int)}
 * is a hint: a wrong one costs the writer a patch, never the document, and the bytes are those
 * written without any size (which the conformance tests hold to the reference's).
 */
class SizeHintTest {
    /** Hint and written count on either side of each form boundary (tiny: 47 entries, 31 elements; u8; u16). */
    private static final int[][] WRONG_HINTS = {
            {8, 7}, {7, 8}, {47, 48}, {48, 47}, {31, 32}, {32, 31}, {40, 300}, {300, 40}, {255, 256}, {3, 70_000}};

    private final ObjectMapper mapper = new ObjectMapper(new FracJsonFactory());

    @Test
    void aWrongHintCostsAPatchNotTheDocument() throws IOException {
        for (int[] c : WRONG_HINTS) {
            int hint = c[0];
            int n = c[1];
            String how = "hint " + hint + ", written " + n;

            byte[] hintedObject = Frac.write(g -> writeObject(g, hint, n));
            assertEquals(hex(Frac.write(g -> writeObject(g, -1, n))), hex(hintedObject), "object, " + how);
            assertEquals(n, mapper.readTree(hintedObject).get(0).size(), "object, " + how);

            byte[] hintedArray = Frac.write(g -> writeArray(g, hint, n));
            assertEquals(hex(Frac.write(g -> writeArray(g, -1, n))), hex(hintedArray), "array, " + how);
            assertEquals(n, mapper.readTree(hintedArray).get(0).size(), "array, " + how);
        }
    }

    /** An object of {@code n} entries, started with {@code hint}, in an array whose hint is wrong too. */
    private static void writeObject(JsonGenerator g, int hint, int n) throws IOException {
        g.writeStartArray(null, hint < 0 ? -1 : 5);
        g.writeStartObject(null, hint);
        for (int i = 0; i < n; i++) {
            g.writeFieldName("k" + i);
            g.writeNumber(i);
        }
        g.writeEndObject();
        g.writeString("after");
        g.writeEndArray();
    }

    private static void writeArray(JsonGenerator g, int hint, int n) throws IOException {
        g.writeStartArray(null, hint < 0 ? -1 : 5);
        g.writeStartArray(null, hint);
        for (int i = 0; i < n; i++) {
            g.writeNumber(i);
        }
        g.writeEndArray();
        g.writeString("after");
        g.writeEndArray();
    }

    /** The case: jackson-jr announces the map's 8 entries, then skips the null one. */
    @Test
    void jacksonJrWritesAMapHoldingANullAndReadsItBack() throws IOException {
        Map<String, Object> withNull = new LinkedHashMap<>();
        Map<String, Object> withoutNull = new LinkedHashMap<>();
        for (int i = 0; i < 8; i++) {
            withNull.put("k" + i, i == 3 ? null : i);
            if (i != 3) {
                withoutNull.put("k" + i, i);
            }
        }
        JSON jr = JSON.builder(new FracJsonFactory()).build();

        byte[] bytes = jr.asBytes(withNull);

        assertEquals(hex(mapper.writeValueAsBytes(withoutNull)), hex(bytes));
        assertEquals(withoutNull, jr.mapFrom(bytes));
        assertEquals(withoutNull, mapper.readValue(bytes, Map.class));
    }

    /**
     * Every caller found passing sizes (databind's trees, arrays and collections; jackson-jr's maps,
     * lists and arrays) writes what it would write without them. {@code TokenBuffer} and databind's
     * map and POJO serializers pass none.
     */
    @Test
    void callersThatPassSizesWriteWhatTheyWouldWriteWithout() throws IOException {
        ObjectNode tree = mapper.createObjectNode();
        tree.put("a", 1);
        tree.putNull("none");
        tree.putArray("list").add(1).addNull().add("x");
        List<Object> values = List.of(tree, mapper.createArrayNode().add(1).add(tree),
                new String[] {"a", null}, new Object[] {1, null, "x"}, new int[] {1, 2}, new long[] {3},
                new double[] {0.5}, new boolean[] {true}, new ArrayList<>(Arrays.asList("a", null)),
                new LinkedHashSet<>(List.of("a", "b")), numbers(300));
        for (Object value : values) {
            String what = value.getClass().getSimpleName();
            assertEquals(hex(withoutSizes(g -> mapper.writeValue(g, value))), hex(mapper.writeValueAsBytes(value)),
                    "databind, " + what);
        }
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("a", 1);
        map.put("none", null);
        map.put("list", Arrays.asList(1, null));
        for (Object value : List.of(map, Arrays.asList(1, null, List.of()), new Object[] {1, null}, numbers(300))) {
            String what = value.getClass().getSimpleName();
            assertEquals(hex(withoutSizes(g -> JSON.std.write(value, g))),
                    hex(JSON.builder(new FracJsonFactory()).build().asBytes(value)), "jackson-jr, " + what);
        }
    }

    private static List<Integer> numbers(int n) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            numbers.add(i);
        }
        return numbers;
    }

    /** What {@code writes} gives through a generator that drops every size it is passed. */
    private static byte[] withoutSizes(Frac.Writes writes) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = new SizeDropping(new FracJsonFactory().createGenerator(out))) {
            writes.to(g);
        }
        return out.toByteArray();
    }

    private static final class SizeDropping extends JsonGeneratorDelegate {
        SizeDropping(JsonGenerator delegate) {
            super(delegate, false);
        }

        @Override
        public void writeStartObject(Object forValue, int size) throws IOException {
            delegate.writeStartObject(forValue);
        }

        @Override
        public void writeStartArray(Object forValue, int size) throws IOException {
            delegate.writeStartArray(forValue);
        }

        @Override
        public void writeArray(int[] array, int offset, int length) throws IOException {
            delegate.writeStartArray(array);
            for (int i = offset; i < offset + length; i++) {
                delegate.writeNumber(array[i]);
            }
            delegate.writeEndArray();
        }

        @Override
        public void writeArray(long[] array, int offset, int length) throws IOException {
            delegate.writeStartArray(array);
            for (int i = offset; i < offset + length; i++) {
                delegate.writeNumber(array[i]);
            }
            delegate.writeEndArray();
        }

        @Override
        public void writeArray(double[] array, int offset, int length) throws IOException {
            delegate.writeStartArray(array);
            for (int i = offset; i < offset + length; i++) {
                delegate.writeNumber(array[i]);
            }
            delegate.writeEndArray();
        }
    }
}
