package io.fracjson.core;

import java.io.IOException;
import java.io.InputStream;

/**
 * A reader's window over its stored input, set aside while a compressed body is read: the
 * unread bytes {@code buf[pos, end)} ({@code buf[0]} at input offset {@code bufOffset}) and the
 * stream behind them, null for input in memory. The zstd body takes its frame from here, up to
 * the frame's end; the reader then takes the window back, holding the next document's first bytes.
 */
final class StoredInput {
    byte[] buf;
    int pos;
    int end;
    long bufOffset;
    InputStream in;

    void hold(byte[] buf, int pos, int end, long bufOffset, InputStream in) {
        this.buf = buf;
        this.pos = pos;
        this.end = end;
        this.bufOffset = bufOffset;
        this.in = in;
    }

    /**
     * Once everything in the window was consumed: reads the stream's next bytes into it, from its
     * start. False at the end of the stream, and always for input in memory.
     */
    boolean refill() throws IOException {
        if (in == null) {
            return false;
        }
        int n = in.read(buf, 0, buf.length);
        if (n <= 0) {
            return false;
        }
        bufOffset += end;
        pos = 0;
        end = n;
        return true;
    }

    long offset(int p) {
        return bufOffset + p;
    }

    /** Lets go of the input, which a pooled reader must not keep reachable. */
    void clear() {
        buf = null;
        in = null;
    }
}
