package io.fracjson.spring.reactive;

import io.fracjson.spring.Spring7Line;
import io.fracjson.spring.common.kit.CodecAutoConfigurationBehaviour;

/** {@link CodecAutoConfigurationBehaviour} with Boot 4's CodecCustomizer. */
class FracJsonCodecAutoConfigurationTest extends CodecAutoConfigurationBehaviour {
    FracJsonCodecAutoConfigurationTest() {
        super(new Spring7Line());
    }
}
