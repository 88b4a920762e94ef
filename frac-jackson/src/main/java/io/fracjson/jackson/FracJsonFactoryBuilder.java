package io.fracjson.jackson;

import com.fasterxml.jackson.core.TSFBuilder;
import io.fracjson.core.KeysTable;
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

    public KeysTable keysTable() {
        return keysTable;
    }

    public int compressionLevel() {
        return compressionLevel;
    }

    public ZstdDictionary zstdDictionary() {
        return dictionary;
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
