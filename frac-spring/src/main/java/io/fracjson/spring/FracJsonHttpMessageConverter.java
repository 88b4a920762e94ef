package io.fracjson.spring;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.BodyTables;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import org.springframework.http.converter.HttpMessageNotReadableException;

import java.io.IOException;
import java.util.Map;

/**
 * Reads and writes {@code application/x-frac-json} bodies with a {@link FracJsonMapper}, as Spring
 * Framework 7's {@code JacksonSmileHttpMessageConverter} does Smile: Spring's Jackson 3 converter
 * does the rest. A body that is not frac_json, or not what the target type accepts, is a
 * {@code HttpMessageNotReadableException} (400 in Spring MVC).
 *
 * <p>A body names the keys table and dictionary it was written with in its media type
 * ({@link BodyTables}: {@code application/x-frac-json;keys=...;dict=...}); a body that names other
 * tables than the mapper's is refused naming both, never read with the wrong table, and a body
 * that names none is read as it is. A request for other tables ({@code Accept} naming them) is not
 * this converter's to answer: a {@link #forNamedBodiesOnly} converter of those tables may.
 */
public class FracJsonHttpMessageConverter extends AbstractJacksonHttpMessageConverter<FracJsonMapper> {
    private final BodyTables tables;
    /** False for a converter of a rollout's other tables, which reads and writes only bodies naming them. */
    private final boolean unnamedBodies;

    /** With a mapper of the default settings and the Jackson modules found on the class path. */
    public FracJsonHttpMessageConverter() {
        super(FracJsonMapper.builder(), FracJsonMediaType.APPLICATION_FRAC_JSON);
        this.tables = tablesOf(getMapper());
        this.unnamedBodies = true;
    }

    /** With the modules found on the class path added to what {@code builder} has. */
    public FracJsonHttpMessageConverter(FracJsonMapper.Builder builder) {
        super(builder, FracJsonMediaType.APPLICATION_FRAC_JSON);
        this.tables = tablesOf(getMapper());
        this.unnamedBodies = true;
    }

    /** With {@code mapper} as it is. */
    public FracJsonHttpMessageConverter(FracJsonMapper mapper) {
        this(mapper, true);
    }

    private FracJsonHttpMessageConverter(FracJsonMapper mapper, boolean unnamedBodies) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON);
        this.tables = tablesOf(mapper);
        this.unnamedBodies = unnamedBodies;
    }

    /**
     * A converter that reads and writes only bodies whose media type names {@code mapper}'s keys
     * table and dictionary: for a service that also serves the tables of a rollout's other side,
     * placed ahead of the converter of its current tables.
     */
    public static FracJsonHttpMessageConverter forNamedBodiesOnly(FracJsonMapper mapper) {
        return new FracJsonHttpMessageConverter(mapper, false);
    }

    /** The keys table and dictionary this converter writes with and reads. */
    public BodyTables tables() {
        return tables;
    }

    private static BodyTables tablesOf(FracJsonMapper mapper) {
        FracJsonFactory factory = (FracJsonFactory) mapper.tokenStreamFactory();
        return BodyTables.of(factory.keysTable(), factory.zstdDictionary());
    }

    @Override
    protected boolean canRead(@Nullable MediaType mediaType) {
        return super.canRead(mediaType) && (unnamedBodies || tables.areNamedBy(mediaType));
    }

    @Override
    protected boolean canWrite(@Nullable MediaType mediaType) {
        if (!super.canWrite(mediaType)) {
            return false;
        }
        return tables.areNamedBy(mediaType) || unnamedBodies && BodyTables.namedBy(mediaType) == null;
    }

    @Override
    public Object read(ResolvableType type, HttpInputMessage inputMessage, @Nullable Map<String, Object> hints)
            throws IOException {
        requireTables(inputMessage);
        return super.read(type, inputMessage, hints);
    }

    @Override
    protected Object readInternal(Class<?> clazz, HttpInputMessage inputMessage) throws IOException {
        requireTables(inputMessage);
        return super.readInternal(clazz, inputMessage);
    }

    /** The body's media type names the tables it was written with. */
    @Override
    protected void addDefaultHeaders(HttpHeaders headers, Object value, @Nullable MediaType contentType)
            throws IOException {
        super.addDefaultHeaders(headers, value, contentType == null ? null
                : MediaType.asMediaType(tables.nameIn(contentType)));
    }

    private void requireTables(HttpInputMessage inputMessage) {
        String refusal = tables.refusal(inputMessage.getHeaders().getContentType());
        if (refusal != null) {
            throw new HttpMessageNotReadableException("frac_json body refused: " + refusal, inputMessage);
        }
    }
}
