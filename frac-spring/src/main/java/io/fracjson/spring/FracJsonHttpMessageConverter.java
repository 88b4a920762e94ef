package io.fracjson.spring;

import io.fracjson.jackson3.FracJsonMapper;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;

/**
 * Reads and writes {@code application/x-frac-json} bodies with a {@link FracJsonMapper}, as Spring
 * Framework 7's {@code JacksonSmileHttpMessageConverter} does Smile: Spring's Jackson 3 converter
 * does the rest. A body that is not frac_json, or not what the target type accepts, is a
 * {@code HttpMessageNotReadableException} (400 in Spring MVC).
 *
 * <p>Both ends must use the same document settings: a keys table or dictionary the writer used
 * must be the reader's too.
 */
public class FracJsonHttpMessageConverter extends AbstractJacksonHttpMessageConverter<FracJsonMapper> {

    /** With a mapper of the default settings and the Jackson modules found on the class path. */
    public FracJsonHttpMessageConverter() {
        super(FracJsonMapper.builder(), FracJsonMediaType.APPLICATION_FRAC_JSON);
    }

    /** With the modules found on the class path added to what {@code builder} has. */
    public FracJsonHttpMessageConverter(FracJsonMapper.Builder builder) {
        super(builder, FracJsonMediaType.APPLICATION_FRAC_JSON);
    }

    /** With {@code mapper} as it is. */
    public FracJsonHttpMessageConverter(FracJsonMapper mapper) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON);
    }
}
