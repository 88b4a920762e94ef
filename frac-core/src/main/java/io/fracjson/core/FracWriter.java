package io.fracjson.core;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdException;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Objects;

/**
 * Writes one frac_json document at a time into a growable buffer, choosing every form
 * exactly as the reference encoder does (FORMAT.md section 2 "How the encoder picks a
 * form"), then hands out the document with its header, plain or zstd-compressed.
 *
 * <p>Containers may be started with their exact count, which is then checked as children are
 * written (a contract: a caller who states a count and writes another has lost something); with
 * a size hint, whose header is written at once and patched at the end if the children written
 * are not as many (a guess: a serializer that announces a map's size and then skips its nulls
 * loses nothing); or with neither, as a hint of 0. A patch rewrites the header in place, moving
 * the container's children only when the header's length changes (tiny up to 47 entries or 31
 * elements, then 2, 3 or 5 bytes). Whichever way, the bytes are the reference's for the
 * children actually written.
 *
 * <p>Not thread-safe. After any exception the document in progress is unusable: every later
 * write, and taking the document, refuse with an exception naming the first failure, until
 * {@link #reset()}. Nothing is counted before it is written, so a failed write never leaves a
 * container holding fewer children than its count says.
 *
 * <p>A writer holds no native memory: zstd contexts are borrowed for each compression (see
 * {@code ZstdContexts}), so one that is dropped without {@link #close()} leaks nothing.
 */
public final class FracWriter implements Closeable, DocumentLevels {
    /** The most children a container's header can say (u32). */
    private static final long MAX_COUNT = 0xFFFFFFFFL;
    /** Strings of at most this many chars are tried as ASCII read where they are ({@link #putAscii}). */
    private static final int SHORT_STRING_CHARS = 64;
    /** Longer strings are measured before they are encoded, instead of reserving 3 bytes a char. */
    private static final int MEASURE_FIRST_CHARS = 1 << 16;
    /** The scratch array's usual size; reset() drops one grown past it for an unusually long string. */
    private static final int SCRATCH_CHARS = 256;
    /** Beyond this many local keys, reset() drops the index instead of keeping its big arrays. */
    private static final int LOCAL_INDEX_KEEP_LIMIT = 4096;
    /** Levels the per-level arrays have room for at first. */
    private static final int INITIAL_LEVELS = 16;
    /** The largest body a Java array can hold (the JDK's soft maximum array length), compressed or not. */
    static final int MAX_BODY_SIZE = Integer.MAX_VALUE - 8;

    private byte[] buf = new byte[512];
    private int size;

    // What a level takes next (the low two bits) and the flags that send every write there to the
    // full checks: a write compares the innermost level's state with the one value that lets it
    // through at once (a key KEY, a value ROOT, VALUE or ELEMENT), and only otherwise checks which
    // rule it breaks, if any.
    /** Depth 0: the root value is due. */
    private static final int ROOT = 0;
    /** An object whose key was written: its value is due. */
    private static final int VALUE = 1;
    /** An array: an element or its end is due. */
    private static final int ELEMENT = 2;
    /** An object: a key or its end is due. */
    private static final int KEY = 3;
    private static final int TAKES = 3;
    /** The container's exact count is checked as children are written. */
    private static final int EXACT = 4;
    /** The root value is complete. */
    private static final int DONE = 8;
    /** A write failed: every write refuses until reset(). */
    private static final int FAILED = 16;

    // The open containers, innermost at depth - 1: the one record of the document's structure,
    // which adapters read (by level, 1 to depth) rather than keeping their own. Each has a frame
    // of FRAME ints in frames: where its header is, its parent's children written so far (kept
    // there while it is open: the innermost container's are in written), the count its header
    // says now (a u32's bits: its exact count or hint, patched at its end if wrong), and the state
    // its parent returns to when it ends.
    private static final int FRAME = 5;
    private static final int HEADER_AT = 0;
    private static final int OUTER_WRITTEN = 1;
    private static final int HEADER_COUNT = 2;
    private static final int OUTER_STATE = 3;
    /**
     * An object's current key, valid once it has written one, as an int: a store of a String into a
     * long-lived (pooled) writer costs G1 a memory fence, once for every key. At least 0: its index in
     * the local keys table; {@link #OTHER_KEY}: in {@link #otherKeys}; less: -2 - its index in the global one.
     */
    private static final int KEY_REF = 4;
    /** A key in neither table (written after the local table's 65,535 keys), kept by level in {@link #otherKeys}. */
    private static final int OTHER_KEY = -1;

    /** The innermost level's state: see {@link #KEY} and the others. */
    private int state = ROOT;
    /**
     * The innermost container's children written so far (an object counts an entry from its key; a
     * body below 2^31 bytes holds fewer than 2^31 children): a field, not its frame, since every
     * key and element counts here; an outer container's is in its child's frame.
     */
    private int written;
    private int depth;
    private int[] frames;
    /** Each open container's exact count: set and read only where its state has {@link #EXACT}. */
    private long[] declared;
    /** The current key of each open object whose {@link #KEY_REF} is {@link #OTHER_KEY}. */
    private String[] otherKeys;

    private KeysTable globalKeys;
    /** The table's index of its keys; null for an empty table, so that writing without one looks nothing up. */
    private GlobalKeyIndex globalIndex;
    private LocalKeyIndex localKeys = new LocalKeyIndex();
    private int localCount;
    /**
     * UTF-8 bytes of the keys written in full since {@link #localKeys} was made: the index forgets
     * a document's keys by a stamp, so its slots keep keys of earlier documents reachable, which
     * {@link #retainedBytes()} counts by this (a key's chars take at most twice its UTF-8 bytes).
     */
    private long indexedKeyBytes;

