package io.fracjson.spring6.reactive;

import io.fracjson.spring6.Spring6Line;
import io.fracjson.spring.common.kit.CodecAutoConfigurationBehaviour;

/** {@link CodecAutoConfigurationBehaviour} with Boot 3's CodecCustomizer. */
class FracJsonCodecAutoConfigurationTest extends CodecAutoConfigurationBehaviour {
    FracJsonCodecAutoConfigurationTest() {
        super(new Spring6Line());
    }
}
