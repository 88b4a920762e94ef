package io.fracjson.core;

import java.util.Objects;

/**
 * What a {@link FracReader} needs besides its input: the global keys table and zstd
 * dictionary the writer used, and the limits that protect the reader from hostile input.
 * Immutable and safe to share between threads; keep one instance for many readers, since
 * it also carries the cache of recently decoded keys that those readers share.
 *
 * <p>Defaults follow Jackson's {@code StreamReadConstraints} where it has an equivalent:
 * nesting depth 1000, string 20,000,000 bytes, document length unlimited. Keys are
 * limited by the format itself to 65,535 bytes, which is also the default here.
 *
 * <p>Compressed input is bounded as zip-bomb defences bound it: one document may decompress
 * to at most 1 GiB, and, past its first 4 MiB, to at most 100 times the compressed bytes read
 * so far, so a few KB of zstd cannot make the reader produce (nor its caller build) gigabytes
 * of tokens. Keys a document defines stay in memory for the whole document (later back
 * references need them), so their total bytes are limited too, as strings are. A limit of -1
 * means none.
 */
public final class ReadOptions {
    public static final int DEFAULT_MAX_NESTING_DEPTH = 1000;
    public static final long DEFAULT_MAX_STRING_BYTES = 20_000_000;
    public static final int DEFAULT_MAX_KEY_BYTES = Format.MAX_U16;
    public static final long DEFAULT_MAX_DOCUMENT_BYTES = -1;
    public static final long DEFAULT_MAX_DECOMPRESSED_BYTES = 1L << 30;
    public static final int DEFAULT_MAX_DECOMPRESSION_RATIO = 100;
    public static final long DEFAULT_DECOMPRESSION_RATIO_FLOOR = 4L << 20;
    public static final long DEFAULT_MAX_LOCAL_KEY_BYTES = DEFAULT_MAX_STRING_BYTES;
    /**
     * Ten times the densest real document measured (citm_catalog at zstd level 19 with a keys
     * table: 10.2 tokens a stored byte); the tokens of a document of plain JSON are at most two
     * for each of its bytes.
     */
    public static final int DEFAULT_MAX_TOKENS_PER_COMPRESSED_BYTE = 50;
    /** About 8 MB of Jackson tree nodes at worst (empty containers), whatever the document's size. */
    public static final long DEFAULT_COMPRESSED_TOKEN_FLOOR = 100_000;

    public static final ReadOptions DEFAULT = builder().build();

    private final KeysTable keysTable;
    private final ZstdDictionary dictionary;
    private final int maxNestingDepth;
    private final long maxStringBytes;
    private final int maxStringChars;
    private final int maxKeyBytes;
    private final int maxKeyChars;
    private final long maxDocumentBytes;
    private final long maxDecompressedBytes;
    private final int maxDecompressionRatio;
    private final long decompressionRatioFloor;
    private final long maxLocalKeyBytes;
    private final int maxTokensPerCompressedByte;
    private final long compressedTokenFloor;
    private final boolean internKeys;
    /** Shared by every reader of these options; not part of their identity. */
    private final KeyCache keyCache = new KeyCache();

