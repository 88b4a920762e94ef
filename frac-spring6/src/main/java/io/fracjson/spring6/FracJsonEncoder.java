package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.FracMimeTypes;
import io.fracjson.spring.common.FramedDocuments;
import org.springframework.lang.Nullable;
import org.springframework.util.Assert;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.codec.json.AbstractJackson2Encoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.List;
import java.util.Map;

/**
 * Writes {@code application/x-frac-json} and {@code application/x-frac-json-seq} bodies with a
 * {@link ObjectMapper} over a {@link FracJsonFactory}, as Spring Framework 6's {@code Jackson2SmileEncoder} does Smile, for
 * WebFlux and {@code WebClient}. A value is one document. A {@code Flux} is, for
 * {@code application/x-frac-json-seq} (a streaming type: each value is flushed as it is written),
 * one document per value behind its 4-byte length; for {@code application/x-frac-json}, one array
 * document of all the values, written when the {@code Flux} completes.
 */
public class FracJsonEncoder extends AbstractJackson2Encoder {

    /** With a mapper of the default settings. */
    public FracJsonEncoder() {
        this(new FracJsonMapper());
    }

    /** With {@code mapper} as it is; its factory must be a {@link FracJsonFactory}. */
    public FracJsonEncoder(ObjectMapper mapper) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON, FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ);
        Assert.isInstanceOf(FracJsonFactory.class, mapper.getFactory(), "FracJsonFactory required");
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
    @Nullable
    protected byte[] getStreamingMediaTypeSeparator(@Nullable MimeType mimeType) {
        return null;
    }
}
