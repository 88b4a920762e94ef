package io.fracjson.jackson3.constraints;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.DecompressionLimitsBehaviour;

/** The kit's {@link DecompressionLimitsBehaviour} on Jackson 3. */
class DecompressionLimitsTest extends DecompressionLimitsBehaviour {
    DecompressionLimitsTest() {
        super(Jackson3Line.LINE);
    }
}
