package io.fracjson.spring.common;

import org.springframework.http.MediaType;
import org.springframework.util.MimeType;

/**
 * The media types of frac_json over HTTP, defined once for both Spring lines, as Spring's
 * {@link MediaType} names JSON's and CBOR's. Each line's {@code FracJsonMediaType}
 * ({@code io.fracjson.spring} and {@code io.fracjson.spring6}, the names its users import) is this
 * class under the line's package: it declares nothing of its own.
 */
public class FracMimeTypes {
    /** {@code application/x-frac-json}, for annotations such as {@code @PostMapping(consumes = ...)}. */
    public static final String APPLICATION_FRAC_JSON_VALUE = "application/x-frac-json";

    /** One frac_json document: {@code application/x-frac-json}. */
    public static final MediaType APPLICATION_FRAC_JSON = MediaType.parseMediaType(APPLICATION_FRAC_JSON_VALUE);

    /**
     * A stream of frac_json documents, each behind its 4-byte length (this library's
     * {@link io.fracjson.core.LengthPrefixedSequence}; the reactive codecs' {@code Flux} type):
     * {@code application/x-frac-json-seq}. A type of its own, as {@code application/x-ndjson} is
     * beside {@code application/json}: such a body is not a frac_json document (its first bytes
     * are a length), so a reader of {@code application/x-frac-json} must not be handed it, and
     * Spring streams (flushes each value of) the types an encoder names as streaming.
     */
    public static final String APPLICATION_FRAC_JSON_SEQ_VALUE = "application/x-frac-json-seq";

    /** {@code application/x-frac-json-seq}. */
    public static final MediaType APPLICATION_FRAC_JSON_SEQ = MediaType.parseMediaType(APPLICATION_FRAC_JSON_SEQ_VALUE);

    /** For each line's {@code FracJsonMediaType} only: no instances. */
    protected FracMimeTypes() {
    }

    /** Whether {@code mimeType} is the stream of length-prefixed documents (parameters aside). */
    static boolean isSequence(MimeType mimeType) {
        return mimeType != null && APPLICATION_FRAC_JSON_SEQ.equalsTypeAndSubtype(mimeType);
    }
}
