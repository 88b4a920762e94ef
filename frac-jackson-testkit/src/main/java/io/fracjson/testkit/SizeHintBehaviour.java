package io.fracjson.testkit;

import io.fracjson.testkit.JacksonLine.Generator;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import static io.fracjson.testkit.Documents.hex;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A container's size given to {@code writeStartObject(Object, int)} / {@code writeStartArray(Object, int)}
 * is a hint: a wrong one costs the writer a patch, never the document, and the bytes are those
 * written without any size (which the conformance tests hold to the reference's). Each line gives
 * what its own callers write (databind and jackson-jr) through a generator that drops every size.
 */
public abstract class SizeHintBehaviour extends LineTest {
    /** Hint and written count on either side of each form boundary (tiny: 47 entries, 31 elements; u8; u16). */
    private static final int[][] WRONG_HINTS = {
            {8, 7}, {7, 8}, {47, 48}, {48, 47}, {31, 32}, {32, 31}, {40, 300}, {300, 40}, {255, 256}, {3, 70_000}};

    private final Mapper mapper;

    protected SizeHintBehaviour(JacksonLine line) {
        super(line);
        this.mapper = line.mapper();
    }

    /** What databind's {@code writeValue(JsonGenerator, value)} writes through a generator that drops every size. */
    protected abstract byte[] databindWithoutSizes(Object value) throws IOException;

    /** What jackson-jr's {@code JSON.std.write(value, JsonGenerator)} writes through a generator that drops every size. */
    protected abstract byte[] jacksonJrWithoutSizes(Object value) throws IOException;

    /** jackson-jr over a FracJsonFactory: {@code asBytes(value)}. */
    protected abstract byte[] jacksonJrAsBytes(Object value) throws IOException;

    /** jackson-jr over a FracJsonFactory: {@code mapFrom(bytes)}. */
    protected abstract Map<String, Object> jacksonJrMapFrom(byte[] bytes) throws IOException;

    @Test
    void aWrongHintCostsAPatchNotTheDocument() throws IOException {
        for (int[] c : WRONG_HINTS) {
            int hint = c[0];
            int n = c[1];
            String how = "hint " + hint + ", written " + n;

            byte[] hintedObject = Documents.write(line.factory(), g -> writeObject(g, hint, n));
            assertEquals(hex(Documents.write(line.factory(), g -> writeObject(g, -1, n))), hex(hintedObject), "object, " + how);
            assertEquals(n, line.size(line.child(mapper.readTree(hintedObject), 0)), "object, " + how);

            byte[] hintedArray = Documents.write(line.factory(), g -> writeArray(g, hint, n));
            assertEquals(hex(Documents.write(line.factory(), g -> writeArray(g, -1, n))), hex(hintedArray), "array, " + how);
            assertEquals(n, line.size(line.child(mapper.readTree(hintedArray), 0)), "array, " + how);
        }
    }

    /** An object of {@code n} entries, started with {@code hint}, in an array whose hint is wrong too. */
    private static void writeObject(Generator g, int hint, int n) throws IOException {
        g.writeStartArray(hint < 0 ? -1 : 5);
        g.writeStartObject(hint);
        for (int i = 0; i < n; i++) {
            g.writeName("k" + i);
            g.writeNumber(i);
        }
        g.writeEndObject();
        g.writeString("after");
        g.writeEndArray();
    }

    private static void writeArray(Generator g, int hint, int n) throws IOException {
        g.writeStartArray(hint < 0 ? -1 : 5);
        g.writeStartArray(hint);
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
        byte[] bytes = jacksonJrAsBytes(withNull);

        assertEquals(hex(mapper.write(withoutNull)), hex(bytes));
        assertEquals(withoutNull, jacksonJrMapFrom(bytes));
        assertEquals(withoutNull, mapper.read(bytes, Map.class));
    }

    /**
     * Every caller found passing sizes (databind's trees, arrays and collections; jackson-jr's maps,
     * lists and arrays) writes what it would write without them. {@code TokenBuffer} and databind's
     * map and POJO serializers pass none.
     */
    @Test
    void callersThatPassSizesWriteWhatTheyWouldWriteWithout() throws IOException {
        Map<String, Object> fields = new LinkedHashMap<>();
        fields.put("a", 1);
        fields.put("none", null);
        fields.put("list", Arrays.asList(1, null, "x"));
        Object tree = mapper.valueToTree(fields);
        List<Object> values = List.of(tree, mapper.valueToTree(List.of(1, tree)),
                new String[] {"a", null}, new Object[] {1, null, "x"}, new int[] {1, 2}, new long[] {3},
                new double[] {0.5}, new boolean[] {true}, new ArrayList<>(Arrays.asList("a", null)),
                new LinkedHashSet<>(List.of("a", "b")), numbers(300));
        for (Object value : values) {
            String what = value.getClass().getSimpleName();
            assertEquals(hex(databindWithoutSizes(value)), hex(mapper.write(value)), "databind, " + what);
        }
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("a", 1);
        map.put("none", null);
        map.put("list", Arrays.asList(1, null));
        for (Object value : List.of(map, Arrays.asList(1, null, List.of()), new Object[] {1, null}, numbers(300))) {
            String what = value.getClass().getSimpleName();
            assertEquals(hex(jacksonJrWithoutSizes(value)), hex(jacksonJrAsBytes(value)), "jackson-jr, " + what);
        }
    }

    private static List<Integer> numbers(int n) {
        List<Integer> numbers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            numbers.add(i);
        }
        return numbers;
    }
}
