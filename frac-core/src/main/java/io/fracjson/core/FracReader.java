package io.fracjson.core;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.Cleaner;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Objects;

/**
 * A pull reader of frac_json documents: {@link #next()} yields one {@link FracToken} at a
 * time, across any number of concatenated documents, and null at the end of the input.
 *
 * <p>Input is a {@code byte[]} (read in place, never copied), a {@link ByteBuffer}, or an
 * {@link InputStream} read through a window that grows only as far as the largest single
 * item (a string or key) needs. A zstd body of up to {@value #MAX_ONE_CALL_BODY} bytes is
 * decompressed in one call into a heap buffer before its first token, so that a reader holds no
 * native memory between calls; a larger one (or one that does not declare its size, or whose
 * frame is longer than zstd makes for that size) is decompressed as a stream into its own window, never trusting the frame's declared size.
 *
 * <p>Every length and count is checked against the limits of {@link ReadOptions}, and,
 * for in-memory input, against the bytes that remain, before anything is allocated;
 * containers allocate nothing for their count. Strings are validated as UTF-8 when they
 * are read ({@link #string()}, {@link #textBuffer()}); a string that is skipped is neither
 * validated nor decoded. Keys are always decoded and validated, since later back
 * references depend on them. Not thread-safe.
 *
 * <p>An empty input is a sequence of no documents: {@link #next()} returns null at once, as
 * Jackson's parsers return no token for empty content; a caller that needs a document (as
 * databind's {@code readValue} does, reporting "No content to map") says so itself.
 *
 * <p>An exception from {@link #next()} ends the input: documents carry no framing, so after
 * a structural error (or an exceeded limit, or a failing stream) nothing tells where the next
 * document would begin, and what follows cannot be trusted. The reader reports the problem once,
 * having delivered every document before it, and then is at the end of the input: {@code next()}
 * returns null, at depth 0. A value's own error (a string that is not UTF-8, found by
 * {@link #string()}) leaves the structure intact and the reader where it was. Where documents
 * must survive the damage of one, write them as this library's {@link LengthPrefixedSequence}:
 * there an exception ends only the record it is about.
 */
public final class FracReader implements Closeable, DocumentLevels {
    private static final int STREAM_WINDOW = 8000;
    private static final byte[] NO_INPUT = new byte[0];
    private static final int MAX_ARRAY = Integer.MAX_VALUE - 16;
    /** A window grown beyond this for one big item is not kept for the next input. */
    private static final int MAX_KEPT_WINDOW = 1 << 20;
    /** A local keys array grown beyond this is not kept for the next input either. */
    private static final int MAX_KEPT_LOCAL_KEYS = 1024;
    /**
     * A compressed body that declares at most this many bytes is decompressed whole when its
     * document starts: the decompressor is lent for that one call, and zstd's one-shot call
     * needs no window of its own. Larger bodies stream, so that what the reader holds stays
     * bounded by the largest item rather than the body.
     */
    static final int MAX_ONE_CALL_BODY = MAX_KEPT_WINDOW;
    /**
     * zstd refuses frames that ask for a larger window (ZSTD_MAXWINDOWSIZE_DEFAULT: 2^ZSTD_WINDOWLOG_LIMIT_DEFAULT,
     * plus one for a single-segment frame of exactly that much content), in every path alike.
     */
    private static final long MAX_ZSTD_WINDOW = (1L << 27) + 1;

    // What the options say, in fields read per token; set by useOptions.
    private ReadOptions options;
    private String[] globalKeys;
    private KeyCache keyCache;
    private boolean internKeys;
    private int maxDepth;
    private long maxStringBytes;
    private int maxStringChars;
    /** Strings of more bytes than this take the uncommon path: past a limit on bytes, or on chars. */
    private long maxCommonStringBytes;
    private int maxKeyBytes;
    private int maxKeyChars;
    /**
     * The longest immediate key the common path takes: one the cache holds, and within both key
     * limits on its byte count alone (a char takes at least one byte). One test instead of three.
     */
    private int maxCommonKeyBytes;
    /** The table holds a key longer than {@link #maxKeyChars}: global keys are checked as they are read. */
    private boolean checkGlobalKeyChars;
    private long maxDocumentBytes;
    private long maxLocalKeyBytes;

    // The window: buf[pos, end) is unread input; buf[0] is at input offset bufOffset.
    private byte[] buf;
    private int pos;
    private int end;
    private long bufOffset;
    /** The window this reader allocated for stream input, kept for {@link #reset(InputStream)}. */
    private byte[] streamWindow;
    /**
     * Refills the window: the caller's stream, or while a compressed body streams, its
     * decompressor ({@link #zstd}); null for input in memory, which is all in the window, and
     * for a body decompressed whole.
     */
    private InputStream in;
    /** While a compressed body is read, the window is its decompressed bytes, and offsets count within them. */
    private boolean inBody;
    /** While a compressed body streams: its decompressor, else null. */
    private ZstdBodyInput zstd;
    /** While a compressed body is read: the window over the stored input, which continues after it. */
    private final StoredInput stored = new StoredInput();
    /** The frame header of the compressed body being entered. */
    private final ZstdFrameHeader frame = new ZstdFrameHeader();
    /** The decompressor lent to this reader for the compressed body it is reading, if any. */
    private final DecompressorLease decompressor = new DecompressorLease();
    /** Registered with the first compressed body: gives the decompressor back should this reader be dropped mid-body. */
    private Cleaner.Cleanable cleanable;
    private byte[] spareBodyWindow;

    private boolean inDocument;
    private long documentOffset;
    /**
     * An exception from next() ended the input: next() returns null from then on (see the class
     * comment), or, reading a length-prefixed sequence, goes on with its next record.
     */
    private boolean endedByError;
    /** The length-prefixed sequence being read, a record at a time, if any; else null. */
    private LengthPrefixedSequence records;
    /** The current (or last) document's header: whether its body is zstd-compressed, and with a dictionary. */
    private boolean documentCompressed;
    private boolean documentWithDictionary;
    /** The size of the last complete document's body, decompressed. */
    private long completeBodyBytes;
    /**
     * Tokens the current document may still declare (see {@link ReadOptions#maxCompressedTokens}):
     * the root value and, as each container opens, its items and its end are taken from it. Only a
     * body decompressed whole, whose stored bytes are known, starts with a finite budget; a
     * streamed one is held to the tokens it has yielded as its window is refilled
     * ({@link #checkStreamedTokens}), plain documents to the bytes that hold them.
     */
    private long tokenBudget;
    /** The stored bytes of the current document, header included, if its body was decompressed whole. */
    private long wholeBodyDocumentBytes;

    // Open containers, by level: level 1 is the root value's container, level depth the innermost
    // one, level 0 the root itself (outside any container). What the innermost one reads for every
    // token lives in fields; the arrays hold, by level, the enclosing ones' (saved when a child
    // opens) and what every level keeps: its declared count and a value a caller attached to it.
    // This is the one record of document structure: adapters read it rather than keeping their own.
    /**
     * Items of the innermost container not yet read: an array's elements, an object's keys and
     * values (twice its entries), so that one count says both when it ends and whether a key is next.
     */
    private long remaining;
    private boolean inObject;
    /**
     * The innermost object's current key, as a reference ({@link #keyOf}): none before its first
     * key, and outside objects.
     */
    private int key = NO_KEY;
    private int depth;
    /**
     * Two slots a level: at {@code 2 * level} the container's count, at {@code 2 * level + 1} what
     * its parent's state was when it opened ({@link #frame}): one array to grow, and start and end
     * of a container touch one or two of its cache lines instead of one of each of four arrays.
     */
    private long[] levels = new long[32];
    /** Each enclosing object's current key, as a reference ({@link #keyOf}), saved when a child opens. */
    private int[] savedKey = new int[16];
    /** By level, a key that is not in either table ({@link #OTHER_KEY}); null until one is. */
    private String[] otherKeys;
    /** Root values started: the documents of this input so far. */
    private long rootValues;
    /** The caller's values by level ({@link #attach}), or null: dropped with the input. */
    private AttachedValues attachedValues;

