package io.fracjson.core;

import java.io.Serializable;

/**
 * What a format adapter's factory sets for every document it reads and writes: the global keys
 * table, the zstd level and dictionary for writing (and the dictionary for reading), and the
 * limits of compressed input. Immutable and serializable (as its parts' bytes); made by a
 * {@link Builder}, and overridden per call by {@link #overriddenBy}. Settings that would
 * silently write something else than asked are refused where they would write: a zstd
 * dictionary without a compression level reads, but {@link #compression()} refuses to write
 * with it. Both Jackson adapters keep theirs in one of these, so that the rules live here once.
 */
public final class DocumentSettings implements Serializable {
    private static final long serialVersionUID = 2L;

    /** A char takes at most 3 UTF-8 bytes (a surrogate pair: 4 bytes for 2 chars). */
    private static final int MAX_UTF8_BYTES_PER_CHAR = 3;

    /** No keys table, no compression, the default limits. */
    public static final DocumentSettings DEFAULT = builder().build();

    private final KeysTable keysTable;
    private final int compressionLevel;
    /** Whether a level was given: a dictionary without one is for reading only. */
    private final boolean levelGiven;
    private final ZstdDictionary dictionary;
    /** How documents are written; null where a dictionary has no level to write with. */
    private final Compression compression;
    private final long maxDecompressedBytes;
    private final int maxDecompressionRatio;
    private final long decompressionRatioFloor;

    private DocumentSettings(KeysTable keysTable, int compressionLevel, boolean levelGiven, ZstdDictionary dictionary,
                             long maxDecompressedBytes, int maxDecompressionRatio, long decompressionRatioFloor) {
        this.keysTable = keysTable;
        this.compressionLevel = compressionLevel;
        this.levelGiven = levelGiven;
        this.dictionary = dictionary;
        // Level 0 means plain bodies; a dictionary kept for reading is then simply not used for writing.
        this.compression = dictionary != null && !levelGiven ? null
                : compressionLevel == 0 ? Compression.NONE : Compression.zstd(compressionLevel, dictionary);
        this.maxDecompressedBytes = maxDecompressedBytes;
        this.maxDecompressionRatio = maxDecompressionRatio;
        this.decompressionRatioFloor = decompressionRatioFloor;
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        Builder b = new Builder();
        b.keysTable = keysTable;
        b.compressionLevel = compressionLevel;
        b.compressionLevelSet = levelGiven;
        b.dictionary = dictionary;
        b.maxDecompressedBytes = maxDecompressedBytes;
        b.maxDecompressionRatio = maxDecompressionRatio;
        b.decompressionRatioFloor = decompressionRatioFloor;
        return b;
    }

    /** The global keys table ({@link KeysTable#EMPTY} when none). */
    public KeysTable keysTable() {
        return keysTable;
    }

    /** The zstd level for writing; 0 means documents are not compressed (or, with a dictionary and no level given, not written). */
    public int compressionLevel() {
        return compressionLevel;
    }

    /** The zstd dictionary, or null. */
    public ZstdDictionary zstdDictionary() {
        return dictionary;
    }

    /**
     * How documents are written: plain, or zstd at the level with the dictionary.
     *
     * @throws IllegalStateException where a zstd dictionary is set without a compression level:
     *         such settings read compressed documents, but writing would have to guess whether
     *         the dictionary was meant to compress (a writer refuses at its first document)
     */
    public Compression compression() {
        if (compression == null) {
            throw new IllegalStateException("a zstd dictionary is set but no compression level to write with it:"
                    + " set compressionLevel(...) to write zstd documents with the dictionary (the reference's"
                    + " benchmarks use 3), or compressionLevel(0) to write uncompressed documents (reading needs"
                    + " no level)");
        }
        return compression;
    }

    /** See {@link Builder#maxDecompressedBytes(long)}. */
    public long maxDecompressedBytes() {
        return maxDecompressedBytes;
    }

