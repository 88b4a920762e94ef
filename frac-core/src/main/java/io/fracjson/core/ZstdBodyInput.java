package io.fracjson.core;

import com.github.luben.zstd.ZstdDecompressCtx;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * The decompressed side of one document's zstd body. It streams: output is produced
 * into whatever room the reader offers, so the frame's declared content size is never
 * trusted for allocation, and input is consumed exactly up to the frame's end, so the
 * bytes after it (the next document) stay in the raw window.
 */
final class ZstdBodyInput {
    private final ZstdDecompressCtx ctx;
    private final long maxDecompressed;
    private final long documentOffset;

    // The raw window the reader had before the body began; ours until the frame ends.
    final byte[] rawBuf;
    int rawPos;
    int rawEnd;
    long rawBufOffset;
    final InputStream rawIn;

    private long produced;
    private boolean frameDone;

    ZstdBodyInput(ZstdDecompressCtx ctx, long maxDecompressed, long documentOffset,
                  byte[] rawBuf, int rawPos, int rawEnd, long rawBufOffset, InputStream rawIn) {
        this.ctx = ctx;
        this.maxDecompressed = maxDecompressed;
        this.documentOffset = documentOffset;
        this.rawBuf = rawBuf;
        this.rawPos = rawPos;
        this.rawEnd = rawEnd;
        this.rawBufOffset = rawBufOffset;
        this.rawIn = rawIn;
    }

    /** Decompresses into {@code dst}; returns the count produced (at least 1), or -1 at the frame's end. */
    int read(byte[] dst, int off, int len) throws IOException {
        while (!frameDone) {
            if (rawPos == rawEnd && !refillRaw()) {
                throw new FracFormatException("input ended inside the zstd frame of the document at byte "
                        + documentOffset, rawBufOffset + rawEnd);
            }
            ByteBuffer out = ByteBuffer.wrap(dst, off, len);
            ByteBuffer src = ByteBuffer.wrap(rawBuf, rawPos, rawEnd - rawPos);
            try {
                frameDone = ctx.decompressByteBufferStream(out, src);
            } catch (RuntimeException e) {
                throw new FracFormatException("corrupt zstd frame in the document at byte " + documentOffset
                        + ": " + e.getMessage(), rawBufOffset + rawPos, e);
            }
            rawPos = src.position();
            int n = out.position() - off;
            produced += n;
            if (produced > maxDecompressed) {
                throw new FracLimitException("document decompresses to more than the maximum of " + maxDecompressed
                        + " bytes", rawBufOffset + rawPos);
            }
            if (n > 0) {
                return n;
            }
        }
        return -1;
    }

    /** Checks that the frame holds nothing after the root value. */
    void expectEnd(long bodyOffset) throws IOException {
        byte[] probe = new byte[16];
        if (read(probe, 0, probe.length) > 0) {
            throw new FracFormatException("data after the root value in the zstd body of the document at byte "
                    + documentOffset, bodyOffset);
        }
    }

    private boolean refillRaw() throws IOException {
        if (rawIn == null) {
            return false;
        }
        // The decompressor consumed everything before asking for more: reuse the window from its start.
        int n = rawIn.read(rawBuf, 0, rawBuf.length);
        if (n <= 0) {
            return false;
        }
        rawBufOffset += rawEnd;
        rawPos = 0;
        rawEnd = n;
        return true;
    }
}
