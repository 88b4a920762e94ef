package io.fracjson.jackson.parse;

import io.fracjson.core.testing.ConformanceVector;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.support.ConformanceVectors;
import io.fracjson.jackson.support.NumericNodes;
import io.fracjson.core.testing.TrickleInputStream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every reference document decodes through Jackson to the tree of its JSON input, from bytes and from a stream. */
class ConformanceDecodeTest {
    private static final JsonMapper JSON_MAPPER = new JsonMapper(JsonFactory.builder()
            .streamReadConstraints(ConformanceVectors.LONG_NAMES).build());

    @TestFactory
    Stream<DynamicTest> decodesToTheJsonTree() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            JsonNode expected = JSON_MAPPER.readTree(v.json());
            ObjectMapper frac = new FracJsonMapper(ConformanceVectors.factory(v));
            assertSameTree(expected, frac.readTree(v.frac()), "from byte[]");
            assertSameTree(expected, frac.readTree(new TrickleInputStream(v.frac())), "from a stream");
        }));
    }

    @TestFactory
    Stream<DynamicTest> skipsEveryDocumentWhole() {
        return ConformanceVector.documents().stream().map(v -> DynamicTest.dynamicTest(v.name(), () -> {
            try (JsonParser p = ConformanceVectors.factory(v).createParser(v.frac())) {
                JsonToken first = p.nextToken();
                p.skipChildren();
                assertEquals(first.isStructStart() ? (first == JsonToken.START_OBJECT ? JsonToken.END_OBJECT
                        : JsonToken.END_ARRAY) : first, p.currentToken());
                assertNull(p.nextToken());
            }
        }));
    }

    private static void assertSameTree(JsonNode expected, JsonNode actual, String how) {
        assertTrue(expected.equals(NumericNodes.BY_VALUE, actual), () -> how + ": expected " + abbreviate(expected)
                + " but was " + abbreviate(actual));
    }

    private static String abbreviate(JsonNode node) {
        String s = node.toString();
        return s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
