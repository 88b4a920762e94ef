package io.fracjson.spring.common;

import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.codec.Encoder;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What both Spring lines' {@code FracJsonDecoder} and {@code FracJsonEncoder} do beyond Spring's
 * Jackson codecs, written once against Spring's {@link Decoder} and {@link Encoder}: the line's
 * classes differ only in the Jackson codec base class they extend.
 */
public final class FracCodecSupport {
    /**
     * A hint for the line's {@code customizeReader}: read a {@code List} of the element type, a single
     * value as a list of one (Jackson's {@code ACCEPT_SINGLE_VALUE_AS_ARRAY}).
     */
    public static final String ELEMENTS_HINT = FracCodecSupport.class.getName() + ".elements";

    private FracCodecSupport() {
    }

    /**
     * A {@code Flux} from a body: on {@code application/x-frac-json-seq} a value per length-prefixed
     * document, split as the buffers arrive ({@link FramedDocuments}); on {@code application/x-frac-json}
     * the elements of one array document, or its one value, read whole within the limit.
     */
    public static Flux<Object> decodeFlux(Decoder<Object> decoder, int maxInMemorySize, Publisher<DataBuffer> input,
                                          ResolvableType elementType, MimeType mimeType, Map<String, Object> hints) {
        if (FracMimeTypes.isSequence(mimeType)) {
            return FramedDocuments.split(input, maxInMemorySize).map(document ->
                    decoder.decode(DefaultDataBufferFactory.sharedInstance.wrap(document), elementType, mimeType, hints));
        }
        Map<String, Object> elements = hints == null ? new HashMap<>() : new HashMap<>(hints);
        elements.put(ELEMENTS_HINT, Boolean.TRUE);
        return decoder.decodeToMono(input, ResolvableType.forClassWithGenerics(List.class, elementType), mimeType, elements)
                .flatMapIterable(list -> (Collection<?>) list);
    }

    /**
     * The error for a body of more than one document, which the line's reader found as tokens
     * after the first ({@code FAIL_ON_TRAILING_TOKENS}): named as such, with the framed type to use.
     */
    public static DecodingException concatenated(Throwable cause) {
        return new DecodingException("an " + FracMimeTypes.APPLICATION_FRAC_JSON_VALUE + " body holds one document,"
                + " this one holds more: send a stream of documents as " + FracMimeTypes.APPLICATION_FRAC_JSON_SEQ_VALUE
                + ", each behind its 4-byte length", cause);
    }

    /** Whether {@code originalMessage} is Jackson's for tokens after the root value. */
    public static boolean isTrailingTokens(String originalMessage) {
        return originalMessage != null && originalMessage.startsWith("Trailing token");
    }

    /**
     * A body from values: on {@code application/x-frac-json-seq} a length-prefixed document per
     * value; on {@code application/x-frac-json} a {@code Mono}'s value, or one array document of a
     * {@code Flux}'s values, written when it completes.
     */
    public static Flux<DataBuffer> encode(Encoder<Object> encoder, Publisher<?> input, DataBufferFactory bufferFactory,
                                          ResolvableType elementType, MimeType mimeType, Map<String, Object> hints) {
        if (FracMimeTypes.isSequence(mimeType)) {
            return Flux.from(input).map(value -> FramedDocuments.frame(
                    encoder.encodeValue(value, bufferFactory, elementType, mimeType, hints), bufferFactory));
        }
        if (input instanceof Mono) {
            return Mono.from(input)
                    .map(value -> encoder.encodeValue(value, bufferFactory, elementType, mimeType, hints))
                    .flux();
        }
        ResolvableType listType = ResolvableType.forClassWithGenerics(List.class, elementType);
        return Flux.from(input).collectList()
                .map(values -> encoder.encodeValue(values, bufferFactory, listType, mimeType, hints))
                .flux();
    }
}
