package io.fracjson.spring;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.BodyTables;
import io.fracjson.spring.common.CodecTables;
import io.fracjson.spring.common.FracCodecSupport;
import org.jspecify.annotations.Nullable;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.http.codec.AbstractJacksonDecoder;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.exc.MismatchedInputException;

import java.util.Map;

/**
 * Reads {@code application/x-frac-json} and {@code application/x-frac-json-seq} bodies with a
 * {@link FracJsonMapper}, as Spring Framework 7's {@code JacksonSmileDecoder} does Smile, for
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
public class FracJsonDecoder extends AbstractJacksonDecoder<FracJsonMapper> {
    private final CodecTables tables;
    /** With a mapper of the default settings. */
    public FracJsonDecoder() {
        this(new FracJsonMapper());
    }

    /** With {@code mapper} as it is. */
    public FracJsonDecoder(FracJsonMapper mapper) {
        this(mapper, true);
    }

    private FracJsonDecoder(FracJsonMapper mapper, boolean unnamedBodies) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON, FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ);
        this.tables = MapperTables.of(mapper, unnamedBodies);
    }

    /**
     * A decoder of only bodies whose media type names {@code mapper}'s keys table and dictionary:
     * for a service that also serves the tables of a rollout's other side.
     */
    public static FracJsonDecoder forNamedBodiesOnly(FracJsonMapper mapper) {
        return new FracJsonDecoder(mapper, false);
    }

    /** The keys table and dictionary this decoder's bodies are written with. */
    public BodyTables tables() {
        return tables.tables();
    }

    @Override
    public Flux<Object> decode(Publisher<DataBuffer> input, ResolvableType elementType,
                               @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) {
        return FracCodecSupport.decodeFlux(this, getMaxInMemorySize(), input, elementType, mimeType, hints);
    }

    @Override
    public boolean canDecode(ResolvableType elementType, @Nullable MimeType mimeType) {
        return super.canDecode(elementType, mimeType) && tables.reads(mimeType);
    }

    /** A body that names other tables than the mapper's is refused naming both (400 on a server). */
    @Override
    public Object decode(DataBuffer dataBuffer, ResolvableType targetType,
                         @Nullable MimeType mimeType, @Nullable Map<String, Object> hints) throws DecodingException {
        tables.requireTables(mimeType, dataBuffer);
        try {
            return super.decode(dataBuffer, targetType, mimeType, hints);
        } catch (DecodingException e) {
            if (e.getCause() instanceof MismatchedInputException m
                    && FracCodecSupport.isTrailingTokens(m.getOriginalMessage())) {
                throw FracCodecSupport.concatenated(m);
            }
            throw e;
        }
    }

    /** One document per body: bytes after it are refused rather than ignored. */
    @Override
    protected ObjectReader customizeReader(ObjectReader reader, ResolvableType elementType,
                                           @Nullable Map<String, Object> hints) {
        ObjectReader one = reader.with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        return hints != null && hints.containsKey(FracCodecSupport.ELEMENTS_HINT)
                ? one.with(DeserializationFeature.ACCEPT_SINGLE_VALUE_AS_ARRAY) : one;
    }
}
