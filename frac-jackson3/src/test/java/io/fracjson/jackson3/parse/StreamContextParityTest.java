package io.fracjson.jackson3.parse;

import tools.jackson.core.ObjectWriteContext;
import tools.jackson.core.ObjectReadContext;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonToken;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.StreamWriteFeature;
import tools.jackson.core.TokenStreamContext;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.exc.StreamWriteException;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;

import java.io.ByteArrayOutputStream;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The parser's and generator's contexts are views of the core reader's and writer's structure,
 * not contexts kept in lockstep: at every token they must report what Jackson 3's own JSON parser
 * and generator report for the same content (type, index, name and attached value at every level,
 * and the path). The Jackson 3 twin of frac-jackson's {@code parse.StreamContextParityTest}.
 */
class StreamContextParityTest {
    private static final JsonFactory JSON = new JsonFactory();
    private static final FracJsonFactory FRAC = new FracJsonFactory();
    /** The same, with STRICT_DUPLICATE_DETECTION on for reading and writing. */
    private static final JsonFactory STRICT_JSON = JSON.rebuild().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final FracJsonFactory STRICT_FRAC = FracJsonFactory.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION).build();

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"a\":1,\"b\":[1,2,{\"c\":[]}],\"d\":{\"e\":{\"f\":\"x\"}},\"g\":[[],[{}]],\"h\":null}",
            "[1,[2,3],{\"k\":[4]},\"s\",{}]",
            "\"just a string\"",
            "{\"a\":{\"b\":{\"c\":{\"d\":[[[1]]]}}},\"e\":2} [true] 3 {\"x\":{}}",
            "[[[[[{\"a\":[1]},{\"b\":[[2]]},{}],[[{}],[],{\"c\":{}}]]]],[[[[[[]]]]]],[[[[{}]]]]]",
    })
    void theParserReportsJsonsContextAtEveryToken(String json) {
        byte[] frac = transcode(json);
        try (JsonParser j = JSON.createParser(ObjectReadContext.empty(), json); JsonParser f = FRAC.createParser(ObjectReadContext.empty(), frac)) {
            int n = 0;
            int starts = 0;
            for (JsonToken t = j.nextToken(); t != null; t = j.nextToken(), n++) {
                assertEquals(t, f.nextToken(), "token " + n);
                // Databind attaches the value it builds to the new container; here every other one gets one:
                // one without must have none, whatever the container before it at its level had.
                if (t.isStructStart() && starts++ % 2 == 0) {
                    j.assignCurrentValue("value " + n);
                    f.assignCurrentValue("value " + n);
                }
                String at = "at token " + n + " (" + t + ")";
                assertEquals(j.currentName(), f.currentName(), at);
                assertEquals(j.currentValue(), f.currentValue(), at);
                assertSameContexts(j.streamReadContext(), f.streamReadContext(), at);
            }
            assertNull(f.nextToken());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"a\":1,\"b\":[1,2,{\"c\":[]}],\"d\":{\"e\":{\"f\":\"x\"}},\"g\":[[],[{}]],\"h\":null}",
            "[1,[2,3],{\"k\":[4]},\"s\",{}]",
            "{\"a\":{\"b\":{\"c\":{\"d\":[[[1]]]}}},\"e\":2} [true] 3 {\"x\":{}}",
            "[[[[[{\"a\":[1]},{\"b\":[[2]]},{}],[[{}],[],{\"c\":{}}]]]],[[[[[[]]]]]],[[[[{}]]]]]",
    })
    void theGeneratorReportsJsonsContextAfterEveryWrite(String json) {
        StringWriter text = new StringWriter();
        try (JsonParser source = JSON.createParser(ObjectReadContext.empty(), json);
             JsonGenerator j = JSON.createGenerator(ObjectWriteContext.empty(), text);
             JsonGenerator f = FRAC.createGenerator(ObjectWriteContext.empty(), new ByteArrayOutputStream())) {
            int n = 0;
            int starts = 0;
            for (JsonToken t = source.nextToken(); t != null; t = source.nextToken(), n++) {
                j.copyCurrentEvent(source);
                f.copyCurrentEvent(source);
                if (t.isStructStart() && starts++ % 2 == 0) { // as in the parser's test
                    j.assignCurrentValue("value " + n);
                    f.assignCurrentValue("value " + n);
                }
                String at = "after token " + n + " (" + t + ")";
                assertEquals(j.currentValue(), f.currentValue(), at);
                assertSameContexts(j.streamWriteContext(), f.streamWriteContext(), at);
            }
        }
    }

    /** The next...() shortcuts return what Jackson's own JSON parser returns, and leave the same current token. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6})
    void theNextValueShortcutsAgreeWithJsons(int firstShortcut) {
        String json = "{\"a\":\"text\",\"b\":12,\"c\":-5000000000,\"d\":true,\"e\":false,\"f\":null,"
                + "\"g\":[1,\"x\",{\"a\":2.5}],\"a\":{}}";
        SerializedString a = new SerializedString("a");
        byte[] frac = transcode(json);
        try (JsonParser j = JSON.createParser(ObjectReadContext.empty(), json); JsonParser f = FRAC.createParser(ObjectReadContext.empty(), frac)) {
            for (int n = firstShortcut; j.currentToken() != JsonToken.END_OBJECT || j.streamReadContext().inObject(); n++) {
                String at = "call " + n + " after " + j.currentToken();
                switch (n % 7) {
                    case 0 -> assertSameOutcome(j::nextName, f::nextName, at);
                    case 1 -> assertSameOutcome(() -> j.nextName(a), () -> f.nextName(a), at);
                    case 2 -> assertSameOutcome(j::nextStringValue, f::nextStringValue, at);
                    case 3 -> assertSameOutcome(() -> j.nextIntValue(-1), () -> f.nextIntValue(-1), at);
                    case 4 -> assertSameOutcome(() -> j.nextLongValue(-1), () -> f.nextLongValue(-1), at);
                    case 5 -> assertSameOutcome(j::nextBooleanValue, f::nextBooleanValue, at);
                    default -> assertSameOutcome(j::nextToken, f::nextToken, at);
                }
                assertEquals(j.currentToken(), f.currentToken(), at);
                assertEquals(j.currentName(), f.currentName(), at);
                if (j.currentToken() == null) {
                    break;
                }
            }
        }
    }

    /**
     * Refused at the same name, with Jackson's own message: Jackson 3's JSON and Smile parsers say
     * {@code Duplicate Object property "a"} (Jackson 2's said {@code Duplicate field 'a'}).
     */
    /**
     * A name read by nextName() (the reader's key path) counts as a token, is checked for
     * duplicates and has its location, as one read by nextToken(): the same names and refusal as
     * Jackson's JSON parser at every token limit, and the same offsets as nextToken() gives.
     */
    @Test
    void namesReadByNextNameAreCountedCheckedAndLocatedAsTokens() {
        String json = "{\"a\":1,\"b\":{\"a\":2,\"c\":[{\"e\":3}]},\"d\":4,\"a\":5}";
        byte[] frac = transcode(json);
        assertEquals(tokensByNextName(STRICT_JSON.createParser(ObjectReadContext.empty(), json)),
                tokensByNextName(STRICT_FRAC.createParser(ObjectReadContext.empty(), frac)));
        for (int max = 1; max <= 20; max++) {
            StreamReadConstraints limit = StreamReadConstraints.builder().maxTokenCount(max).build();
            assertEquals(tokensByNextName(JSON.rebuild().streamReadConstraints(limit).build()
                            .createParser(ObjectReadContext.empty(), json)),
                    tokensByNextName(FracJsonFactory.builder().streamReadConstraints(limit).build()
                            .createParser(ObjectReadContext.empty(), frac)),
                    "maxTokenCount " + max);
        }
        List<Long> byToken = new ArrayList<>();
        List<Long> byName = new ArrayList<>();
        try (JsonParser p = FRAC.createParser(ObjectReadContext.empty(), frac);
             JsonParser q = FRAC.createParser(ObjectReadContext.empty(), frac)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                byToken.add(p.currentTokenLocation().getByteOffset());
            }
            while (q.nextName() != null || q.currentToken() != null) {
                byName.add(q.currentTokenLocation().getByteOffset());
            }
        }
        assertEquals(byToken, byName);
    }

    /** Every token read by nextName() alone (which reads whatever comes), names by their text, then the refusal. */
    private static List<String> tokensByNextName(JsonParser p) {
        List<String> tokens = new ArrayList<>();
        try (p) {
            for (String name = p.nextName(); name != null || p.currentToken() != null; name = p.nextName()) {
                tokens.add(name != null ? name : p.currentToken().name());
            }
        } catch (JacksonException e) { // a StreamReadException, or a StreamConstraintsException
            tokens.add(e.getClass().getSimpleName() + ": " + e.getOriginalMessage());
        }
        return tokens;
    }

    @Test
    void strictDuplicateDetectionRefusesARepeatedNameWhenReading() {
        String json = "{\"a\":1,\"b\":{\"a\":2},\"c\":[{\"a\":3,\"b\":4}],\"a\":5}";
        byte[] frac = transcode(json);
        StreamReadException expected;
        try (JsonParser p = STRICT_JSON.createParser(ObjectReadContext.empty(), json)) {
            expected = assertThrows(StreamReadException.class, () -> namesUntilRefused(p, new ArrayList<>()));
        }
        try (JsonParser p = STRICT_FRAC.createParser(ObjectReadContext.empty(), frac)) {
            List<String> names = new ArrayList<>();
            StreamReadException e = assertThrows(StreamReadException.class, () -> namesUntilRefused(p, names));
            assertEquals(List.of("a", "b", "a", "c", "a", "b"), names, "nested objects have names of their own");
            assertTrue(e.getOriginalMessage().contains("Duplicate Object property \"a\""), e.getOriginalMessage());
            assertEquals(expected.getOriginalMessage(), e.getOriginalMessage());
        }
    }

    /** An ObjectReader's stream features reach the parsers it makes: asked for there, duplicates are refused. */
    @Test
    void strictDuplicateDetectionAskedOfAnObjectReaderRefusesARepeatedName() {
        String json = "{\"a\":1,\"b\":{\"a\":2,\"a\":3}}";
        byte[] frac = transcode(json);
        FracJsonMapper mapper = new FracJsonMapper();
        StreamReadException e = assertThrows(StreamReadException.class, () -> mapper.readerFor(Map.class)
                .with(StreamReadFeature.STRICT_DUPLICATE_DETECTION).readValue(frac));
        assertTrue(e.getOriginalMessage().contains("Duplicate Object property \"a\""), e.getOriginalMessage());
        assertEquals(Map.of("a", 1, "b", Map.of("a", 3)), mapper.readerFor(Map.class).readValue(frac),
                "off unless asked for");
    }

    /**
     * A name repeated inside a container the caller skips (as databind skips unknown and ignored
     * properties) is refused as Jackson's JSON parser refuses it; without the check, skipping
     * still passes over it.
     */
    @Test
    void strictDuplicateDetectionRefusesARepeatedNameInsideASkippedValue() {
        String json = "{\"known\":1,\"ignored\":{\"x\":1,\"deeper\":[{\"y\":1,\"y\":2}]},\"after\":2}";
        byte[] frac = transcode(json);
        List<String> refused = tokensSkippingValues(STRICT_FRAC.createParser(ObjectReadContext.empty(), frac));
        assertEquals(tokensSkippingValues(STRICT_JSON.createParser(ObjectReadContext.empty(), json)), refused);
        assertTrue(refused.get(refused.size() - 1).contains("Duplicate Object property \"y\""), refused.toString());
        assertEquals(tokensSkippingValues(JSON.createParser(ObjectReadContext.empty(), json)),
                tokensSkippingValues(FRAC.createParser(ObjectReadContext.empty(), frac)));

        FracJsonMapper strictMapper = new FracJsonMapper(STRICT_FRAC);
        assertThrows(StreamReadException.class, () -> strictMapper.readValue(frac, Known.class));
        assertEquals(1, new FracJsonMapper().readValue(frac, Known.class).known);
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Known {
        public int known;
    }

    /** The tokens of the outer object, each value that is a container skipped, then the refusal. */
    private static List<String> tokensSkippingValues(JsonParser p) {
        List<String> tokens = new ArrayList<>();
        try (p) {
            tokens.add(p.nextToken().name());
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                tokens.add(t == JsonToken.PROPERTY_NAME ? p.currentName() : t.name());
                if (t.isStructStart()) {
                    p.skipChildren();
                    tokens.add(p.currentToken().name());
                }
            }
        } catch (StreamReadException e) {
            tokens.add(e.getClass().getSimpleName() + ": " + e.getOriginalMessage());
        }
        return tokens;
    }

    private static void namesUntilRefused(JsonParser p, List<String> names) {
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
            if (t == JsonToken.PROPERTY_NAME) {
                names.add(p.currentName());
            }
        }
    }

    /**
     * Names kept for one object are not taken for the next one's at that level when the check
     * was off as the next one started and turned on again within it: no duplicate, as in
     * Jackson's JSON generator.
     */
    @Test
    void strictDuplicateDetectionTurnedOffAndOnAgainWhenWritingKeepsNoNamesOfAnotherObject() {
        StringWriter json = new StringWriter();
        try (JsonGenerator g = STRICT_JSON.createGenerator(ObjectWriteContext.empty(), json)) {
            writeTurningDetectionOffAndOn(g);
        }
        ByteArrayOutputStream frac = new ByteArrayOutputStream();
        try (JsonGenerator g = STRICT_FRAC.createGenerator(ObjectWriteContext.empty(), frac)) {
            writeTurningDetectionOffAndOn(g);
        }
        assertEquals(json.toString(), transcodeToJson(frac.toByteArray()));
    }

    /** [{"a":1},{"a":2}], the check off as the second object starts and on again before its name. */
    private static void writeTurningDetectionOffAndOn(JsonGenerator g) {
        g.writeStartArray();
        g.writeStartObject();
        g.writeNumberProperty("a", 1);
        g.writeEndObject();
        g.configure(StreamWriteFeature.STRICT_DUPLICATE_DETECTION, false);
        g.writeStartObject();
        g.configure(StreamWriteFeature.STRICT_DUPLICATE_DETECTION, true);
        g.writeNumberProperty("a", 2);
        g.writeEndObject();
        g.writeEndArray();
    }

    @Test
    void strictDuplicateDetectionRefusesARepeatedNameWhenWriting() {
        StreamWriteException expected;
        try (JsonGenerator g = STRICT_JSON.createGenerator(ObjectWriteContext.empty(), new StringWriter())) {
            expected = assertThrows(StreamWriteException.class, () -> writeRepeatedName(g));
        }
        try (JsonGenerator g = STRICT_FRAC.createGenerator(ObjectWriteContext.empty(), new ByteArrayOutputStream())) {
            StreamWriteException e = assertThrows(StreamWriteException.class, () -> writeRepeatedName(g));
            assertTrue(e.getOriginalMessage().contains("Duplicate Object property \"a\""), e.getOriginalMessage());
            assertEquals(expected.getOriginalMessage(), e.getOriginalMessage());
        }
    }

    /** Names "a" twice in the root object, once in a nested one between: the second root "a" is refused. */
    private static void writeRepeatedName(JsonGenerator g) {
        g.writeStartObject();
        g.writeNumberProperty("a", 1);
        g.writeObjectPropertyStart("b");
        g.writeNumberProperty("a", 2); // another object
        g.writeEndObject();
        g.writeName("a");
    }

    /** Both calls return equal values, or both throw exceptions of one class (an int overflow, say). */
    private static void assertSameOutcome(Callable<?> json, Callable<?> frac,
                                          String at) {
        assertEquals(outcome(json), outcome(frac), at);
    }

    private static Object outcome(Callable<?> call) {
        try {
            return call.call();
        } catch (Exception e) {
            return e.getClass();
        }
    }

    /** The same content as frac_json, one document per root value. */
    private static byte[] transcode(String json) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonParser p = JSON.createParser(ObjectReadContext.empty(), json); JsonGenerator g = FRAC.createGenerator(ObjectWriteContext.empty(), out)) {
            while (p.nextToken() != null) {
                g.copyCurrentStructure(p);
            }
        }
        return out.toByteArray();
    }

    /** frac_json's content as JSON text. */
    private static String transcodeToJson(byte[] frac) {
        StringWriter out = new StringWriter();
        try (JsonParser p = FRAC.createParser(ObjectReadContext.empty(), frac);
             JsonGenerator g = JSON.createGenerator(ObjectWriteContext.empty(), out)) {
            while (p.nextToken() != null) {
                g.copyCurrentStructure(p);
            }
        }
        return out.toString();
    }

    private static void assertSameContexts(TokenStreamContext expected, TokenStreamContext actual, String at) {
        assertEquals(expected.pathAsPointer().toString(), actual.pathAsPointer().toString(), at);
        for (int level = expected.getNestingDepth(); expected != null; expected = expected.getParent(),
                actual = actual.getParent(), level--) {
            String where = at + ", level " + level;
            assertEquals(expected.typeDesc(), actual.typeDesc(), where);
            assertEquals(expected.getNestingDepth(), actual.getNestingDepth(), where);
            assertEquals(expected.getCurrentIndex(), actual.getCurrentIndex(), where);
            assertEquals(expected.getEntryCount(), actual.getEntryCount(), where);
            assertEquals(expected.currentName(), actual.currentName(), where);
            assertEquals(expected.currentValue(), actual.currentValue(), where);
        }
        assertNull(actual, at + ": deeper than expected");
    }
}
