package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.DamagedStreamBehaviour;

/** The kit's {@link DamagedStreamBehaviour} on Jackson 3. */
class DamagedStreamTest extends DamagedStreamBehaviour {
    DamagedStreamTest() {
        super(Jackson3Line.LINE);
    }
}
