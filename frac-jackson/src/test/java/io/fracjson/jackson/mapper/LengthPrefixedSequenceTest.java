package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.fracjson.core.testing.DamagedStreams;
import io.fracjson.core.testing.DamagedStreams.Damage;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonParser;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.LengthPrefixedSequenceBehaviour;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The kit's {@link LengthPrefixedSequenceBehaviour} on Jackson 2, and the parser's format features,
 * which Jackson 2 lets a caller change on a parser (overrideFormatFeatures).
 */
class LengthPrefixedSequenceTest extends LengthPrefixedSequenceBehaviour {
    LengthPrefixedSequenceTest() {
        super(Jackson2Line.LINE);
    }

    /** The framing decides how the input is read: it cannot change once a token was read. */
    @Test
    void theFeatureIsSetBeforeTheFirstToken() throws IOException {
        byte[] input = DamagedStreams.lengthPrefixed(Damage.TRUNCATED, false);
        try (JsonParser p = new FracJsonFactory().createParser(input)) {
            p.overrideFormatFeatures(FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE.getMask(),
                    FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE.getMask());
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            assertThrows(IllegalStateException.class, () -> p.overrideFormatFeatures(0,
                    FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE.getMask()));
            p.overrideFormatFeatures(FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE.getMask(),
                    FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE.getMask()); // unchanged: accepted
        }
    }
}
