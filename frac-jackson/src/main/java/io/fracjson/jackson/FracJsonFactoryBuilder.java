package io.fracjson.jackson;

import com.fasterxml.jackson.core.TSFBuilder;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ZstdDictionary;

/**
 * Builds an immutable-settings {@link FracJsonFactory}: Jackson's stream settings (features,
 * constraints, decorators, recycler pool) plus the frac_json document settings and format
 * features.
 */
public class FracJsonFactoryBuilder extends TSFBuilder<FracJsonFactory, FracJsonFactoryBuilder> {
    private int formatParserFeatures;
    private int formatGeneratorFeatures;
    private KeysTable keysTable = KeysTable.EMPTY;
    private int compressionLevel;
    /** Whether {@link #compressionLevel(int)} was called: a dictionary needs an explicit level. */
    private boolean compressionLevelSet;
    private ZstdDictionary dictionary;
    private long maxDecompressedBytes = ReadOptions.DEFAULT_MAX_DECOMPRESSED_BYTES;
    private int maxDecompressionRatio = ReadOptions.DEFAULT_MAX_DECOMPRESSION_RATIO;
    private long decompressionRatioFloor = ReadOptions.DEFAULT_DECOMPRESSION_RATIO_FLOOR;

    protected FracJsonFactoryBuilder() {
        formatParserFeatures = FracJsonFactory.DEFAULT_PARSER_FEATURES;
        formatGeneratorFeatures = FracJsonFactory.DEFAULT_GENERATOR_FEATURES;
    }

    public FracJsonFactoryBuilder(FracJsonFactory base) {
        super(base);
        formatParserFeatures = base.getFormatParserFeatures();
        formatGeneratorFeatures = base.getFormatGeneratorFeatures();
        keysTable = base.keysTable();
        compressionLevel = base.compressionLevel();
        compressionLevelSet = true;
        dictionary = base.zstdDictionary();
        maxDecompressedBytes = base.maxDecompressedBytes();
        maxDecompressionRatio = base.maxDecompressionRatio();
        decompressionRatioFloor = base.decompressionRatioFloor();
    }

    /**
     * @throws IllegalArgumentException for a level zstd does not have, or a zstd dictionary without
     *         a {@link #compressionLevel(int)} (documents would silently be written uncompressed)
     */
    @Override
    public FracJsonFactory build() {
        if (dictionary != null && !compressionLevelSet) {
            throw new IllegalArgumentException("zstdDictionary(...) is set but compressionLevel(...) is not: set the"
                    + " zstd level to write documents with (the reference's benchmarks use 3), or compressionLevel(0)"
                    + " to use the dictionary for reading only and write documents uncompressed");
        }
        // Fails here, not at the first write, for a level zstd does not have.
        FracJsonFactory.compression(compressionLevel, dictionary);
        return new FracJsonFactory(this);
    }

    // ---------------------------------------------------------------- document settings

    /** The global keys table that writers refer to and readers resolve; null for none. */
    public FracJsonFactoryBuilder keysTable(KeysTable table) {
        keysTable = table == null ? KeysTable.EMPTY : table;
        return this;
    }

    /**
     * zstd level for writing (0, the default, means documents are not compressed). Required with a
     * {@link #zstdDictionary}: 0 then means the dictionary is for reading only.
     */
    public FracJsonFactoryBuilder compressionLevel(int level) {
        compressionLevel = level;
        compressionLevelSet = true;
        return this;
    }

    /**
     * The zstd dictionary for reading and writing; null for none. It needs a
     * {@link #compressionLevel(int)} too, or {@link #build()} refuses: with level 0 documents are
     * written uncompressed and the dictionary only reads. The factory keeps one
     * {@link ZstdDictionary}, which zstd digests once and all parsers and generators share.
     */
    public FracJsonFactoryBuilder zstdDictionary(byte[] dictionaryBytes) {
        dictionary = dictionaryBytes == null ? null : ZstdDictionary.of(dictionaryBytes);
        return this;
    }