    // Documents of one shape (a POJO's, written again and again) write the same keys in the same
    // order, databind passing the same String instances each time: while a document's keys are the
    // last document's, each key's form is the one it had there, settled by one identity check,
    // without a lookup in the keys table or the local index nor a reference stored into the index
    // (a store into this long-lived writer's arrays costs G1 a card mark and fence). The index is
    // told this document's local keys only should a key differ.
    /** Keys by position in a document that are settled this way: POJOs have fewer. */
    private static final int FOLLOWED_KEYS = 64;
    /** The {@link #KEY_REF} of each of the last document's first {@link #lastKeyCount} keys. */
    private final int[] lastRefs = new int[FOLLOWED_KEYS];
    private int lastKeyCount;
    /** {@link KeysTable#id()} of the table the last document's keys were written with. */
    private long lastTableId;
    /** The position of the next key in this document. */
    private int keyPosition;
    /**
     * Whether this document's keys so far are the last one's: then its local keys are the last
     * one's first {@link #localCount}, which {@link #localKeys} gives by index ({@code keyAt}) but
     * would not find, having been cleared: {@link #stopFollowing()} tells it them.
     */
    private boolean followsLast;

    private char[] scratch = new char[SCRATCH_CHARS];
    private byte[] compressed;
    private final byte[] header = new byte[DocumentHeader.SIZE];
    private final byte[] prefix = new byte[LengthPrefixedSequence.PREFIX_SIZE];
    /** {@link #MAX_BODY_SIZE}, or less for tests of the limit that cannot allocate 2 GiB. */
    private final int maxBodySize;
    /** Documents written since the writer was made or {@link #reset()}: the root's children. */
    private long documents;
    /** The largest body this writer held since {@link #takeLargestBody()} was last called: for a pool. */
    private int largestBody;
    /** The first exception of the document in progress: until reset(), every write refuses, naming it. */
    private FracFormatException failure;

    /** A writer without a global keys table. */
    public FracWriter() {
        this(KeysTable.EMPTY);
    }

    /** A writer that refers to keys of {@code globalKeys} by index (null for none). */
    public FracWriter(KeysTable globalKeys) {
        this(globalKeys, MAX_BODY_SIZE);
    }

    /** For tests: a writer whose bodies (plain and compressed) may not exceed {@code maxBodySize} bytes. */
    FracWriter(KeysTable globalKeys, int maxBodySize) {
        useKeysTable(globalKeys);
        this.maxBodySize = maxBodySize;
        newLevels();
    }

    /** The per-level arrays as a new writer has them, with room for {@link #INITIAL_LEVELS}. */
    private void newLevels() {
        frames = new int[INITIAL_LEVELS * FRAME];
        declared = new long[INITIAL_LEVELS];
        otherKeys = new String[INITIAL_LEVELS];
    }

    public KeysTable keysTable() {
        return globalKeys;
    }

    /**
     * Makes the next documents refer to {@code table} (null for none): between documents only,
     * so that one writer serves calls with different tables, counting its documents on.
     *
     * @throws IllegalStateException in the middle of a document
     */
    public void useKeysTable(KeysTable table) {
        if (size != 0) {
            throw new IllegalStateException("the keys table cannot change in the middle of a document");
        }
        globalKeys = table == null ? KeysTable.EMPTY : table;
        globalIndex = globalKeys.size() == 0 ? null : globalKeys.index();
        followLastKeys();
    }

    /**
     * The next document follows the last keys written, if any, under the table they were written
     * with (a pool lends a writer with its caller's table and takes it back without).
     */
    private void followLastKeys() {
        followsLast = lastKeyCount > 0 && globalKeys.id() == lastTableId;
    }

    /** For tests: whether the document begun follows the last one's keys. */
    boolean followsLastKeys() {
        return followsLast;
    }

    // ---------------------------------------------------------------- scalars

    public void writeNull() throws FracFormatException {
        beforeValue();
        put(Format.NULL);
        countValue();
    }

    public void writeBoolean(boolean value) throws FracFormatException {
        beforeValue();
        put(value ? Format.TRUE : Format.FALSE);
        countValue();
    }

    /** An integer, in the smallest form the reference would use for it. */
    public void writeLong(long v) throws FracFormatException {
        beforeValue();
        putInteger(v);
        countValue();
    }

    /** An unsigned 64-bit integer given as its bits (so -1 is 2^64 - 1). */
    public void writeUnsignedLong(long bits) throws FracFormatException {
        beforeValue();
        if (bits >= 0) {
            putInteger(bits);
        } else {
            ensure(9);
            buf[size++] = (byte) Format.UINT64;
            putLongLE(bits);
        }
        countValue();
    }

    /**
     * An integer of any size: exact in [-2^63, 2^64 - 1]; beyond that the reference holds
     * it as a float64, and so does this method (precision is lost) unless
     * {@code failOnPrecisionLoss}.
     */
    public void writeBigInteger(BigInteger v, boolean failOnPrecisionLoss) throws FracFormatException {
        checkUsable();
        if (v == null) {
            throw nullValue("an integer");
        }
        if (ExactNumbers.isInteger(v)) {
            if (v.bitLength() < 64) {
                writeLong(v.longValue());
            } else {
                writeUnsignedLong(v.longValue());
            }
        } else if (failOnPrecisionLoss) {
            throw fail("integer " + v + " is outside [-2^63, 2^64-1]; frac_json would store it as"
                    + " a float64 and lose precision");
        } else {
            writeDouble(v.doubleValue());
        }
    }

    /**
     * A floating-point number: float32 when converting to float32 and back gives exactly
     * the same double, else float64 (the reference's rule). NaN and infinities are written
     * as IEEE values, although the reference's data model cannot produce them.
     */
    public void writeDouble(double v) throws FracFormatException {
        beforeValue();
        if (ExactNumbers.isFloat32(v)) {
            ensure(5);
            buf[size++] = (byte) Format.FLOAT32;
            putIntLE(Float.floatToRawIntBits((float) v));
        } else {
            ensure(9);
            buf[size++] = (byte) Format.FLOAT64;
            putLongLE(Double.doubleToRawLongBits(v));
        }
        countValue();
    }

    public void writeString(String value) throws FracFormatException {
        beforeValue();
        if (value == null) {
            throw nullValue("a string");
        }
        putString(value);
        countValue();
    }

