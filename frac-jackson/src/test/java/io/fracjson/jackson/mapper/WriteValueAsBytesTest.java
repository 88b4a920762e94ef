package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.WriteValueAsBytesBehaviour;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The kit's {@link WriteValueAsBytesBehaviour} on Jackson 2, and what only Jackson 2's ObjectWriter
 * has: SerializationFeature.WRITE_BIGDECIMAL_AS_PLAIN, and another factory given to a writer.
 */
class WriteValueAsBytesTest extends WriteValueAsBytesBehaviour {
    WriteValueAsBytesTest() {
        super(Jackson2Line.LINE);
    }

    @Test
    void aWriterWritingBigDecimalsAsPlainGivesTheBytesItStreams() throws IOException {
        FracJsonMapper mapper = new FracJsonMapper();
        ObjectWriter writer = mapper.writer().with(SerializationFeature.WRITE_BIGDECIMAL_AS_PLAIN);
        assertSameAsStreamed(Jackson2Line.wrap(mapper.getFactory()).mapper(), Jackson2Line.writer(writer));
    }

    @Test
    void aWriterGivenAnotherFactoryWritesThatFormat() throws IOException {
        ObjectWriter json = new FracJsonMapper().writer().with(new com.fasterxml.jackson.core.JsonFactory());
        assertEquals("{\"id\":1}", new String(json.writeValueAsBytes(Map.of("id", 1)), "UTF-8"));
    }
}
