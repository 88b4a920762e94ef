package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * What a test asks of a factory, line-neutral: each line's {@link JacksonLine#factory(Settings)}
 * builds its FracJsonFactory with these (a document setting left null keeps the builder's default).
 * The features a test turns ({@link #with(Feature...)}) and the read limits it sets ({@link
 * #readLimit}) are tables: each line maps every constant to its own feature or constraint in one
 * exhaustive switch, so a setting added here does not compile until both lines apply it.
 */
public final class Settings {
    /** A stream or format feature turned away from the factory's default. */
    public enum Feature {
        /** The read feature LENGTH_PREFIXED_SEQUENCE, enabled. */
        LENGTH_PREFIXED_READS,
        /** The write feature LENGTH_PREFIXED_SEQUENCE, enabled. */
        LENGTH_PREFIXED_WRITES,
        /** The write feature WRITE_ZSTD_CHECKSUM, enabled. */
        WRITE_ZSTD_CHECKSUM,
        /** StreamWriteFeature.AUTO_CLOSE_TARGET, disabled. */
        KEEP_TARGET_OPEN,
        /** STRICT_DUPLICATE_DETECTION, enabled for reading and writing. */
        STRICT_DUPLICATE_DETECTION,
        /** The read feature REPORT_FLOAT32_AS_FLOAT, enabled. */
        REPORT_FLOAT32_AS_FLOAT,
        /** StreamReadFeature.AUTO_CLOSE_SOURCE, disabled. */
        KEEP_SOURCE_OPEN,
        /** StreamReadFeature.CLEAR_CURRENT_TOKEN_ON_CLOSE, disabled. */
        KEEP_TOKEN_ON_CLOSE,
        /** StreamWriteFeature.AUTO_CLOSE_CONTENT, disabled. */
        KEEP_CONTENT_OPEN,
        /** The write feature WRITE_INEXACT_NUMBERS_AS_FLOAT64, enabled. */
        WRITE_INEXACT_NUMBERS_AS_FLOAT64,
        /** The write feature FAIL_ON_PRECISION_LOSS, enabled. */
        FAIL_ON_PRECISION_LOSS,
        /** The write feature FAIL_ON_NON_FINITE_NUMBERS, enabled. */
        FAIL_ON_NON_FINITE_NUMBERS,
        /** StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN, enabled (on Jackson's JSON factory too). */
        WRITE_BIGDECIMAL_AS_PLAIN
    }

    /** A limit of StreamReadConstraints (its {@code maxTokenCount}, {@code maxNameLength} and so on). */
    public enum ReadLimit {
        TOKEN_COUNT, NAME_LENGTH, NESTING_DEPTH, STRING_LENGTH, NUMBER_LENGTH, DOCUMENT_LENGTH
    }

    private KeysTable keysTable;
    private byte[] zstdDictionary;
    private ZstdDictionary zstdDictionaryObject;
    private Integer compressionLevel;
    private Long maxDecompressedBytes;
    private Integer maxDecompressionRatio;
    private Integer maxWriteNestingDepth;
    private final Set<Feature> features = EnumSet.noneOf(Feature.class);
    private final Map<ReadLimit, Long> readLimits = new EnumMap<>(ReadLimit.class);

    public static Settings defaults() {
        return new Settings();
    }

    // ---------------------------------------------------------------- document settings

    public Settings keysTable(KeysTable table) {
        this.keysTable = table;
        return this;
    }

    public Settings zstdDictionary(byte[] dictionary) {
        this.zstdDictionary = dictionary;
        return this;
    }

    public Settings zstdDictionary(ZstdDictionary dictionary) {
        this.zstdDictionaryObject = dictionary;
        return this;
    }

    public Settings compressionLevel(int level) {
        this.compressionLevel = level;
        return this;
    }

    public Settings maxDecompressedBytes(long bytes) {
        this.maxDecompressedBytes = bytes;
        return this;
    }

    /** The largest decompressed-to-compressed ratio; -1: none. */
    public Settings maxDecompressionRatio(int ratio) {
        this.maxDecompressionRatio = ratio;
        return this;
    }

    public KeysTable keysTable() {
        return keysTable;
    }

    public byte[] zstdDictionary() {
        return zstdDictionary;
    }

    public ZstdDictionary zstdDictionaryObject() {
        return zstdDictionaryObject;
    }

    public Integer compressionLevel() {
        return compressionLevel;
    }

    public Long maxDecompressedBytes() {
        return maxDecompressedBytes;
    }

    public Integer maxDecompressionRatio() {
        return maxDecompressionRatio;
    }

    // ---------------------------------------------------------------- stream and format features

    /** {@code features} turned on the factory. */
    public Settings with(Feature... features) {
        this.features.addAll(Arrays.asList(features));
        return this;
    }

    /** The features turned, in declaration order. */
    public Set<Feature> features() {
        return Collections.unmodifiableSet(features);
    }

    public boolean has(Feature feature) {
        return features.contains(feature);
    }

    // ---------------------------------------------------------------- stream constraints

    /** StreamWriteConstraints' maxNestingDepth. */
    public Settings maxWriteNestingDepth(int max) {
        this.maxWriteNestingDepth = max;
        return this;
    }

    public Integer maxWriteNestingDepth() {
        return maxWriteNestingDepth;
    }

    /** {@code limit} of StreamReadConstraints set to {@code max}. */
    public Settings readLimit(ReadLimit limit, long max) {
        readLimits.put(limit, max);
        return this;
    }

    /** The read limits set (the factory then has its own StreamReadConstraints), in declaration order. */
    public Map<ReadLimit, Long> readLimits() {
        return Collections.unmodifiableMap(readLimits);
    }

    /** Whether any read limit is set. */
    public boolean hasReadConstraints() {
        return !readLimits.isEmpty();
    }
}
