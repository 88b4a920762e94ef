package io.fracjson.jackson;

import com.fasterxml.jackson.core.TSFBuilder;
import io.fracjson.core.KeysTable;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.ZstdDictionary;

/**
 * Builds an immutable-settings {@link FracJsonFactory}: Jackson's stream settings (features,
 * constraints, decorators, recycler pool) plus the frac_json document settings and format
 * features.
 */
public class FracJsonFactoryBuilder extends TSFBuilder<FracJsonFactory, FracJsonFactoryBuilder> {
    private int formatParserFeatures;
    private int formatGeneratorFeatures;
    private final DocumentSettings.Builder settings;

    protected FracJsonFactoryBuilder() {
        formatParserFeatures = FracJsonFactory.DEFAULT_PARSER_FEATURES;
        formatGeneratorFeatures = FracJsonFactory.DEFAULT_GENERATOR_FEATURES;
        settings = DocumentSettings.builder();
    }

    public FracJsonFactoryBuilder(FracJsonFactory base) {
        super(base);
        formatParserFeatures = base.getFormatParserFeatures();
        formatGeneratorFeatures = base.getFormatGeneratorFeatures();
        settings = base.documentSettings().toBuilder();
    }

    /**
     * A zstd dictionary without a {@link #compressionLevel(int)} reads compressed documents; a
     * generator of such a factory refuses to write (rather than guess whether to compress).
     *
     * @throws IllegalArgumentException for a level zstd does not have
     */
    @Override
    public FracJsonFactory build() {
        return new FracJsonFactory(this);
    }

    /** The document settings as set so far; refuses what {@link #build()} refuses. */
    public DocumentSettings documentSettings() {
        return settings.build();
    }

    // ---------------------------------------------------------------- document settings ({@link DocumentSettings.Builder})

    /** The global keys table that writers refer to and readers resolve; null for none. */
    public FracJsonFactoryBuilder keysTable(KeysTable table) {
        settings.keysTable(table);
        return this;
    }

    /** See {@link DocumentSettings.Builder#compressionLevel(int)}: required to write with a dictionary, not to read. */
    public FracJsonFactoryBuilder compressionLevel(int level) {
        settings.compressionLevel(level);
        return this;
    }

    /** A dictionary of a copy of these bytes; see {@link DocumentSettings.Builder#zstdDictionary}. */
    public FracJsonFactoryBuilder zstdDictionary(byte[] dictionaryBytes) {
        settings.zstdDictionary(dictionaryBytes);
        return this;
    }

    /** See {@link DocumentSettings.Builder#zstdDictionary}; shares an instance (and its digested forms). */
    public FracJsonFactoryBuilder zstdDictionary(ZstdDictionary dictionary) {
        settings.zstdDictionary(dictionary);
        return this;
    }

    /**
     * See {@link DocumentSettings.Builder#maxDecompressedBytes(long)}: Jackson's
     * {@code maxDocumentLength}, when lower, applies to decompressed bytes as well.
     */
    public FracJsonFactoryBuilder maxDecompressedBytes(long bytes) {
        settings.maxDecompressedBytes(bytes);
        return this;
    }

    /** See {@link DocumentSettings.Builder#maxDecompressionRatio(int)}. */
    public FracJsonFactoryBuilder maxDecompressionRatio(int ratio) {
        settings.maxDecompressionRatio(ratio);
        return this;
    }

    /** See {@link DocumentSettings.Builder#decompressionRatioFloor(long)}. */
    public FracJsonFactoryBuilder decompressionRatioFloor(long bytes) {
        settings.decompressionRatioFloor(bytes);
        return this;
    }

    public KeysTable keysTable() {
        return settings.keysTable();
    }

    public int compressionLevel() {
        return settings.compressionLevel();
    }

    public ZstdDictionary zstdDictionary() {
        return settings.zstdDictionary();
    }

    public long maxDecompressedBytes() {
        return settings.maxDecompressedBytes();
    }

    public int maxDecompressionRatio() {
        return settings.maxDecompressionRatio();
    }

    public long decompressionRatioFloor() {
        return settings.decompressionRatioFloor();
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
