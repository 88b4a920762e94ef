package io.fracjson.jackson.parse;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.core.exc.StreamWriteException;
import com.fasterxml.jackson.core.io.SerializedString;
import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
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
 * not contexts kept in lockstep: at every token they must report what Jackson's own JSON parser
 * and generator report for the same content (type, index, name and attached value at every level,
 * and the path).
 */
class StreamContextParityTest {
    private static final JsonFactory JSON = new JsonFactory();
    private static final FracJsonFactory FRAC = new FracJsonFactory();
    /** The same, with STRICT_DUPLICATE_DETECTION on for reading and writing. */
    private static final JsonFactory STRICT_JSON = JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
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
    void theParserReportsJsonsContextAtEveryToken(String json) throws IOException {
        byte[] frac = transcode(json);
        try (JsonParser j = JSON.createParser(json); JsonParser f = FRAC.createParser(frac)) {
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
                assertSameContexts(j.getParsingContext(), f.getParsingContext(), at);
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
    void theGeneratorReportsJsonsContextAfterEveryWrite(String json) throws IOException {
        StringWriter text = new StringWriter();
        try (JsonParser source = JSON.createParser(json);
             JsonGenerator j = JSON.createGenerator(text);
             JsonGenerator f = FRAC.createGenerator(new ByteArrayOutputStream())) {
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
                assertSameContexts(j.getOutputContext(), f.getOutputContext(), at);
            }
        }
    }

    /** The next...() shortcuts return what Jackson's own JSON parser returns, and leave the same current token. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6})
    void theNextValueShortcutsAgreeWithJsons(int firstShortcut) throws IOException {
        String json = "{\"a\":\"text\",\"b\":12,\"c\":-5000000000,\"d\":true,\"e\":false,\"f\":null,"
                + "\"g\":[1,\"x\",{\"a\":2.5}],\"a\":{}}";
        SerializedString a = new SerializedString("a");
        byte[] frac = transcode(json);
        try (JsonParser j = JSON.createParser(json); JsonParser f = FRAC.createParser(frac)) {
            for (int n = firstShortcut; j.currentToken() != JsonToken.END_OBJECT || j.getParsingContext().inObject(); n++) {
                String at = "call " + n + " after " + j.currentToken();
                switch (n % 7) {
                    case 0 -> assertSameOutcome(j::nextFieldName, f::nextFieldName, at);
                    case 1 -> assertSameOutcome(() -> j.nextFieldName(a), () -> f.nextFieldName(a), at);
                    case 2 -> assertSameOutcome(j::nextTextValue, f::nextTextValue, at);
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
     * A name read by nextFieldName() (the reader's key path) counts as a token, is checked for
     * duplicates and has its location, as one read by nextToken(): the same names and refusal as
     * Jackson's JSON parser at every token limit, and the same offsets as nextToken() gives.
     */
    @Test
    void namesReadByNextFieldNameAreCountedCheckedAndLocatedAsTokens() throws IOException {
        String json = "{\"a\":1,\"b\":{\"a\":2,\"c\":[{\"e\":3}]},\"d\":4,\"a\":5}";
        byte[] frac = transcode(json);
        assertEquals(tokensByNextFieldName(STRICT_JSON.createParser(json)), tokensByNextFieldName(STRICT_FRAC.createParser(frac)));
        for (int max = 1; max <= 20; max++) {
            StreamReadConstraints limit = StreamReadConstraints.builder().maxTokenCount(max).build();
            assertEquals(tokensByNextFieldName(JsonFactory.builder().streamReadConstraints(limit).build().createParser(json)),
                    tokensByNextFieldName(FracJsonFactory.builder().streamReadConstraints(limit).build().createParser(frac)),
                    "maxTokenCount " + max);
        }
        List<Long> byToken = new ArrayList<>();
        List<Long> byName = new ArrayList<>();
        try (JsonParser p = FRAC.createParser(frac); JsonParser q = FRAC.createParser(frac)) {
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                byToken.add(p.currentTokenLocation().getByteOffset());
            }
            while (q.nextFieldName() != null || q.currentToken() != null) {
                byName.add(q.currentTokenLocation().getByteOffset());
            }
        }
        assertEquals(byToken, byName);
    }

    /** Every token read by nextFieldName() alone (which reads whatever comes), names by their text, then the refusal. */
    private static List<String> tokensByNextFieldName(JsonParser p) throws IOException {
        List<String> tokens = new ArrayList<>();
        try (p) {
            for (String name = p.nextFieldName(); name != null || p.currentToken() != null; name = p.nextFieldName()) {
                tokens.add(name != null ? name : p.currentToken().name());
            }
        } catch (JsonProcessingException e) { // a StreamReadException, or a StreamConstraintsException
            tokens.add(e.getClass().getSimpleName() + ": " + e.getOriginalMessage());
        }
        return tokens;
    }