    /**
     * Like {@link #writeString(String)}, with the string's UTF-8 encoding already at hand (as
     * Jackson's {@code SerializableString} keeps it), which is copied instead of encoding the
     * string again. {@code utf8} must be exactly the UTF-8 of {@code value}, or null: it is not
     * checked, as {@link #writeKey(String, byte[])} does not check a key's.
     */
    public void writeString(String value, byte[] utf8) throws FracFormatException {
        if (utf8 == null || value == null) { // a null value is refused, as writeString(String) refuses it
            writeString(value);
            return;
        }
        beforeValue();
        putUtf8String(utf8, 0, utf8.length);
    }

    /** A string given as UTF-8 bytes, copied without re-encoding (but validated). */
    public void writeUtf8String(byte[] utf8, int offset, int length) throws FracFormatException {
        beforeValue();
        if (utf8 == null) {
            throw nullValue("a string's UTF-8");
        }
        if (offset < 0 || length < 0 || offset > utf8.length - length) {
            throw fail("string bytes at " + offset + " for " + length + " bytes are outside the array of " + utf8.length);
        }
        int bad = Utf8.firstInvalid(utf8, offset, length);
        if (bad >= 0) {
            throw fail("string bytes are not valid UTF-8 at index " + (bad - offset));
        }
        putUtf8String(utf8, offset, length);
    }

    private void putUtf8String(byte[] utf8, int offset, int length) throws FracFormatException {
        putLength(length, Format.TINY_STRING, Format.TINY_STRING_MAX_LENGTH, Format.STRING_U8);
        ensure(length);
        System.arraycopy(utf8, offset, buf, size, length);
        size += length;
        countValue();
    }

    // ---------------------------------------------------------------- containers

    /**
     * Starts an object of exactly {@code count} entries: writing more fails at the first one too
     * many, fewer at {@link #writeEndObject()}. A count that may turn out wrong is a
     * {@linkplain #writeStartObjectWithSizeHint(long) size hint}.
     */
    public void writeStartObject(long count) throws FracFormatException {
        startContainer(true, true, count);
    }

    /**
     * Starts an object of about {@code sizeHint} entries, as Jackson's {@code writeStartObject(Object, int)}
     * announces one: any number may be written, and if it is not {@code sizeHint} the header is
     * patched at the end. A hint outside 0..4294967295 (Jackson's -1: unknown) counts as none.
     */
    public void writeStartObjectWithSizeHint(long sizeHint) throws FracFormatException {
        startContainer(true, false, sizeHint);
    }

    /** Starts an object whose entry count is known only at its end. */
    public void writeStartObject() throws FracFormatException {
        startContainer(true, false, 0);
    }

    /**
     * Starts an array of exactly {@code count} elements: writing more fails at the first one too
     * many, fewer at {@link #writeEndArray()}. A count that may turn out wrong is a
     * {@linkplain #writeStartArrayWithSizeHint(long) size hint}.
     */
    public void writeStartArray(long count) throws FracFormatException {
        startContainer(false, true, count);
    }

    /**
     * Starts an array of about {@code sizeHint} elements, as Jackson's {@code writeStartArray(Object, int)}
     * announces one: any number may be written, and if it is not {@code sizeHint} the header is
     * patched at the end. A hint outside 0..4294967295 (Jackson's -1: unknown) counts as none.
     */
    public void writeStartArrayWithSizeHint(long sizeHint) throws FracFormatException {
        startContainer(false, false, sizeHint);
    }

    /** Starts an array whose element count is known only at its end. */
    public void writeStartArray() throws FracFormatException {
        startContainer(false, false, 0);
    }

    public void writeEndObject() throws FracFormatException {
        if (state != KEY) {
            checkEnd(true);
        }
        endContainer(Format.TINY_OBJECT, Format.TINY_OBJECT_MAX_COUNT, Format.OBJECT_U8);
    }

    public void writeEndArray() throws FracFormatException {
        if (state != ELEMENT) {
            checkEnd(false);
        }
        endContainer(Format.TINY_ARRAY, Format.TINY_ARRAY_MAX_COUNT, Format.ARRAY_U8);
    }

    /**
     * An object key: a global index if the keys table has it, else a back reference if
     * this document already wrote it, else the key itself (FORMAT.md section 3).
     */
    public void writeKey(String key) throws FracFormatException {
        writeKey(key, null);
    }

    /**
     * Like {@link #writeKey(String)}, with the key's UTF-8 encoding already at hand (as
     * Jackson's {@code SerializableString} keeps it), which is copied instead of encoding
     * the key again. {@code utf8} must be exactly the UTF-8 of {@code key}, or null: it is not
     * checked (doing so on a key's first writing in each document cost POJO write 7%).
     */
    public void writeKey(String key, byte[] utf8) throws FracFormatException {
        if (state != KEY) {
            checkKeyPlace(key);
        }
        if (key == null) {
            throw fail("a key is null: every key is a string");
        }
        int p = keyPosition;
        if (p < FOLLOWED_KEYS) {
            keyWritten(writeKeyAt(p, key, utf8));
        } else {
            keyWritten(lookUpAndWriteKey(key, utf8));
        }
    }

    /**
     * One of a document's first keys, at position {@code p}: as it was at that position in the
     * last document, while this document's keys are the last one's; else looked up, and kept for
     * the next document. Returns its {@link #KEY_REF}.
     */
    private int writeKeyAt(int p, String key, byte[] utf8) throws FracFormatException {
        if (followsLast) {
            int ref = lastRefs[p];
            if (p < lastKeyCount && keyOf(ref) == key) {
                writeFollowedKey(key, utf8, ref);
                keyPosition = p + 1;
                if (keyPosition == FOLLOWED_KEYS) { // the keys after it are looked up: the index must know these
                    stopFollowing();
                }
                return ref;
            }
            stopFollowing();
        }
        int ref = lookUpAndWriteKey(key, utf8);
        lastRefs[p] = ref;
        keyPosition = p + 1;
        return ref;
    }

