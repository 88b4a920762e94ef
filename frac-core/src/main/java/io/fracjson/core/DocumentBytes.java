package io.fracjson.core;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;

/**
 * An output that collects what is written to it as one array, like a {@code ByteArrayOutputStream},
 * made for documents: a {@link FracWriter} hands it each document as the array it makes for it
 * ({@link FracWriter#toDocument}), so that one document, the common case, is the result as it is.
 * A frac_json document is complete only at its end and made whole anyway; collecting it in a
 * {@code ByteArrayOutputStream} or Jackson's {@code ByteArrayBuilder} would copy it twice more.
 * The adapters' mappers and object writers return their {@code writeValueAsBytes} through one.
 * Not thread-safe.
 */
public final class DocumentBytes extends OutputStream {
    private static final byte[] NOTHING = new byte[0];

    /** The first document, while it is all there is; else null. */
    private byte[] document;
    /** Everything, once there is more than one document or bytes written otherwise; else null. */
    private ByteArrayOutputStream all;

    /** A whole document, which this output keeps as it is (the caller lets go of it). */
    void take(byte[] wholeDocument) {
        if (document == null && all == null) {
            document = wholeDocument;
        } else {
            write(wholeDocument, 0, wholeDocument.length);
        }
    }

    @Override
    public void write(int b) {
        joined().write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        joined().write(b, off, len);
    }

    private ByteArrayOutputStream joined() {
        if (all == null) {
            all = new ByteArrayOutputStream();
            if (document != null) {
                all.write(document, 0, document.length);
                document = null;
            }
        }
        return all;
    }

    /**
     * Everything written, in order. Unlike a {@code ByteArrayOutputStream}'s, the array is not a
     * copy when one document is all there is: it is that document's array, returned to each call.
     */
    public byte[] toByteArray() {
        return all != null ? all.toByteArray() : document != null ? document : NOTHING;
    }
}
