package io.fracjson.spring.common;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.http.HttpInputMessage;
import org.springframework.http.MediaType;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.util.MimeType;

/**
 * The keys table and dictionary one codec or converter writes with and reads, and which bodies it
 * handles: every frac_json body (the current tables), or only bodies whose media type names its
 * tables (a rollout's other side). Both Spring lines' {@code FracJsonDecoder}, {@code FracJsonEncoder}
 * and {@code FracJsonHttpMessageConverter} hold one and ask it, so each rule is written once; the
 * classes differ only in the Jackson base class they extend.
 */
public final class CodecTables {
    private final BodyTables tables;
    /** False for the codec of a rollout's other tables, which handles only bodies naming them. */
    private final boolean unnamedBodies;

    private CodecTables(BodyTables tables, boolean unnamedBodies) {
        this.tables = tables;
        this.unnamedBodies = unnamedBodies;
    }

    /**
     * The tables of a mapper whose factory has {@code keysTable} and {@code dictionary} (either null);
     * {@code unnamedBodies} false for a codec of only the bodies that name them.
     */
    public static CodecTables of(KeysTable keysTable, ZstdDictionary dictionary, boolean unnamedBodies) {
        return new CodecTables(BodyTables.of(keysTable, dictionary), unnamedBodies);
    }

    /** The keys table and dictionary, as a body's media type names them. */
    public BodyTables tables() {
        return tables;
    }

    /** Whether a body of {@code mimeType} is this codec's to read. */
    public boolean reads(MimeType mimeType) {
        return unnamedBodies || tables.areNamedBy(mimeType);
    }

    /** Whether a request for {@code mimeType} (an {@code Accept} naming other tables is not) is this codec's to answer. */
    public boolean writes(MimeType mimeType) {
        return tables.areNamedBy(mimeType) || unnamedBodies && BodyTables.namedBy(mimeType) == null;
    }

    /**
     * Refuses, before anything is read, a body whose media type names other tables than these
     * (400 on a server); the buffer is then released.
     */
    public void requireTables(MimeType mimeType, DataBuffer body) {
        String refusal = tables.refusal(mimeType);
        if (refusal != null) {
            DataBufferUtils.release(body);
            throw new DecodingException("frac_json body refused: " + refusal);
        }
    }

    /** The same refusal for a converter's body, as Spring MVC's 400. */
    public void requireTables(HttpInputMessage inputMessage) {
        String refusal = tables.refusal(inputMessage.getHeaders().getContentType());
        if (refusal != null) {
            throw new HttpMessageNotReadableException("frac_json body refused: " + refusal, inputMessage);
        }
    }

    /** {@code contentType} naming these tables, as a written body's media type does; null stays null. */
    public MediaType contentType(MediaType contentType) {
        return contentType == null ? null : MediaType.asMediaType(tables.nameIn(contentType));
    }
}