    /**
     * A key at a position where the last document had the same instance, which stood for {@code
     * ref} there: as this document's keys so far are the last one's, the lookups would find the
     * same. A local index of {@link #localCount} is this document's next local key.
     */
    private void writeFollowedKey(String key, byte[] utf8, int ref) throws FracFormatException {
        if (ref < OTHER_KEY) {
            putKeyIndex(Format.TINY_KEY_GLOBAL, Format.KEY_GLOBAL, -2 - ref);
        } else if (ref < localCount) {
            putKeyIndex(Format.TINY_KEY_BACK_REFERENCE, Format.KEY_BACK_REFERENCE, ref);
        } else {
            putImmediateKey(key, utf8);
            localCount++;
        }
    }

    /** Writes the key as its lookups in the keys table and then the local index settle it; returns its {@link #KEY_REF}. */
    private int lookUpAndWriteKey(String key, byte[] utf8) throws FracFormatException {
        int global = globalIndex == null ? -1 : globalIndex.indexOf(key);
        if (global >= 0) {
            putKeyIndex(Format.TINY_KEY_GLOBAL, Format.KEY_GLOBAL, global);
            return -2 - global;
        }
        // Adds the key as the next local one if it is new and the table has room (the 65,535 cap).
        // Should the key then fail to encode, the document is unusable anyway until reset() clears the index.
        int local = localKeys.getOrAdd(key, localCount < Format.MAX_U16 ? localCount : -1);
        if (local >= 0) {
            putKeyIndex(Format.TINY_KEY_BACK_REFERENCE, Format.KEY_BACK_REFERENCE, local);
            return local;
        }
        putImmediateKey(key, utf8);
        if (localCount < Format.MAX_U16) {
            return localCount++;
        }
        otherKeys[depth - 1] = key;
        return OTHER_KEY;
    }

    /** The key {@code ref} stands for in the innermost object, now its current key. */
    private void keyWritten(int ref) {
        written++;
        frames[(depth - 1) * FRAME + KEY_REF] = ref;
        state ^= KEY ^ VALUE; // flags kept
    }

    /** The key a {@link #KEY_REF} other than {@link #OTHER_KEY} stands for; null for that one. */
    private String keyOf(int ref) {
        return ref >= 0 ? localKeys.keyAt(ref) : ref == OTHER_KEY ? null : globalKeys.key(-2 - ref);
    }

    /** A key differs from the last document's: the local index is told this document's local keys so far. */
    private void stopFollowing() {
        followsLast = false;
        localKeys.addAll(localCount);
    }

    /** The full checks of a key where the innermost level's state is not a plain {@link #KEY}. */
    private void checkKeyPlace(String key) throws FracFormatException {
        checkUsable();
        int takes = state & TAKES;
        if (takes != KEY && takes != VALUE) {
            throw fail("a key can only be written in an object");
        }
        if (takes == VALUE) {
            throw fail("key \"" + key + "\" written where the previous key's value was due");
        }
        int d = depth - 1;
        if (written == declared[d]) { // only an EXACT object gets here
            throw fail("object declared " + declared[d] + " entries but more were written");
        }
    }

    // ---------------------------------------------------------------- structure, by level

    /**
     * Whether the container at {@code level} is an object: levels count from 1, the root value's
     * container, to {@link #depth()}; level 0 is the root. A level outside 0 to {@code depth()} is
     * refused with an {@link IndexOutOfBoundsException}, here and in the other by-level accessors.
     */
    @Override
    public boolean isObjectAt(int level) {
        Objects.checkIndex(level, depth + 1);
        return level > 0 && isObject(stateAt(level));
    }

    /** The state of {@code level}: the innermost's is {@link #state}, each outer one's is kept in the frame of the container it holds. */
    private int stateAt(int level) {
        return level == depth ? state : frames[level * FRAME + OUTER_STATE];
    }

    /** The children written so far of the container at {@code level} (1 to depth), as {@link #stateAt} finds its state. */
    private int writtenAt(int level) {
        return level == depth ? written : frames[level * FRAME + OUTER_WRITTEN];
    }

    private static boolean isObject(int state) {
        int takes = state & TAKES;
        return takes == KEY || takes == VALUE;
    }

    /**
     * The children of the container at {@code level} started so far: an array's elements, an
     * object's entries whose value has begun (as Jackson's generators count them); at level 0,
     * the documents written since {@link #reset()} and the one in progress.
     */
    @Override
    public long childrenAt(int level) {
        Objects.checkIndex(level, depth + 1);
        if (level == 0) {
            return documents + (depth > 0 ? 1 : 0);
        }
        return writtenAt(level) - (level == depth && (state & TAKES) == VALUE ? 1 : 0);
    }

    /** The last key written in the object at {@code level}; null before its first key, for arrays and for the root. */
    @Override
    public String keyAt(int level) {
        Objects.checkIndex(level, depth + 1);
        // KEY_REF is not cleared as containers start: an array's, or an object's before its first key, is stale.
        if (level == 0 || !isObject(stateAt(level)) || writtenAt(level) == 0) {
            return null;
        }
        int ref = frames[(level - 1) * FRAME + KEY_REF];
        return ref == OTHER_KEY ? otherKeys[level - 1] : keyOf(ref);
    }

    /**
     * Makes the document in progress unusable, as a failed write does: for a caller whose own
     * check of a write failed (an output error, a limit of its own). Later writes refuse naming
     * {@code problem}, until {@link #reset()}.
     */
    public void markUnusable(String problem) {
        failed(new FracFormatException(problem, size));
    }

    // ---------------------------------------------------------------- document

    /** True once the root value is complete and the document can be taken. */
    public boolean isDocumentComplete() {
        return (state & DONE) != 0;
    }

    /** How many containers are open. */
    @Override
    public int depth() {
        return depth;
    }

    /** The number of body bytes written so far. */
    public int bodySize() {
        return size;
    }

    /** The complete document, header included; the writer then starts the next one. */
    public byte[] toDocument(Compression compression) throws FracFormatException {
        checkComplete();
        byte[] out;
        if (compression.isCompressed()) {
            int n = compress(compression);
            out = new byte[DocumentHeader.SIZE + n];
            System.arraycopy(compressed, 0, out, DocumentHeader.SIZE, n);
        } else {
            out = new byte[DocumentHeader.SIZE + size];
            System.arraycopy(buf, 0, out, DocumentHeader.SIZE, size);
        }
        DocumentHeader.put(out, compression.configByte());
        documents++;
        startNextDocument();
        return out;
    }

