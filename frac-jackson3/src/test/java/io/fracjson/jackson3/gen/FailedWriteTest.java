package io.fracjson.jackson3.gen;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.FailedWriteBehaviour;

/** The kit's {@link FailedWriteBehaviour} on Jackson 3. */
class FailedWriteTest extends FailedWriteBehaviour {
    FailedWriteTest() {
        super(Jackson3Line.LINE);
    }
}
