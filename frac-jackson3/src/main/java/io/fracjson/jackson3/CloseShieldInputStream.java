package io.fracjson.jackson3;

import java.io.FilterInputStream;
import java.io.InputStream;

/**
 * Hides {@code close()} from the core reader, which always closes its stream: whether the
 * caller's stream is closed is Jackson's decision (AUTO_CLOSE_SOURCE, resource-managed
 * sources), taken by the parser when it is closed.
 */
final class CloseShieldInputStream extends FilterInputStream {
    CloseShieldInputStream(InputStream in) {
        super(in);
    }

    @Override
    public void close() {
        // The parser closes the underlying stream itself when Jackson says so.
    }
}
