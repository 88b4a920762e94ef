package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.fracjson.core.testing.TreeSamenessInputs;
import io.fracjson.core.testing.TreeSamenessInputs.FracInput;
import io.fracjson.core.testing.TreeSamenessInputs.JsonInput;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonGenerator;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracJsonModule;
import io.fracjson.jackson.FracJsonNodeDeserializer;
import io.fracjson.jackson.FracJsonParser;
import io.fracjson.jackson.support.ConformanceVectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link FracJsonNodeDeserializer} builds what Jackson's own tree deserializer builds from the
 * same parser, node class by node class and value by value, fails where it fails with the same
 * exception and message, and leaves the parser where it leaves it: over every input of {@link
 * TreeSamenessInputs}, under each setting that changes what a tree reader makes. Jackson's path is a
 * plain {@code ObjectMapper} over the same factory, without {@link FracJsonModule}.
 */
class TreeReadSamenessTest {
    private static long documents;
    private static long nodes;
    private static long failures;

    private static final UnaryOperator<ObjectMapper> DEFAULTS = m -> m;

    /** The settings that change what a tree read makes or refuses; each applied to both mappers alike. */
    private static final Map<String, UnaryOperator<ObjectMapper>> SETTINGS = Map.of(
            "defaults", DEFAULTS,
            "USE_BIG_DECIMAL_FOR_FLOATS", m -> m.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS),
            "USE_BIG_INTEGER_FOR_INTS", m -> m.enable(DeserializationFeature.USE_BIG_INTEGER_FOR_INTS),
            "USE_LONG_FOR_INTS", m -> m.enable(DeserializationFeature.USE_LONG_FOR_INTS),
            "FAIL_ON_READING_DUP_TREE_KEY", m -> m.enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY),
            "STRICT_DUPLICATE_DETECTION", m -> m.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION),
            "no READ_NULL_PROPERTIES", m -> m.configure(JsonNodeFeature.READ_NULL_PROPERTIES, false),
            "JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS + STRIP_TRAILING_BIGDECIMAL_ZEROES", m -> m
                    .configure(JsonNodeFeature.USE_BIG_DECIMAL_FOR_FLOATS, true)
                    .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, true),
            "exact decimals factory", m -> m.setNodeFactory(JsonNodeFactory.withExactBigDecimals(true))
                    .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS),
            "a node factory of the application's", m -> m.setNodeFactory(new SortedNodes()));

    /** A node factory as an application may have: objects with their names sorted. */
    private static final class SortedNodes extends JsonNodeFactory {
        private static final long serialVersionUID = 1L;

        @Override
        public ObjectNode objectNode() {
            return new ObjectNode(this, new TreeMap<>());
        }
    }

    /**
     * Every setting for inputs up to 100 kB, the defaults alone for larger ones (the biggest
     * vectors, the larger samples, the corpus), which would otherwise take minutes.
     */
    private static Map<String, UnaryOperator<ObjectMapper>> settingsFor(byte[] input) {
        return input.length <= 100_000 ? SETTINGS : Map.of("defaults", DEFAULTS);
    }

    /** Limits small enough that the inputs reach them, each through the reader or the parser's count. */
    private static final Map<String, StreamReadConstraints> LIMITS = Map.of(
            "maxTokenCount 40", StreamReadConstraints.builder().maxTokenCount(40).maxNameLength(Integer.MAX_VALUE).build(),
            "maxNestingDepth 4", StreamReadConstraints.builder().maxNestingDepth(4).maxNameLength(Integer.MAX_VALUE).build(),
            "maxStringLength 20", StreamReadConstraints.builder().maxStringLength(20).maxNameLength(Integer.MAX_VALUE).build(),
            "maxNameLength 6", StreamReadConstraints.builder().maxNameLength(6).build(),
            "maxDocumentLength 300", StreamReadConstraints.builder().maxDocumentLength(300).maxNameLength(Integer.MAX_VALUE).build());

    @AfterAll
    static void report() {
        System.out.printf("[tree sameness, Jackson 2] %,d documents read both ways, %,d nodes compared, %,d failures"
                + " compared%n", documents, nodes, failures);
    }

    @Test
    void theModuleIsRegisteredAndFoundAndReadsTrees() throws IOException {
        assertTrue(new FracJsonMapper().getRegisteredModuleIds().contains("FracJsonModule"));
        ObjectMapper found = new ObjectMapper(new FracJsonFactory()).findAndRegisterModules();
        assertTrue(found.getRegisteredModuleIds().contains("FracJsonModule"));
        assertInstanceOf(FracJsonNodeDeserializer.class, rootDeserializer(new FracJsonMapper().readerFor(JsonNode.class)));
        assertInstanceOf(FracJsonNodeDeserializer.class, rootDeserializer(
                new ObjectMapper(new FracJsonFactory()).registerModule(new FracJsonModule()).readerFor(JsonNode.class)));
        assertNotEquals(FracJsonNodeDeserializer.class,
                rootDeserializer(new ObjectMapper(new FracJsonFactory()).readerFor(JsonNode.class)).getClass());
        // FracJsonMapper's copies and builders keep it, once.
        assertEquals(1, FracJsonMapper.builder().build().copy().findAndRegisterModules().getRegisteredModuleIds().stream()
                .filter("FracJsonModule"::equals).count());
    }

    private static Object rootDeserializer(ObjectReader reader) {
        try {
            var field = ObjectReader.class.getDeclaredField("_rootDeserializer");
            field.setAccessible(true);
            return field.get(reader);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    @TestFactory
    Stream<DynamicTest> everyConformanceVector() throws IOException {
        return TreeSamenessInputs.vectors().stream().map(in -> DynamicTest.dynamicTest(in.name(), () -> {
            for (var setting : settingsFor(in.bytes()).entrySet()) {
                assertSame(factory(in), setting.getValue(), in.bytes(), in.name() + ", " + setting.getKey());
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyFuzzInputUnderEverySettingAndLimit() throws IOException {
        return TreeSamenessInputs.fuzzInputs().stream().map(in -> DynamicTest.dynamicTest(in.name(), () -> {
            for (var setting : SETTINGS.entrySet()) {
                assertSame(new FracJsonFactory(), setting.getValue(), in.bytes(), in.name() + ", " + setting.getKey());
            }
            for (var limit : LIMITS.entrySet()) {
                assertSame(FracJsonFactory.builder().streamReadConstraints(limit.getValue()).build(), DEFAULTS, in.bytes(),
                        in.name() + ", " + limit.getKey());
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> theSamplesAndTheCorpus() throws IOException {
        List<JsonInput> inputs = new ArrayList<>(TreeSamenessInputs.samples());
        inputs.addAll(TreeSamenessInputs.corpus());
        return inputs.stream().map(in -> DynamicTest.dynamicTest(in.name(), () -> {
            for (JsonNode document : jsonDocuments(in.json())) {
                for (byte[] frac : encodings(document)) {
                    for (var setting : settingsFor(frac).entrySet()) {
                        assertSame(new FracJsonFactory(), setting.getValue(), frac, in.name() + ", " + setting.getKey());
                    }
                    for (var limit : LIMITS.entrySet()) {
                        assertSame(FracJsonFactory.builder().streamReadConstraints(limit.getValue()).build(), DEFAULTS, frac,
                                in.name() + ", " + limit.getKey());
                    }
                }
            }
        }));
    }

    @Test
    void randomDocuments() throws IOException {
        FracJsonMapper writer = new FracJsonMapper();
        for (Object value : TreeSamenessInputs.randomDocuments(43, 300)) {
            byte[] frac = writer.writeValueAsBytes(value);
            assertSame(new FracJsonFactory(), DEFAULTS, frac, "random");
            assertSame(new FracJsonFactory(), SETTINGS.get("USE_BIG_DECIMAL_FOR_FLOATS"), frac, "random, big decimals");
            assertSame(FracJsonFactory.builder().enable(FracJsonParser.Feature.REPORT_FLOAT32_AS_FLOAT).build(), DEFAULTS, frac,
                    "random, REPORT_FLOAT32_AS_FLOAT");
        }
    }

    /** A document written as it comes, and compressed. */
    private static List<byte[]> encodings(JsonNode document) throws IOException {
        return List.of(new FracJsonMapper().writeValueAsBytes(document),
                new FracJsonMapper(FracJsonFactory.builder().compressionLevel(3).build()).writeValueAsBytes(document));
    }

    private static List<JsonNode> jsonDocuments(byte[] json) throws IOException {
        JsonMapper mapper = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build();
        List<JsonNode> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> it = mapper.readerFor(JsonNode.class).readValues(json)) {
            it.forEachRemaining(documents::add);
        }
        return documents;
    }

    private static FracJsonFactory factory(FracInput in) throws IOException {
        return in.vector() == null ? new FracJsonFactory() : ConformanceVectors.factory(in.vector());
    }

    /**
     * Reads {@code bytes} both ways under {@code setting}: as a whole tree from bytes and from a stream,
     * as every root value of a sequence, and from a parser, whose position after the tree is compared too.
     */
    private static void assertSame(FracJsonFactory factory, UnaryOperator<ObjectMapper> setting, byte[] bytes, String what)
            throws IOException {
        ObjectMapper jackson = setting.apply(new ObjectMapper(factory));
        ObjectMapper ours = setting.apply(new FracJsonMapper(factory));
        compare(m -> m.readTree(bytes), jackson, ours, what + ", readTree(byte[])");
        if (setting == DEFAULTS) { // the other ways in, under the defaults only: each setting acts alike on them
            // A stream a few bytes a read, or for large inputs, whole.
            compare(m -> m.readTree(bytes.length <= 100_000 ? new TrickleInputStream(bytes) : new ByteArrayInputStream(bytes)),
                    jackson, ours, what + ", readTree(InputStream)");
            compare(m -> {
                List<JsonNode> all = new ArrayList<>();
                try (MappingIterator<JsonNode> it = m.readerFor(JsonNode.class).readValues(bytes)) {
                    while (it.hasNextValue()) {
                        all.add(it.nextValue());
                    }
                }
                return m.createArrayNode().addAll(all);
            }, jackson, ours, what + ", readValues");
        }
        compare(m -> {
            ArrayNode seen = m.createArrayNode(); // each tree, and where it left the parser
            try (JsonParser p = m.createParser(bytes)) {
                while (p.nextToken() != null) {
                    seen.add((JsonNode) m.readTree(p));
                    seen.add(p.currentToken() + " at " + p.currentTokenLocation().getByteOffset() + ", name "
                            + p.currentName() + ", in the root: " + p.getParsingContext().inRoot());
                }
                seen.add(String.valueOf(p.currentToken()));
            }
            return seen;
        }, jackson, ours, what + ", readTree(JsonParser)");
    }

    @FunctionalInterface
    private interface Read {
        JsonNode from(ObjectMapper m) throws IOException;
    }

    private static void compare(Read read, ObjectMapper jackson, ObjectMapper ours, String what) {
        JsonNode expected;
        Exception expectedFailure = null;
        try {
            expected = read.from(jackson);
        } catch (Exception e) {
            expected = null;
            expectedFailure = e;
        }
        JsonNode actual;
        Exception actualFailure = null;
        try {
            actual = read.from(ours);
        } catch (Exception e) {
            actual = null;
            actualFailure = e;
        }
        if (expectedFailure != null || actualFailure != null) {
            Exception e = expectedFailure;
            Exception a = actualFailure;
            assertEquals(e == null ? null : e.getClass(), a == null ? null : a.getClass(), () -> what + ": " + e + " / " + a);
            assertEquals(e.getMessage(), a.getMessage(), what);
            failures++;
            return;
        }
        documents++;
        nodes += assertSameNodes(expected, actual, what);
    }

    /** Node class by node class, value by value, names in order; returns the nodes compared. */
    static long assertSameNodes(JsonNode expected, JsonNode actual, String what) {
        long compared = 0;
        Deque<JsonNode[]> pending = new ArrayDeque<>();
        pending.push(new JsonNode[] {expected, actual});
        while (!pending.isEmpty()) {
            JsonNode[] pair = pending.pop();
            JsonNode e = pair[0];
            JsonNode a = pair[1];
            compared++;
            assertEquals(e.getClass(), a.getClass(), what);
            if (e.isContainerNode()) {
                assertEquals(e.size(), a.size(), what);
                if (e.isObject()) {
                    Iterator<Map.Entry<String, JsonNode>> ei = e.properties().iterator();
                    Iterator<Map.Entry<String, JsonNode>> ai = a.properties().iterator();
                    while (ei.hasNext()) {
                        Map.Entry<String, JsonNode> ee = ei.next();
                        Map.Entry<String, JsonNode> ae = ai.next();
                        assertEquals(ee.getKey(), ae.getKey(), what);
                        pending.push(new JsonNode[] {ee.getValue(), ae.getValue()});
                    }
                } else {
                    for (int i = 0; i < e.size(); i++) {
                        pending.push(new JsonNode[] {e.get(i), a.get(i)});
                    }
                }
            } else {
                assertEquals(e, a, what);
            }
        }
        return compared;
    }
}