    /**
     * Writes the complete document, header included, to {@code out}; the writer then starts the
     * next one. Should {@code out} fail (an IOException or a RuntimeException, thrown as it is), it
     * may hold part of the document, which writing it again would follow with all of it: the
     * writer then refuses, naming that failure, until {@link #reset()}. A {@link DocumentBytes}
     * output takes the array {@link #toDocument} makes, not a copy of it.
     */
    public void writeDocument(OutputStream out, Compression compression) throws IOException {
        writeDocument(out, compression, false);
    }

    /**
     * Like {@link #writeDocument}, preceded by its length: a record of this library's
     * {@link LengthPrefixedSequence}, not frac_json the reference reads.
     */
    public void writeLengthPrefixedDocument(OutputStream out, Compression compression) throws IOException {
        writeDocument(out, compression, true);
    }

    private void writeDocument(OutputStream out, Compression compression, boolean lengthPrefixed) throws IOException {
        if (!lengthPrefixed && out instanceof DocumentBytes bytes) { // the array made for the document is the output
            bytes.take(toDocument(compression));
            return;
        }
        checkComplete();
        // Compressed first: if that fails, nothing reaches the output.
        int compressedSize = compression.isCompressed() ? compress(compression) : -1;
        DocumentHeader.put(header, compression.configByte());
        try {
            if (lengthPrefixed) {
                LengthPrefixedSequence.putPrefix(prefix, DocumentHeader.SIZE + (compressedSize >= 0 ? compressedSize : size));
                out.write(prefix);
            }
            out.write(header);
            if (compressedSize >= 0) {
                out.write(compressed, 0, compressedSize);
            } else {
                out.write(buf, 0, size);
            }
        } catch (IOException | RuntimeException e) {
            failed(new FracFormatException("the output failed: " + e.getMessage(), -1, e));
            throw e;
        }
        documents++;
        startNextDocument();
    }

    /** Forgets the document in progress (and its local keys) and the documents written: as a new writer. */
    public void reset() {
        if (size != 0) {
            // A document given up part way, perhaps at an Error that left no failure behind (one
            // thrown while a key was written): the next document does not follow its keys.
            lastKeyCount = 0;
            keyPosition = 0;
        }
        startNextDocument();
        documents = 0;
    }

    /** Clears the state of the document just taken (and its local keys) for the next one. */
    private void startNextDocument() {
        largestBody = Math.max(largestBody, size);
        if (localCount == Format.MAX_U16) { // only then were keys kept in otherKeys
            Arrays.fill(otherKeys, null);
        }
        // The next document follows this one's keys: the index gives them by index, whether it was
        // told them or not. One without keys leaves the last one's.
        if (keyPosition > 0) {
            lastKeyCount = keyPosition;
            lastTableId = globalKeys.id();
            keyPosition = 0;
        }
        // After a failure the index may hold a key it does not count (one refused for its length, of any size).
        if (localCount > LOCAL_INDEX_KEEP_LIMIT || failure != null) {
            newLocalKeys();
        } else {
            localKeys.clear();
        }
        followLastKeys();
        localCount = 0;
        size = 0;
        depth = 0;
        written = 0;
        state = ROOT;
        failure = null;
        if (scratch.length > MEASURE_FIRST_CHARS) {
            scratch = new char[SCRATCH_CHARS];
        }
    }

    /**
     * About the bytes this writer keeps for its next document, in arrays grown as far as the
     * largest and deepest document it has written since they were last cut back ({@link
     * #retainAtMost}) needed: its buffers, its levels, its local key index and, at most, the keys
     * of earlier documents that index still refers to: for a pool to bound what it keeps.
     */
    public long retainedBytes() {
        return bufferBytes() + 2L * scratch.length
                + 4L * frames.length + 8L * (declared.length + otherKeys.length)
                + localKeys.retainedBytes() + 2L * indexedKeyBytes;
    }

    /** The part of {@link #retainedBytes()} in its body buffer and its compressed one. */
    long bufferBytes() {
        return (long) buf.length + (compressed == null ? 0L : compressed.length);
    }

    /** The length of its body buffer, as far as a body has grown it. */
    int bodyBufferBytes() {
        return buf.length;
    }

    /**
     * The largest body, finished or not, this writer held since the last call, which starts the
     * count again: for a pool, whether the documents it just wrote needed the buffers it grew.
     */
    int takeLargestBody() {
        int largest = Math.max(largestBody, size);
        largestBody = 0;
        return largest;
    }

    /**
     * After {@link #reset()}, for a pool: lets go of all that a big document may have grown but
     * the buffers: the local key index (whose keys it would keep reachable), the levels (as deep
     * as the document was) and the scratch chars of a long string.
     */
    void retainBuffersOnly() {
        scratch = new char[SCRATCH_CHARS];
        newLocalKeys();
        newLevels();
    }

    private void newLocalKeys() {
        localKeys = new LocalKeyIndex();
        indexedKeyBytes = 0;
        lastKeyCount = 0; // the new index gives none of them
        followsLast = false;
    }

    /** The body buffer {@link #retainAtMost} keeps: half the bound; the other half is room for a compressed body. */
    static int retainedBodyBytes(int maxBytes) {
        return maxBytes / 2;
    }

    /**
     * After {@link #reset()}, for a pool: if it keeps more than {@code maxBytes} ({@link
     * #retainedBytes()}), lets go of everything a document that big may have grown ({@link
     * #retainBuffersOnly()}, and the buffers but a body buffer of {@link #retainedBodyBytes}), so
     * that the writer keeps no more than one that never wrote a document over {@code maxBytes}.
     * Dropped instead, the next writer's body would grow from nothing, every doubling again on
     * fresh memory, for each big document.
     */
    void retainAtMost(int maxBytes) {
        if (retainedBytes() <= maxBytes) {
            return;
        }
        retainBuffersOnly();
        compressed = null; // made again at the next compression, as big as it needs
        if (buf.length > retainedBodyBytes(maxBytes)) {
            buf = new byte[retainedBodyBytes(maxBytes)];
        }
    }

