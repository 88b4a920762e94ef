package io.fracjson.core;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;

/**
 * A pooled zstd decompressor: decompresses a small frame in one call ({@link #decompressFrame}),
 * or is the decompressed side of a larger body, as a stream the reader refills its window
 * from. It streams: output is produced a bounded chunk at a time, so the frame's declared
 * content size is never trusted for allocation, and the stored input ({@link StoredInput}) is
 * consumed exactly up to the frame's end, so the bytes after it (the next document) stay there.
 *
 * <p>zstd-jni streams only between direct buffers, so compressed bytes are copied from
 * the stored input into {@code src} and decompressed bytes out of {@code out}. The context,
 * those buffers and this object are native-backed and costly to build, so they are made
 * together and pooled together ({@link ZstdContexts#DECOMPRESS}): a reader borrows one for
 * each compressed body ({@link #begin}) and gives it back when the body ends, which makes
 * a compressed document cost no allocation.
 */
final class ZstdBodyInput extends InputStream {
    /**
     * A context that streamed a frame with a larger window keeps a buffer that large: it is freed
     * rather than pooled, so that one hostile frame header cannot pin memory in the pool.
     */
    private static final long MAX_KEPT_WINDOW = 1 << 20;

    private final ZstdDecompressCtx ctx = new ZstdDecompressCtx();
    private final ByteBuffer src = ByteBuffer.allocateDirect(16 * 1024);
    private final ByteBuffer out = ByteBuffer.allocateDirect(32 * 1024);

    // The body being read: set by begin().
    /** Of the stored document, header included: a stream may deliver compressed bytes that produce nothing. */
    private long maxDocument;
    private long maxDecompressed;
    /** -1 for none; see {@link ReadOptions#maxDecompressionRatio()}. */
    private int maxRatio;
    private long ratioFloor;
    private long documentOffset;
    /** The largest window a frame has made this context keep, for {@link #isWorthKeeping}. */
    private long largestWindow;

    /** The compressed side: the reader's stored input, read up to the frame's end. */
    private StoredInput stored;

    private long produced;
    /** Compressed bytes copied in for the decompressor, some of which it may not have consumed yet. */
    private long fed;
    private boolean frameDone;
    /** The content size the frame header declares, -1 for none: checked once the frame ends. */
    private long declaredSize;
    /** A dictionary was loaded since the last {@link #clear}. */
    private boolean dictionaryLoaded;

    /**
     * Starts on the body of the document at {@code documentOffset}, whose compressed bytes begin
     * {@code stored}'s unread ones and whose frame header the reader has read into {@code frame}.
     */
    void begin(ReadOptions options, ZstdDictionary dictionary, long documentOffset, StoredInput stored,
            ZstdFrameHeader frame) {
        if (dictionary != null) {
            ctx.loadDict(dictionary.decompressor());
            dictionaryLoaded = true;
        }
        largestWindow = Math.max(largestWindow, frame.decodingWindow);
        declaredSize = frame.contentSize;
        this.maxDocument = ReadOptions.limitOrMax(options.maxDocumentBytes());
        this.maxDecompressed = ReadOptions.limitOrMax(options.maxDecompressedBytes());
        this.maxRatio = options.maxDecompressionRatio();
        this.ratioFloor = options.decompressionRatioFloor();
        this.documentOffset = documentOffset;
        this.stored = stored;
        src.clear().flip(); // empty: nothing to decompress yet
        out.clear().flip();
        produced = 0;
        fed = 0;
        frameDone = false;
    }

    /**
     * Decompresses the whole frame {@code src[off, off + len)}, which declares {@code size} bytes
     * of content, into {@code dst[0, size)} in one call. zstd's one-shot call decodes straight
     * into {@code dst}, so it allocates no window, and holds the arrays (JNI critical) only as
     * long as a body of at most {@link FracReader#MAX_ONE_CALL_BODY} bytes takes.
     */
    void decompressFrame(byte[] dst, int size, byte[] src, int off, int len, ZstdDictionary dictionary,
            long frameOffset) throws FracFormatException {
        int n;
        try {
            if (dictionary != null) {
                ctx.loadDict(dictionary.decompressor());
                dictionaryLoaded = true;
            }
            n = ctx.decompressByteArray(dst, 0, size, src, off, len);
        } catch (RuntimeException e) {
            throw new FracFormatException("corrupt zstd frame: " + zstdError(e), frameOffset, e);
        }
        if (n != size) {
            throw new FracFormatException("corrupt zstd frame: it declares " + size + " bytes of content but holds "
                    + n, frameOffset);
        }
    }

    /** Whether the pool may keep this context: not once a frame made it keep a large window. */
    boolean isWorthKeeping() {
        return largestWindow <= MAX_KEPT_WINDOW;
    }

