package io.fracjson.jackson3.gen;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.ConformanceEncodeBehaviour;

/** The kit's {@link ConformanceEncodeBehaviour} on Jackson 3. */
class ConformanceEncodeTest extends ConformanceEncodeBehaviour {
    ConformanceEncodeTest() {
        super(Jackson3Line.LINE);
    }
}
