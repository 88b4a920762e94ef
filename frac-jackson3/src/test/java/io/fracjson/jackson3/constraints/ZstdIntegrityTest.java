package io.fracjson.jackson3.constraints;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.ZstdIntegrityBehaviour;

/** The kit's {@link ZstdIntegrityBehaviour} on Jackson 3. */
class ZstdIntegrityTest extends ZstdIntegrityBehaviour {
    ZstdIntegrityTest() {
        super(Jackson3Line.LINE);
    }
}
