package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracObjectWriter;
import io.fracjson.jackson3.FracSchema;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.WriteValueAsBytesBehaviour;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

/**
 * The kit's {@link WriteValueAsBytesBehaviour} on Jackson 3, and what only Jackson 3's ObjectWriter
 * has: its mutant factories and a serialization feature.
 */
class WriteValueAsBytesTest extends WriteValueAsBytesBehaviour {
    WriteValueAsBytesTest() {
        super(Jackson3Line.LINE);
    }

    @Test
    void aWriterWithASerializationFeatureGivesTheBytesItStreams() throws IOException {
        FracJsonMapper mapper = new FracJsonMapper();
        ObjectWriter writer = mapper.writer().with(SerializationFeature.WRAP_ROOT_VALUE);
        assertSameAsStreamed(Jackson3Line.wrap(mapper.tokenStreamFactory()).mapper(), Jackson3Line.writer(writer));
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
        assertInstanceOf(FracObjectWriter.class, mapper.rebuild().build().writer());
        assertInstanceOf(FracObjectWriter.class, FracJsonMapper.builder().build().writer());
    }
}
