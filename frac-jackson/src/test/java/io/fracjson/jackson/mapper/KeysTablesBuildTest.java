package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.KeysTablesBuildBehaviour;
import io.fracjson.testkit.Settings;

/** The kit's {@link KeysTablesBuildBehaviour} on Jackson 2, java.time through the JavaTimeModule. */
class KeysTablesBuildTest extends KeysTablesBuildBehaviour {
    KeysTablesBuildTest() {
        super(Jackson2Line.LINE);
    }

    @Override
    protected Mapper snakeCaseMapper(Settings factory) {
        return Jackson2Line.wrap(FracJsonMapper.builder((FracJsonFactory) line.factory(factory).unwrap())
                .addModule(new JavaTimeModule()).propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build());
    }
}
