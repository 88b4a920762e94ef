package io.fracjson.jackson.gen;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.ConformanceEncodeBehaviour;

/** The kit's {@link ConformanceEncodeBehaviour} on Jackson 2. */
class ConformanceEncodeTest extends ConformanceEncodeBehaviour {
    ConformanceEncodeTest() {
        super(Jackson2Line.LINE);
    }
}
