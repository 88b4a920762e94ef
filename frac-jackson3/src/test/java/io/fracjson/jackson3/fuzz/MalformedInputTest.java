package io.fracjson.jackson3.fuzz;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.MalformedInputBehaviour;

/** The kit's {@link MalformedInputBehaviour} on Jackson 3. */
class MalformedInputTest extends MalformedInputBehaviour {
    MalformedInputTest() {
        super(Jackson3Line.LINE);
    }
}
