package io.fracjson.jackson.constraints;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.DecompressionLimitsBehaviour;

/** The kit's {@link DecompressionLimitsBehaviour} on Jackson 2. */
class DecompressionLimitsTest extends DecompressionLimitsBehaviour {
    DecompressionLimitsTest() {
        super(Jackson2Line.LINE);
    }
}
