package io.fracjson.spring6.reactive;

import io.fracjson.spring6.FracJsonDecoder;
import io.fracjson.spring6.FracJsonEncoder;
import io.fracjson.spring.common.FracCodecContract;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.Encoder;

/** Spring Framework 6's codecs keep the reactive contract both lines share. */
class FracJsonCodecTest extends FracCodecContract {
    @Override
    protected Encoder<Object> encoder() {
        return new FracJsonEncoder();
    }

    @Override
    protected Decoder<Object> decoder(int maxInMemorySize) {
        FracJsonDecoder decoder = new FracJsonDecoder();
        decoder.setMaxInMemorySize(maxInMemorySize);
        return decoder;
    }
}