    // Keys are kept as references, ints: a key's index in the global table (0 and up), its index
    // i in the document's local one (as -2 - i), or NO_KEY, or OTHER_KEY for a key in neither
    // (an immediate key past the local table's cap, or one a caller set), kept by level in
    // otherKeys. A reader lives long and is pooled, so G1 places it in the old generation, where
    // every store of a reference into it costs a fence (G1's post-write barrier, for a store that
    // crosses regions): the stores each key and container make are ints instead, as is the token.
    private static final int NO_KEY = -1;
    private static final int OTHER_KEY = Integer.MIN_VALUE;
    /**
     * At KEY: how the document stored the key, whatever a caller has set as the current key since
     * ({@link #overrideKeyAt}): a global key's index, {@link #IMMEDIATE_KEY}, or a back
     * reference's index as {@code -2 - index}.
     */
    private int keyStored;
    private static final int IMMEDIATE_KEY = -1;

    private String[] localKeys = new String[16];
    private int localCount;
    /** UTF-8 bytes of the keys in the local table, held until the document ends. */
    private long localKeyBytes;

    // The current token, as its code (see code()), 0 for none.
    private int token;
    private long tokenOffset;
    private int typeByte;
    private long longValue;
    private double doubleValue;
    private float floatValue;
    private byte[] textBuf;
    private int textStart;
    /** Input offset of the string's first byte, for errors found when it is validated. */
    private long textInputOffset;
    /** The offset of the document whose decompressed body holds the string, -1 if it is not compressed. */
    private long textBodyOf;
    private int textLength;
    /** String tokens this reader has read, the current one included: see {@link #stringSerial()}. */
    private long strings;
    private boolean textValidated;

    private static final FracToken[] TOKENS = new FracToken[FracToken.values().length + 1];

    static {
        for (FracToken t : FracToken.values()) {
            TOKENS[code(t)] = t;
        }
    }

    private static final int KEY_TOKEN = code(FracToken.KEY);
    private static final int STRING_TOKEN = code(FracToken.STRING);
    private static final int INT_TOKEN = code(FracToken.INT);
    private static final int UINT64_TOKEN = code(FracToken.UINT64);
    private static final int FLOAT32_TOKEN = code(FracToken.FLOAT32);
    private static final int FLOAT64_TOKEN = code(FracToken.FLOAT64);
    private static final int START_OBJECT_TOKEN = code(FracToken.START_OBJECT);
    private static final int START_ARRAY_TOKEN = code(FracToken.START_ARRAY);

    /** A token's code, as the {@link #token} field holds it: 0 stands for none. */
    private static int code(FracToken t) {
        return t.ordinal() + 1;
    }

    private FracReader(ReadOptions options, byte[] buf, int pos, int end, InputStream in) {
        useOptions(options);
        this.buf = buf;
        this.pos = pos;
        this.end = end;
        this.bufOffset = -pos;
        this.in = in;
    }

    /**
     * Reads with other options from now on: for a pool whose readers serve callers with different
     * keys tables or limits. Call it only between inputs, before a {@code reset}.
     */
    void useOptions(ReadOptions options) {
        this.options = Objects.requireNonNull(options, "options");
        this.globalKeys = options.keysTable().keysArray();
        this.keyCache = options.keyCache();
        this.internKeys = options.internKeys();
        this.maxDepth = options.maxNestingDepth();
        this.maxStringBytes = ReadOptions.limitOrMax(options.maxStringBytes());
        this.maxStringChars = options.maxStringChars() < 0 ? Integer.MAX_VALUE : options.maxStringChars();
        this.maxCommonStringBytes = Math.min(maxStringBytes, maxStringChars);
        this.maxKeyBytes = options.maxKeyBytes() < 0 ? Integer.MAX_VALUE : options.maxKeyBytes();
        this.maxKeyChars = options.maxKeyChars() < 0 ? Integer.MAX_VALUE : options.maxKeyChars();
        this.maxCommonKeyBytes = Math.min(KeyCache.MAX_KEY_BYTES, Math.min(maxKeyBytes, maxKeyChars));
        this.checkGlobalKeyChars = options.keysTable().maxKeyChars() > maxKeyChars;
        this.maxDocumentBytes = ReadOptions.limitOrMax(options.maxDocumentBytes());
        this.maxLocalKeyBytes = ReadOptions.limitOrMax(options.maxLocalKeyBytes());
    }

    /** Reads documents from {@code input}, in place. */
    public static FracReader of(byte[] input, ReadOptions options) {
        return of(input, 0, input.length, options);
    }

    /** Reads documents from {@code input[offset, offset + length)}, in place; offsets count from {@code offset}. */
    public static FracReader of(byte[] input, int offset, int length, ReadOptions options) {
        Objects.checkFromIndexSize(offset, length, input.length);
        return new FracReader(options, input, offset, offset + length, null);
    }

    /** Reads documents from the remaining bytes of {@code input} (its position is not moved). */
    public static FracReader of(ByteBuffer input, ReadOptions options) {
        if (input.hasArray()) {
            return of(input.array(), input.arrayOffset() + input.position(), input.remaining(), options);
        }
        byte[] copy = new byte[input.remaining()];
        input.duplicate().get(copy);
        return of(copy, options);
    }

    /** Reads documents from {@code input} as they arrive, through a bounded window. */
    public static FracReader of(InputStream input, ReadOptions options) {
        FracReader r = new FracReader(options, null, 0, 0, null);
        r.reset(input);
        return r;
    }

    /**
     * Reads the documents of this library's length-prefixed sequence, one after the other as for
     * concatenated ones; an exception ends only the document it is about, and the next call goes
     * on with the next record (see {@link LengthPrefixedSequence}).
     */
    public static FracReader of(LengthPrefixedSequence input, ReadOptions options) {
        FracReader r = new FracReader(options, NO_INPUT, 0, 0, null);
        r.reset(input);
        return r;
    }

    public ReadOptions options() {
        return options;
    }

    /**
     * Starts over on new input, as a new reader with the same options would, but keeping the
     * buffers this one has built up: for callers that read many small
     * documents. The previous input is forgotten (a stream is not closed).
     */
    public void reset(byte[] input, int offset, int length) {
        Objects.checkFromIndexSize(offset, length, input.length);
        restart(input, offset, offset + length, null);
    }

    /** Like {@link #reset(byte[], int, int)}, for a stream. */
    public void reset(InputStream input) {
        restart(streamWindow(), 0, 0, Objects.requireNonNull(input, "input"));
    }

    /** Like {@link #reset(byte[], int, int)}, for a length-prefixed sequence (see {@link #of(LengthPrefixedSequence, ReadOptions)}). */
    public void reset(LengthPrefixedSequence input) {
        Objects.requireNonNull(input, "input");
        restart(NO_INPUT, 0, 0, null);
        records = input;
    }

    /** The window for stream input: this reader's own, made anew if it has none or one big item grew it. */
    private byte[] streamWindow() {
        if (streamWindow == null || streamWindow.length > MAX_KEPT_WINDOW) {
            streamWindow = new byte[STREAM_WINDOW];
        }
        return streamWindow;
    }

    /** For the sequence being read: its next record's document is {@code record[from, to)}, at input offset {@code offset}. */
    void startRecord(byte[] record, int from, int to, long offset) {
        continueWithRecord(record, from, to, null, offset);
    }

    /** For the sequence being read: its next record's document is read from {@code record}, from input offset {@code offset}. */
    void startRecord(InputStream record, long offset) {
        continueWithRecord(streamWindow(), 0, 0, record, offset);
    }

