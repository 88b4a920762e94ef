package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracObjectWriter;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.WriteValueAsBytesBehaviour;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/**
 * The kit's {@link WriteValueAsBytesBehaviour} on Jackson 2, and what only Jackson 2's ObjectWriter
 * has: its mutant factories, a serialization feature, and another factory given to a writer.
 */
class WriteValueAsBytesTest extends WriteValueAsBytesBehaviour {
    WriteValueAsBytesTest() {
        super(Jackson2Line.LINE);
    }

    @Test
    void aWriterWithASerializationFeatureGivesTheBytesItStreams() throws IOException {
        FracJsonMapper mapper = new FracJsonMapper();
        ObjectWriter writer = mapper.writer().with(SerializationFeature.WRITE_BIGDECIMAL_AS_PLAIN);
        assertSameAsStreamed(Jackson2Line.wrap(mapper.getFactory()).mapper(), Jackson2Line.writer(writer));
    }

    @Test
    void writersOfTheMapperStayFracObjectWritersThroughTheirMutantFactories() {
        FracJsonMapper mapper = new FracJsonMapper();
        assertInstanceOf(FracObjectWriter.class, mapper.writer());
        assertInstanceOf(FracObjectWriter.class, mapper.writerFor(OrderLine.class));
        assertInstanceOf(FracObjectWriter.class, mapper.writer(FracSchema.builder().compressionLevel(1).build()));
        assertInstanceOf(FracObjectWriter.class, mapper.writerWithDefaultPrettyPrinter());
        assertInstanceOf(FracObjectWriter.class, mapper.writer().with(SerializationFeature.INDENT_OUTPUT));
        assertInstanceOf(FracObjectWriter.class, mapper.writer().withRootName("root"));
        assertInstanceOf(FracObjectWriter.class, mapper.writer().with(new FracJsonFactory()));
        assertInstanceOf(FracObjectWriter.class, mapper.copy().writer());
        assertInstanceOf(FracObjectWriter.class, FracJsonMapper.builder().build().writer());
    }

    @Test
    void aWriterGivenAnotherFactoryWritesThatFormat() throws IOException {
        ObjectWriter json = new FracJsonMapper().writer().with(new com.fasterxml.jackson.core.JsonFactory());
        assertEquals("{\"id\":1}", new String(json.writeValueAsBytes(Map.of("id", 1)), "UTF-8"));
    }
}
