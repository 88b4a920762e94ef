package io.fracjson.core;

import java.util.Arrays;
import java.util.Objects;

/**
 * Cuts the records of a {@link LengthPrefixedSequence} out of input that arrives in chunks of any
 * size, as a non-blocking reader (a reactive HTTP body, a socket) gets it: each call to
 * {@link #feed} hands over one chunk, each call to {@link #next} returns the next whole record's
 * document until the chunk is used up. It holds at most one unfinished record, grown as its bytes
 * arrive (never allocated from its length alone) and bounded by the maximum document size, so the
 * memory it uses is proportional to the bytes that arrived.
 *
 * <p>The first error ends the input: a record longer than the maximum
 * ({@link FracLimitException}), one too short to hold a document or not holding one, or an input
 * that {@link #end ends} inside a record. Records returned before it are whole and checked to
 * start with a frac_json header; their bodies are the reader's to check. Plain documents
 * concatenated without prefixes fail at their first "length", and the message says so.
 *
 * <p>Not thread-safe: one instance per input.
 */
public final class LengthPrefixedSplitter {
    private static final byte[] EMPTY = new byte[0];
    /** The shortest document: a header and a one-byte value. */
    private static final int MIN_DOCUMENT = DocumentHeader.SIZE + 1;
    /** What an unfinished record's buffer starts at, at most: it grows with the bytes that arrive. */
    private static final int INITIAL_RECORD_BUFFER = 8 * 1024;

    private final long maxDocumentBytes;
    /** The chunk being cut: chunk[pos, end). */
    private byte[] chunk = EMPTY;
    private int pos;
    private int end;
    /** Input offset of chunk[pos]. */
    private long offset;

    private final byte[] prefix = new byte[LengthPrefixedSequence.PREFIX_SIZE];
    private int prefixFilled;
    /** The record being assembled once its prefix is whole, else null. */
    private byte[] record;
    private int recordLength;
    private int recordFilled;
    private long recordOffset;
    private String failure;

    /** @param maxDocumentBytes the longest record's document accepted; negative: no limit */
    public LengthPrefixedSplitter(long maxDocumentBytes) {
        this.maxDocumentBytes = maxDocumentBytes;
    }

    /**
     * Hands over the next chunk of input, which is not copied: the caller keeps it unchanged until
     * {@link #next} returns null.
     *
     * @throws IllegalStateException if the previous chunk is not used up yet, or after an error
     */
    public void feed(byte[] bytes, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        requireNotFailed();
        if (pos < end) {
            throw new IllegalStateException("the previous chunk still holds " + (end - pos) + " bytes: call next() until it returns null");
        }
        this.chunk = bytes;
        this.pos = offset;
        this.end = offset + length;
    }

    /** {@link #feed(byte[], int, int) Feeds} all of {@code bytes}. */
    public void feed(byte[] bytes) {
        feed(bytes, 0, bytes.length);
    }

    /**
     * The next whole record's document (a new array, the caller's), or null when the chunk is used
     * up and more input is needed.
     *
     * @throws FracFormatException for the first error, which ends the input
     */
    public byte[] next() throws FracFormatException {
        requireNotFailed();
        try {
            while (pos < end) {
                if (record == null) {
                    int n = Math.min(prefix.length - prefixFilled, end - pos);
                    System.arraycopy(chunk, pos, prefix, prefixFilled, n);
                    consumed(n);
                    prefixFilled += n;
                    if (prefixFilled == prefix.length) {
                        startRecord();
                    }
                    continue;
                }
                int n = Math.min(recordLength - recordFilled, end - pos);
                if (recordFilled + n > record.length) {
                    record = Arrays.copyOf(record, (int) Math.min(recordLength, Math.max(2L * record.length, recordFilled + n)));
                }
                System.arraycopy(chunk, pos, record, recordFilled, n);
                consumed(n);
                recordFilled += n;
                if (recordFilled == recordLength) {
                    return finishRecord();
                }
            }
            chunk = EMPTY;
            pos = 0;
            end = 0;
            return null;
        } catch (FracFormatException e) {
            failure = e.getMessage();
            chunk = EMPTY;
            pos = 0;
            end = 0;
            throw e;
        }
    }

    /**
     * The input has ended: nothing may be left of a record.
     *
     * @throws FracFormatException if the input ended inside a record or its length
     */
    public void end() throws FracFormatException {
        requireNotFailed();
        if (prefixFilled == 0) {
            return;
        }
        String problem = record == null
                ? "input ended inside a record's length: " + prefixFilled + " of its " + prefix.length + " bytes arrived"
                : "input ended inside the record of " + recordLength + " bytes whose document starts at byte "
                        + (recordOffset + prefix.length) + ": " + (recordLength - recordFilled) + " bytes missing";
        FracFormatException e = new FracFormatException(problem + unprefixedHint(), offset);
        failure = e.getMessage();
        throw e;
    }

    /** Whether an error ended the input: {@link #feed}, {@link #next} and {@link #end} then refuse to go on. */
    public boolean hasFailed() {
        return failure != null;
    }

    /** Whether part of a record (its length or its document) has arrived and the rest has not. */
    public boolean holdsPartOfARecord() {
        return prefixFilled > 0;
    }

    private void startRecord() throws FracFormatException {
        recordOffset = offset - prefix.length;
        long length = Integer.toUnsignedLong((int) LittleEndian.INT.get(prefix, 0));
        if (maxDocumentBytes >= 0 && length > maxDocumentBytes) {
            throw new FracLimitException("record of " + length + " bytes exceeds the maximum document of "
                    + maxDocumentBytes + " bytes" + unprefixedHint(), recordOffset);
        }
        if (length < MIN_DOCUMENT) {
            throw new FracFormatException("record of " + length + " bytes cannot hold a document (at least "
                    + MIN_DOCUMENT + " bytes)", recordOffset);
        }
        if (length > Integer.MAX_VALUE - 8) {
            throw new FracLimitException("record of " + length + " bytes is longer than a Java array can hold"
                    + unprefixedHint(), recordOffset);
        }
        recordLength = (int) length;
        recordFilled = 0;
        record = new byte[Math.min(recordLength, INITIAL_RECORD_BUFFER)];
    }

    private byte[] finishRecord() throws FracFormatException {
        byte[] document = record.length == recordLength ? record : Arrays.copyOf(record, recordLength);
        record = null;
        prefixFilled = 0;
        if (DocumentHeader.match(document, 0, document.length) != DocumentHeader.Match.YES) {
            throw new FracFormatException("the record of " + recordLength
                    + " bytes does not start with a frac_json header", recordOffset + prefix.length);
        }
        return document;
    }

    /**
     * A hint for a "length" that is the start of a document: plain documents concatenated without
     * prefixes. Only added to an error, never a reason for one: a true length can have these bytes.
     */
    private String unprefixedHint() {
        boolean looksLikeAHeader = prefixFilled >= DocumentHeader.SIZE
                && DocumentHeader.match(prefix, 0, DocumentHeader.SIZE) == DocumentHeader.Match.YES;
        return looksLikeAHeader ? " (its length prefix is a frac_json header: the input looks like documents"
                + " without length prefixes, not a length-prefixed sequence)" : "";
    }

    private void consumed(int n) {
        pos += n;
        offset += n;
    }

    private void requireNotFailed() {
        if (failure != null) {
            throw new IllegalStateException("the input already failed: " + failure);
        }
    }
}
