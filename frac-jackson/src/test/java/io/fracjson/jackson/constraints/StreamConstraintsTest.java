package io.fracjson.jackson.constraints;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.StreamConstraintsBehaviour;

/** The kit's {@link StreamConstraintsBehaviour} on Jackson 2. */
class StreamConstraintsTest extends StreamConstraintsBehaviour {
    StreamConstraintsTest() {
        super(Jackson2Line.LINE);
    }
}
