package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.spring.common.BodyTables;
import io.fracjson.spring.common.CodecTables;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.lang.Nullable;

import java.io.IOException;
import java.lang.reflect.Type;

/**
 * Reads and writes {@code application/x-frac-json} bodies with an {@link ObjectMapper} over a
 * {@link FracJsonFactory}, as Spring Framework 6's {@code MappingJackson2SmileHttpMessageConverter}
 * does Smile: Spring's Jackson 2 converter does the rest. A body that is not frac_json, or not
 * what the target type accepts, is a {@code HttpMessageNotReadableException} (400 in Spring MVC).
 *
 * <p>A body names the keys table and dictionary it was written with in its media type
 * ({@link BodyTables}: {@code application/x-frac-json;keys=...;dict=...}); a body that names other
 * tables than the mapper's is refused naming both, never read with the wrong table, and a body
 * that names none is read as it is. A request for other tables ({@code Accept} naming them) is not
 * this converter's to answer: a {@link #forNamedBodiesOnly} converter of those tables may.
 */
public class FracJsonHttpMessageConverter extends AbstractJackson2HttpMessageConverter {
    private final CodecTables tables;

    /**
     * With the default document settings and Spring's defaults for Jackson, which register the
     * well-known modules on the class path ({@code JavaTimeModule} among them).
     */
    public FracJsonHttpMessageConverter() {
        this(Jackson2ObjectMapperBuilder.json().factory(new FracJsonFactory()).build());
    }

    /** With {@code mapper} as it is; its factory must be a {@link FracJsonFactory}. */
    public FracJsonHttpMessageConverter(ObjectMapper mapper) {
        this(mapper, true);
    }

    private FracJsonHttpMessageConverter(ObjectMapper mapper, boolean unnamedBodies) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON);
        this.tables = MapperTables.of(mapper, unnamedBodies);
    }

    /**
     * A converter that reads and writes only bodies whose media type names {@code mapper}'s keys
     * table and dictionary: for a service that also serves the tables of a rollout's other side,
     * placed ahead of the converter of its current tables.
     */
    public static FracJsonHttpMessageConverter forNamedBodiesOnly(ObjectMapper mapper) {
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
    public Object read(Type type, @Nullable Class<?> contextClass, HttpInputMessage inputMessage) throws IOException {
        tables.requireTables(inputMessage);
        return super.read(type, contextClass, inputMessage);
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
