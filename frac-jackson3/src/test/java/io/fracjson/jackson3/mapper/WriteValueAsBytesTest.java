package io.fracjson.jackson3.mapper;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.WriteValueAsBytesBehaviour;

/** The kit's {@link WriteValueAsBytesBehaviour} on Jackson 3. */
class WriteValueAsBytesTest extends WriteValueAsBytesBehaviour {
    WriteValueAsBytesTest() {
        super(Jackson3Line.LINE);
    }
}