    /** As a new input, but of the same sequence, whose documents this reader goes on counting, for the same caller. */
    private void continueWithRecord(byte[] buf, int pos, int end, InputStream in, long offset) {
        LengthPrefixedSequence sequence = records;
        long documents = rootValues;
        AttachedValues attached = attachedValues;
        restart(buf, pos, end, in);
        records = sequence;
        rootValues = documents;
        attachedValues = attached;
        bufOffset = offset - pos;
    }

    private void restart(byte[] buf, int pos, int end, InputStream in) {
        this.buf = buf;
        this.pos = pos;
        this.end = end;
        this.bufOffset = -pos;
        this.in = in;
        inBody = false;
        zstd = null;
        stored.clear();
        decompressor.giveBack();
        if (spareBodyWindow != null && spareBodyWindow.length > MAX_KEPT_WINDOW) {
            spareBodyWindow = null;
        }
        inDocument = false;
        endedByError = false;
        records = null;
        documentOffset = 0;
        documentCompressed = false;
        documentWithDictionary = false;
        completeBodyBytes = 0;
        depth = 0;
        inObject = false;
        key = NO_KEY;
        otherKeys = null;
        rootValues = 0;
        attachedValues = null;
        forgetLocalKeys();
        token = 0;
        tokenOffset = 0;
        textBuf = null;
    }

    // ---------------------------------------------------------------- tokens

    /**
     * Advances to the next token; at the end of one document continues with the next. An
     * exception ends the input (see the class comment).
     *
     * @return the token, or null when the input ends between documents, or ended at an error
     */
    public FracToken next() throws IOException {
        try {
            return advance();
        } catch (IOException | RuntimeException e) {
            endAtError();
            throw e;
        }
    }

    /**
     * Ends the input at the token just read, as an error in it does, for a caller whose own check of
     * that token failed (a limit of its own, beyond those of {@link ReadOptions}): {@link
     * #next()} gives no more tokens, and the token is as if never read: a string's bytes are not
     * given ({@link #string()} refuses) and {@link #stringSerial()} is the previous string's again.
     */
    public void refuseToken() {
        if (endedByError) {
            return;
        }
        if (token == STRING_TOKEN) {
            strings--;
        }
        endAtError();
    }

    /**
     * No more tokens from this input, whatever position the error left: at depth 0, so that a
     * caller finding its way back to the root (as databind's MappingIterator does) finds the end.
     */
    private void endAtError() {
        endedByError = true;
        token = 0;
        depth = 0;
        inObject = false;
        key = NO_KEY;
        inDocument = false;
        if (zstd != null) { // nothing more is read from this body: its decompressor goes back now, not at close
            zstd = null;
            decompressor.giveBack();
        }
    }

    private FracToken advance() throws IOException {
        if (depth == 0 && !inDocument && !startDocument()) {
            token = 0;
            return null;
        }
        tokenOffset = offset(pos);
        if (depth > 0) {
            long left = remaining;
            if (left == 0) {
                return endContainer();
            }
            remaining = --left;
            if (inObject && (left & 1) != 0) { // an object's items alternate key, value: an odd count left is at a key
                readKey();
                token = KEY_TOKEN;
                return FracToken.KEY;
            }
        }
        return readValue();
    }

    /**
     * Reads the next token if it is a key, and returns the key, as {@link #next()} returning
     * {@link FracToken#KEY} and then {@link #key()} would; otherwise reads nothing and returns
     * null, and {@link #next()} reads what comes instead. For callers that expect names, as
     * Jackson's {@code nextFieldName()} does: a key is settled without the steps that find out
     * what the next token is. An exception ends the input as from {@code next()}.
     */
    public String nextKey() throws IOException {
        long left = remaining;
        // A key is next when the innermost container is an object whose items left are an even,
        // non-zero count (see remaining). Outside containers inObject is false.
        if (!inObject || (left & 1) != 0 || left == 0) {
            return null;
        }
        String k;
        try {
            tokenOffset = offset(pos);
            remaining = left - 1;
            k = readKey();
        } catch (IOException | RuntimeException e) {
            endAtError();
            throw e;
        }
        token = KEY_TOKEN;
        return k;
    }

    /**
     * Makes {@code values} those of the caller reading this input: as each container opens, the
     * reader clears its level's value (a new container has none of the last one's at that level),
     * which the caller would otherwise do after testing every token for a container start. Until
     * the input is reset or closed, which lets go of them, so that a pooled reader keeps no
     * caller's values.
     */
    public void attach(AttachedValues values) {
        attachedValues = values;
    }

    /**
     * Whether {@link #next()} has read anything of this input: a document was started, or an
     * error ended the input. False before the first call, and after calls that found no input.
     */
    public boolean begun() {
        return rootValues > 0 || endedByError;
    }

    /** The current token (null before the first and after the last). */
    public FracToken token() {
        return TOKENS[token];
    }

    /**
     * If the current token starts a container, skips to its end, which becomes the current
     * token; strings inside are neither decoded nor validated. Otherwise does nothing.
     */
    public void skipChildren() throws IOException {
        if (token != START_OBJECT_TOKEN && token != START_ARRAY_TOKEN) {
            return;
        }
        int target = depth - 1;
        while (true) {
            FracToken t = next();
            if (t == null || (t == FracToken.END_OBJECT || t == FracToken.END_ARRAY) && depth == target) {
                return;
            }
        }
    }

    /** Number of open containers. */
    @Override
    public int depth() {
        return depth;
    }

    /** At a container start: its count (entries of an object, elements of an array). */
    public long count() {
        return levels[2 * depth];
    }

    /** At KEY: how the document stored the key. */
    public KeyForm keyForm() {
        return keyStored >= 0 ? KeyForm.GLOBAL : keyStored == IMMEDIATE_KEY ? KeyForm.IMMEDIATE : KeyForm.BACK_REFERENCE;
    }

    /**
     * At KEY: the index the key referred to, into the global keys table ({@link KeyForm#GLOBAL}) or
     * the document's local one ({@link KeyForm#BACK_REFERENCE}); -1 for an immediate key.
     */
    public int keyIndex() {
        return keyStored >= IMMEDIATE_KEY ? keyStored : -2 - keyStored;
    }

    /**
     * At a KEY, and at the value that follows it: the key. Back references and global keys
     * return the same instance each time. Null at a container start (the new container has
     * no key yet) and outside objects; after a container ends, its parent's current key again.
     */
    public String key() {
        return keyOf(key, depth);
    }

    /** The key a reference stands for, at {@code level} (where an {@link #OTHER_KEY} is kept). */
    private String keyOf(int reference, int level) {
        if (reference >= 0) {
            return globalKeys[reference];
        }
        if (reference != NO_KEY && reference != OTHER_KEY) {
            return localKeys[-2 - reference];
        }
        return reference == NO_KEY ? null : otherKeys[level];
    }

    /** Makes {@code k} the current key at {@code level} as an {@link #OTHER_KEY}, returning that reference. */
    private int otherKey(int level, String k) {
        if (otherKeys == null || otherKeys.length <= level) {
            otherKeys = Arrays.copyOf(otherKeys == null ? new String[0] : otherKeys, savedKey.length);
        }
        otherKeys[level] = k;
        return OTHER_KEY;
    }

    // ---------------------------------------------------------------- structure, by level

    /**
     * Whether the container at {@code level} is an object: levels count from 1, the root
     * value's container, to {@link #depth()}, the innermost; level 0 is the root, outside any
     * container (never an object). A level outside 0 to {@code depth()} is refused with an
     * {@link IndexOutOfBoundsException}, here and in the other by-level accessors.
     */
    @Override
    public boolean isObjectAt(int level) {
        Objects.checkIndex(level, depth + 1);
        return level == depth ? inObject : (levels[2 * level + 1] & 1) != 0;
    }

    /** Whether the innermost open container is an object (false outside containers): for {@link TreeBuilder}'s walk. */
    boolean inObject() {
        return inObject;
    }

