package io.fracjson.spring.common;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracLimitException;
import io.fracjson.core.LengthPrefixedSequence;
import io.fracjson.core.LengthPrefixedSplitter;
import org.reactivestreams.Publisher;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The reactive side of {@code application/x-frac-json-seq}: documents framed by their 4-byte
 * length ({@link LengthPrefixedSequence}), split from the body's buffers as they arrive and framed
 * as they are written. The one copy both Spring lines' codecs use.
 */
public final class FramedDocuments {
    private FramedDocuments() {
    }

    /**
     * The documents of {@code input}, each a new array, cut as its buffers arrive. Each buffer is
     * copied and released at once, so none waits on the consumer; at most one buffer is requested
     * ahead, and its documents are cut one at a time as they are requested, so memory holds the
     * current buffer and at most one unfinished document, which may not exceed
     * {@code maxDocumentBytes} (negative: no limit). Errors, after the documents before them:
     * {@link DataBufferLimitException} for a longer document, {@link DecodingException} for a
     * damaged frame or an input that ends inside one.
     */
    public static Flux<byte[]> split(Publisher<DataBuffer> input, int maxDocumentBytes) {
        return Flux.defer(() -> {
            LengthPrefixedSplitter splitter = new LengthPrefixedSplitter(maxDocumentBytes);
            return Flux.from(input)
                    .map(FramedDocuments::copyAndRelease)
                    .concatMapIterable(bytes -> documentsOf(bytes, splitter), 1)
                    .concatWith(Mono.fromRunnable(() -> end(splitter)));
        });
    }

    /** {@code document} behind its length, in a buffer of {@code factory}; {@code document} is released. */
    public static DataBuffer frame(DataBuffer document, DataBufferFactory factory) {
        try {
            int length = document.readableByteCount();
            DataBuffer framed = factory.allocateBuffer(LengthPrefixedSequence.PREFIX_SIZE + length);
            try {
                framed.write(new byte[] {(byte) length, (byte) (length >>> 8), (byte) (length >>> 16), (byte) (length >>> 24)});
                framed.write(document);
                return framed;
            } catch (RuntimeException | Error e) {
                DataBufferUtils.release(framed);
                throw e;
            }
        } finally {
            DataBufferUtils.release(document);
        }
    }

    /**
     * The bytes of {@code buffer}, which is released: at once, so that no buffer waits in an
     * operator's queue, where an error or a cancellation would discard (release) it a second time.
     */
    private static byte[] copyAndRelease(DataBuffer buffer) {
        try {
            byte[] bytes = new byte[buffer.readableByteCount()];
            buffer.read(bytes);
            return bytes;
        } finally {
            DataBufferUtils.release(buffer);
        }
    }

    /** The documents {@code bytes} completes, cut when asked for. */
    private static Iterable<byte[]> documentsOf(byte[] bytes, LengthPrefixedSplitter splitter) {
        if (splitter.hasFailed()) {
            return List.of(); // a buffer that arrives after the error was signalled: its stream has ended
        }
        splitter.feed(bytes);
        return () -> new Iterator<>() {
            private byte[] next;
            private boolean usedUp;

            @Override
            public boolean hasNext() {
                if (next == null && !usedUp) {
                    next = cut(splitter);
                    usedUp = next == null;
                }
                return next != null;
            }

            @Override
            public byte[] next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                byte[] document = next;
                next = null;
                return document;
            }
        };
    }

    private static byte[] cut(LengthPrefixedSplitter splitter) {
        try {
            return splitter.next();
        } catch (FracFormatException e) {
            throw translate(e);
        }
    }

    private static void end(LengthPrefixedSplitter splitter) {
        if (splitter.hasFailed()) {
            return;
        }
        try {
            splitter.end();
        } catch (FracFormatException e) {
            throw translate(e);
        }
    }

    private static RuntimeException translate(FracFormatException e) {
        String message = FracMimeTypes.APPLICATION_FRAC_JSON_SEQ_VALUE + " body: " + e.getMessage();
        if (e instanceof FracLimitException) {
            DataBufferLimitException limit = new DataBufferLimitException(message);
            limit.initCause(e);
            return limit;
        }
        return new DecodingException(message, e);
    }
}
