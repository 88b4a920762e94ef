package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.DatabindRoundTripBehaviour;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's {@link DatabindRoundTripBehaviour} on Jackson 3, whose databind handles Optional itself, and the mapper's rebuild(). */
class DatabindRoundTripTest extends DatabindRoundTripBehaviour {
    DatabindRoundTripTest() {
        super(Jackson3Line.LINE);
    }

    @Override
    protected Mapper fracMapper() {
        return Jackson3Line.wrap(new ObjectMapper(new FracJsonFactory()));
    }

    @Override
    protected Mapper jsonMapper() {
        return Jackson3Line.wrap(new JsonMapper());
    }

    /** Jackson 3's mappers are immutable: {@code rebuild()} takes the place of 2.x's {@code copy()}. */
    @Test
    void mapperBuilderAndRebuild() {
        FracJsonMapper mapper = FracJsonMapper.builder().enable(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS).build();
        assertEquals(FracJsonFactory.FORMAT_NAME, mapper.tokenStreamFactory().getFormatName());
        FracJsonMapper rebuilt = mapper.rebuild().build();
        assertTrue(rebuilt.isEnabled(FracJsonWriteFeature.FAIL_ON_NON_FINITE_NUMBERS));
        assertEquals(Arrays.toString(mapper.writeValueAsBytes(person())),
                Arrays.toString(rebuilt.writeValueAsBytes(person())));
    }
}