    /**
     * The children of the container at {@code level} read so far, the current one included
     * (an entry counts from its key on); at level 0, the root values started so far.
     */
    @Override
    public long childrenAt(int level) {
        Objects.checkIndex(level, depth + 1);
        if (level == 0) {
            return rootValues;
        }
        long left = level == depth ? remaining : levels[2 * level + 1] >>> 1;
        boolean object = level == depth ? inObject : (levels[2 * level + 1] & 1) != 0;
        // An object's entry counts from its key on: its items read, rounded up, halved.
        return object ? (2 * levels[2 * level] - left + 1) >>> 1 : levels[2 * level] - left;
    }

    /** The current key of the object at {@code level} (see {@link #key()}); null for arrays and the root. */
    @Override
    public String keyAt(int level) {
        Objects.checkIndex(level, depth + 1);
        return keyOf(level == depth ? key : savedKey[level], level);
    }

    /** Replaces the current key of the object at {@code level}, as later {@link #keyAt} calls report it. */
    public void overrideKeyAt(int level, String k) {
        Objects.checkIndex(level, depth + 1);
        int reference = k == null ? NO_KEY : otherKey(level, k);
        if (level == depth) {
            key = reference;
        } else {
            savedKey[level] = reference;
        }
    }

    /** The type byte of the current value as stored (FORMAT.md section 2), e.g. to see an integer's width. */
    public int typeByte() {
        return typeByte;
    }

    /** At INT: the value; at UINT64: its bits (read as unsigned). */
    public long longValue() {
        return longValue;
    }

    /** At UINT64 (or INT): the exact value. */
    public BigInteger bigIntegerValue() {
        BigInteger v = BigInteger.valueOf(longValue);
        return token == UINT64_TOKEN ? v.add(BigInteger.ONE.shiftLeft(64)) : v;
    }

    public float floatValue() {
        return floatValue;
    }

    /** At FLOAT64: the value; at FLOAT32: the float, widened exactly. */
    public double doubleValue() {
        return token == FLOAT32_TOKEN ? floatValue : doubleValue;
    }

    /**
     * At a number: its text as JSON would say it, a float's in its shortest form. A float32 is
     * the double it stores (what a JSON reader of the reference's output sees), unless
     * {@code float32AsFloat}: then it is the float's own shortest text.
     */
    public String numberText(boolean float32AsFloat) {
        switch (token()) {
            case INT:
                return Long.toString(longValue);
            case UINT64:
                return Long.toUnsignedString(longValue);
            case FLOAT32:
                return float32AsFloat ? Float.toString(floatValue) : Double.toString(floatValue);
            default:
                return Double.toString(doubleValue);
        }
    }

    /**
     * At a finite number: the decimal it is, a float's as its shortest text says it, as JSON
     * text of the same value would ({@link ExactNumbers#decimalOf(double)}); a float32 as the
     * double it stores, unless {@code float32AsFloat}.
     */
    public BigDecimal decimalValue(boolean float32AsFloat) {
        switch (token()) {
            case INT:
                return BigDecimal.valueOf(longValue);
            case UINT64:
                return new BigDecimal(bigIntegerValue());
            case FLOAT32:
                return float32AsFloat ? ExactNumbers.decimalOf(floatValue) : ExactNumbers.decimalOf((double) floatValue);
            default:
                return ExactNumbers.decimalOf(doubleValue);
        }
    }

    // Conversions of the current number as JSON parsers convert theirs, for the adapters' accessors.

    /** At a number: whether {@link #asInt()} holds it, a float's truncation included. */
    public boolean fitsInt() {
        if (token == INT_TOKEN) {
            return longValue == (int) longValue;
        }
        double d = isFloat() ? doubleValue() : Double.NaN; // a uint64 does not fit, nor does "no number"
        return d >= Integer.MIN_VALUE && d <= Integer.MAX_VALUE;
    }

    private boolean isFloat() {
        return token == FLOAT32_TOKEN || token == FLOAT64_TOKEN;
    }

    /** At a number that {@link #fitsInt() fits}: the int, a float truncated toward zero. */
    public int asInt() {
        return token == INT_TOKEN ? (int) longValue : (int) doubleValue();
    }

    /** At a number: whether {@link #asLong()} holds it, a float's truncation included. */
    public boolean fitsLong() {
        if (token == INT_TOKEN) {
            return true;
        }
        double d = isFloat() ? doubleValue() : Double.NaN;
        return d >= Long.MIN_VALUE && d <= Long.MAX_VALUE;
    }

    /** At a number that {@link #fitsLong() fits}: the long, a float truncated toward zero. */
    public long asLong() {
        return token == INT_TOKEN ? longValue : (long) doubleValue();
    }

    /** At a number: the nearest float. */
    public float asFloat() {
        switch (token()) {
            case INT:
                return longValue;
            case UINT64:
                return bigIntegerValue().floatValue();
            case FLOAT32:
                return floatValue;
            default:
                return (float) doubleValue;
        }
    }

    /** At a number: the nearest double (a float32 exactly). */
    public double asDouble() {
        if (token == INT_TOKEN) {
            return longValue;
        }
        return token == UINT64_TOKEN ? bigIntegerValue().doubleValue() : doubleValue();
    }

    /**
     * At a number: it as a boxed value of its own width: Integer or Long for an int64 by value,
     * BigInteger above Long.MAX_VALUE, Double for floats (Float for a float32 if {@code float32AsFloat}).
     */
    public Number asNumber(boolean float32AsFloat) {
        switch (token()) {
            case INT:
                return longValue == (int) longValue ? (Number) (int) longValue : (Number) longValue;
            case UINT64:
                return bigIntegerValue();
            case FLOAT32:
                return float32AsFloat ? (Number) floatValue : (Number) (double) floatValue;
            default:
                return doubleValue;
        }
    }

    /**
     * At STRING: the string, validated and decoded, a new instance each call. A caller that may ask
     * again keeps it ({@link CurrentString}): kept here, it would be stored into a reader that
     * lives long (pooled), which costs G1 a card mark for each string (POJO read 2.6%).
     * Once an error ended the input, refused (as {@link #textChars()} is), decoded before or not:
     * the caller's copy is the one left.
     */
    public String string() throws FracFormatException {
        checkTextHeld();
        String decoded = textLength <= MAX_DECODE_CHARS
                ? Utf8.decodeStrict(textBuf, textStart, textLength, decodeChars())
                : Utf8.decodeStrict(textBuf, textStart, textLength);
        if (decoded == null) {
            validateText(); // throws, naming the first bad byte
        }
        textValidated = true;
        return decoded;
    }

    /** Strings of up to this many bytes are decoded into {@link #decodeChars}, which a pooled reader keeps. */
    private static final int MAX_DECODE_CHARS = 4096;

    private char[] decodeChars;

    private char[] decodeChars() {
        char[] c = decodeChars;
        if (c == null) {
            decodeChars = c = new char[MAX_DECODE_CHARS];
        }
        return c;
    }

    /**
     * At STRING: a number that no other string token this reader reads has, so that {@link
     * CurrentString} can tell whether the string it keeps still is the current one.
     */
    long stringSerial() {
        return strings;
    }

    /**
     * At STRING: the array holding its validated UTF-8 bytes, at {@link #textOffset()} for
     * {@link #textLength()} bytes. It is the reader's own buffer: valid until {@link #next()}.
     */
    public byte[] textBuffer() throws FracFormatException {
        checkTextHeld();
        validateText();
        return textBuf;
    }

    /**
     * At STRING: its length in chars, as {@code string().length()} would give it, counted in
     * its validated UTF-8 without decoding it. The {@link #textLength()} bytes of a string hold
     * at most that many chars and at least a third as many, so a caller enforcing a char limit
     * can settle most strings on their byte length and needs this only in between.
     */
    public int textChars() throws FracFormatException {
        checkTextHeld();
        validateText();
        return Utf8.charCount(textBuf, textStart, textLength);
    }

    public int textOffset() {
        return textStart;
    }

