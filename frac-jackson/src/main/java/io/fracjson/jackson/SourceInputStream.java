package io.fracjson.jackson;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The caller's stream as the core reader sees it. {@code close()} is hidden, since the core
 * reader always closes its stream and whether the caller's is closed is Jackson's decision
 * (AUTO_CLOSE_SOURCE, resource-managed sources), taken by the parser when it is closed. The
 * bytes read are counted: they bound the compressed size of the document being read.
 */
final class SourceInputStream extends FilterInputStream {
    private long bytesRead;

    SourceInputStream(InputStream in) {
        super(in);
    }

    /** Bytes handed to the reader so far. */
    long bytesRead() {
        return bytesRead;
    }

    @Override
    public int read() throws IOException {
        int b = in.read();
        if (b >= 0) {
            bytesRead++;
        }
        return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = in.read(b, off, len);
        if (n > 0) {
            bytesRead += n;
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        long skipped = in.skip(n);
        bytesRead += Math.max(skipped, 0);
        return skipped;
    }

    @Override
    public void close() {
        // The parser closes the underlying stream itself when Jackson says so.
    }
}
