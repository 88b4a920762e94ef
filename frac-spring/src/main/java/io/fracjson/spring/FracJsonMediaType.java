package io.fracjson.spring;

import org.springframework.http.MediaType;

/** The media type of frac_json bodies, as Spring's {@link MediaType} names JSON's and CBOR's. */
public final class FracJsonMediaType {
    /** {@code application/x-frac-json}, for annotations such as {@code @PostMapping(consumes = ...)}. */
    public static final String APPLICATION_FRAC_JSON_VALUE = "application/x-frac-json";

    /** {@code application/x-frac-json}. */
    public static final MediaType APPLICATION_FRAC_JSON = MediaType.parseMediaType(APPLICATION_FRAC_JSON_VALUE);

    private FracJsonMediaType() {
    }
}
