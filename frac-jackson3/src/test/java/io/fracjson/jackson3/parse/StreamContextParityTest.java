package io.fracjson.jackson3.parse;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.StreamContextParityBehaviour;
import org.junit.jupiter.api.Test;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.StreamReadException;

import java.io.IOException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's {@link StreamContextParityBehaviour} on Jackson 3, and duplicate detection asked of an ObjectReader. */
class StreamContextParityTest extends StreamContextParityBehaviour {
    StreamContextParityTest() {
        super(Jackson3Line.LINE);
    }

    /** An ObjectReader's stream features reach the parsers it makes: asked for there, duplicates are refused. */
    @Test
    void strictDuplicateDetectionAskedOfAnObjectReaderRefusesARepeatedName() throws IOException {
        String json = "{\"a\":1,\"b\":{\"a\":2,\"a\":3}}";
        byte[] frac = transcode(json);
        FracJsonMapper mapper = new FracJsonMapper();
        StreamReadException e = assertThrows(StreamReadException.class, () -> mapper.readerFor(Map.class)
                .with(StreamReadFeature.STRICT_DUPLICATE_DETECTION).readValue(frac));
        assertTrue(e.getOriginalMessage().contains("Duplicate Object property \"a\""), e.getOriginalMessage());
        assertEquals(Map.of("a", 1, "b", Map.of("a", 3)), mapper.readerFor(Map.class).readValue(frac),
                "off unless asked for");
    }
}
