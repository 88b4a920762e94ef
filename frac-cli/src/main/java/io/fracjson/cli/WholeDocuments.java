package io.fracjson.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.util.Arrays;

/**
 * Holds what is written of a document until it is whole ({@link #commit()}), so that nothing of
 * a document that fails to read reaches the output ({@link #discard()}). Keeps one document's
 * text, reused: memory follows the largest document, not the output.
 */
final class WholeDocuments extends OutputStream {
    private final OutputStream target;
    private byte[] pending = new byte[8192];
    private int length;

    WholeDocuments(OutputStream target) {
        this.target = target;
    }

    @Override
    public void write(int b) {
        ensure(1);
        pending[length++] = (byte) b;
    }

    @Override
    public void write(byte[] b, int off, int len) {
        ensure(len);
        System.arraycopy(b, off, pending, length, len);
        length += len;
    }

    private void ensure(int more) {
        if (length + more > pending.length) {
            pending = Arrays.copyOf(pending, Math.max(pending.length * 2, length + more));
        }
    }

    /** The document written since the last commit is whole: on to the output with it. */
    void commit() throws IOException {
        target.write(pending, 0, length);
        length = 0;
    }

    /** The document written since the last commit failed: none of it is written. */
    void discard() {
        length = 0;
    }

    /** Flushes the whole documents written to the output; the pending one stays held. */
    @Override
    public void flush() throws IOException {
        target.flush();
    }

    /** Leaves the output open, and a pending document unwritten. */
    @Override
    public void close() {
        length = 0;
    }
}
