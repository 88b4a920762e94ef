package io.fracjson.jackson3;

import io.fracjson.core.DocumentSettings;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import tools.jackson.core.ErrorReportConfiguration;
import tools.jackson.core.StreamReadConstraints;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.TokenStreamFactory;
import tools.jackson.core.base.DecorableTSFactory.DecorableTSFBuilder;

/**
 * Builds a {@link FracJsonFactory}: Jackson's stream settings (features, constraints,
 * decorators, recycler pool) plus the frac_json document settings and format features.
 */
public class FracJsonFactoryBuilder extends DecorableTSFBuilder<FracJsonFactory, FracJsonFactoryBuilder> {
    private final DocumentSettings.Builder settings;

    protected FracJsonFactoryBuilder() {
        super(StreamReadConstraints.defaults(), StreamWriteConstraints.defaults(), ErrorReportConfiguration.defaults(),
                FracJsonFactory.DEFAULT_READ_FEATURES, FracJsonFactory.DEFAULT_WRITE_FEATURES);
        settings = DocumentSettings.builder();
        // Unlike Jackson 3's own factories: databind matches the names it reads against its own,
        // which are interned, so an interned key matches by identity rather than by its text. A
        // frac_json reader interns a key once, where it enters the reader's key cache (keys of a
        // global table are interned already). Measured (SPEED-LOG, issue 43): POJO reads 3% (records)
        // to 8% (classes with fields) faster, trees and many small documents unchanged.
        enable(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES);
    }

    public FracJsonFactoryBuilder(FracJsonFactory base) {
        super(base);
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

    // ---------------------------------------------------------------- format features

    public FracJsonFactoryBuilder enable(FracJsonReadFeature f) {
        _formatReadFeatures |= f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder enable(FracJsonReadFeature first, FracJsonReadFeature... other) {
        enable(first);
        for (FracJsonReadFeature f : other) {
            enable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonReadFeature f) {
        _formatReadFeatures &= ~f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonReadFeature first, FracJsonReadFeature... other) {
        disable(first);
        for (FracJsonReadFeature f : other) {
            disable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder configure(FracJsonReadFeature f, boolean state) {
        return state ? enable(f) : disable(f);
    }

    public FracJsonFactoryBuilder enable(FracJsonWriteFeature f) {
        _formatWriteFeatures |= f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder enable(FracJsonWriteFeature first, FracJsonWriteFeature... other) {
        enable(first);
        for (FracJsonWriteFeature f : other) {
            enable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonWriteFeature f) {
        _formatWriteFeatures &= ~f.getMask();
        return this;
    }

    public FracJsonFactoryBuilder disable(FracJsonWriteFeature first, FracJsonWriteFeature... other) {
        disable(first);
        for (FracJsonWriteFeature f : other) {
            disable(f);
        }
        return this;
    }

    public FracJsonFactoryBuilder configure(FracJsonWriteFeature f, boolean state) {
        return state ? enable(f) : disable(f);
    }
}
