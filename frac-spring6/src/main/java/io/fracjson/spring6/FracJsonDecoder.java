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
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DefaultDataBufferFactory;
import org.springframework.http.codec.json.AbstractJackson2Decoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;

import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code application/x-frac-json} and {@code application/x-frac-json-seq} bodies with a
 * {@link ObjectMapper} over a {@link FracJsonFactory}, as Spring Framework 6's {@code Jackson2SmileDecoder} does Smile, for
 * WebFlux and {@code WebClient}.
 *
 * <p>A single value ({@code Mono<T>}, a {@code T} body) is one document, joined and read whole
 * within {@link #setMaxInMemorySize maxInMemorySize} (past it, Spring's
 * {@code DataBufferLimitException}: 413 on a server). A {@code Flux<T>} of
 * {@code application/x-frac-json-seq} is one document per value, each behind its 4-byte length,
 * read as the buffers arrive: at most one document held, within the same limit; a damaged one is
 * an error after the values before it. A {@code Flux<T>} of {@code application/x-frac-json} is the
 * elements of one array document (as an encoder writes a {@code Flux} of that type), or its one
 * value; documents concatenated without lengths are refused, naming the framed type.
 */
public class FracJsonDecoder extends AbstractJackson2Decoder {
    /** A private hint: read a {@code List} of the element type, a single value as a list of one. */
    private static final String ELEMENTS_HINT = FracJsonDecoder.class.getName() + ".elements";

    /** With a mapper of the default settings. */
    public FracJsonDecoder() {
        this(new FracJsonMapper());
    }

    /** With {@code mapper} as it is; its factory must be a {@link FracJsonFactory}. */
    public FracJsonDecoder(ObjectMapper mapper) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON, FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ);
        Assert.isInstanceOf(FracJsonFactory.class, mapper.getFactory(), "FracJsonFactory required");
    }

    @Override
    public Flux<Object> decode(Publisher<DataBuffer> input, ResolvableType elementType,
                               @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        if (FracMimeTypes.isSequence(mimeType)) {
            return FramedDocuments.split(input, getMaxInMemorySize()).map(document ->
                    decode(DefaultDataBufferFactory.sharedInstance.wrap(document), elementType, mimeType, hints));
        }
        Map<String, Object> elements = hints == null ? new HashMap<>() : new HashMap<>(hints);
        elements.put(ELEMENTS_HINT, Boolean.TRUE);
        return decodeToMono(input, ResolvableType.forClassWithGenerics(List.class, elementType), mimeType, elements)
                .flatMapIterable(list -> (Collection<?>) list);
    }

    @Override
    public Object decode(DataBuffer dataBuffer, ResolvableType targetType,
                         @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) throws DecodingException {
        try {
            return super.decode(dataBuffer, targetType, mimeType, hints);
        } catch (DecodingException e) {
            if (e.getCause() instanceof MismatchedInputException m && m.getOriginalMessage() != null
                    && m.getOriginalMessage().startsWith("Trailing token")) {
                throw new DecodingException("an " + FracMimeTypes.APPLICATION_FRAC_JSON_VALUE + " body holds one"
                        + " document, this one holds more: send a stream of documents as "
                        + FracMimeTypes.APPLICATION_FRAC_JSON_SEQ_VALUE + ", each behind its 4-byte length", e.getCause());
            }
            throw e;
        }
    }

    /** One document per body: bytes after it are refused rather than ignored. */
    @Override
    protected ObjectReader customizeReader(ObjectReader reader, ResolvableType elementType,
                                           @Nullable Map<String, Object> hints) {
        ObjectReader one = reader.with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        return hints != null && hints.containsKey(ELEMENTS_HINT)
                ? one.with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY) : one;
    }
}
