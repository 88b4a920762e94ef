package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.ExactNumbersBehaviour;
import io.fracjson.testkit.JacksonLine.Mapper;

/** The kit's {@link ExactNumbersBehaviour} on Jackson 2: dates as timestamps are the JavaTimeModule's default. */
class ExactNumbersTest extends ExactNumbersBehaviour {
    ExactNumbersTest() {
        super(Jackson2Line.LINE);
    }

    @Override
    protected Mapper timestampsMapper(boolean json) {
        return Jackson2Line.wrap(json ? JsonMapper.builder().addModule(new JavaTimeModule()).build()
                : FracJsonMapper.builder().addModule(new JavaTimeModule()).build());
    }
}