    /**
     * Drops the document in progress and the buffers. Optional: a writer holds no native memory
     * (zstd contexts are borrowed per compression), so one that is simply dropped leaks nothing.
     */
    @Override
    public void close() {
        reset();
        buf = new byte[0];
        compressed = null;
    }

    private void checkComplete() throws FracFormatException {
        checkUsable();
        if ((state & DONE) == 0) {
            throw fail(depth > 0 ? "document incomplete: " + depth + " containers still open"
                    : "document incomplete: no root value written");
        }
    }

    /** Refuses any use of a document that an earlier write failed, naming that failure. */
    private void checkUsable() throws FracFormatException {
        if (failure != null) {
            throw new FracFormatException("the document in progress is unusable since an earlier write failed ("
                    + failure.problem() + "); reset() starts a new one", size, failure);
        }
    }

    /** A null where a value was due: refused, not written as JSON null, which {@link #writeNull()} writes. */
    private FracFormatException nullValue(String what) {
        return fail(what + " is null: write a null value with writeNull()");
    }

    /** The exception for {@code problem}, which makes the document in progress unusable. */
    private FracFormatException fail(String problem) {
        return failed(new FracFormatException(problem, size));
    }

    private FracFormatException failed(FracFormatException e) {
        if (failure == null) {
            failure = e;
            state |= FAILED;
        }
        return e;
    }

    /**
     * Compresses the body into {@code compressed}, byte for byte as the reference does (it loads
     * the raw dictionary); returns its length.
     */
    private int compress(Compression compression) throws FracFormatException {
        // zstd needs room for its worst case, but a body that compresses well may still fit below the limit.
        int capacity = (int) Math.min(ZstdNative.compressBound(size), maxBodySize);
        if (compressed == null || compressed.length < capacity) {
            compressed = new byte[capacity];
        }
        ZstdDictionary dictionary = compression.dictionary();
        ZstdDictionary.Compressor digested = null;
        ZstdCompressCtx zstd = ZstdContexts.COMPRESS.borrow();
        try {
            zstd.setLevel(compression.level());
            zstd.setChecksum(compression.hasChecksum());
            if (dictionary != null) {
                // The digested dictionary saves digesting it for each document, where zstd gives the same bytes.
                if (dictionary.digestedMatchesRaw(size)) {
                    digested = dictionary.acquireCompressor(compression.level());
                    zstd.loadDict(digested.digested());
                } else {
                    zstd.loadDict(dictionary.bytes());
                }
            }
            return zstd.compressByteArray(compressed, 0, capacity, buf, 0, size);
        } catch (ZstdException e) {
            if (e.getErrorCode() == Zstd.errDstSizeTooSmall() && capacity == maxBodySize) {
                throw fail("the compressed body would exceed " + maxBodySize + " bytes, the most a body can hold");
            }
            throw failed(new FracFormatException("zstd compression failed: " + e.getMessage(), -1, e));
        } catch (RuntimeException e) { // zstd-jni's own, e.g. a dictionary it cannot digest
            throw failed(new FracFormatException("zstd compression failed: " + e, -1, e));
        } finally {
            ZstdContexts.COMPRESS.giveBack(zstd); // forgets the dictionary before it may be freed
            if (digested != null) {
                dictionary.release(digested);
            }
        }
    }

    // ---------------------------------------------------------------- structure bookkeeping

    /** Checks that a value may come here; it is counted only once written ({@link #countValue()}). */
    private void beforeValue() throws FracFormatException {
        if (state > ELEMENT) { // ROOT, VALUE and ELEMENT without flags take a value as they are
            checkValuePlace();
        }
    }

    /** The full checks of a value where the innermost level's state is not a plain ROOT, VALUE or ELEMENT. */
    private void checkValuePlace() throws FracFormatException {
        checkUsable();
        switch (state & TAKES) {
            case ROOT: // DONE
                throw fail("the root value is already complete; take the document first");
            case KEY:
                throw fail("a value was written in an object where a key was due");
            case ELEMENT: { // EXACT (an EXACT object's count was checked at the key)
                int d = depth - 1;
                if (written == declared[d]) {
                    throw fail("array declared " + declared[d] + " elements but more were written");
                }
                break;
            }
            default:
                break;
        }
    }

    /** A value was written at the innermost level: the root is complete, an object's entry too, an array counts it. */
    private void countValue() {
        switch (state & TAKES) {
            case VALUE:
                state ^= VALUE ^ KEY; // flags kept
                break;
            case ELEMENT:
                written++;
                break;
            default: // ROOT
                state = DONE;
                break;
        }
    }

    /**
     * Writes a container's header for {@code count} children and opens it: an exact count is
     * checked as children are written, a hint only patched at the end if wrong.
     */
    private void startContainer(boolean object, boolean exact, long count) throws FracFormatException {
        beforeValue();
        if (exact) {
            checkCount(count);
        }
        long header = exact ? count : asHint(count);
        int at = size;
        // One call with the constants chosen, not one per kind: it is inlined once, not twice.
        putLength(header, object ? Format.TINY_OBJECT : Format.TINY_ARRAY,
                object ? Format.TINY_OBJECT_MAX_COUNT : Format.TINY_ARRAY_MAX_COUNT,
                object ? Format.OBJECT_U8 : Format.ARRAY_U8);
        countValue(); // the parent counts the container from now
        int d = depth;
        int f = d * FRAME;
        if (f == frames.length) {
            growLevels();
        }
        frames[f + HEADER_AT] = at;
        frames[f + OUTER_WRITTEN] = written; // the parent's, counting this container
        written = 0;
        frames[f + HEADER_COUNT] = (int) header;
        frames[f + OUTER_STATE] = state;
        if (exact) {
            declared[d] = count;
            state = (object ? KEY : ELEMENT) | EXACT;
        } else {
            state = object ? KEY : ELEMENT;
        }
        depth = d + 1;
    }