    private ReadOptions(Builder b) {
        this.keysTable = b.keysTable;
        this.dictionary = b.dictionary;
        this.maxNestingDepth = b.maxNestingDepth;
        this.maxStringBytes = b.maxStringBytes;
        this.maxStringChars = b.maxStringChars;
        this.maxKeyBytes = b.maxKeyBytes;
        this.maxKeyChars = b.maxKeyChars;
        this.maxDocumentBytes = b.maxDocumentBytes;
        this.maxDecompressedBytes = b.maxDecompressedBytes;
        this.maxDecompressionRatio = b.maxDecompressionRatio;
        this.decompressionRatioFloor = b.decompressionRatioFloor;
        this.maxLocalKeyBytes = b.maxLocalKeyBytes;
        this.maxTokensPerCompressedByte = b.maxTokensPerCompressedByte;
        this.compressedTokenFloor = b.compressedTokenFloor;
        this.internKeys = b.internKeys;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.keysTable = keysTable;
        b.dictionary = dictionary;
        b.maxNestingDepth = maxNestingDepth;
        b.maxStringBytes = maxStringBytes;
        b.maxStringChars = maxStringChars;
        b.maxKeyBytes = maxKeyBytes;
        b.maxKeyChars = maxKeyChars;
        b.maxDocumentBytes = maxDocumentBytes;
        b.maxDecompressedBytes = maxDecompressedBytes;
        b.maxDecompressionRatio = maxDecompressionRatio;
        b.decompressionRatioFloor = decompressionRatioFloor;
        b.maxLocalKeyBytes = maxLocalKeyBytes;
        b.maxTokensPerCompressedByte = maxTokensPerCompressedByte;
        b.compressedTokenFloor = compressedTokenFloor;
        b.internKeys = internKeys;
        return b;
    }

    /** The global keys table; {@link KeysTable#EMPTY} when none was given. */
    public KeysTable keysTable() {
        return keysTable;
    }

    /** The zstd dictionary, or null. */
    public ZstdDictionary dictionary() {
        return dictionary;
    }

    public int maxNestingDepth() {
        return maxNestingDepth;
    }

    public long maxStringBytes() {
        return maxStringBytes;
    }

    /** -1 for none; see {@link Builder#maxStringChars(int)}. */
    public int maxStringChars() {
        return maxStringChars;
    }

    public int maxKeyBytes() {
        return maxKeyBytes;
    }

    /** -1 for none; see {@link Builder#maxKeyChars(int)}. */
    public int maxKeyChars() {
        return maxKeyChars;
    }

    public long maxDocumentBytes() {
        return maxDocumentBytes;
    }

    public long maxDecompressedBytes() {
        return maxDecompressedBytes;
    }

    public int maxDecompressionRatio() {
        return maxDecompressionRatio;
    }

    public long decompressionRatioFloor() {
        return decompressionRatioFloor;
    }

    public long maxLocalKeyBytes() {
        return maxLocalKeyBytes;
    }

    /** -1 for none; see {@link Builder#maxTokensPerCompressedByte(int)}. */
    public int maxTokensPerCompressedByte() {
        return maxTokensPerCompressedByte;
    }

    public long compressedTokenFloor() {
        return compressedTokenFloor;
    }

    /**
     * The tokens a compressed document of {@code storedBytes} bytes (header included) may yield:
     * the floor, or the ratio's worth of its bytes if that is more.
     */
    long maxCompressedTokens(long storedBytes) {
        if (maxTokensPerCompressedByte < 0) {
            return Long.MAX_VALUE;
        }
        return Math.max(compressedTokenFloor, maxTokensPerCompressedByte * storedBytes);
    }

    /** Whether keys are {@link String#intern() interned}. */
    public boolean internKeys() {
        return internKeys;
    }

    KeyCache keyCache() {
        return keyCache;
    }

    public static final class Builder {
        private KeysTable keysTable = KeysTable.EMPTY;
        private ZstdDictionary dictionary;
        private int maxNestingDepth = DEFAULT_MAX_NESTING_DEPTH;
        private long maxStringBytes = DEFAULT_MAX_STRING_BYTES;
        private int maxStringChars = -1;
        private int maxKeyBytes = DEFAULT_MAX_KEY_BYTES;
        private int maxKeyChars = -1;
        private long maxDocumentBytes = DEFAULT_MAX_DOCUMENT_BYTES;
        private long maxDecompressedBytes = DEFAULT_MAX_DECOMPRESSED_BYTES;
        private int maxDecompressionRatio = DEFAULT_MAX_DECOMPRESSION_RATIO;
        private long decompressionRatioFloor = DEFAULT_DECOMPRESSION_RATIO_FLOOR;
        private long maxLocalKeyBytes = DEFAULT_MAX_LOCAL_KEY_BYTES;
        private int maxTokensPerCompressedByte = DEFAULT_MAX_TOKENS_PER_COMPRESSED_BYTE;
        private long compressedTokenFloor = DEFAULT_COMPRESSED_TOKEN_FLOOR;
        private boolean internKeys;

