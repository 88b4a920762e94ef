package io.fracjson.core;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Objects;

/**
 * This library's container for a sequence of frac_json documents, each preceded by its length,
 * so that a reader knows where every document ends whatever the document holds: a damaged one is
 * reported and skipped, and the documents after it are read. (Concatenated documents, the only
 * sequence the format has, carry no framing: there the first damage ends the input.)
 *
 * <p><b>Not part of the frac_json format:</b> the reference implementation neither writes nor
 * reads it, and to a reader of plain frac_json its prefixes are damage. The byte layout, records
 * back to back until the input ends (an empty input is an empty sequence):
 * <pre>
 * record   = length document
 * length   = 4 bytes, unsigned little-endian (as the format's own u32): the document's size in bytes
 * document = exactly one complete frac_json document, header included
 * </pre>
 * A fixed width rather than a varint: a reader needs no more than 4 bytes to know a record's end,
 * a prefix has no over-long or unterminated forms to refuse, and 4 bytes cost under 1% of a
 * document of 400 bytes (up to 3 more than a varint would take).
 *
 * <p>Write records with {@link FracWriter#writeLengthPrefixedDocument} or {@link #writeRecord};
 * read them with a {@link FracReader} {@link FracReader#of(LengthPrefixedSequence, ReadOptions)
 * of} an instance of this class: its tokens are those of the documents one after the other, as
 * for concatenated ones. A document is read in place from a {@code byte[]}, and from a stream
 * through the reader's bounded window, a record never held whole.
 *
 * <p>What a reader survives: damage inside a record whose length is right (bytes changed, a
 * document cut short or with a count too low, which a record shows as bytes left after its root
 * value, a record longer than {@link ReadOptions#maxDocumentBytes()} or too short to hold a
 * document) is reported once, as an exception from {@link FracReader#next()}, and the next call
 * goes on with the next record. What it cannot: a length that is itself wrong (bytes lost or added
 * between records) misplaces every record after it. Each is then read as a damaged record, until
 * one runs past the end of the input, which, like an input that ends inside a record, is
 * reported once and ends it.
 *
 * <p>An instance reads one input, once; not thread-safe.
 */
public final class LengthPrefixedSequence implements Closeable {
    /** The length prefix's size in bytes. */
    public static final int PREFIX_SIZE = 4;
    /** The shortest document: a header and a one-byte value. */
    private static final int MIN_DOCUMENT = DocumentHeader.SIZE + 1;

    // Input in memory: input[pos, end), input[start] at offset 0.
    private final byte[] input;
    private final int start;
    private int pos;
    private final int end;
    /** Input in a stream, else null; what of the current record the reader did not read is skipped by {@link #next}. */
    private final RecordInput stream;
    private final byte[] prefix = new byte[PREFIX_SIZE];
    /** The input ended, or a record ran past its end: no more records. */
    private boolean ended;

    private LengthPrefixedSequence(byte[] input, int offset, int length, InputStream in) {
        this.input = input;
        this.start = offset;
        this.pos = offset;
        this.end = offset + length;
        this.stream = in == null ? null : new RecordInput(in);
    }

    /** The records in {@code input}, read in place. */
    public static LengthPrefixedSequence of(byte[] input) {
        return of(input, 0, input.length);
    }

