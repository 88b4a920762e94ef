package io.fracjson.testkit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Generator;
import io.fracjson.testkit.JacksonLine.Parser;
import io.fracjson.testkit.Settings.Feature;
import io.fracjson.testkit.Settings.ReadLimit;
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

import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failure.Family.WRITE;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The parser's and generator's contexts are views of the core reader's and writer's structure,
 * not contexts kept in lockstep: at every token they must report what Jackson's own JSON parser
 * and generator report for the same content (type, index, name and attached value at every level,
 * and the path).
 */
public abstract class StreamContextParityBehaviour extends LineTest {
    private static final Settings PLAIN = Settings.defaults();
    /** STRICT_DUPLICATE_DETECTION on for reading and writing. */
    private static final Settings STRICT = Settings.defaults().with(Feature.STRICT_DUPLICATE_DETECTION);

    protected final Factory frac;
    protected final Factory strictFrac;

    protected StreamContextParityBehaviour(JacksonLine line) {
        super(line);
        this.frac = line.factory();
        this.strictFrac = line.factory(STRICT);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"a\":1,\"b\":[1,2,{\"c\":[]}],\"d\":{\"e\":{\"f\":\"x\"}},\"g\":[[],[{}]],\"h\":null}",
            "[1,[2,3],{\"k\":[4]},\"s\",{}]",
            "\"just a string\"",
            "{\"a\":{\"b\":{\"c\":{\"d\":[[[1]]]}}},\"e\":2} [true] 3 {\"x\":{}}",
            "[[[[[{\"a\":[1]},{\"b\":[[2]]},{}],[[{}],[],{\"c\":{}}]]]],[[[[[[]]]]]],[[[[{}]]]]]",
    })
    void theParserReportsJsonsContextAtEveryToken(String json) throws IOException {
        byte[] bytes = transcode(json);
        try (Parser j = line.jsonParser(json); Parser f = frac.parser(bytes)) {
            int n = 0;
            int starts = 0;
            for (Token t = j.nextToken(); t != null; t = j.nextToken(), n++) {
                assertEquals(t, f.nextToken(), "token " + n);
                // Databind attaches the value it builds to the new container; here every other one gets one:
                // one without must have none, whatever the container before it at its level had.
                if (isStructStart(t) && starts++ % 2 == 0) {
                    j.assignCurrentValue("value " + n);
                    f.assignCurrentValue("value " + n);
                }
                String at = "at token " + n + " (" + t + ")";
                assertEquals(j.currentName(), f.currentName(), at);
                assertEquals(j.currentValue(), f.currentValue(), at);
                assertSameContexts(j.contextPath(), j.contexts(), f.contextPath(), f.contexts(), at);
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
        try (Parser source = line.jsonParser(json);
             Generator j = line.jsonGenerator(text, PLAIN);
             Generator f = frac.generator(new ByteArrayOutputStream())) {
            int n = 0;
            int starts = 0;
            for (Token t = source.nextToken(); t != null; t = source.nextToken(), n++) {
                j.copyCurrentEvent(source);
                f.copyCurrentEvent(source);
                if (isStructStart(t) && starts++ % 2 == 0) { // as in the parser's test
                    j.assignCurrentValue("value " + n);
                    f.assignCurrentValue("value " + n);
                }
                String at = "after token " + n + " (" + t + ")";
                assertEquals(j.currentValue(), f.currentValue(), at);
                assertSameContexts(j.contextPath(), j.contexts(), f.contextPath(), f.contexts(), at);
            }
        }
    }

    /** The next...() shortcuts return what Jackson's own JSON parser returns, and leave the same current token. */
    @ParameterizedTest
    @ValueSource(ints = {0, 1, 2, 3, 4, 5, 6})
    void theNextValueShortcutsAgreeWithJsons(int firstShortcut) throws IOException {
        String json = "{\"a\":\"text\",\"b\":12,\"c\":-5000000000,\"d\":true,\"e\":false,\"f\":null,"
                + "\"g\":[1,\"x\",{\"a\":2.5}],\"a\":{}}";
        byte[] bytes = transcode(json);
        try (Parser j = line.jsonParser(json); Parser f = frac.parser(bytes)) {
            for (int n = firstShortcut; j.currentToken() != Token.END_OBJECT || j.inObject(); n++) {
                String at = "call " + n + " after " + j.currentToken();
                switch (n % 7) {
                    case 0 -> assertSameOutcome(j::nextName, f::nextName, at);
                    case 1 -> assertSameOutcome(() -> j.nextName("a"), () -> f.nextName("a"), at);
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
     * A name read by nextName() (the reader's key path) counts as a token, is checked for
     * duplicates and has its location, as one read by nextToken(): the same names and refusal as
     * Jackson's JSON parser at every token limit, and the same offsets as nextToken() gives.
     */
    @Test
    void namesReadByNextNameAreCountedCheckedAndLocatedAsTokens() throws Exception {
        String json = "{\"a\":1,\"b\":{\"a\":2,\"c\":[{\"e\":3}]},\"d\":4,\"a\":5}";
        byte[] bytes = transcode(json);
        assertEquals(tokensByNextName(line.jsonParser(json, STRICT)), tokensByNextName(strictFrac.parser(bytes)));
        for (int max = 1; max <= 20; max++) {
            Settings limit = Settings.defaults().readLimit(ReadLimit.TOKEN_COUNT, max);
            assertEquals(tokensByNextName(line.jsonParser(json, limit)), tokensByNextName(line.factory(limit).parser(bytes)),
                    "maxTokenCount " + max);
        }
        List<Long> byToken = new ArrayList<>();
        List<Long> byName = new ArrayList<>();
        try (Parser p = frac.parser(bytes); Parser q = frac.parser(bytes)) {
            for (Token t = p.nextToken(); t != null; t = p.nextToken()) {
                byToken.add(p.tokenByteOffset());
            }
            while (q.nextName() != null || q.currentToken() != null) {
                byName.add(q.tokenByteOffset());
            }
        }
        assertEquals(byToken, byName);
    }

    /** Every token read by nextName() alone (which reads whatever comes), names by their text, then the refusal. */
    private List<String> tokensByNextName(Parser p) throws Exception {
        List<String> tokens = new ArrayList<>();
        try (p) {
            for (String name = p.nextName(); name != null || p.currentToken() != null; name = p.nextName()) {
                tokens.add(name != null ? name : p.currentToken().name());
            }
        } catch (Exception e) { // a StreamReadException, or a StreamConstraintsException
            tokens.add(refusal(e));
        }
        return tokens;
    }

    /** The refusal as the line's exception class and message: the line's own kind only. */
    private String refusal(Exception e) throws Exception {
        Failure failure = line.failure(e);
        if (!failure.isJackson()) {
            throw e;
        }
        return e.getClass().getSimpleName() + ": " + failure.message();
    }

    @Test
    void strictDuplicateDetectionRefusesARepeatedNameWhenReading() throws IOException {
        String json = "{\"a\":1,\"b\":{\"a\":2},\"c\":[{\"a\":3,\"b\":4}],\"a\":5}";
        byte[] bytes = transcode(json);
        Failure expected;
        try (Parser p = line.jsonParser(json, STRICT)) {
            expected = expect(line, READ, () -> namesUntilRefused(p, new ArrayList<>()));
        }
        try (Parser p = strictFrac.parser(bytes)) {
            List<String> names = new ArrayList<>();
            Failure e = expect(line, READ, () -> namesUntilRefused(p, names));
            assertEquals(List.of("a", "b", "a", "c", "a", "b"), names, "nested objects have names of their own");
            assertTrue(e.message().contains(line.duplicateNameMessage("a")), e.message());
            assertEquals(expected.message(), e.message());
        }
    }

    private static void namesUntilRefused(Parser p, List<String> names) throws IOException {
        for (Token t = p.nextToken(); t != null; t = p.nextToken()) {
            if (t == Token.NAME) {
                names.add(p.currentName());
            }
        }
    }

    /** An ObjectReader's stream features reach the parsers it makes: asked for there, duplicates are refused. */
    @Test
    void strictDuplicateDetectionAskedOfAnObjectReaderRefusesARepeatedName() throws IOException {
        byte[] bytes = transcode("{\"a\":1,\"b\":{\"a\":2,\"a\":3}}");
        Failure e = expect(line, READ, () -> line.mapper().readStrict(bytes, Map.class));
        assertTrue(e.message().contains(line.duplicateNameMessage("a")), e.message());
        assertEquals(Map.of("a", 1, "b", Map.of("a", 3)), line.mapper().read(bytes, Map.class), "off unless asked for");
    }

    /**
     * A name repeated inside a container the caller skips (as databind skips unknown and ignored
     * properties) is refused as Jackson's JSON parser refuses it; without the check, skipping
     * still passes over it.
     */
    @Test
    void strictDuplicateDetectionRefusesARepeatedNameInsideASkippedValue() throws Exception {
        String json = "{\"known\":1,\"ignored\":{\"x\":1,\"deeper\":[{\"y\":1,\"y\":2}]},\"after\":2}";
        byte[] bytes = transcode(json);
        List<String> refused = tokensSkippingValues(strictFrac.parser(bytes));
        assertEquals(tokensSkippingValues(line.jsonParser(json, STRICT)), refused);
        assertTrue(refused.get(refused.size() - 1).contains(line.duplicateNameMessage("y")), refused.toString());
        assertEquals(tokensSkippingValues(line.jsonParser(json)), tokensSkippingValues(frac.parser(bytes)));

        expect(line, READ, () -> strictFrac.mapper().read(bytes, Known.class));
        assertEquals(1, line.mapper().read(bytes, Known.class).known);
    }

    @JsonIgnoreProperties(ignoreUnknown = true)
    public static class Known {
        public int known;
    }

    /** The tokens of the outer object, each value that is a container skipped, then the refusal. */
    private List<String> tokensSkippingValues(Parser p) throws Exception {
        List<String> tokens = new ArrayList<>();
        try (p) {
            tokens.add(p.nextToken().name());
            for (Token t = p.nextToken(); t != null; t = p.nextToken()) {
                tokens.add(t == Token.NAME ? p.currentName() : t.name());
                if (isStructStart(t)) {
                    p.skipChildren();
                    tokens.add(p.currentToken().name());
                }
            }
        } catch (Exception e) {
            if (line.failure(e).family() != READ) {
                throw e;
            }
            tokens.add(refusal(e));
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
        try (Generator g = line.jsonGenerator(json, STRICT)) {
            writeTurningDetectionOffAndOn(g);
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Generator g = strictFrac.generator(bytes)) {
            writeTurningDetectionOffAndOn(g);
        }
        assertEquals(json.toString(), transcodeToJson(bytes.toByteArray()));
    }

    /** [{"a":1},{"a":2}], the check off as the second object starts and on again before its name. */
    private static void writeTurningDetectionOffAndOn(Generator g) throws IOException {
        g.writeStartArray();
        g.writeStartObject();
        g.writeName("a");
        g.writeNumber(1);
        g.writeEndObject();
        g.strictDuplicateDetection(false);
        g.writeStartObject();
        g.strictDuplicateDetection(true);
        g.writeName("a");
        g.writeNumber(2);
        g.writeEndObject();
        g.writeEndArray();
    }

    @Test
    void strictDuplicateDetectionRefusesARepeatedNameWhenWriting() throws IOException {
        Failure expected;
        try (Generator g = line.jsonGenerator(new StringWriter(), STRICT)) {
            expected = expect(line, WRITE, () -> writeRepeatedName(g));
        }
        try (Generator g = strictFrac.generator(new ByteArrayOutputStream())) {
            Failure e = expect(line, WRITE, () -> writeRepeatedName(g));
            assertTrue(e.message().contains(line.duplicateNameMessage("a")), e.message());
            assertEquals(expected.message(), e.message());
        }
    }

    /** Names "a" twice in the root object, once in a nested one between: the second root "a" is refused. */
    private static void writeRepeatedName(Generator g) throws IOException {
        g.writeStartObject();
        g.writeName("a");
        g.writeNumber(1);
        g.writeName("b");
        g.writeStartObject();
        g.writeName("a");
        g.writeNumber(2); // another object
        g.writeEndObject();
        g.writeName("a");
    }

    /** Both calls return equal values, or both throw exceptions of one class (an int overflow, say). */
    private static void assertSameOutcome(Callable<?> json, Callable<?> frac, String at) {
        assertEquals(outcome(json), outcome(frac), at);
    }

    private static Object outcome(Callable<?> call) {
        try {
            return call.call();
        } catch (Exception e) {
            return e.getClass();
        }
    }

    protected static boolean isStructStart(Token t) {
        return t == Token.START_OBJECT || t == Token.START_ARRAY;
    }

    /** The same content as frac_json, one document per root value. */
    protected final byte[] transcode(String json) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Parser p = line.jsonParser(json); Generator g = frac.generator(out)) {
            while (p.nextToken() != null) {
                g.copyCurrentStructure(p);
            }
        }
        return out.toByteArray();
    }

    /** frac_json's content as JSON text. */
    private String transcodeToJson(byte[] bytes) throws IOException {
        StringWriter out = new StringWriter();
        try (Parser p = frac.parser(bytes); Generator g = line.jsonGenerator(out, PLAIN)) {
            while (p.nextToken() != null) {
                g.copyCurrentStructure(p);
            }
        }
        return out.toString();
    }

    private static void assertSameContexts(String expectedPath, List<ContextLevel> expected, String actualPath,
                                           List<ContextLevel> actual, String at) {
        assertEquals(expectedPath, actualPath, at);
        for (int i = 0; i < expected.size(); i++) {
            ContextLevel e = expected.get(i);
            String where = at + ", level " + e.depth();
            assertTrue(i < actual.size(), where + ": shallower than expected");
            ContextLevel a = actual.get(i);
            assertEquals(e.typeDesc(), a.typeDesc(), where);
            assertEquals(e.depth(), a.depth(), where);
            assertEquals(e.index(), a.index(), where);
            assertEquals(e.entryCount(), a.entryCount(), where);
            assertEquals(e.name(), a.name(), where);
            assertEquals(e.value(), a.value(), where);
        }
        assertEquals(expected.size(), actual.size(), at + ": deeper than expected");
    }
}
