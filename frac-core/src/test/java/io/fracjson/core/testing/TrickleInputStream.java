package io.fracjson.core.testing;

import java.io.ByteArrayInputStream;

/** Hands out at most a few bytes per read, so every refill path of a stream reader runs. */
public final class TrickleInputStream extends ByteArrayInputStream {
    private int next = 1;

    public TrickleInputStream(byte[] bytes) {
        super(bytes);
    }

    @Override
    public synchronized int read(byte[] b, int off, int len) {
        next = next % 7 + 1;
        return super.read(b, off, Math.min(len, next));
    }
}
