package io.fracjson.testkit;

import io.fracjson.core.testing.TreeSamenessInputs.FracInput;
import io.fracjson.core.testing.TreeSamenessInputs.JsonInput;
import io.fracjson.core.testing.TreeSamenessInputs;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import io.fracjson.testkit.Settings.Feature;
import io.fracjson.testkit.Settings.ReadLimit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.lang.reflect.Field;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The adapter's tree deserializer ({@code FracJsonNodeDeserializer}, which {@code FracJsonModule}
 * registers) builds what Jackson's own tree deserializer builds from the same parser, node class by
 * node class and value by value, fails where it fails with the same exception and message, and
 * leaves the parser where it leaves it: over every input of {@link TreeSamenessInputs}, under each
 * setting that changes what a tree reader makes. Each line names its settings and makes both
 * mappers under each: ours with the module, Jackson's without it, over the same factory.
 */
public abstract class TreeReadSamenessBehaviour extends LineTest {
    /** The setting every line has: no feature changed. */
    protected static final String DEFAULTS = "defaults";

    /** The kinds of input, each counted apart in the summary. */
    private enum Kind {
        VECTORS("conformance vectors"),
        SAMPLES("sample documents"),
        CORPUS("corpus documents"),
        FUZZ("fuzz regression inputs"),
        RANDOM("random documents");

        final String label;

        Kind(String label) {
            this.label = label;
        }
    }

    private static String lineName;
    /**
     * Per {@link Kind}: the inputs compared whole (every setting, limit and way in), the nodes
     * compared, and the reads that failed both ways, alike (type and message).
     */
    private static final long[] inputs = new long[Kind.values().length];
    private static final long[] nodes = new long[Kind.values().length];
    private static final long[] failures = new long[Kind.values().length];
    /** Reads compared both ways (each way in and setting), failed ones included. */
    private static long reads;

    protected TreeReadSamenessBehaviour(JacksonLine line) {
        super(line);
        lineName = line.name();
    }

    /**
     * The settings that change what a tree read makes or refuses, by name: {@link #DEFAULTS},
     * USE_BIG_DECIMAL_FOR_FLOATS, and the line's others.
     */
    protected abstract List<String> settings();

    /**
     * A mapper over a factory with these settings, the named setting applied: ours (the module's
     * tree deserializer) or Jackson's (the same mapper without the module).
     */
    protected abstract Mapper mapper(Settings factory, String setting, boolean ours);

    /** The JSON text's root values as JsonNodes, floats as BigDecimals (their text kept whole). */
    protected abstract List<Object> jsonDocuments(byte[] json) throws IOException;

    /** Limits small enough that the inputs reach them, each through the reader or the parser's count. */
    private static Map<String, Settings> limits() {
        Map<String, Settings> limits = new LinkedHashMap<>();
        limits.put("maxTokenCount 40", Settings.defaults().readLimit(ReadLimit.TOKEN_COUNT, 40).readLimit(ReadLimit.NAME_LENGTH, Integer.MAX_VALUE));
        limits.put("maxNestingDepth 4", Settings.defaults().readLimit(ReadLimit.NESTING_DEPTH, 4).readLimit(ReadLimit.NAME_LENGTH, Integer.MAX_VALUE));
        limits.put("maxStringLength 20", Settings.defaults().readLimit(ReadLimit.STRING_LENGTH, 20).readLimit(ReadLimit.NAME_LENGTH, Integer.MAX_VALUE));
        limits.put("maxNameLength 6", Settings.defaults().readLimit(ReadLimit.NAME_LENGTH, 6));
        limits.put("maxDocumentLength 300", Settings.defaults().readLimit(ReadLimit.DOCUMENT_LENGTH, 300).readLimit(ReadLimit.NAME_LENGTH, Integer.MAX_VALUE));
        return limits;
    }

    /**
     * Every setting for inputs up to 100 kB, the defaults alone for larger ones (the biggest
     * vectors, the larger samples, the corpus), which would otherwise take minutes.
     */
    private List<String> settingsFor(byte[] input) {
        return input.length <= 100_000 ? settings() : List.of(DEFAULTS);
    }

    @BeforeAll
    static void resetCounts() {
        Arrays.fill(inputs, 0);
        Arrays.fill(nodes, 0);
        Arrays.fill(failures, 0);
        reads = 0;
    }

