package io.fracjson.jackson.fuzz;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.JacksonReadFuzzBehaviour;

/** The kit's {@link JacksonReadFuzzBehaviour} on Jackson 2; its inputs are this class's resources (FUZZING.md). */
class JacksonReadFuzzTest extends JacksonReadFuzzBehaviour {
    JacksonReadFuzzTest() {
        super(Jackson2Line.LINE);
    }

    @Override
    protected boolean refusesTrailingTokens() {
        return false;
    }
}
