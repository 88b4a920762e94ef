package io.fracjson.cli;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * An input that keeps what was read of it since a position its owner names, and can be read again
 * from any kept position: {@code frac inspect} describes a document its reader cannot decode
 * (one compressed with a dictionary not given) from the document's bytes, then reads on after it.
 * Keeps one document and the reader's read-ahead, not the input.
 */
final class RewindableInput extends FilterInputStream {
    private byte[] kept = new byte[8192];
    /** The input's offset of {@code kept[0]}. */
    private long keptFrom;
    private int keptLength;
    /** The offset the next read starts at. */
    private long position;

    RewindableInput(InputStream in) {
        super(in);
    }

    long position() {
        return position;
    }

    /** Lets go of the bytes before {@code offset}, which is at most {@link #position()}. */
    void keepFrom(long offset) {
        int drop = (int) Math.min(keptLength, Math.max(0, offset - keptFrom));
        System.arraycopy(kept, drop, kept, 0, keptLength - drop);
        keptLength -= drop;
        keptFrom += drop;
    }

    /** Reads from {@code offset} on again, which must be kept. */
    void rewindTo(long offset) {
        if (offset < keptFrom || offset > keptFrom + keptLength) {
            throw new IllegalArgumentException("offset " + offset + " is not kept");
        }
        position = offset;
    }

    /**
     * The kept bytes from {@code offset} on, having read on from the input until there are at
     * least {@code length} of them, or it ended.
     */
    byte[] bytesFrom(long offset, int length) throws IOException {
        long end = offset + length;
        byte[] buffer = new byte[8192];
        while (keptFrom + keptLength < end) {
            long at = position;
            position = keptFrom + keptLength;
            int n = read(buffer, 0, (int) Math.min(buffer.length, end - position));
            position = at;
            if (n < 0) {
                break;
            }
        }
        int from = (int) (offset - keptFrom);
        return Arrays.copyOfRange(kept, from, keptLength);
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (len == 0) {
            return 0;
        }
        long keptEnd = keptFrom + keptLength;
        if (position < keptEnd) {
            int n = (int) Math.min(len, keptEnd - position);
            System.arraycopy(kept, (int) (position - keptFrom), b, off, n);
            position += n;
            return n;
        }
        int n = in.read(b, off, len);
        if (n > 0) {
            keep(b, off, n);
            position += n;
        }
        return n;
    }

    private void keep(byte[] b, int off, int n) {
        if (keptLength + n > kept.length) {
            kept = Arrays.copyOf(kept, Math.max(kept.length * 2, keptLength + n));
        }
        System.arraycopy(b, off, kept, keptLength, n);
        keptLength += n;
    }

    @Override
    public long skip(long n) throws IOException {
        byte[] buffer = new byte[(int) Math.min(8192, Math.max(0, n))];
        long skipped = 0;
        while (skipped < n) {
            int r = read(buffer, 0, (int) Math.min(buffer.length, n - skipped));
            if (r < 0) {
                break;
            }
            skipped += r;
        }
        return skipped;
    }

    @Override
    public int available() throws IOException {
        long keptEnd = keptFrom + keptLength;
        return position < keptEnd ? (int) Math.min(Integer.MAX_VALUE, keptEnd - position) : in.available();
    }

    @Override
    public boolean markSupported() {
        return false;
    }
}
