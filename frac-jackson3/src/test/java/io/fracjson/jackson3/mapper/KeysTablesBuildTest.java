package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.KeysTablesBuildBehaviour;
import io.fracjson.testkit.Settings;
import tools.jackson.databind.PropertyNamingStrategies;

/** The kit's {@link KeysTablesBuildBehaviour} on Jackson 3 (java.time built in). */
class KeysTablesBuildTest extends KeysTablesBuildBehaviour {
    KeysTablesBuildTest() {
        super(Jackson3Line.LINE);
    }

    @Override
    protected Mapper snakeCaseMapper(Settings factory) {
        return Jackson3Line.wrap(FracJsonMapper.builder((FracJsonFactory) line.factory(factory).unwrap())
                .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build());
    }
}
