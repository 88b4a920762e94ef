package io.fracjson.jackson3.parse;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.ConformanceDecodeBehaviour;

/** The kit's {@link ConformanceDecodeBehaviour} on Jackson 3. */
class ConformanceDecodeTest extends ConformanceDecodeBehaviour {
    ConformanceDecodeTest() {
        super(Jackson3Line.LINE);
    }
}
