package io.fracjson.spring;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.FracMimeTypes;
import io.fracjson.spring.common.FramedDocuments;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.codec.AbstractJacksonEncoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;

/**
 * Writes {@code application/x-frac-json} and {@code application/x-frac-json-seq} bodies with a
 * {@link FracJsonMapper}, as Spring Framework 7's {@code JacksonSmileEncoder} does Smile, for
 * WebFlux and {@code WebClient}. A value is one document. A {@code Flux} is, for
 * {@code application/x-frac-json-seq} (a streaming type: each value is flushed as it is written),
 * one document per value behind its 4-byte length; for {@code application/x-frac-json}, one array
 * document of all the values, written when the {@code Flux} completes.
 */
public class FracJsonEncoder extends AbstractJacksonEncoder<FracJsonMapper> {

    /** With a mapper of the default settings. */
    public FracJsonEncoder() {
        this(new FracJsonMapper());
    }

    /** With {@code mapper} as it is. */
    public FracJsonEncoder(FracJsonMapper mapper) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON, FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ);
        setStreamingMediaTypes(List.of(FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ));
    }

    @Override
    public Flux<DataBuffer> encode(Publisher<?> inputStream, DataBufferFactory bufferFactory,
                                   ResolvableType elementType, @Nullable MimeType mimeType,
                                   @Nullable Map<String, Object> hints) {
        if (FracMimeTypes.isSequence(mimeType)) {
            return Flux.from(inputStream).map(value -> FramedDocuments.frame(
                    encodeValue(value, bufferFactory, elementType, mimeType, hints), bufferFactory));
        }
        if (inputStream instanceof Mono) {
            return Mono.from(inputStream)
                    .map(value -> encodeValue(value, bufferFactory, elementType, mimeType, hints))
                    .flux();
        }
        ResolvableType listType = ResolvableType.forClassWithGenerics(List.class, elementType);
        return Flux.from(inputStream).collectList()
                .map(values -> encodeValue(values, bufferFactory, listType, mimeType, hints))
                .flux();
    }

    /** No separator: the framed type's values are framed by {@link #encode}, the other type is not streamed. */
    @Override
    protected byte @Nullable [] getStreamingMediaTypeSeparator(@Nullable MimeType mimeType) {
        return null;
    }
}
