package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.util.Assert;

/**
 * Reads and writes {@code application/x-frac-json} bodies with an {@link ObjectMapper} over a
 * {@link FracJsonFactory}, as Spring Framework 6's {@code MappingJackson2SmileHttpMessageConverter}
 * does Smile: Spring's Jackson 2 converter does the rest. A body that is not frac_json, or not
 * what the target type accepts, is a {@code HttpMessageNotReadableException} (400 in Spring MVC).
 *
 * <p>Both ends must use the same document settings: a keys table or dictionary the writer used
 * must be the reader's too.
 */
public class FracJsonHttpMessageConverter extends AbstractJackson2HttpMessageConverter {

    /**
     * With the default document settings and Spring's defaults for Jackson, which register the
     * well-known modules on the class path ({@code JavaTimeModule} among them).
     */
    public FracJsonHttpMessageConverter() {
        this(Jackson2ObjectMapperBuilder.json().factory(new FracJsonFactory()).build());
    }

    /** With {@code mapper} as it is; its factory must be a {@link FracJsonFactory}. */
    public FracJsonHttpMessageConverter(ObjectMapper mapper) {
        super(mapper, FracJsonMediaType.APPLICATION_FRAC_JSON);
        Assert.isInstanceOf(FracJsonFactory.class, mapper.getFactory(), "FracJsonFactory required");
    }
}