        private Builder() {
        }

        /**
         * Intern every key (off by default), as Jackson's {@code INTERN_FIELD_NAMES} does:
         * code that compares keys with string constants then finds them by identity. Each
         * distinct key is interned once, when the reader first decodes it.
         */
        public Builder internKeys(boolean intern) {
            this.internKeys = intern;
            return this;
        }

        /** The global keys table the writer used; null means none. */
        public Builder keysTable(KeysTable table) {
            this.keysTable = table == null ? KeysTable.EMPTY : table;
            return this;
        }

        /** The zstd dictionary the writer used; null means none. */
        public Builder dictionary(ZstdDictionary dictionary) {
            this.dictionary = dictionary;
            return this;
        }

        /** Containers open at once; 0 allows only scalar documents (Jackson accepts 0 too). */
        public Builder maxNestingDepth(int depth) {
            this.maxNestingDepth = (int) Limits.atLeastZero(depth, "maxNestingDepth");
            return this;
        }

        /** The UTF-8 bytes of one string value, refused from its length field before it is read. */
        public Builder maxStringBytes(long bytes) {
            this.maxStringBytes = Limits.limitOrNone(bytes, "maxStringBytes");
            return this;
        }

        /**
         * The UTF-16 chars of one string value (-1, the default, for no limit), for callers whose
         * limits count chars: checked as the string is read, in its validated bytes without decoding
         * them, only when its byte length is above the limit (a char takes at least one byte), so
         * strings within it cost no check of their own. Strings skipped are checked too.
         */
        public Builder maxStringChars(int chars) {
            this.maxStringChars = (int) Limits.limitOrNone(chars, "maxStringChars");
            return this;
        }

        /** The UTF-8 bytes of one key, refused from its length field before it is read. */
        public Builder maxKeyBytes(int bytes) {
            this.maxKeyBytes = (int) Limits.limitOrNone(bytes, "maxKeyBytes");
            return this;
        }

        /**
         * The UTF-16 chars of one key (-1, the default, for no limit), for callers whose limits
         * count chars: checked on an immediate key's validated bytes, without decoding it, only
         * when its byte length is above the limit, and on a global key's string only when the
         * table holds a key that long.
         */
        public Builder maxKeyChars(int chars) {
            this.maxKeyChars = (int) Limits.limitOrNone(chars, "maxKeyChars");
            return this;
        }

        /**
         * The stored bytes of one document, header included; each document of a sequence has
         * its own. For streamed input it holds as bytes are read, inside a compressed body too
         * (empty zstd blocks cost input but produce nothing); what a body decompresses to is
         * bounded by {@link #maxDecompressedBytes(long)}, so a limit on a document's content
         * whatever its form sets both.
         */
        public Builder maxDocumentBytes(long bytes) {
            this.maxDocumentBytes = Limits.limitOrNone(bytes, "maxDocumentBytes");
            return this;
        }

        /** The bytes one document's zstd body may decompress to, checked as it is decompressed. */
        public Builder maxDecompressedBytes(long bytes) {
            this.maxDecompressedBytes = Limits.limitOrNone(bytes, "maxDecompressedBytes");
            return this;
        }

        /**
         * How many times the compressed bytes read so far a document's body may decompress to,
         * once past {@link #decompressionRatioFloor(long) the floor}; -1 for no limit.
         */
        public Builder maxDecompressionRatio(int ratio) {
            this.maxDecompressionRatio = Limits.ratioOrNone(ratio, "maxDecompressionRatio");
            return this;
        }

