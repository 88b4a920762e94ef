package io.fracjson.jackson3.spring;

import io.fracjson.jackson3.FracJsonMapper;
import org.springframework.http.MediaType;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;

/**
 * Reads and writes {@code application/x-frac-json} bodies with a {@link FracJsonMapper}: Spring's
 * Jackson 3 converter does the rest, as it does for Smile.
 */
public class FracJsonHttpMessageConverter extends AbstractJacksonHttpMessageConverter<FracJsonMapper> {

    public static final MediaType FRAC_JSON = new MediaType("application", "x-frac-json");

    /** Give both ends the same mapper settings: a keys table or dictionary must match. */
    public FracJsonHttpMessageConverter(FracJsonMapper mapper) {
        super(mapper, FRAC_JSON);
    }
}
