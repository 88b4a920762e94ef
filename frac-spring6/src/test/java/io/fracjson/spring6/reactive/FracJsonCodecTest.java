package io.fracjson.spring6.reactive;

import io.fracjson.spring6.Spring6Line;
import io.fracjson.spring.common.FracCodecContract;

/** Spring Framework 6's codecs keep the reactive contract both lines share. */
class FracJsonCodecTest extends FracCodecContract {
    FracJsonCodecTest() {
        super(new Spring6Line());
    }
}
