package io.fracjson.spring.reactive;

import io.fracjson.spring.Spring7Line;
import io.fracjson.spring.common.FracCodecContract;

/** Spring Framework 7's codecs keep the reactive contract both lines share. */
class FracJsonCodecTest extends FracCodecContract {
    FracJsonCodecTest() {
        super(new Spring7Line());
    }
}
