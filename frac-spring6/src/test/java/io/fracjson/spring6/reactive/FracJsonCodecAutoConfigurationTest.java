package io.fracjson.spring6.reactive;

import io.fracjson.spring6.FracJsonAutoConfiguration;
import io.fracjson.spring6.FracJsonDecoder;
import io.fracjson.spring6.FracJsonMediaType;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.web.codec.CodecCustomizer;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.http.MediaType;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.ServerCodecConfigurer;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Boot 3's auto-configuration gives WebFlux and WebClient the codecs, after JSON, within the configured limit. */
class FracJsonCodecAutoConfigurationTest {
    private final ApplicationContextRunner runner = new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(FracJsonAutoConfiguration.class));

    @Test
    void theCodecCustomizerAddsTheCodecsAfterJsonWithTheDefaultLimit() {
        runner.run(context -> {
            ServerCodecConfigurer configurer = ServerCodecConfigurer.create();
            configurer.defaultCodecs().maxInMemorySize(12_345);
            context.getBeansOfType(CodecCustomizer.class).values().forEach(c -> c.customize(configurer));

            List<MediaType> writable = configurer.getWriters().stream()
                    .flatMap(w -> w.getWritableMediaTypes().stream()).toList();
            int json = writable.indexOf(MediaType.APPLICATION_JSON);
            int frac = writable.indexOf(FracJsonMediaType.APPLICATION_FRAC_JSON);
            assertTrue(json >= 0 && frac > json, "JSON first: " + writable);
            assertTrue(writable.contains(FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ));

            FracJsonDecoder decoder = configurer.getReaders().stream()
                    .filter(r -> r instanceof DecoderHttpMessageReader<?> d && d.getDecoder() instanceof FracJsonDecoder)
                    .map(r -> (FracJsonDecoder) ((DecoderHttpMessageReader<?>) r).getDecoder())
                    .findFirst().orElseThrow();
            assertEquals(12_345, decoder.getMaxInMemorySize(), "the configurer's max-in-memory-size");
        });
    }
}
