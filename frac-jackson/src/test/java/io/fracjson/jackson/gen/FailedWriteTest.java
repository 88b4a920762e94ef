package io.fracjson.jackson.gen;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.FailedWriteBehaviour;

/** The kit's {@link FailedWriteBehaviour} on Jackson 2. */
class FailedWriteTest extends FailedWriteBehaviour {
    FailedWriteTest() {
        super(Jackson2Line.LINE);
    }
}
