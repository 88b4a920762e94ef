package io.fracjson.core.testing;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Gives its bytes, then fails every read with an IOException, as a connection that dropped. */
public final class FailingInputStream extends InputStream {
    private final ByteArrayInputStream bytes;

    public FailingInputStream(byte[] bytes) {
        this.bytes = new ByteArrayInputStream(bytes);
    }

    @Override
    public int read() throws IOException {
        int b = bytes.read();
        if (b < 0) {
            throw dropped();
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = bytes.read(b, off, len);
        if (n < 0) {
            throw dropped();
        }
        return n;
    }

    private static IOException dropped() {
        return new IOException("the connection dropped");
    }
}
