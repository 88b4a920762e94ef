package io.fracjson.jackson;

import io.fracjson.testkit.CompressedInputBoundsBehaviour;

/** The kit's {@link CompressedInputBoundsBehaviour} on Jackson 2. */
class CompressedInputBoundsTest extends CompressedInputBoundsBehaviour {
    CompressedInputBoundsTest() {
        super(Jackson2Line.LINE);
    }
}