    /** See {@link Builder#maxDecompressionRatio(int)}. */
    public int maxDecompressionRatio() {
        return maxDecompressionRatio;
    }

    /** See {@link Builder#decompressionRatioFloor(long)}. */
    public long decompressionRatioFloor() {
        return decompressionRatioFloor;
    }

    /** These settings with a call's own (a schema's): each one given (not null) replaces this one. */
    public DocumentSettings overriddenBy(KeysTable table, ZstdDictionary dictionary, Integer level) {
        if (table == null && dictionary == null && level == null) {
            return this;
        }
        return new DocumentSettings(table != null ? table : keysTable, level != null ? level : compressionLevel,
                level != null || levelGiven, dictionary != null ? dictionary : this.dictionary, maxDecompressedBytes,
                maxDecompressionRatio, decompressionRatioFloor);
    }

    /**
     * As {@link #overriddenBy}, to write with: a dictionary given without a level to write it at
     * is refused where these settings write uncompressed documents, as the builder refuses it:
     * it would silently write uncompressed documents. (To read with, a dictionary needs no level.)
     *
     * @throws IllegalArgumentException for that dictionary, or a level zstd does not have
     */
    public DocumentSettings overriddenForWritingBy(KeysTable table, ZstdDictionary dictionary, Integer level) {
        if (dictionary != null && level == null && compressionLevel == 0) {
            throw new IllegalArgumentException("the FracSchema sets a zstd dictionary but no compression level, and"
                    + " this factory writes uncompressed documents: set the schema's compressionLevel(...) to write"
                    + " with the dictionary, or compressionLevel(0) to write uncompressed");
        }
        return overriddenBy(table, dictionary, level);
    }

    /**
     * Read options for these settings under limits counted as Jackson counts them, in chars:
     * byte limits that no text within the char limits can exceed, and the name limit itself
     * (the core counts a key's chars; an adapter checks a string's char length itself when its
     * byte length is above the char limit). The document limit applies to each document of a
     * sequence, and to what a compressed document decompresses to as well as to its stored
     * bytes.
     *
     * @param maxDocumentBytes -1 or 0 for none
     */
    public ReadOptions.Builder readOptions(int maxNestingDepth, int maxStringChars, int maxNameChars,
                                           long maxDocumentBytes) {
        long maxDocument = maxDocumentBytes <= 0 ? -1 : maxDocumentBytes;
        return ReadOptions.builder()
                .keysTable(keysTable)
                .dictionary(dictionary)
                .maxNestingDepth(maxNestingDepth)
                .maxStringBytes(maxStringChars * (long) MAX_UTF8_BYTES_PER_CHAR)
                .maxStringChars(maxStringChars)
                .maxKeyBytes((int) Math.min(Integer.MAX_VALUE, maxNameChars * (long) MAX_UTF8_BYTES_PER_CHAR))
                .maxKeyChars(maxNameChars)
                .maxDocumentBytes(maxDocument)
                .maxDecompressedBytes(lower(maxDecompressedBytes, maxDocument))
                .maxDecompressionRatio(maxDecompressionRatio)
                .decompressionRatioFloor(decompressionRatioFloor);
    }

    /** The lower of two limits where -1 means none. */
    private static long lower(long a, long b) {
        return a < 0 ? b : b < 0 ? a : Math.min(a, b);
    }

    @Override
    public String toString() {
        return "DocumentSettings[keysTable=" + keysTable + ", compressionLevel="
                + (levelGiven || dictionary == null ? String.valueOf(compressionLevel) : "none (reading only)") + ", dictionary="
                + dictionary + ", maxDecompressedBytes=" + maxDecompressedBytes + ", maxDecompressionRatio="
                + maxDecompressionRatio + ", decompressionRatioFloor=" + decompressionRatioFloor + "]";
    }

