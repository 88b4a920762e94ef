package io.fracjson.jackson.parse;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.ConformanceDecodeBehaviour;

/** The kit's {@link ConformanceDecodeBehaviour} on Jackson 2. */
class ConformanceDecodeTest extends ConformanceDecodeBehaviour {
    ConformanceDecodeTest() {
        super(Jackson2Line.LINE);
    }
}
