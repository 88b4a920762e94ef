package io.fracjson.jackson3.gen;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.FracJsonGeneratorBehaviour;

/** The kit's {@link FracJsonGeneratorBehaviour} on Jackson 3. */
class FracJsonGeneratorTest extends FracJsonGeneratorBehaviour {
    FracJsonGeneratorTest() {
        super(Jackson3Line.LINE);
    }
}