    /** Builds {@link DocumentSettings}; adapters' factory builders delegate to one. */
    public static final class Builder {
        private KeysTable keysTable = KeysTable.EMPTY;
        private int compressionLevel;
        /** Whether {@link #compressionLevel(int)} was called: a dictionary needs an explicit level to write with. */
        private boolean compressionLevelSet;
        private ZstdDictionary dictionary;
        private long maxDecompressedBytes = ReadOptions.DEFAULT_MAX_DECOMPRESSED_BYTES;
        private int maxDecompressionRatio = ReadOptions.DEFAULT_MAX_DECOMPRESSION_RATIO;
        private long decompressionRatioFloor = ReadOptions.DEFAULT_DECOMPRESSION_RATIO_FLOOR;

        private Builder() {
        }

        /** The global keys table that writers refer to and readers resolve; null for none. */
        public Builder keysTable(KeysTable table) {
            keysTable = table == null ? KeysTable.EMPTY : table;
            return this;
        }

        /**
         * zstd level for writing (0, the default, means documents are not compressed). Required to
         * write with a {@link #zstdDictionary}: 0 then means the dictionary is for reading only.
         */
        public Builder compressionLevel(int level) {
            compressionLevel = level;
            compressionLevelSet = true;
            return this;
        }

        /**
         * The zstd dictionary for reading and writing; null for none. Reading needs nothing else;
         * writing needs a {@link #compressionLevel(int)} too (with level 0 documents are written
         * uncompressed and the dictionary only reads), and without one a writer refuses at its
         * first document rather than guess. One {@link ZstdDictionary} is digested by zstd once
         * and shared by every reader and writer using it.
         */
        public Builder zstdDictionary(ZstdDictionary dictionary) {
            this.dictionary = dictionary;
            return this;
        }

        /** A dictionary of a copy of these bytes (see {@link #zstdDictionary(ZstdDictionary)}); null for none. */
        public Builder zstdDictionary(byte[] dictionaryBytes) {
            return zstdDictionary(dictionaryBytes == null ? null : ZstdDictionary.of(dictionaryBytes));
        }

        /**
         * The most bytes one zstd-compressed document may decompress to, -1 for no limit;
         * {@link ReadOptions#DEFAULT_MAX_DECOMPRESSED_BYTES} (1 GiB) by default. A lower
         * document length limit applies to decompressed bytes as well.
         */
        public Builder maxDecompressedBytes(long bytes) {
            maxDecompressedBytes = Limits.limitOrNone(bytes, "maxDecompressedBytes");
            return this;
        }

        /**
         * How many times its compressed size a document may decompress to once past
         * {@link #decompressionRatioFloor(long) the floor}, -1 for no limit;
         * {@link ReadOptions#DEFAULT_MAX_DECOMPRESSION_RATIO} by default. As zip-bomb defences
         * do, this bounds what a small input can make the reader produce by the input's size.
         */
        public Builder maxDecompressionRatio(int ratio) {
            maxDecompressionRatio = Limits.ratioOrNone(ratio, "maxDecompressionRatio");
            return this;
        }

        /**
         * Decompressed bytes a document may reach whatever its ratio, so that small documents
         * that compress very well are read; {@link ReadOptions#DEFAULT_DECOMPRESSION_RATIO_FLOOR} by default.
         */
        public Builder decompressionRatioFloor(long bytes) {
            decompressionRatioFloor = Limits.atLeastZero(bytes, "decompressionRatioFloor");
            return this;
        }

        public KeysTable keysTable() {
            return keysTable;
        }

        public int compressionLevel() {
            return compressionLevel;
        }

        public ZstdDictionary zstdDictionary() {
            return dictionary;
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

        /** @throws IllegalArgumentException for a level zstd does not have */
        public DocumentSettings build() {
            return new DocumentSettings(keysTable, compressionLevel, compressionLevelSet, dictionary,
                    maxDecompressedBytes, maxDecompressionRatio, decompressionRatioFloor); // Compression.zstd refuses a level zstd lacks
        }
    }
}
