package io.fracjson.jackson3.constraints;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.StreamConstraintsBehaviour;

/** The kit's {@link StreamConstraintsBehaviour} on Jackson 3. */
class StreamConstraintsTest extends StreamConstraintsBehaviour {
    StreamConstraintsTest() {
        super(Jackson3Line.LINE);
    }
}