    public int textLength() {
        return textLength;
    }

    /**
     * Input offset of the current token's first byte. Inside a zstd body it counts from
     * the start of the decompressed body ({@link #inCompressedBody()}).
     */
    public long tokenOffset() {
        return tokenOffset;
    }

    /** Input offset of the next unread byte (see {@link #tokenOffset()}). */
    public long currentOffset() {
        return offset(pos);
    }

    /** True while reading a zstd-compressed body, where offsets count within the decompressed body. */
    public boolean inCompressedBody() {
        return inBody;
    }

    /** Input offset where the current (or last) document began. */
    public long documentOffset() {
        return documentOffset;
    }

    /** Whether the current (or last) document's body is zstd-compressed. */
    public boolean documentCompressed() {
        return documentCompressed;
    }

    /** Whether the current (or last) document's body is zstd-compressed with a dictionary. */
    public boolean documentWithDictionary() {
        return documentWithDictionary;
    }

    /**
     * The size of the current document's body as far as it has been read, decompressed if it is
     * compressed: its whole body once its root value has been read, until the next document starts.
     */
    public long documentBodyBytes() {
        if (inBody) {
            return offset(pos); // offsets count within the decompressed body
        }
        return inDocument ? offset(pos) - documentOffset - DocumentHeader.SIZE : completeBodyBytes;
    }

    /**
     * Bytes of the windows this reader keeps for its next input, grown as far as the largest
     * item it has read needed: for a pool to drop a reader rather than keep a big one.
     */
    public long retainedBytes() {
        return (streamWindow == null ? 0L : streamWindow.length) + (spareBodyWindow == null ? 0L : spareBodyWindow.length);
    }

    /**
     * Gives back the zstd decompressor, if a body was being read, and closes the stream being
     * read, if any; the reader then has no more input.
     */
    @Override
    public void close() throws IOException {
        decompressor.giveBack();
        Closeable source = records != null ? records : inBody ? stored.in : in;
        restart(NO_INPUT, 0, 0, null); // nothing more to read
        if (source != null) {
            source.close();
        }
    }

    // ---------------------------------------------------------------- documents

    private boolean startDocument() throws IOException {
        if ((endedByError || pos == end && !fill(1)) && (records == null || !records.next(this))) {
            return false;
        }
        documentOffset = offset(pos);
        tokenOffset = documentOffset;
        ensure(DocumentHeader.SIZE, "the document header");
        byte[] b = buf;
        if (b[pos] != DocumentHeader.MAGIC_0 || b[pos + 1] != DocumentHeader.MAGIC_1) {
            throw error(String.format("not a frac_json document: expected magic 'FJ' but found 0x%02X 0x%02X",
                    b[pos] & 0xFF, b[pos + 1] & 0xFF), pos);
        }
        int config = b[pos + 2] & 0xFF;
        String problem = DocumentHeader.configProblem(config);
        if (problem != null) {
            throw error(problem, pos + 2);
        }
        boolean compressed = DocumentHeader.isCompressed(config);
        boolean withDictionary = DocumentHeader.usesDictionary(config);
        documentCompressed = compressed;
        documentWithDictionary = withDictionary;
        if (withDictionary && options.dictionary() == null) {
            throw error("document is compressed with a zstd dictionary, but no dictionary was given", pos + 2);
        }
        pos += DocumentHeader.SIZE;
        inDocument = true;
        rootValues++;
        tokenBudget = Long.MAX_VALUE - 1; // the root value
        localCount = 0;
        localKeyBytes = 0;
        if (compressed) {
            enterCompressedBody(withDictionary);
        }
        return true;
    }

    private void enterCompressedBody(boolean withDictionary) throws IOException {
        readFrameHeader();
        ZstdDictionary dictionary = withDictionary ? options.dictionary() : null;
        long frameLength = frame.contentSize >= 0 && frame.contentSize <= MAX_ONE_CALL_BODY ? bufferFrame() : -1;
        if (frameLength >= 0) {
            decompressWhole(dictionary, frameLength);
        } else {
            if (cleanable == null) {
                cleanable = ZstdContexts.CLEANER.register(this, decompressor);
            }
            zstd = decompressor.borrow();
            stored.hold(buf, pos, end, bufOffset, in);
            zstd.begin(options, dictionary, documentOffset, stored, frame);
            readBody(spareBodyWindow != null ? spareBodyWindow : new byte[STREAM_WINDOW], 0, zstd);
        }
    }

    /**
     * Reads the zstd frame header at {@code pos} and holds it to the limits before zstd sees
     * the frame: the window it asks for is memory a streaming decoder allocates.
     */
    private void readFrameHeader() throws IOException {
        if (end - pos < ZstdFrameHeader.MIN_SIZE && !fill(ZstdFrameHeader.MIN_SIZE)) {
            throw error("input ended inside the zstd frame header", end);
        }
        int length = ZstdFrameHeader.length(buf, pos);
        if (length < 0) {
            throw error("corrupt zstd frame: the body does not start with zstd's magic number", pos);
        }
        if (end - pos < length && !fill(length)) {
            throw error("input ended inside the zstd frame header", end);
        }
        if (!frame.read(buf, pos)) {
            throw error("corrupt zstd frame: the frame header's reserved bit is set", pos + 4);
        }
        long maxDecompressed = ReadOptions.limitOrMax(options.maxDecompressedBytes());
        if (frame.contentSize > maxDecompressed) {
            throw new FracLimitException("document decompresses to more than the maximum of " + maxDecompressed
                    + " bytes: its zstd frame declares " + frame.contentSize, offset(pos));
        }
        if (frame.windowSize > MAX_ZSTD_WINDOW || frame.decodingWindow > maxDecompressed) {
            throw new FracLimitException("the zstd frame asks for a window of " + frame.windowSize
                    + " bytes, more than zstd's limit of " + MAX_ZSTD_WINDOW + " bytes or the maximum of "
                    + maxDecompressed + " decompressed bytes", offset(pos));
        }
    }

    /**
     * Brings the frame of a body that declares a size small enough for one call into the window,
     * walking its block headers, and returns its length; or -1 for a frame longer than zstd ever
     * makes for that content ({@code ZSTD_compressBound}), which streams instead: block headers
     * bound neither how many blocks follow nor what an RLE block claims, so a hostile frame's
     * blocks need never end, and only the decompressor tells when they stop making sense. The
     * choice depends on the frame's bytes alone, so input in memory and a stream take the same path.
     */
    private long bufferFrame() throws IOException {
        long maxLength = ZstdNative.compressBound(frame.contentSize);
        long length;
        while ((length = frame.scan(buf, pos, (int) Math.min(end, pos + maxLength))) < 0) {
            if (length == ZstdFrameHeader.INVALID) {
                throw error("corrupt zstd frame: a block header is invalid", pos);
            }
            if (-length > maxLength) {
                return -1;
            }
            if (!fill((int) -length)) {
                throw error("input ended inside the zstd frame", end);
            }
        }
        return length;
    }

    /**
     * Decompresses a body that declares its size, whose {@code length} bytes of frame are in the
     * window ({@link #bufferFrame}), in one call with a borrowed context, given back at once:
     * the decompressed size is checked against the ratio limit before anything is allocated for it.
     */
    private void decompressWhole(ZstdDictionary dictionary, long length) throws IOException {
        int size = (int) frame.contentSize;
        int ratio = options.maxDecompressionRatio();
        if (ratio > 0 && size > options.decompressionRatioFloor() && size > ratio * length) {
            throw new FracLimitException("document decompresses to " + size + " bytes from " + length
                    + " compressed bytes: more than the maximum ratio of " + ratio + " beyond the first "
                    + options.decompressionRatioFloor() + " bytes", offset(pos));
        }
        byte[] body = spareBodyWindow != null && spareBodyWindow.length >= size ? spareBodyWindow
                : new byte[Math.max(size, STREAM_WINDOW)];
        ZstdBodyInput z = ZstdContexts.DECOMPRESS.borrow();
        try {
            z.decompressFrame(body, size, buf, pos, (int) length, dictionary, offset(pos));
        } finally {
            ZstdContexts.DECOMPRESS.giveBack(z);
        }
        pos += (int) length;
        wholeBodyDocumentBytes = DocumentHeader.SIZE + length;
        tokenBudget = options.maxCompressedTokens(wholeBodyDocumentBytes) - 1; // the root value
        stored.hold(buf, pos, end, bufOffset, in);
        readBody(body, size, null);
    }

