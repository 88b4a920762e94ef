package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.BodyTables;
import io.fracjson.spring.common.CodecTables;
import io.fracjson.spring.common.FracCodecSupport;
import org.reactivestreams.Publisher;
import org.springframework.core.ResolvableType;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.http.codec.json.AbstractJackson2Encoder;
import org.springframework.lang.Nullable;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;

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
    private final CodecTables tables;

    /** With a mapper of the default settings. */
    public FracJsonEncoder() {
        this(new FracJsonMapper());
    }

    /** With {@code mapper} as it is; its factory must be a {@link FracJsonFactory}. */
    public FracJsonEncoder(ObjectMapper mapper) {
        this(mapper, true);
    }

    private FracJsonEncoder(ObjectMapper mapper, boolean unnamedBodies) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON, FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ);
        setStreamingMediaTypes(List.of(FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ));
        this.tables = MapperTables.of(mapper, unnamedBodies);
    }

    /**
     * An encoder of only bodies whose media type names {@code mapper}'s keys table and dictionary:
     * for a service that also serves the tables of a rollout's other side.
     */
    public static FracJsonEncoder forNamedBodiesOnly(ObjectMapper mapper) {
        return new FracJsonEncoder(mapper, false);
    }

    /** The keys table and dictionary this encoder's bodies are written with. */
    public BodyTables tables() {
        return tables.tables();
    }

    /** A request for other tables than the mapper's (an {@code Accept} naming them) is not this encoder's. */
    @Override
    public boolean canEncode(ResolvableType elementType, @Nullable MimeType mimeType) {
        return super.canEncode(elementType, mimeType) && tables.writes(mimeType);
    }

    @Override
    public Flux<DataBuffer> encode(Publisher<?> inputStream, DataBufferFactory bufferFactory,
                                   ResolvableType elementType, @Nullable MimeType mimeType,
                                   @Nullable Map<String, Object> hints) {
        return FracCodecSupport.encode(this, inputStream, bufferFactory, elementType, mimeType, hints);
    }

    /** No separator: the framed type's values are framed by {@link #encode}, the other type is not streamed. */
    @Override
    @Nullable
    protected byte[] getStreamingMediaTypeSeparator(@Nullable MimeType mimeType) {
        return null;
    }
}
