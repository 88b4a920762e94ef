package io.fracjson.jackson.parse;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.LargeInputBehaviour;

/** The kit's {@link LargeInputBehaviour} on Jackson 2. */
class LargeInputTest extends LargeInputBehaviour {
    LargeInputTest() {
        super(Jackson2Line.LINE);
    }
}
