package io.fracjson.spring;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.BodyTables;
import io.fracjson.spring.common.CodecTables;
import org.jspecify.annotations.Nullable;
import org.springframework.core.ResolvableType;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;

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
    private final CodecTables tables;

    /** With a mapper of the default settings and the Jackson modules found on the class path. */
    public FracJsonHttpMessageConverter() {
        super(FracJsonMapper.builder(), FracJsonMediaType.APPLICATION_FRAC_JSON);
        this.tables = MapperTables.of(getMapper(), true);
    }

    /** With the modules found on the class path added to what {@code builder} has. */
    public FracJsonHttpMessageConverter(FracJsonMapper.Builder builder) {
        super(builder, FracJsonMediaType.APPLICATION_FRAC_JSON);
        this.tables = MapperTables.of(getMapper(), true);
    }

    /** With {@code mapper} as it is. */
    public FracJsonHttpMessageConverter(FracJsonMapper mapper) {
        this(mapper, true);
    }

    private FracJsonHttpMessageConverter(FracJsonMapper mapper, boolean unnamedBodies) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON);
        this.tables = MapperTables.of(mapper, unnamedBodies);
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
        return tables.tables();
    }

    @Override
    protected boolean canRead(@Nullable MediaType mediaType) {
        return super.canRead(mediaType) && tables.reads(mediaType);
    }

    @Override
    protected boolean canWrite(@Nullable MediaType mediaType) {
        return super.canWrite(mediaType) && tables.writes(mediaType);
    }

    @Override
    public Object read(ResolvableType type, HttpInputMessage inputMessage, @Nullable Map<String, Object> hints)
            throws IOException {
        tables.requireTables(inputMessage);
        return super.read(type, inputMessage, hints);
    }

    @Override
    protected Object readInternal(Class<?> clazz, HttpInputMessage inputMessage) throws IOException {
        tables.requireTables(inputMessage);
        return super.readInternal(clazz, inputMessage);
    }

    /** The body's media type names the tables it was written with. */
    @Override
    protected void addDefaultHeaders(HttpHeaders headers, Object value, @Nullable MediaType contentType)
            throws IOException {
        super.addDefaultHeaders(headers, value, tables.contentType(contentType));
    }
}
