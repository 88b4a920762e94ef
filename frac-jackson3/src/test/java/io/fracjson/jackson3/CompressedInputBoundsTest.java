package io.fracjson.jackson3;

import io.fracjson.testkit.CompressedInputBoundsBehaviour;

/** The kit's {@link CompressedInputBoundsBehaviour} on Jackson 3. */
class CompressedInputBoundsTest extends CompressedInputBoundsBehaviour {
    CompressedInputBoundsTest() {
        super(Jackson3Line.LINE);
    }
}