    private void growLevels() {
        int n = depth * 2;
        frames = Arrays.copyOf(frames, n * FRAME);
        declared = Arrays.copyOf(declared, n);
        otherKeys = Arrays.copyOf(otherKeys, n);
    }

    /** The full checks of an end where the innermost level's state is not a plain KEY (object) or ELEMENT (array). */
    private void checkEnd(boolean object) throws FracFormatException {
        checkUsable();
        int takes = state & TAKES;
        if (takes == ROOT || (takes == ELEMENT) == object) {
            throw fail((object ? "writeEndObject()" : "writeEndArray()") + " but the innermost open value is "
                    + (depth == 0 ? "none" : object ? "an array" : "an object"));
        }
        if (takes == VALUE) {
            throw fail("object ended after a key without its value");
        }
        int d = depth - 1;
        int count = written;
        if (count != declared[d]) { // only an EXACT container gets here
            throw fail((object ? "object" : "array") + " declared " + declared[d] + " "
                    + (object ? "entries" : "elements") + " but " + count + " were written");
        }
    }

    /** Ends the innermost container, patching its header if it says another count than was written. */
    private void endContainer(int tinyBase, int tinyMax, int u8Type) throws FracFormatException {
        int d = depth - 1;
        int f = d * FRAME;
        int count = written;
        int header = frames[f + HEADER_COUNT];
        if (count != header) {
            patchHeader(frames[f + HEADER_AT], Integer.toUnsignedLong(header), count, tinyBase, tinyMax, u8Type);
        }
        state = frames[f + OUTER_STATE];
        written = frames[f + OUTER_WRITTEN];
        depth = d;
    }

    /**
     * Replaces the header at {@code at}, written for {@code was} children, by the header for
     * {@code count}, moving what follows it when the two differ in length.
     */
    private void patchHeader(int at, long was, long count, int tinyBase, int tinyMax, int u8Type)
            throws FracFormatException {
        int wasSize = lengthHeaderSize(was, tinyMax);
        int oldEnd = at + wasSize;
        int shift = lengthHeaderSize(count, tinyMax) - wasSize;
        if (shift != 0) {
            if (shift > 0) {
                ensure(shift);
            }
            System.arraycopy(buf, oldEnd, buf, oldEnd + shift, size - oldEnd);
            size += shift;
        }
        putLengthHeader(buf, at, count, tinyBase, tinyMax, u8Type);
    }

    /** A size hint as the count a header is first written for: 0 where there is none. */
    private static long asHint(long sizeHint) {
        return sizeHint >= 0 && sizeHint <= MAX_COUNT ? sizeHint : 0;
    }

    private void checkCount(long count) throws FracFormatException {
        if (count < 0 || count > MAX_COUNT) {
            throw fail("container count " + count + " is outside 0..4294967295");
        }
    }

    // ---------------------------------------------------------------- bytes

    /**
     * Room for {@code n} more bytes of body, and one byte past them: {@link Utf8#encode} stores a
     * 3-byte sequence as a 4-byte word. That byte is never body, so it does not count against the limit.
     */
    private void ensure(int n) throws FracFormatException {
        if (buf.length - size <= n) {
            grow(n);
        }
    }

    /**
     * Out of line so that {@link #ensure}, inlined wherever a byte is put, stays a compare and a
     * branch: the copy inlined at each of those places made them too big for the JIT to inline
     * further up (databind's serializers call {@code writeStartObject} and the others).
     */
    private void grow(int n) throws FracFormatException {
        long needed = (long) size + n;
        if (needed > maxBodySize) {
            throw fail("the body would exceed " + maxBodySize + " bytes, the most a body can hold");
        }
        buf = Arrays.copyOf(buf, (int) Math.max(needed + 1, Math.min(maxBodySize + 1L, buf.length * 2L)));
    }

    private void put(int b) throws FracFormatException {
        ensure(1);
        buf[size++] = (byte) b;
    }

    private void putInteger(long v) throws FracFormatException {
        ensure(9);
        byte[] b = buf;
        int p = size;
        if (v >= Format.TINY_INT_MIN && v <= Format.TINY_INT_MAX) {
            b[p++] = (byte) (Format.TINY_INT - Format.TINY_INT_MIN + v);
        } else if (v >= 0) {
            if (v <= 0xFF) {
                b[p++] = (byte) Format.UINT8;
                b[p++] = (byte) v;
            } else if (v <= 0xFFFF) {
                b[p++] = (byte) Format.UINT16;
                b[p++] = (byte) v;
                b[p++] = (byte) (v >>> 8);
            } else if (v <= 0xFFFFFFFFL) {
                b[p++] = (byte) Format.UINT32;
                size = p;
                putIntLE((int) v);
                return;
            } else {
                b[p++] = (byte) Format.UINT64;
                size = p;
                putLongLE(v);
                return;
            }
        } else if (v >= Byte.MIN_VALUE) {
            b[p++] = (byte) Format.INT8;
            b[p++] = (byte) v;
        } else if (v >= Short.MIN_VALUE) {
            b[p++] = (byte) Format.INT16;
            b[p++] = (byte) v;
            b[p++] = (byte) (v >>> 8);
        } else if (v >= Integer.MIN_VALUE) {
            b[p++] = (byte) Format.INT32;
            size = p;
            putIntLE((int) v);
            return;
        } else {
            b[p++] = (byte) Format.INT64;
            size = p;
            putLongLE(v);
            return;
        }
        size = p;
    }

    /** Writes 4 bytes; the caller ensured room. */
    private void putIntLE(int v) {
        LittleEndian.INT.set(buf, size, v);
        size += 4;
    }

    /** Writes 8 bytes; the caller ensured room. */
    private void putLongLE(long v) {
        LittleEndian.LONG.set(buf, size, v);
        size += 8;
    }

    /** The header of a string, object or array of {@code n}, at the end of the body. */
    private void putLength(long n, int tinyBase, int tinyMax, int u8Type) throws FracFormatException {
        ensure(5);
        size = putLengthHeader(buf, size, n, tinyBase, tinyMax, u8Type);
    }

