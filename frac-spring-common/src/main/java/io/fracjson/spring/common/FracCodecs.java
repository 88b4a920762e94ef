package io.fracjson.spring.common;

import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.Encoder;
import org.springframework.http.MediaType;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.http.codec.HttpMessageWriter;

/** Adds a line's frac_json codecs to a WebFlux server's or a {@code WebClient}'s codecs. */
public final class FracCodecs {
    private FracCodecs() {
    }

    /**
     * Registers {@code encoder} and {@code decoder} as custom codecs with the default configuration
     * (so {@code maxInMemorySize} is the configurer's), with JSON's writer ahead of them. Spring
     * places custom writers ahead of its own, and a server answers {@code Accept: *}{@code /*}
     * (a client writes a body without a content type) with the first writer's type: without JSON
     * registered first, that would be frac_json. The writer registered is the configurer's own
     * JSON writer (the one Boot has configured, when this runs after Boot's customizers).
     */
    public static void register(CodecConfigurer configurer, Encoder<?> encoder, Decoder<?> decoder) {
        configurer.getWriters().stream()
                .filter(writer -> writer.getWritableMediaTypes().contains(MediaType.APPLICATION_JSON))
                .findFirst()
                .ifPresent(json -> configurer.customCodecs().register(json));
        configurer.customCodecs().registerWithDefaultConfig(encoder);
        configurer.customCodecs().registerWithDefaultConfig(decoder);
    }
}