    @Test
    void strictDuplicateDetectionRefusesARepeatedNameWhenReading() throws IOException {
        byte[] frac = transcode("{\"a\":1,\"b\":{\"a\":2},\"c\":[{\"a\":3,\"b\":4}],\"a\":5}");
        try (JsonParser p = STRICT_FRAC.createParser(frac)) {
            List<String> names = new ArrayList<>();
            StreamReadException e = assertThrows(StreamReadException.class, () -> {
                for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                    if (t == JsonToken.FIELD_NAME) {
                        names.add(p.currentName());
                    }
                }
            });
            assertEquals(List.of("a", "b", "a", "c", "a", "b"), names, "nested objects have names of their own");
            assertTrue(e.getOriginalMessage().contains("Duplicate field 'a'"), e.getOriginalMessage());
        }
    }

    /**
     * STRICT_DUPLICATE_DETECTION turned on or off once the parser is made, by the parser's own
     * methods or by an ObjectReader (which sets the features it was given on each new parser),
     * takes effect from the token where it changed. Changed before the first token or within the
     * outer object, that is as in Jackson's JSON parser: the same names and the same refusal.
     * Deeper, Jackson's JSON parser changes only the object it is in and those it opens; this
     * parser, for the rest of the input.
     */
    @Test
    void strictDuplicateDetectionFollowsTheFeatureOnceTheParserIsMade() throws IOException {
        String json = "{\"a\":1,\"b\":{\"a\":2,\"a\":3},\"c\":4,\"c\":5}";
        byte[] frac = transcode(json);
        for (int at = 0; at <= 4; at++) { // changed before the first token, or within the outer object
            assertEquals(tokensTurningDetection(JSON.createParser(json), at, true),
                    tokensTurningDetection(FRAC.createParser(frac), at, true), "turned on before token " + at);
            assertEquals(tokensTurningDetection(STRICT_JSON.createParser(json), at, false),
                    tokensTurningDetection(STRICT_FRAC.createParser(frac), at, false), "turned off before token " + at);
        }
        List<String> refused = tokensTurningDetection(FRAC.createParser(frac), 0, true);
        assertTrue(refused.get(refused.size() - 1).contains("Duplicate field 'a'"), refused.toString());
        List<String> onWithinInner = tokensTurningDetection(FRAC.createParser(frac), 6, true); // at {"a":2,"a":3}'s first value
        assertEquals("JsonParseException: Duplicate field 'c'", onWithinInner.get(onWithinInner.size() - 1),
                "on for the rest of the input: the outer object's repeated name too");

        ObjectMapper jsonMapper = new ObjectMapper();
        ObjectMapper fracMapper = new FracJsonMapper();
        StreamReadException e = assertThrows(StreamReadException.class, () -> fracMapper.readerFor(Map.class)
                .with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).readValue(frac));
        assertThrows(StreamReadException.class, () -> jsonMapper.readerFor(Map.class)
                .with(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).readValue(json));
        assertTrue(e.getOriginalMessage().contains("Duplicate field 'a'"), e.getOriginalMessage());
        assertEquals(Map.of("a", 1, "b", Map.of("a", 3), "c", 5), fracMapper.readerFor(Map.class).readValue(frac),
                "off unless asked for");
        assertEquals(Map.of("a", 1, "b", Map.of("a", 3), "c", 5), new FracJsonMapper(STRICT_FRAC).readerFor(Map.class)
                .without(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).readValue(frac), "off where asked for");
    }

    /**
     * A name repeated inside a container the caller skips (as databind skips unknown and ignored
     * properties) is refused as Jackson's JSON parser refuses it; without the check, skipping
     * still passes over it.
     */
    @Test
    void strictDuplicateDetectionRefusesARepeatedNameInsideASkippedValue() throws IOException {
        String json = "{\"known\":1,\"ignored\":{\"x\":1,\"deeper\":[{\"y\":1,\"y\":2}]},\"after\":2}";
        byte[] frac = transcode(json);
        List<String> refused = tokensSkippingValues(STRICT_FRAC.createParser(frac));
        assertEquals(tokensSkippingValues(STRICT_JSON.createParser(json)), refused);
        assertTrue(refused.get(refused.size() - 1).contains("Duplicate field 'y'"), refused.toString());
        assertEquals(tokensSkippingValues(JSON.createParser(json)), tokensSkippingValues(FRAC.createParser(frac)));

        ObjectMapper strictMapper = new FracJsonMapper(STRICT_FRAC);
        assertThrows(StreamReadException.class, () -> strictMapper.readValue(frac, Known.class));
        assertEquals(1, new FracJsonMapper().readValue(frac, Known.class).known);
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Known {
        public int known;
    }

    /** The tokens of the outer object, each value that is a container skipped, then the refusal. */
    private static List<String> tokensSkippingValues(JsonParser p) throws IOException {
        List<String> tokens = new ArrayList<>();
        try (p) {
            tokens.add(p.nextToken().name());
            for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
                tokens.add(t == JsonToken.FIELD_NAME ? p.currentName() : t.name());
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

    /** Every token (names by their text) with duplicate detection set {@code on} before token {@code at}, then the refusal. */
    private static List<String> tokensTurningDetection(JsonParser p, int at, boolean on) throws IOException {
        List<String> tokens = new ArrayList<>();
        try (p) {
            for (int n = 0; ; n++) {
                if (n == at) {
                    p.configure(JsonParser.Feature.STRICT_DUPLICATE_DETECTION, on);
                }
                JsonToken t = p.nextToken();
                if (t == null) {
                    break;
                }
                tokens.add(t == JsonToken.FIELD_NAME ? p.currentName() : t.name());
            }
        } catch (StreamReadException e) {
            tokens.add(e.getClass().getSimpleName() + ": " + e.getOriginalMessage());
        }
        return tokens;
    }

    /**
     * Names kept for one object are not taken for the next one's at that level when the check
     * was off as the next one started and turned on again within it: no duplicate, as in
     * Jackson's JSON generator.
     */
    @Test
    void strictDuplicateDetectionTurnedOffAndOnAgainWhenWritingKeepsNoNamesOfAnotherObject() throws IOException {
        StringWriter json = new StringWriter();
        try (JsonGenerator g = STRICT_JSON.createGenerator(json)) {
            writeTurningDetectionOffAndOn(g);
        }
        ByteArrayOutputStream frac = new ByteArrayOutputStream();
        try (JsonGenerator g = STRICT_FRAC.createGenerator(frac)) {
            writeTurningDetectionOffAndOn(g);
        }
        assertEquals(json.toString(), transcodeToJson(frac.toByteArray()));
    }

    /** [{"a":1},{"a":2}], the check off as the second object starts and on again before its name. */
    private static void writeTurningDetectionOffAndOn(JsonGenerator g) throws IOException {
        g.writeStartArray();
        g.writeStartObject();
        g.writeNumberField("a", 1);
        g.writeEndObject();
        g.disable(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION);
        g.writeStartObject();
        g.enable(JsonGenerator.Feature.STRICT_DUPLICATE_DETECTION);
        g.writeNumberField("a", 2);
        g.writeEndObject();
        g.writeEndArray();
    }

    @Test
    void strictDuplicateDetectionRefusesARepeatedNameWhenWriting() throws IOException {
        try (JsonGenerator g = STRICT_FRAC.createGenerator(new ByteArrayOutputStream())) {
            g.writeStartObject();
            g.writeNumberField("a", 1);
            g.writeObjectFieldStart("b");
            g.writeNumberField("a", 2); // another object
            g.writeEndObject();
            StreamWriteException e = assertThrows(StreamWriteException.class, () -> g.writeFieldName("a"));
            assertTrue(e.getOriginalMessage().contains("Duplicate field 'a'"), e.getOriginalMessage());
        }
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
    private static byte[] transcode(String json) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonParser p = JSON.createParser(json); JsonGenerator g = FRAC.createGenerator(out)) {
            while (p.nextToken() != null) {
                g.copyCurrentStructure(p);
            }
        }
        return out.toByteArray();
    }

    /** frac_json's content as JSON text. */
    private static String transcodeToJson(byte[] frac) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonParser p = FRAC.createParser(frac); JsonGenerator g = JSON.createGenerator(out)) {
            while (p.nextToken() != null) {
                g.copyCurrentStructure(p);
            }
        }
        return out.toString();
    }

    private static void assertSameContexts(JsonStreamContext expected, JsonStreamContext actual, String at) {
        assertEquals(expected.pathAsPointer().toString(), actual.pathAsPointer().toString(), at);
        for (int level = expected.getNestingDepth(); expected != null; expected = expected.getParent(),
                actual = actual.getParent(), level--) {
            String where = at + ", level " + level;
            assertEquals(expected.typeDesc(), actual.typeDesc(), where);
            assertEquals(expected.getNestingDepth(), actual.getNestingDepth(), where);
            assertEquals(expected.getCurrentIndex(), actual.getCurrentIndex(), where);
            assertEquals(expected.getEntryCount(), actual.getEntryCount(), where);
            assertEquals(expected.getCurrentName(), actual.getCurrentName(), where);
            assertEquals(expected.getCurrentValue(), actual.getCurrentValue(), where);
        }
        assertNull(actual, at + ": deeper than expected");
    }
}
