package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jdk8.Jdk8Module;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.DatabindRoundTripBehaviour;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The kit's {@link DatabindRoundTripBehaviour} on Jackson 2, with the Jdk8Module for Optional, and the mapper's copy(). */
class DatabindRoundTripTest extends DatabindRoundTripBehaviour {
    DatabindRoundTripTest() {
        super(Jackson2Line.LINE);
    }

    @Override
    protected Mapper fracMapper() {
        return Jackson2Line.wrap(new ObjectMapper(new FracJsonFactory()).registerModule(new Jdk8Module()));
    }

    @Override
    protected Mapper jsonMapper() {
        return Jackson2Line.wrap(JsonMapper.builder().addModule(new Jdk8Module()).build());
    }

    @Test
    void mapperBuilderAndCopy() throws Exception {
        FracJsonMapper mapper = FracJsonMapper.builder().addModule(new Jdk8Module()).build();
        assertEquals(FracJsonFactory.FORMAT_NAME, mapper.getFactory().getFormatName());
        FracJsonMapper copy = mapper.copy();
        assertEquals(Arrays.toString(mapper.writeValueAsBytes(person())),
                Arrays.toString(copy.writeValueAsBytes(person())));
    }
}
