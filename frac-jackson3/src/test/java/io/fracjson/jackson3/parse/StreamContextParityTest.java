package io.fracjson.jackson3.parse;

import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.StreamContextParityBehaviour;

/** The kit's {@link StreamContextParityBehaviour} on Jackson 3. */
class StreamContextParityTest extends StreamContextParityBehaviour {
    StreamContextParityTest() {
        super(Jackson3Line.LINE);
    }
}