    /** As {@link #zstdDictionary(byte[])}, sharing an instance (and its digested forms) with other factories. */
    public FracJsonFactoryBuilder zstdDictionary(ZstdDictionary dictionary) {
        this.dictionary = dictionary;
        return this;
    }

    // ---------------------------------------------------------------- limits of compressed input

    /**
     * The most bytes one zstd-compressed document may decompress to, -1 for no limit;
     * {@link ReadOptions#DEFAULT_MAX_DECOMPRESSED_BYTES} (1 GiB) by default. Jackson's
     * {@code maxDocumentLength}, when lower, applies to decompressed bytes as well.
     */
    public FracJsonFactoryBuilder maxDecompressedBytes(long bytes) {
        if (bytes < -1) {
            throw new IllegalArgumentException("maxDecompressedBytes must be -1 (no limit) or at least 0, got "
                    + bytes);
        }
        maxDecompressedBytes = bytes;
        return this;
    }

    /**
     * How many times its compressed size a document may decompress to once past
     * {@link #decompressionRatioFloor(long) the floor}, -1 for no limit;
     * {@link ReadOptions#DEFAULT_MAX_DECOMPRESSION_RATIO} by default. As zip-bomb defences
     * do, this bounds what a small input can make the reader produce by the input's size.
     */
    public FracJsonFactoryBuilder maxDecompressionRatio(int ratio) {
        if (ratio < 1 && ratio != -1) {
            throw new IllegalArgumentException("maxDecompressionRatio must be -1 (no limit) or at least 1, got "
                    + ratio);
        }
        maxDecompressionRatio = ratio;
        return this;
    }

    /**
     * Decompressed bytes a document may reach whatever its ratio, so that small documents
     * that compress very well are read; {@link ReadOptions#DEFAULT_DECOMPRESSION_RATIO_FLOOR} by default.
     */
    public FracJsonFactoryBuilder decompressionRatioFloor(long bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("decompressionRatioFloor must be at least 0, got " + bytes);
        }
        decompressionRatioFloor = bytes;
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

    // ---------------------------------------------------------------- format features

    public FracJsonFactoryBuilder enable(FracJsonParser.Feature f) {
        formatParserFeatures |= f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder enable(FracJsonParser.Feature first, FracJsonParser.Feature... other) {
        enable(first);
        for (FracJsonParser.Feature f : other) {
            enable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonParser.Feature f) {
        formatParserFeatures &= ~f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonParser.Feature first, FracJsonParser.Feature... other) {
        disable(first);
        for (FracJsonParser.Feature f : other) {
            disable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder configure(FracJsonParser.Feature f, boolean state) {
        return state ? enable(f) : disable(f);
    }

    public FracJsonFactoryBuilder enable(FracJsonGenerator.Feature f) {
        formatGeneratorFeatures |= f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder enable(FracJsonGenerator.Feature first, FracJsonGenerator.Feature... other) {
        enable(first);
        for (FracJsonGenerator.Feature f : other) {
            enable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonGenerator.Feature f) {
        formatGeneratorFeatures &= ~f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonGenerator.Feature first, FracJsonGenerator.Feature... other) {
        disable(first);
        for (FracJsonGenerator.Feature f : other) {
            disable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder configure(FracJsonGenerator.Feature f, boolean state) {
        return state ? enable(f) : disable(f);
    }

    public boolean isEnabled(FracJsonParser.Feature f) {
        return f.enabledIn(formatParserFeatures);
    }

    public boolean isEnabled(FracJsonGenerator.Feature f) {
        return f.enabledIn(formatGeneratorFeatures);
    }

    public int formatParserFeaturesMask() {
        return formatParserFeatures;
    }

    public int formatGeneratorFeaturesMask() {
        return formatGeneratorFeatures;
    }
}
