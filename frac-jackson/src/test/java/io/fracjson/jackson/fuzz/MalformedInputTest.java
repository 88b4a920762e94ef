package io.fracjson.jackson.fuzz;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.MalformedInputBehaviour;

/** The kit's {@link MalformedInputBehaviour} on Jackson 2. */
class MalformedInputTest extends MalformedInputBehaviour {
    MalformedInputTest() {
        super(Jackson2Line.LINE);
    }
}
