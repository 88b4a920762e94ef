package io.fracjson.jackson.parse;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.StreamContextParityBehaviour;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The kit's {@link StreamContextParityBehaviour} on Jackson 2, and duplicate detection turned on
 * and off on a parser already made, which only Jackson 2's parsers allow.
 */
class StreamContextParityTest extends StreamContextParityBehaviour {
    private static final JsonFactory JSON = new JsonFactory();
    private static final JsonFactory STRICT_JSON = JsonFactory.builder().enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(StreamWriteFeature.STRICT_DUPLICATE_DETECTION).build();

    StreamContextParityTest() {
        super(Jackson2Line.LINE);
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
        FracJsonFactory fracFactory = (FracJsonFactory) this.frac.unwrap();
        FracJsonFactory strictFactory = (FracJsonFactory) strictFrac.unwrap();
        for (int at = 0; at <= 4; at++) { // changed before the first token, or within the outer object
            assertEquals(tokensTurningDetection(JSON.createParser(json), at, true),
                    tokensTurningDetection(fracFactory.createParser(frac), at, true), "turned on before token " + at);
            assertEquals(tokensTurningDetection(STRICT_JSON.createParser(json), at, false),
                    tokensTurningDetection(strictFactory.createParser(frac), at, false), "turned off before token " + at);
        }
        List<String> refused = tokensTurningDetection(fracFactory.createParser(frac), 0, true);
        assertTrue(refused.get(refused.size() - 1).contains("Duplicate field 'a'"), refused.toString());
        List<String> onWithinInner = tokensTurningDetection(fracFactory.createParser(frac), 6, true); // at {"a":2,"a":3}'s first value
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
        assertEquals(Map.of("a", 1, "b", Map.of("a", 3), "c", 5), new FracJsonMapper(strictFactory).readerFor(Map.class)
                .without(JsonParser.Feature.STRICT_DUPLICATE_DETECTION).readValue(frac), "off where asked for");
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
}
