package io.fracjson.core.testing;

import java.io.ByteArrayInputStream;

/** Counts the bytes a reader takes from it: for tests that a reader refuses input without reading it all. */
public final class CountingInputStream extends ByteArrayInputStream {
    private long taken;

    public CountingInputStream(byte[] bytes) {
        super(bytes);
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) {
        int n = super.read(b, off, len);
        taken += Math.max(n, 0);
        return n;
    }

    @Override
    public synchronized int read() {
        int b = super.read();
        taken += b < 0 ? 0 : 1;
        return b;
    }

    public synchronized long taken() {
        return taken;
    }
}
