package io.fracjson.spring6;

import io.fracjson.spring.common.FracMimeTypes;
import org.springframework.http.MediaType;

/** The media type of frac_json bodies, as Spring's {@link MediaType} names JSON's and CBOR's. */
public final class FracJsonMediaType {
    /** {@code application/x-frac-json}, for annotations such as {@code @PostMapping(consumes = ...)}. */
    public static final String APPLICATION_FRAC_JSON_VALUE = FracMimeTypes.APPLICATION_FRAC_JSON_VALUE;

    /** {@code application/x-frac-json}. */
    public static final MediaType APPLICATION_FRAC_JSON = MediaType.parseMediaType(APPLICATION_FRAC_JSON_VALUE);

    /**
     * {@code application/x-frac-json-seq}: a stream of documents, each behind its 4-byte length
     * (the reactive codecs' {@code Flux} type; see {@link FracMimeTypes#APPLICATION_FRAC_JSON_SEQ_VALUE}).
     */
    public static final String APPLICATION_FRAC_JSON_SEQ_VALUE = FracMimeTypes.APPLICATION_FRAC_JSON_SEQ_VALUE;

    /** {@code application/x-frac-json-seq}. */
    public static final MediaType APPLICATION_FRAC_JSON_SEQ = MediaType.parseMediaType(APPLICATION_FRAC_JSON_SEQ_VALUE);

    private FracJsonMediaType() {
    }
}