        /** Decompressed bytes a document may reach whatever its ratio, so that small documents that compress well are read. */
        public Builder decompressionRatioFloor(long bytes) {
            this.decompressionRatioFloor = Limits.atLeastZero(bytes, "decompressionRatioFloor");
            return this;
        }

        /** The total UTF-8 bytes of the keys one document adds to its local keys table. */
        public Builder maxLocalKeyBytes(long bytes) {
            this.maxLocalKeyBytes = Limits.limitOrNone(bytes, "maxLocalKeyBytes");
            return this;
        }

        /**
         * How many tokens (keys, values, container ends) a compressed document may yield for each
         * of its stored bytes, once past {@link #compressedTokenFloor(long) the floor}; -1 for no
         * limit. A byte of a body may open a container, which a caller then builds: the
         * decompression ratio alone would let a few hundred bytes declare millions of them. A body
         * that declares its size (up to 1 MiB) is refused as soon as its containers declare more;
         * a larger one once it has yielded more than its stored bytes read so far allow.
         */
        public Builder maxTokensPerCompressedByte(int tokens) {
            this.maxTokensPerCompressedByte = Limits.ratioOrNone(tokens, "maxTokensPerCompressedByte");
            return this;
        }

        /** Tokens a compressed document may yield whatever its size, so that small documents that compress well are read. */
        public Builder compressedTokenFloor(long tokens) {
            this.compressedTokenFloor = Limits.atLeastZero(tokens, "compressedTokenFloor");
            return this;
        }

        public ReadOptions build() {
            return new ReadOptions(this);
        }
    }

    @Override
    public String toString() {
        return "ReadOptions[keysTable=" + keysTable + ", dictionary=" + (dictionary != null)
                + ", maxNestingDepth=" + maxNestingDepth + ", maxStringBytes=" + maxStringBytes + ", maxStringChars=" + maxStringChars
                + ", maxKeyBytes=" + maxKeyBytes + ", maxKeyChars=" + maxKeyChars + ", maxDocumentBytes=" + maxDocumentBytes
                + ", maxDecompressedBytes=" + maxDecompressedBytes + ", maxDecompressionRatio=" + maxDecompressionRatio
                + ", decompressionRatioFloor=" + decompressionRatioFloor + ", maxLocalKeyBytes=" + maxLocalKeyBytes
                + ", maxTokensPerCompressedByte=" + maxTokensPerCompressedByte + ", compressedTokenFloor="
                + compressedTokenFloor + ", internKeys=" + internKeys + "]";
    }

    static long limitOrMax(long limit) {
        return limit < 0 ? Long.MAX_VALUE : limit;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof ReadOptions)) {
            return false;
        }
        ReadOptions r = (ReadOptions) o;
        return keysTable.equals(r.keysTable) && Objects.equals(dictionary, r.dictionary)
                && maxNestingDepth == r.maxNestingDepth && maxStringBytes == r.maxStringBytes && maxStringChars == r.maxStringChars
                && maxKeyBytes == r.maxKeyBytes && maxKeyChars == r.maxKeyChars && maxDocumentBytes == r.maxDocumentBytes
                && maxDecompressedBytes == r.maxDecompressedBytes && maxDecompressionRatio == r.maxDecompressionRatio
                && decompressionRatioFloor == r.decompressionRatioFloor && maxLocalKeyBytes == r.maxLocalKeyBytes
                && maxTokensPerCompressedByte == r.maxTokensPerCompressedByte
                && compressedTokenFloor == r.compressedTokenFloor && internKeys == r.internKeys;
    }

    @Override
    public int hashCode() {
        return Objects.hash(keysTable, dictionary, maxNestingDepth, maxStringBytes, maxStringChars, maxKeyBytes, maxKeyChars,
                maxDocumentBytes, maxDecompressedBytes, maxDecompressionRatio, decompressionRatioFloor, maxLocalKeyBytes,
                maxTokensPerCompressedByte, compressedTokenFloor, internKeys);
    }
}