    /** The window becomes the body's decompressed bytes, {@code body[0, size)}, refilled from {@code source} if it streams. */
    private void readBody(byte[] body, int size, ZstdBodyInput source) {
        inBody = true;
        buf = body;
        pos = 0;
        end = size;
        bufOffset = 0;
        in = source;
    }

    private void rootComplete() throws IOException {
        completeBodyBytes = documentBodyBytes();
        inDocument = false;
        if (inBody) {
            if (pos != end) {
                throw error((end - pos) + " bytes after the root value", pos);
            }
            if (zstd != null) {
                zstd.expectEnd(offset(pos));
            }
            if (buf.length <= MAX_KEPT_WINDOW) {
                spareBodyWindow = buf;
            }
            buf = stored.buf;
            pos = stored.pos;
            end = stored.end;
            bufOffset = stored.bufOffset;
            in = stored.in;
            stored.clear();
            inBody = false;
            zstd = null;
            decompressor.giveBack();
        }
        long length = offset(pos) - documentOffset;
        if (length > maxDocumentBytes) {
            throw new FracLimitException("document of " + length + " bytes exceeds the maximum of "
                    + maxDocumentBytes, documentOffset);
        }
        if (records != null && (pos != end || fill(1))) { // a record holds one document, exactly
            throw error("the record holds bytes after its document's root value", pos);
        }
    }

    /**
     * Holds the streaming decompressor a reader borrowed, apart from the reader, so that a
     * Cleaner can give it back once the reader is unreachable: many callers never close a
     * parser. Only bodies too large to decompress in one call stream, so only readers dropped
     * in the middle of such a body wait for a collection to give theirs back.
     */
    private static final class DecompressorLease implements Runnable {
        /**
         * Set by the reader's thread; taken by whichever gives it back first, the reader or the
         * Cleaner (a reader can become unreachable while it is giving it back itself).
         */
        private final java.util.concurrent.atomic.AtomicReference<ZstdBodyInput> held =
                new java.util.concurrent.atomic.AtomicReference<>();

        ZstdBodyInput borrow() {
            ZstdBodyInput d = ZstdContexts.DECOMPRESS.borrow();
            held.set(d);
            return d;
        }

        void giveBack() {
            // Read first: most readers never borrow one, and an atomic exchange on every reset costs.
            ZstdBodyInput d = held.get() == null ? null : held.getAndSet(null);
            if (d != null) {
                ZstdContexts.DECOMPRESS.giveBack(d);
            }
        }

        @Override
        public void run() {
            giveBack();
        }
    }

    // ---------------------------------------------------------------- values

    /**
     * The common forms (tiny ones, null and booleans) here, the rest apart: this method stays
     * small enough for the JIT to compile into its callers.
     */
    private FracToken readValue() throws IOException {
        ensure(1, "a value");
        int t = buf[pos++] & 0xFF;
        typeByte = t;
        if (t >= Format.TINY_INT) {
            if (t > Format.TINY_INT_END) {
                throw error(String.format("reserved type byte 0x%02X", t));
            }
            longValue = t - Format.TINY_INT + Format.TINY_INT_MIN;
            return scalar(FracToken.INT);
        }
        if (t >= Format.TINY_OBJECT) { // one call of startContainer for both kinds: inlined once, not twice
            boolean object = t < Format.TINY_ARRAY;
            return startContainer(object, t - (object ? Format.TINY_OBJECT : Format.TINY_ARRAY));
        }
        if (t >= Format.TINY_STRING) {
            return readString(t - Format.TINY_STRING);
        }
        if (t <= Format.TRUE) { // null and the booleans, a third or more of many documents' values, without the wide forms' switch
            return scalar(CONSTANTS[t]);
        }
        return readWideValue(t);
    }

    /** The tokens of the type bytes NULL, FALSE and TRUE, by type byte. */
    private static final FracToken[] CONSTANTS = {FracToken.NULL, FracToken.FALSE, FracToken.TRUE};

    /** A value whose type byte is below the tiny forms: its size or length follows it. */
    private FracToken readWideValue(int t) throws IOException {
        switch (t) { // NULL, FALSE and TRUE are readValue's
            case Format.INT8:
                ensure(1, "an int8");
                longValue = buf[pos++];
                return scalar(FracToken.INT);
            case Format.UINT8:
                ensure(1, "a uint8");
                longValue = buf[pos++] & 0xFF;
                return scalar(FracToken.INT);
            case Format.INT16:
                ensure(2, "an int16");
                longValue = (short) u16();
                return scalar(FracToken.INT);
            case Format.UINT16:
                ensure(2, "a uint16");
                longValue = u16();
                return scalar(FracToken.INT);
            case Format.INT32:
                ensure(4, "an int32");
                longValue = i32();
                return scalar(FracToken.INT);
            case Format.UINT32:
                ensure(4, "a uint32");
                longValue = i32() & 0xFFFFFFFFL;
                return scalar(FracToken.INT);
            case Format.INT64:
                ensure(8, "an int64");
                longValue = i64();
                return scalar(FracToken.INT);
            case Format.UINT64:
                ensure(8, "a uint64");
                longValue = i64();
                return scalar(longValue < 0 ? FracToken.UINT64 : FracToken.INT);
            case Format.FLOAT32:
                ensure(4, "a float32");
                floatValue = Float.intBitsToFloat(i32());
                return scalar(FracToken.FLOAT32);
            case Format.FLOAT64:
                ensure(8, "a float64");
                doubleValue = Double.longBitsToDouble(i64());
                return scalar(FracToken.FLOAT64);
            case Format.STRING_U8:
                ensure(1, "a string length");
                return readString(buf[pos++] & 0xFF);
            case Format.STRING_U16:
                ensure(2, "a string length");
                return readString(u16());
            case Format.STRING_U32:
                ensure(4, "a string length");
                return readString(i32() & 0xFFFFFFFFL);
            case Format.OBJECT_U8:
                ensure(1, "an object count");
                return startContainer(true, buf[pos++] & 0xFF);
            case Format.OBJECT_U16:
                ensure(2, "an object count");
                return startContainer(true, u16());
            case Format.OBJECT_U32:
                ensure(4, "an object count");
                return startContainer(true, i32() & 0xFFFFFFFFL);
            case Format.ARRAY_U8:
                ensure(1, "an array count");
                return startContainer(false, buf[pos++] & 0xFF);
            case Format.ARRAY_U16:
                ensure(2, "an array count");
                return startContainer(false, u16());
            default: // Format.ARRAY_U32: every byte value below TINY_STRING is a case above
                ensure(4, "an array count");
                return startContainer(false, i32() & 0xFFFFFFFFL);
        }
    }

    private FracToken scalar(FracToken t) throws IOException {
        token = code(t);
        if (depth == 0) {
            rootComplete();
        }
        return t;
    }

    private FracToken readString(long length) throws IOException {
        if (length > end - pos || length > maxCommonStringBytes) {
            checkUncommonString(length);
        }
        int n = (int) length;
        if (textBuf != buf) { // a reference store only when the window changed (see NO_KEY)
            textBuf = buf;
        }
        textInputOffset = offset(pos);
        textBodyOf = inBody ? documentOffset : -1;
        textStart = pos;
        textLength = n;
        strings++;
        textValidated = false;
        pos += n;
        return scalar(FracToken.STRING);
    }

