package io.fracjson.spring.common;

import org.springframework.util.MimeType;

/**
 * The media types of frac_json over HTTP, for both Spring lines (whose {@code FracJsonMediaType}
 * classes give them as Spring's {@code MediaType}).
 */
public final class FracMimeTypes {
    /** One frac_json document: {@code application/x-frac-json}. */
    public static final String APPLICATION_FRAC_JSON_VALUE = "application/x-frac-json";

    /**
     * A stream of frac_json documents, each behind its 4-byte length (this library's
     * {@link io.fracjson.core.LengthPrefixedSequence}): {@code application/x-frac-json-seq}. A type
     * of its own, as {@code application/x-ndjson} is beside {@code application/json}: such a body is
     * not a frac_json document (its first bytes are a length), so a reader of
     * {@code application/x-frac-json} must not be handed it, and Spring streams (flushes each value
     * of) the types an encoder names as streaming.
     */
    public static final String APPLICATION_FRAC_JSON_SEQ_VALUE = "application/x-frac-json-seq";

    public static final MimeType APPLICATION_FRAC_JSON = MimeType.valueOf(APPLICATION_FRAC_JSON_VALUE);
    public static final MimeType APPLICATION_FRAC_JSON_SEQ = MimeType.valueOf(APPLICATION_FRAC_JSON_SEQ_VALUE);

    private FracMimeTypes() {
    }

    /** Whether {@code mimeType} is the stream of length-prefixed documents (parameters aside). */
    public static boolean isSequence(MimeType mimeType) {
        return mimeType != null && APPLICATION_FRAC_JSON_SEQ.equalsTypeAndSubtype(mimeType);
    }
}
