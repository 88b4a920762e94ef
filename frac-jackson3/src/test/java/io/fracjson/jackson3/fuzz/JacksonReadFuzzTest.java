package io.fracjson.jackson3.fuzz;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.JacksonReadFuzzBehaviour;

/**
 * The kit's {@link JacksonReadFuzzBehaviour} on Jackson 3, whose mappers refuse trailing tokens; its inputs are
 * this class's resources, frac-jackson's shared by the pom (FUZZING.md).
 */
class JacksonReadFuzzTest extends JacksonReadFuzzBehaviour {
    JacksonReadFuzzTest() {
        super(Jackson3Line.LINE);
    }

    @Override
    protected boolean refusesTrailingTokens() {
        return true;
    }
}