    /**
     * A string over a limit, or of more bytes than the char limit, or not (yet) all in the window:
     * fails, or brings it in and counts its chars.
     */
    private void checkUncommonString(long length) throws IOException {
        if (length > maxStringBytes) {
            throw limit("string of " + length + " bytes exceeds the maximum of " + maxStringBytes);
        }
        if (length > end - pos && isInMemory()) {
            throw error("string length " + length + " exceeds remaining " + (end - pos) + " bytes");
        }
        if (length > MAX_ARRAY) {
            throw error("string of " + length + " bytes is larger than a Java array can hold");
        }
        if (length > maxStringChars) { // a char takes at least one byte: only then may the chars exceed the limit
            if (length > end - pos) {
                ensureCountingChars((int) length);
            }
            checkStringChars((int) length);
        } else {
            ensure((int) length, "a string");
        }
    }

    /**
     * Brings a string that may hold more chars than the limit into the window a part at a time,
     * counting the chars of each part as it arrives (a char's count is its bytes', one by one):
     * one past the limit is refused then, having held no more of it than the limit's worth of
     * bytes (the window stops growing there once before it goes on), not the length it declares.
     */
    private void ensureCountingChars(int length) throws IOException {
        int counted = 0;
        long chars = 0;
        while (true) {
            int held = Math.min(end - pos, length);
            chars += Utf8.charCount(buf, pos + counted, held - counted);
            counted = held;
            if (chars > maxStringChars) {
                throw limit("string of " + length + " bytes holds more than the maximum of " + maxStringChars
                        + " chars");
            }
            if (counted == length) {
                return;
            }
            long next = Math.min(length, Math.max(counted + 1L, 2L * counted));
            if (counted <= maxStringChars) {
                next = Math.min(next, maxStringChars + 1L);
            }
            if (!fill((int) next)) {
                throw inputEnded(length, "a string");
            }
        }
    }

    /** Refuses a string of more chars than the limit, counted in its bytes once they are known to be UTF-8. */
    private void checkStringChars(int length) throws FracFormatException {
        checkStringUtf8(buf, pos, length, offset(pos), inBody ? documentOffset : -1);
        int chars = Utf8.charCount(buf, pos, length);
        if (chars > maxStringChars) {
            throw limit("string of " + chars + " chars exceeds the maximum of " + maxStringChars);
        }
    }

    /**
     * A string not yet decoded is read from the window, where it stays only until the next read:
     * one that failed and ended the input may have moved the window (streamed input) or reused it
     * (the next document's body), so its bytes are refused rather than read as they now are.
     */
    private void checkTextHeld() throws FracFormatException {
        if (endedByError) {
            throw new FracFormatException("the string's bytes are no longer held: the input ended at an error after it",
                    textInputOffset, textBodyOf);
        }
    }

    private void validateText() throws FracFormatException {
        if (!textValidated) {
            checkStringUtf8(textBuf, textStart, textLength, textInputOffset, textBodyOf);
            textValidated = true;
        }
    }

    /** Refuses a string's bytes {@code b[start, start+length)}, at input offset {@code offset}, unless they are UTF-8. */
    private static void checkStringUtf8(byte[] b, int start, int length, long offset, long bodyOf) throws FracFormatException {
        int bad = Utf8.firstInvalid(b, start, length);
        if (bad >= 0) {
            throw new FracFormatException("string is not valid UTF-8 (byte " + (bad - start) + " of " + length + ")",
                    offset + (bad - start), bodyOf);
        }
    }

    private FracToken startContainer(boolean object, long n) throws FracFormatException {
        long items = object ? 2 * n : n;
        long budget = tokenBudget - items - 1; // its items and its end
        tokenBudget = budget;
        // Each entry takes at least 2 bytes (key and value), each element at least 1.
        if (depth >= maxDepth || items > end - pos || budget < 0) {
            checkUncommonContainer(object, n);
        }
        if (depth + 1 == savedKey.length) {
            growLevels();
        }
        levels[2 * depth + 1] = frame(remaining, inObject);
        savedKey[depth] = key;
        depth++;
        levels[2 * depth] = n;
        if (attachedValues != null) {
            attachedValues.set(depth, null);
        }
        remaining = object ? 2 * n : n;
        inObject = object;
        key = NO_KEY;
        if (object) {
            token = START_OBJECT_TOKEN;
            return FracToken.START_OBJECT;
        }
        token = START_ARRAY_TOKEN;
        return FracToken.START_ARRAY;
    }

    /**
     * A container at the depth limit, past the document's token budget, or larger than the rest of
     * the window: fails unless the rest is still to be read.
     */
    private void checkUncommonContainer(boolean object, long n) throws FracFormatException {
        if (depth >= maxDepth) {
            throw limit("nesting depth exceeds the maximum of " + maxDepth);
        }
        if (tokenBudget < 0) {
            throw tooManyTokens("declares", wholeBodyDocumentBytes);
        }
        if (isInMemory()) {
            throw error((object ? "object of " + n + " entries" : "array of " + n + " elements")
                    + " exceeds remaining " + (end - pos) + " bytes");
        }
    }

    private void growLevels() {
        int grown = savedKey.length * 2;
        levels = Arrays.copyOf(levels, 2 * grown);
        savedKey = Arrays.copyOf(savedKey, grown);
        if (otherKeys != null) {
            otherKeys = Arrays.copyOf(otherKeys, grown);
        }
    }

    /** A level's state as its child container keeps it: the items left (at most 2^33 - 2), and whether it is an object. */
    private static long frame(long remaining, boolean object) {
        return remaining << 1 | (object ? 1 : 0);
    }

    private FracToken endContainer() throws IOException {
        FracToken t = inObject ? FracToken.END_OBJECT : FracToken.END_ARRAY;
        token = code(t);
        depth--;
        long frame = levels[2 * depth + 1];
        remaining = frame >>> 1;
        inObject = (frame & 1) != 0;
        key = savedKey[depth];
        if (depth == 0) {
            rootComplete();
        }
        return t;
    }

    // ---------------------------------------------------------------- keys

    /** Reads a key, which becomes the current one, and returns it. */
    private String readKey() throws IOException {
        ensure(1, "a key");
        int b = buf[pos++] & 0xFF;
        if (b >= Format.TINY_KEY_GLOBAL) {
            if (b == Format.KEY_RESERVED) {
                throw error("reserved key byte 0xFF");
            }
            return globalKey(b - Format.TINY_KEY_GLOBAL);
        } else if (b >= Format.TINY_KEY_BACK_REFERENCE) {
            return backReference(b - Format.TINY_KEY_BACK_REFERENCE);
        } else if (b >= Format.TINY_KEY_IMMEDIATE) {
            return immediateKey(b - Format.TINY_KEY_IMMEDIATE);
        } else if (b == Format.KEY_IMMEDIATE) {
            return immediateKey(readVu16());
        } else if (b == Format.KEY_BACK_REFERENCE) {
            return backReference(readVu16());
        } else {
            return globalKey(readVu16());
        }
    }

    private String globalKey(int index) throws FracFormatException {
        if (index >= globalKeys.length) {
            throw error(globalKeys.length == 0
                    ? "global key index " + index + " but no keys table was given: this document needs the keys table"
                    + " it was written with"
                    : "global key index " + index + " but the keys table has only " + globalKeys.length + " keys");
        }
        String k = globalKeys[index];
        if (checkGlobalKeyChars && k.length() > maxKeyChars) {
            throw keyTooLong(k.length());
        }
        key = index;
        keyStored = index;
        return k;
    }

    private FracLimitException keyTooLong(int chars) {
        return limit("key of " + chars + " chars exceeds the maximum of " + maxKeyChars);
    }

    private String backReference(int index) throws FracFormatException {
        if (index >= localCount) {
            throw error("back reference " + index + " but only " + localCount + " keys seen");
        }
        key = -2 - index;
        keyStored = key;
        return localKeys[index];
    }

