package io.fracjson.jackson.constraints;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.ZstdIntegrityBehaviour;

/** The kit's {@link ZstdIntegrityBehaviour} on Jackson 2. */
class ZstdIntegrityTest extends ZstdIntegrityBehaviour {
    ZstdIntegrityTest() {
        super(Jackson2Line.LINE);
    }
}
