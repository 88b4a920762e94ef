package io.fracjson.jackson.mapper;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.DamagedStreamBehaviour;

/** The kit's {@link DamagedStreamBehaviour} on Jackson 2. */
class DamagedStreamTest extends DamagedStreamBehaviour {
    DamagedStreamTest() {
        super(Jackson2Line.LINE);
    }
}
