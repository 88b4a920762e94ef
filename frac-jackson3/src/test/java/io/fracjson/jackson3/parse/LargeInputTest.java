package io.fracjson.jackson3.parse;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.LargeInputBehaviour;

/** The kit's {@link LargeInputBehaviour} on Jackson 3. */
class LargeInputTest extends LargeInputBehaviour {
    LargeInputTest() {
        super(Jackson3Line.LINE);
    }
}