    private String immediateKey(int length) throws IOException {
        if (length > end - pos || length > maxCommonKeyBytes || localCount == localKeys.length
                || localKeyBytes + length > maxLocalKeyBytes) {
            return uncommonImmediateKey(length);
        }
        // The common key: short, in the window, within every limit on its byte count alone, and
        // with room in the local table (which is never longer than its 65,535 cap).
        String k = cachedKey(length);
        pos += length;
        localKeyBytes += length;
        key = -2 - localCount;
        keyStored = IMMEDIATE_KEY;
        localKeys[localCount++] = k;
        return k;
    }

    /** An immediate key that needs a check, more input, a bigger local table, or no cache. */
    private String uncommonImmediateKey(int length) throws IOException {
        if (length > maxKeyBytes) {
            throw limit("key of " + length + " bytes exceeds the maximum of " + maxKeyBytes);
        }
        if (length > end - pos && isInMemory()) {
            throw error("key length " + length + " exceeds remaining " + (end - pos) + " bytes");
        }
        boolean kept = localCount < Format.MAX_U16;
        if (kept && localKeyBytes + length > maxLocalKeyBytes) {
            throw limit("keys of more than " + maxLocalKeyBytes + " bytes in one document (the local keys table's"
                    + " maximum)");
        }
        ensure(length, "a key");
        if (length > maxKeyChars) { // a char takes at least one byte: only then may the chars exceed the limit
            int chars = Utf8.charCount(buf, pos, length);
            if (chars > maxKeyChars) {
                throw keyTooLong(chars);
            }
        }
        String k = length <= KeyCache.MAX_KEY_BYTES ? cachedKey(length) : newKey(length);
        pos += length;
        keyStored = IMMEDIATE_KEY;
        if (kept) {
            localKeyBytes += length;
            if (localCount == localKeys.length) { // never past the cap, which the common path relies on
                localKeys = Arrays.copyOf(localKeys, Math.min(localCount * 2, Format.MAX_U16));
            }
            key = -2 - localCount;
            localKeys[localCount++] = k;
        } else {
            key = otherKey(depth, k);
        }
        return k;
    }

    /** Lets go of the last input's keys, which a pooled reader would otherwise keep reachable. */
    private void forgetLocalKeys() {
        if (localKeys.length > MAX_KEPT_LOCAL_KEYS) {
            localKeys = new String[16];
        } else {
            Arrays.fill(localKeys, 0, localCount, null);
        }
        localCount = 0;
        localKeyBytes = 0;
    }

    private String cachedKey(int length) throws FracFormatException {
        String k = keyCache.get(buf, pos, length);
        if (k == null) {
            k = newKey(length);
            keyCache.put(buf, pos, length, k);
        }
        return k;
    }

    private String newKey(int length) throws FracFormatException {
        String k = decodeKey(length);
        return internKeys ? k.intern() : k;
    }

    private String decodeKey(int length) throws FracFormatException {
        String k = Utf8.decodeStrict(buf, pos, length);
        if (k == null) {
            int bad = Utf8.firstInvalid(buf, pos, length);
            throw error("key is not valid UTF-8 (byte " + (bad - pos) + " of " + length + ")", bad);
        }
        return k;
    }

    /** 1 to 3 bytes; bit 7 of the first two says another follows; the third must be at most 3. */
    private int readVu16() throws IOException {
        ensure(1, "a vu16");
        int b0 = buf[pos++] & 0xFF;
        if (b0 < 0x80) {
            return b0;
        }
        ensure(1, "a vu16");
        int b1 = buf[pos++] & 0xFF;
        if (b1 < 0x80) {
            return (b0 & 0x7F) | b1 << 7;
        }
        ensure(1, "a vu16");
        int b2 = buf[pos++] & 0xFF;
        if (b2 > 3) {
            throw error(String.format("vu16 third byte 0x%02X is above 3", b2), pos - 1);
        }
        return (b0 & 0x7F) | (b1 & 0x7F) << 7 | b2 << 14;
    }

    // ---------------------------------------------------------------- input window

    private boolean isInMemory() {
        return in == null;
    }

    private int u16() {
        int v = (short) LittleEndian.SHORT.get(buf, pos) & 0xFFFF;
        pos += 2;
        return v;
    }

    private int i32() {
        int v = (int) LittleEndian.INT.get(buf, pos);
        pos += 4;
        return v;
    }

    private long i64() {
        long v = (long) LittleEndian.LONG.get(buf, pos);
        pos += 8;
        return v;
    }

    /** Makes {@code n} bytes available at {@code pos} or fails naming {@code what} was being read. */
    private void ensure(int n, String what) throws IOException {
        if (end - pos < n && !fill(n)) {
            throw inputEnded(n, what);
        }
    }

    private FracFormatException inputEnded(int n, String what) {
        return error("input ended inside " + what + ": needed " + n + " bytes, " + (end - pos) + " remain", pos);
    }

    /** Makes {@code n} bytes available at {@code pos}; false if the input ends first. */
    private boolean fill(int n) throws IOException {
        if (isInMemory()) {
            return false;
        }
        if (zstd != null) {
            checkStreamedTokens();
        }
        if (inDocument && !inBody && offset(pos) + n - documentOffset > maxDocumentBytes) {
            throw documentTooLong(maxDocumentBytes, documentOffset);
        }
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, end - pos);
            bufOffset += pos;
            end -= pos;
            pos = 0;
        }
        while (end < n) {
            if (end == buf.length) {
                // Grow with the data actually read, never straight to what a length field claims.
                buf = Arrays.copyOf(buf, (int) Math.min(Math.max(n, STREAM_WINDOW), buf.length * 2L));
                if (!inBody) {
                    streamWindow = buf;
                }
            }
            int r = in.read(buf, end, buf.length - end);
            if (r < 0) {
                return false;
            }
            end += r;
        }
        return true;
    }

    /**
     * A streamed body may have yielded no more tokens than its stored bytes consumed so far allow
     * (checked as its window is refilled, so at most one window's tokens past it): those its
     * containers declared, less those they still expect.
     */
    private void checkStreamedTokens() throws FracLimitException {
        long stored = DocumentHeader.SIZE + zstd.consumed();
        long yielded = Long.MAX_VALUE - tokenBudget;
        for (int level = 1; level <= depth; level++) {
            yielded -= (level == depth ? remaining : levels[2 * level + 1] >>> 1) + 1; // its items and its end
        }
        if (yielded > options.maxCompressedTokens(stored)) {
            throw tooManyTokens("yields", stored);
        }
    }

    private FracLimitException tooManyTokens(String what, long storedBytes) {
        return limit("compressed document " + what + " more than " + options.maxCompressedTokens(storedBytes)
                + " tokens from " + storedBytes + " stored bytes" + (what.equals("yields") ? " so far" : "")
                + ": the maximum is " + options.compressedTokenFloor() + ", or " + options.maxTokensPerCompressedByte()
                + " a stored byte if that is more");
    }

    /** The document's stored bytes would pass the limit should more be read, whether the body is compressed or not. */
    static FracLimitException documentTooLong(long maxDocumentBytes, long documentOffset) {
        return new FracLimitException("document exceeds the maximum of " + maxDocumentBytes + " bytes", documentOffset);
    }

    private long offset(int p) {
        return bufOffset + p;
    }

    /** A limit of {@link ReadOptions} exceeded by the current token. */
    private FracLimitException limit(String problem) {
        return new FracLimitException(problem, tokenOffset, inBody ? documentOffset : -1);
    }

    /** An error in the current token. */
    private FracFormatException error(String problem) {
        return errorAtOffset(problem, tokenOffset);
    }

    private FracFormatException error(String problem, int at) {
        return errorAtOffset(problem, offset(at));
    }

    private FracFormatException errorAtOffset(String problem, long offset) {
        return new FracFormatException(problem, offset, inBody ? documentOffset : -1);
    }
}