    /** The size of the header {@link #putLengthHeader} writes for {@code n}. */
    private static int lengthHeaderSize(long n, int tinyMax) {
        return n <= tinyMax ? 1 : n <= 0xFF ? 2 : n <= 0xFFFF ? 3 : 5;
    }

    /**
     * The header of a string, object or array of {@code n} at {@code b[at]}: the tiny form,
     * else the smallest of u8, u16 and u32 (their type bytes follow {@code u8Type}); returns
     * the position after it.
     */
    private static int putLengthHeader(byte[] b, int at, long n, int tinyBase, int tinyMax, int u8Type) {
        switch (lengthHeaderSize(n, tinyMax)) {
            case 1:
                b[at] = (byte) (tinyBase + n);
                return at + 1;
            case 2:
                b[at] = (byte) u8Type;
                b[at + 1] = (byte) n;
                return at + 2;
            case 3:
                b[at] = (byte) (u8Type + 1);
                LittleEndian.SHORT.set(b, at + 1, (short) n);
                return at + 3;
            default:
                b[at] = (byte) (u8Type + 2);
                LittleEndian.INT.set(b, at + 1, (int) n);
                return at + 5;
        }
    }

    private void putString(String s) throws FracFormatException {
        int chars = s.length();
        int tinyMax = Format.TINY_STRING_MAX_LENGTH;
        if (chars > MEASURE_FIRST_CHARS || 5L + chars * 3 > maxBodySize - size) {
            // Room for 3 bytes a char would be wasteful here (or, near the body limit, refused although
            // the string may fit): measure, then encode in place.
            char[] c = charsOf(s);
            int length = Utf8.encodedLength(c, chars);
            if (length < 0) {
                throw unpairedSurrogate(-1 - length);
            }
            ensure(lengthHeaderSize(length, tinyMax) + length);
            size = putLengthHeader(buf, size, length, Format.TINY_STRING, tinyMax, Format.STRING_U8);
            size = Utf8.encode(c, chars, buf, size);
            return;
        }
        // Encode once, right after the header for one byte a char: the header UTF-8 of ASCII needs.
        // Other chars take more bytes, which move only if their length needs a longer header.
        ensure(5 + chars * 3);
        int at = size;
        int start = putLengthHeader(buf, at, chars, Format.TINY_STRING, tinyMax, Format.STRING_U8);
        int end = chars <= SHORT_STRING_CHARS && putAscii(s, chars, buf, start) ? start + chars
                : Utf8.encode(charsOf(s), chars, buf, start);
        if (end < 0) {
            throw unpairedSurrogate(-1 - end);
        }
        size = end;
        if (end - start != chars) {
            patchHeader(at, chars, end - start, Format.TINY_STRING, tinyMax, Format.STRING_U8);
        }
    }

    /**
     * Copies {@code s} as ASCII to {@code dst} at {@code pos} if it is ASCII; false at its first other
     * char. For a short string, reading its chars where they are costs less than copying them out first.
     */
    private static boolean putAscii(String s, int chars, byte[] dst, int pos) {
        for (int i = 0; i < chars; i++) {
            char c = s.charAt(i);
            if (c >= 0x80) {
                return false;
            }
            dst[pos + i] = (byte) c;
        }
        return true;
    }

    /** The key written in full: its given UTF-8 (see {@link #writeKey(String, byte[])}) if any, else encoded. */
    private void putImmediateKey(String key, byte[] utf8) throws FracFormatException {
        if (utf8 != null) {
            putImmediateKey(utf8);
        } else {
            putImmediateKey(key);
        }
    }

    private void putImmediateKey(String key) throws FracFormatException {
        char[] c = charsOf(key);
        int length = Utf8.encodedLength(c, key.length());
        if (length < 0) {
            throw unpairedSurrogate(-1 - length);
        }
        if (length > Format.MAX_U16) {
            throw fail("key of " + length + " UTF-8 bytes; at most 65535 allowed");
        }
        ensure(4 + length);
        putImmediateKeyHeader(length);
        size = Utf8.encode(c, key.length(), buf, size);
        indexedKeyBytes += length;
    }

    /** The chars of {@code s} in the scratch array: the encoding loops read arrays faster than charAt. */
    private char[] charsOf(String s) {
        int n = s.length();
        if (scratch.length < n) {
            scratch = new char[Math.max(n, scratch.length * 2)];
        }
        s.getChars(0, n, scratch, 0);
        return scratch;
    }

    private void putImmediateKey(byte[] utf8) throws FracFormatException {
        int length = utf8.length;
        if (length > Format.MAX_U16) {
            throw fail("key of " + length + " UTF-8 bytes; at most 65535 allowed");
        }
        ensure(4 + length);
        putImmediateKeyHeader(length);
        System.arraycopy(utf8, 0, buf, size, length);
        size += length;
        indexedKeyBytes += length;
    }

    private void putImmediateKeyHeader(int length) {
        if (length <= Format.TINY_KEY_MAX) {
            buf[size++] = (byte) (Format.TINY_KEY_IMMEDIATE + length);
        } else {
            buf[size++] = (byte) Format.KEY_IMMEDIATE;
            putVu16(length);
        }
    }

    private void putKeyIndex(int tinyBase, int longType, int index) throws FracFormatException {
        ensure(4);
        if (index <= Format.TINY_KEY_MAX) {
            buf[size++] = (byte) (tinyBase + index);
        } else {
            buf[size++] = (byte) longType;
            putVu16(index);
        }
    }

    /** 1 byte below 0x80, 2 below 0x4000, else 3; bit 7 says "another byte follows". */
    private void putVu16(int v) {
        if (v < 0x80) {
            buf[size++] = (byte) v;
        } else if (v < 0x4000) {
            buf[size++] = (byte) (0x80 | (v & 0x7F));
            buf[size++] = (byte) (v >>> 7);
        } else {
            buf[size++] = (byte) (0x80 | (v & 0x7F));
            buf[size++] = (byte) (0x80 | ((v >>> 7) & 0x7F));
            buf[size++] = (byte) (v >>> 14);
        }
    }

    private FracFormatException unpairedSurrogate(int index) {
        return fail("unpaired surrogate at char " + index + " cannot be encoded as UTF-8");
    }
}