    /**
     * Ready for the next body: forgets the frame, the dictionary and the reader's input, which
     * a pooled decompressor must not keep reachable.
     */
    void clear() {
        ctx.reset();
        if (dictionaryLoaded) { // reset leaves zstd-jni's reference to the digested dictionary: loading none drops it
            ctx.loadDict(ZstdContexts.NO_DICTIONARY);
            dictionaryLoaded = false;
        }
        stored = null;
    }

    /** Frees the native context; the direct buffers go with this object. */
    void free() {
        ctx.close();
    }

    /** Decompresses into {@code dst}; returns the count produced (at least 1), or -1 at the frame's end. */
    @Override
    public int read(byte[] dst, int off, int len) throws IOException {
        if (atEnd()) {
            return -1;
        }
        int n = Math.min(len, out.remaining());
        out.get(dst, off, n);
        return n;
    }

    @Override
    public int read() throws IOException {
        return atEnd() ? -1 : out.get() & 0xFF;
    }

    private void decompressChunk() throws IOException {
        StoredInput s = stored;
        if (!src.hasRemaining()) {
            if (s.pos == s.end && !refillStored()) {
                throw new FracFormatException("input ended inside the zstd frame", s.offset(s.end));
            }
            int n = Math.min(src.capacity(), s.end - s.pos);
            src.clear();
            src.put(s.buf, s.pos, n).flip();
            s.pos += n;
            fed += n;
        }
        out.clear();
        try {
            frameDone = ctx.decompressDirectByteBufferStream(out, src);
        } catch (RuntimeException e) {
            throw new FracFormatException("corrupt zstd frame: " + zstdError(e), s.offset(s.pos) - src.remaining(), e);
        }
        out.flip();
        produced += out.remaining();
        if (produced > maxDecompressed) {
            throw new FracLimitException("document decompresses to more than the maximum of " + maxDecompressed
                    + " bytes", s.offset(s.pos) - src.remaining());
        }
        checkRatio();
        if (frameDone) {
            // Copied in but not part of the frame: give it back to the stored window, which still holds it.
            s.pos -= src.remaining();
            src.clear().flip();
            checkDeclaredSize();
        }
    }

    /**
     * Past the floor, output may not outgrow the compressed bytes consumed so far by more than
     * the ratio: checked as output is produced, so it holds at every moment, whatever the frame
     * header declares and however slowly a stream delivers the compressed side.
     */
    private void checkRatio() throws FracLimitException {
        long consumed = consumed();
        if (maxRatio > 0 && produced > ratioFloor && produced > maxRatio * consumed) {
            throw new FracLimitException("document decompresses to " + produced + " bytes from " + consumed
                    + " compressed bytes: more than the maximum ratio of " + maxRatio + " beyond the first "
                    + ratioFloor + " bytes", stored.offset(stored.pos) - src.remaining());
        }
    }

    /** The frame's bytes the decompressor has consumed so far. */
    long consumed() {
        return fed - src.remaining();
    }

    /**
     * zstd-jni's streaming call names its errors by passing the error code where zstd's
     * naming function expects a result, which encodes the code negated: every error would
     * read "No error detected".
     */
    private static String zstdError(RuntimeException e) {
        return e instanceof ZstdException ? Zstd.getErrorName(-((ZstdException) e).getErrorCode()) : e.getMessage();
    }

    /**
     * zstd 1.5.5 checks a frame's declared content size when it gets the whole frame at
     * once, but not when the frame arrives in pieces and ends with an empty last block: the
     * same bytes would be refused or accepted depending on how the input stream hands them
     * out. Checking here makes the outcome independent of that.
     */
    private void checkDeclaredSize() throws FracFormatException {
        if (declaredSize >= 0 && declaredSize != produced) {
            throw new FracFormatException("corrupt zstd frame: it declares " + declaredSize
                    + " bytes of content but holds " + produced, stored.offset(stored.pos));
        }
    }

    /** Decompresses until output is ready; true if the frame ends first. */
    private boolean atEnd() throws IOException {
        while (!out.hasRemaining()) {
            if (frameDone) {
                return true;
            }
            decompressChunk();
        }
        return false;
    }

    /** Checks that the frame holds nothing after the root value. */
    void expectEnd(long bodyOffset) throws IOException {
        if (!atEnd()) {
            throw new FracFormatException("data after the root value in the zstd body", bodyOffset, documentOffset);
        }
    }

    /** Everything stored went to the decompressor: reads more, within the document's byte limit. */
    private boolean refillStored() throws IOException {
        if (stored.in != null && stored.offset(stored.end) - documentOffset >= maxDocument) {
            throw FracReader.documentTooLong(maxDocument, documentOffset);
        }
        return stored.refill();
    }
}