    /** The records in {@code input[offset, offset + length)}, read in place; offsets count from {@code offset}. */
    public static LengthPrefixedSequence of(byte[] input, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, input.length);
        return new LengthPrefixedSequence(input, offset, length, null);
    }

    /** The records of {@code input}, read as they arrive. */
    public static LengthPrefixedSequence of(InputStream input) {
        return new LengthPrefixedSequence(null, 0, 0, Objects.requireNonNull(input, "input"));
    }

    /**
     * Writes {@code document}, one complete frac_json document as {@link FracWriter#toDocument}
     * makes it, as a record: its length, then its bytes.
     *
     * @throws IllegalArgumentException if {@code document} does not start with a frac_json header
     *         and a value (a record must hold one document, which readers check)
     */
    public static void writeRecord(OutputStream out, byte[] document) throws IOException {
        if (document.length < MIN_DOCUMENT
                || DocumentHeader.match(document, 0, document.length) != DocumentHeader.Match.YES) {
            throw new IllegalArgumentException("not a frac_json document: a record holds one document, header included");
        }
        byte[] p = new byte[PREFIX_SIZE];
        putPrefix(p, document.length);
        out.write(p);
        out.write(document);
    }

    /** The prefix of a record holding a document of {@code length} bytes, at the start of {@code into}. */
    static void putPrefix(byte[] into, int length) {
        LittleEndian.INT.set(into, 0, length);
    }

    /**
     * Points {@code reader} at the next record's document, skipping what the reader left of the
     * current one; false at the end of the input.
     *
     * @throws FracFormatException for a record that cannot hold its document, or one longer than
     *         the reader's maximum document (both skipped: the next call goes on after them), and
     *         for an input that ends inside a record, which ends the input
     */
    boolean next(FracReader reader) throws IOException {
        if (ended) {
            return false;
        }
        if (stream != null && !stream.skipRest()) {
            // Only a record the reader gave up at an error is left unread: that error was its report.
            ended = true;
            return false;
        }
        long prefixOffset = offset();
        int n = readPrefix();
        if (n == 0) {
            ended = true;
            return false;
        }
        if (n < PREFIX_SIZE) {
            ended = true;
            throw new FracFormatException("input ended inside a record's length: needed " + PREFIX_SIZE
                    + " bytes, " + n + " remain", prefixOffset);
        }
        long length = Integer.toUnsignedLong((int) LittleEndian.INT.get(prefix, 0));
        long documentOffset = prefixOffset + PREFIX_SIZE;
        if (stream == null && length > end - pos) {
            ended = true;
            throw new FracFormatException("record of " + length + " bytes runs past the end of the input ("
                    + (end - pos) + " bytes remain)", prefixOffset);
        }
        if (length < MIN_DOCUMENT) {
            skip(length);
            throw new FracFormatException("record of " + length + " bytes cannot hold a document (at least "
                    + MIN_DOCUMENT + " bytes)", prefixOffset);
        }
        long maxDocumentBytes = reader.options().maxDocumentBytes();
        if (maxDocumentBytes >= 0 && length > maxDocumentBytes) {
            skip(length);
            throw new FracLimitException("record of " + length + " bytes exceeds the maximum document of "
                    + maxDocumentBytes + " bytes", prefixOffset);
        }
        if (stream != null) {
            stream.startRecord(length, documentOffset);
            reader.startRecord(stream, documentOffset);
        } else {
            reader.startRecord(input, pos, pos + (int) length, documentOffset);
            pos += (int) length;
        }
        return true;
    }

    /** Input offset of the next unread byte. */
    private long offset() {
        return stream != null ? stream.offset : pos - start;
    }

    /** Reads a prefix into {@link #prefix}; returns how many of its bytes the input still had. */
    private int readPrefix() throws IOException {
        if (stream != null) {
            return stream.readPrefix(prefix);
        }
        int n = Math.min(PREFIX_SIZE, end - pos);
        System.arraycopy(input, pos, prefix, 0, n);
        pos += n;
        return n;
    }

    /** Skips a refused record; one that the input cannot hold ends it. */
    private void skip(long length) throws IOException {
        if (stream != null) {
            stream.startRecord(length, stream.offset);
            if (!stream.skipRest()) {
                ended = true;
            }
        } else {
            pos += (int) length; // the caller checked that the input holds it
        }
    }

    /** Closes the stream being read, if any. */
    @Override
    public void close() throws IOException {
        ended = true;
        if (stream != null) {
            stream.in.close();
        }
    }

    /**
     * The current record of a stream, as the stream a reader reads a document from: it ends with
     * the record, and reports an input that ends first, which the reader passes on.
     */
    private static final class RecordInput extends InputStream {
        private final InputStream in;
        /** Input offset of the next byte of {@link #in}. */
        private long offset;
        /** Bytes of the current record not yet read. */
        private long remaining;
        /** The current record's length and the offset of its document, for the error of one cut short. */
        private long length;
        private long documentOffset;
        private byte[] scratch;

        RecordInput(InputStream in) {
            this.in = in;
        }

        void startRecord(long length, long documentOffset) {
            this.length = length;
            this.remaining = length;
            this.documentOffset = documentOffset;
        }

        /** Reads up to a prefix's bytes; returns how many the stream had. */
        int readPrefix(byte[] into) throws IOException {
            int n = 0;
            while (n < into.length) {
                int r = in.read(into, n, into.length - n);
                if (r < 0) {
                    break;
                }
                n += r;
            }
            offset += n;
            return n;
        }

        /** Skips what is left of the record; false if the stream ends first. */
        boolean skipRest() throws IOException {
            if (remaining == 0) {
                return true;
            }
            if (scratch == null) {
                scratch = new byte[8192];
            }
            while (remaining > 0) {
                int n = in.read(scratch, 0, (int) Math.min(scratch.length, remaining));
                if (n < 0) {
                    return false;
                }
                consumed(n);
            }
            return true;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (remaining == 0) {
                return -1;
            }
            int n = in.read(b, off, (int) Math.min(len, remaining));
            if (n < 0) {
                throw new FracFormatException("input ended inside the record of " + length + " bytes whose document"
                        + " starts at byte " + documentOffset + ": " + remaining + " bytes missing", offset);
            }
            consumed(n);
            return n;
        }

        private void consumed(int n) {
            offset += n;
            remaining -= n;
        }

        /** The reader does not close a record: the sequence closes its stream. */
        @Override
        public void close() {
        }
    }
}
