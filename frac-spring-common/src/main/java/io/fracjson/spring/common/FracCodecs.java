package io.fracjson.spring.common;

import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.Encoder;
import org.springframework.http.MediaType;
import org.springframework.http.ReactiveHttpOutputMessage;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.http.codec.EncoderHttpMessageWriter;
import org.springframework.lang.Nullable;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;

/** Adds a line's frac_json codecs to a WebFlux server's or a {@code WebClient}'s codecs. */
public final class FracCodecs {
    private FracCodecs() {
    }

    /**
     * A line's encoder and decoder on one mapper, and the tables of that mapper.
     *
     * @param encoder the line's {@code FracJsonEncoder}
     * @param decoder the line's {@code FracJsonDecoder}
     * @param tables what the mapper writes with, which each body's media type names
     */
    public record Codec(Encoder<?> encoder, Decoder<?> decoder, BodyTables tables) {
    }

    /**
     * Registers {@code codecs} (those of a rollout's other tables first, the current tables' last)
     * as custom codecs with the default configuration (so {@code maxInMemorySize} is the
     * configurer's), with JSON's writer ahead of them. Spring places custom writers ahead of its
     * own, and a server answers {@code Accept: *}{@code /*} (a client writes a body without a
     * content type) with the first writer's type: without JSON registered first, that would be
     * frac_json. The writer registered is the configurer's own JSON writer (the one Boot has
     * configured, when this runs after Boot's customizers). Each encoder's writer names its
     * tables in the {@code Content-Type} of what it writes.
     */
    public static void register(CodecConfigurer configurer, List<Codec> codecs) {
        configurer.getWriters().stream()
                .filter(writer -> writer.getWritableMediaTypes().contains(MediaType.APPLICATION_JSON))
                .findFirst()
                .ifPresent(json -> configurer.customCodecs().register(json));
        for (Codec codec : codecs) {
            configurer.customCodecs().registerWithDefaultConfig(new NamingWriter<>(codec.encoder(), codec.tables()));
            configurer.customCodecs().registerWithDefaultConfig(codec.decoder());
        }
    }

    /** Writes with its encoder, under a {@code Content-Type} that names the encoder's tables. */
    static final class NamingWriter<T> extends EncoderHttpMessageWriter<T> {
        private final BodyTables tables;

        NamingWriter(Encoder<T> encoder, BodyTables tables) {
            super(encoder);
            this.tables = tables;
        }

        @Override
        public Mono<Void> write(Publisher<? extends T> inputStream, ResolvableType elementType,
                                @Nullable MediaType mediaType, ReactiveHttpOutputMessage message,
                                Map<String, Object> hints) {
            if (message.getHeaders().getContentType() == null) {
                MediaType type = mediaType != null && mediaType.isConcrete() ? mediaType.removeQualityValue()
                        : FracMimeTypes.APPLICATION_FRAC_JSON;
                message.getHeaders().setContentType(MediaType.asMediaType(tables.nameIn(type)));
            }
            return super.write(inputStream, elementType, mediaType, message, hints);
        }
    }
}