    /**
     * One line, grep-able as {@code tree sameness:}, of what was compared: the inputs of each kind,
     * the nodes compared reading them and the failures found alike, and the reads compared both ways.
     */
    @AfterAll
    static void report() {
        StringBuilder line = new StringBuilder("tree sameness: " + lineName + ": ");
        for (Kind kind : Kind.values()) {
            int k = kind.ordinal();
            if (kind == Kind.CORPUS && inputs[k] == 0) {
                line.append("no corpus (-Dfracjson.corpus not set), ");
            } else {
                line.append(String.format(Locale.ROOT, "%,d %s (%,d nodes, %,d failures alike), ", inputs[k], kind.label,
                        nodes[k], failures[k]));
            }
        }
        line.append(String.format(Locale.ROOT, "in all %,d nodes compared, %,d reads compared both ways, %,d of them"
                + " failures", Arrays.stream(nodes).sum(), reads, Arrays.stream(failures).sum()));
        System.out.println(line);
    }

    @TestFactory
    Stream<DynamicTest> everyConformanceVector() throws IOException {
        return TreeSamenessInputs.vectors().stream().map(in -> DynamicTest.dynamicTest(in.name(), () -> {
            for (String setting : settingsFor(in.bytes())) {
                assertSame(Kind.VECTORS, factory(in), setting, in.bytes(), in.name() + ", " + setting);
            }
            inputs[Kind.VECTORS.ordinal()]++;
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyFuzzInputUnderEverySettingAndLimit() throws IOException {
        return TreeSamenessInputs.fuzzInputs().stream().map(in -> DynamicTest.dynamicTest(in.name(), () -> {
            for (String setting : settings()) {
                assertSame(Kind.FUZZ, Settings.defaults(), setting, in.bytes(), in.name() + ", " + setting);
            }
            for (var limit : limits().entrySet()) {
                assertSame(Kind.FUZZ, limit.getValue(), DEFAULTS, in.bytes(), in.name() + ", " + limit.getKey());
            }
            inputs[Kind.FUZZ.ordinal()]++;
        }));
    }

    @TestFactory
    Stream<DynamicTest> theSamplesAndTheCorpus() throws IOException {
        Stream<DynamicTest> samples = TreeSamenessInputs.samples().stream().map(in -> documentsOf(in, Kind.SAMPLES));
        Stream<DynamicTest> corpus = TreeSamenessInputs.corpus().stream().map(in -> documentsOf(in, Kind.CORPUS));
        return Stream.concat(samples, corpus);
    }

    /** Every root value of {@code in}, as written and compressed, under every setting and limit. */
    private DynamicTest documentsOf(JsonInput in, Kind kind) {
        return DynamicTest.dynamicTest(in.name(), () -> {
            for (Object document : jsonDocuments(in.json())) {
                for (byte[] frac : encodings(document)) {
                    for (String setting : settingsFor(frac)) {
                        assertSame(kind, Settings.defaults(), setting, frac, in.name() + ", " + setting);
                    }
                    for (var limit : limits().entrySet()) {
                        assertSame(kind, limit.getValue(), DEFAULTS, frac, in.name() + ", " + limit.getKey());
                    }
                }
                inputs[kind.ordinal()]++;
            }
        });
    }

    /** Random documents under the defaults, big decimals, and float32 reported as floats (set on the factory, and per mapper where the line has that setting). */
    @Test
    void randomDocuments() throws IOException {
        Mapper writer = line.mapper();
        for (Object value : TreeSamenessInputs.randomDocuments(43, 300)) {
            byte[] frac = writer.write(value);
            assertSame(Kind.RANDOM, Settings.defaults(), DEFAULTS, frac, "random");
            assertSame(Kind.RANDOM, Settings.defaults(), "USE_BIG_DECIMAL_FOR_FLOATS", frac, "random, big decimals");
            assertSame(Kind.RANDOM, Settings.defaults().with(Feature.REPORT_FLOAT32_AS_FLOAT), DEFAULTS, frac,
                    "random, REPORT_FLOAT32_AS_FLOAT");
            if (settings().contains("REPORT_FLOAT32_AS_FLOAT")) {
                assertSame(Kind.RANDOM, Settings.defaults(), "REPORT_FLOAT32_AS_FLOAT", frac,
                        "random, REPORT_FLOAT32_AS_FLOAT per mapper");
            }
            inputs[Kind.RANDOM.ordinal()]++;
        }
    }

    /** A document written as it comes, and compressed. */
    private List<byte[]> encodings(Object document) throws IOException {
        return List.of(line.mapper().write(document), line.factory(Settings.defaults().compressionLevel(3)).mapper().write(document));
    }

    private static Settings factory(FracInput in) throws IOException {
        return in.vector() == null ? Settings.defaults() : ConformanceSettings.of(in.vector());
    }

    /**
     * Reads {@code bytes} both ways under {@code setting}: as a whole tree from bytes and from a stream,
     * as every root value of a sequence, and from a parser, whose position after the tree is compared too.
     */
    private void assertSame(Kind kind, Settings factory, String setting, byte[] bytes, String what) {
        Mapper jackson = mapper(factory, setting, false);
        Mapper ours = mapper(factory, setting, true);
        compare(m -> Collections.singletonList(m.readTree(bytes)), jackson, ours, kind, what + ", readTree(byte[])");
        if (setting.equals(DEFAULTS)) { // the other ways in, under the defaults only: each setting acts alike on them
            // A stream a few bytes a read, or for large inputs, whole.
            compare(m -> Collections.singletonList(m.readTree(bytes.length <= 100_000 ? new TrickleInputStream(bytes) : new ByteArrayInputStream(bytes))),
                    jackson, ours, kind, what + ", readTree(InputStream)");
            compare(m -> {
                List<Object> all = new ArrayList<>();
                try (JacksonLine.Values<?> it = m.readValues(bytes, line.nodeClass(), false)) {
                    while (it.hasNextValue()) {
                        all.add(it.nextValue());
                    }
                }
                return all;
            }, jackson, ours, kind, what + ", readValues");
        }
        compare(m -> {
            List<Object> seen = new ArrayList<>(); // each tree, and where it left the parser
            try (Parser p = m.parser(bytes)) {
                while (p.nextToken() != null) {
                    seen.add(m.readTree(p));
                    seen.add(p.currentToken() + " at " + p.tokenByteOffset() + ", name " + p.currentName()
                            + ", in the root: " + (p.contexts().size() == 1));
                }
                seen.add(String.valueOf(p.currentToken()));
            }
            return seen;
        }, jackson, ours, kind, what + ", readTree(JsonParser)");
    }

    @FunctionalInterface
    private interface Read {
        List<Object> from(Mapper m) throws IOException;
    }

    /** What one read gave: its trees and positions, or its failure. */
    private record Outcome(List<Object> read, Exception failure) {
        static Outcome of(Read read, Mapper m) {
            try {
                return new Outcome(read.from(m), null);
            } catch (Exception e) {
                return new Outcome(null, e);
            }
        }
    }

    private void compare(Read read, Mapper jackson, Mapper ours, Kind kind, String what) {
        Outcome expectedOutcome = Outcome.of(read, jackson);
        Outcome actualOutcome = Outcome.of(read, ours);
        reads++;
        if (expectedOutcome.failure() != null || actualOutcome.failure() != null) {
            Exception e = expectedOutcome.failure();
            Exception a = actualOutcome.failure();
            assertEquals(e == null ? null : e.getClass(), a == null ? null : a.getClass(), () -> what + ": " + e + " / " + a);
            assertEquals(e.getMessage(), a.getMessage(), what);
            failures[kind.ordinal()]++;
            return;
        }
        List<Object> expected = expectedOutcome.read();
        List<Object> actual = actualOutcome.read();
        assertEquals(expected.size(), actual.size(), what);
        for (int i = 0; i < expected.size(); i++) {
            Object e = expected.get(i);
            Object a = actual.get(i);
            if (e == null || e instanceof String) {
                assertEquals(e, a, what);
            } else {
                nodes[kind.ordinal()] += assertSameNodes(e, a, what);
            }
        }
    }

    /** Node class by node class, value by value, names in order; returns the nodes compared. */
    private long assertSameNodes(Object expected, Object actual, String what) {
        long compared = 0;
        Deque<Object[]> pending = new ArrayDeque<>();
        pending.push(new Object[] {expected, actual});
        while (!pending.isEmpty()) {
            Object[] pair = pending.pop();
            Object e = pair[0];
            Object a = pair[1];
            compared++;
            assertEquals(e.getClass(), a.getClass(), what);
            List<String> names = line.names(e);
            if (names != null || line.nodeType(e).equals("ARRAY")) {
                assertEquals(line.size(e), line.size(a), what);
                assertEquals(names, line.names(a), what);
                for (int i = 0; i < line.size(e); i++) {
                    pending.push(names == null ? new Object[] {line.child(e, i), line.child(a, i)}
                            : new Object[] {line.field(e, names.get(i)), line.field(a, names.get(i))});
                }
            } else {
                assertEquals(e, a, what);
            }
        }
        return compared;
    }

    /**
     * The deserializer a line's {@code ObjectReader} holds for its root type: its
     * {@code _rootDeserializer} (the same field on both lines), which neither line's API shows.
     */
    protected static Object rootDeserializer(Object objectReader) {
        for (Class<?> c = objectReader.getClass(); c != null; c = c.getSuperclass()) {
            try {
                Field field = c.getDeclaredField("_rootDeserializer");
                field.setAccessible(true);
                return field.get(objectReader);
            } catch (NoSuchFieldException e) {
                // declared by a superclass
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
        throw new AssertionError("no _rootDeserializer in " + objectReader.getClass());
    }
}
