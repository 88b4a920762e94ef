package io.fracjson.spring.common.kit;

import io.fracjson.spring.common.FracMimeTypes;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.http.MediaType;
import org.springframework.http.codec.DecoderHttpMessageReader;
import org.springframework.http.codec.ServerCodecConfigurer;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Boot's auto-configuration gives WebFlux and WebClient the codecs, after JSON, within the
 * configured limit; each line's {@code FracJsonCodecAutoConfigurationTest} runs it on its Boot.
 */
public abstract class CodecAutoConfigurationBehaviour {
    private final SpringLine line;
    private final ApplicationContextRunner runner;

    protected CodecAutoConfigurationBehaviour(SpringLine line) {
        this.line = line;
        this.runner = new ApplicationContextRunner().withConfiguration(AutoConfigurations.of(line.autoConfiguration()));
    }

    @Test
    void theCodecCustomizerAddsTheCodecsAfterJsonWithTheDefaultLimit() {
        runner.run(context -> {
            ServerCodecConfigurer configurer = ServerCodecConfigurer.create();
            configurer.defaultCodecs().maxInMemorySize(12_345);
            line.customizeCodecs(context, configurer);

            List<MediaType> writable = configurer.getWriters().stream()
                    .flatMap(w -> w.getWritableMediaTypes().stream()).toList();
            int json = writable.indexOf(MediaType.APPLICATION_JSON);
            int frac = writable.indexOf(FracMimeTypes.APPLICATION_FRAC_JSON);
            assertTrue(json >= 0 && frac > json, "JSON first: " + writable);
            assertTrue(writable.contains(FracMimeTypes.APPLICATION_FRAC_JSON_SEQ));

            int maxInMemorySize = configurer.getReaders().stream()
                    .filter(r -> r instanceof DecoderHttpMessageReader<?>)
                    .mapToInt(r -> line.fracDecoderMaxInMemorySize(((DecoderHttpMessageReader<?>) r).getDecoder()))
                    .filter(size -> size >= 0)
                    .findFirst().orElseThrow();
            assertEquals(12_345, maxInMemorySize, "the configurer's max-in-memory-size");
        });
    }
}
