package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;

/**
 * What a test asks of a factory, line-neutral: each line's {@link JacksonLine#factory(Settings)}
 * builds its FracJsonFactory with these (a document setting left null keeps the builder's default).
 * The features a test turns ({@link Feature}) and the read limits it sets ({@link ReadLimit}) are
 * tables: each line maps every constant to its own feature or constraint in one exhaustive switch,
 * so a setting added here does not compile until both lines apply it.
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

    /** {@code feature} turned on the factory. */
    public Settings with(Feature feature) {
        features.add(feature);
        return this;
    }

    /** The features turned, in declaration order. */
    public Set<Feature> features() {
        return Collections.unmodifiableSet(features);
    }

    public boolean has(Feature feature) {
        return features.contains(feature);
    }

    /** {@link Feature#WRITE_ZSTD_CHECKSUM}. */
    public Settings zstdChecksum() {
        return with(Feature.WRITE_ZSTD_CHECKSUM);
    }

    /** {@link Feature#KEEP_TARGET_OPEN}. */
    public Settings keepTargetOpen() {
        return with(Feature.KEEP_TARGET_OPEN);
    }

    /** {@link Feature#STRICT_DUPLICATE_DETECTION}. */
    public Settings strictDuplicateDetection() {
        return with(Feature.STRICT_DUPLICATE_DETECTION);
    }

    /** {@link Feature#REPORT_FLOAT32_AS_FLOAT}. */
    public Settings reportFloat32AsFloat() {
        return with(Feature.REPORT_FLOAT32_AS_FLOAT);
    }

    /** {@link Feature#KEEP_SOURCE_OPEN}. */
    public Settings keepSourceOpen() {
        return with(Feature.KEEP_SOURCE_OPEN);
    }

    /** {@link Feature#KEEP_TOKEN_ON_CLOSE}. */
    public Settings keepTokenOnClose() {
        return with(Feature.KEEP_TOKEN_ON_CLOSE);
    }

    /** {@link Feature#KEEP_CONTENT_OPEN}. */
    public Settings keepContentOpen() {
        return with(Feature.KEEP_CONTENT_OPEN);
    }

    /** {@link Feature#WRITE_INEXACT_NUMBERS_AS_FLOAT64}. */
    public Settings writeInexactNumbersAsFloat64() {
        return with(Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64);
    }

    /** {@link Feature#FAIL_ON_PRECISION_LOSS}. */
    public Settings failOnPrecisionLoss() {
        return with(Feature.FAIL_ON_PRECISION_LOSS);
    }

    /** {@link Feature#FAIL_ON_NON_FINITE_NUMBERS}. */
    public Settings failOnNonFiniteNumbers() {
        return with(Feature.FAIL_ON_NON_FINITE_NUMBERS);
    }

    /** {@link Feature#WRITE_BIGDECIMAL_AS_PLAIN}. */
    public Settings writeBigDecimalAsPlain() {
        return with(Feature.WRITE_BIGDECIMAL_AS_PLAIN);
    }

    /** The read and write feature LENGTH_PREFIXED_SEQUENCE. */
    public Settings lengthPrefixed() {
        return with(Feature.LENGTH_PREFIXED_READS).with(Feature.LENGTH_PREFIXED_WRITES);
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

    public Settings maxTokenCount(long max) {
        return readLimit(ReadLimit.TOKEN_COUNT, max);
    }

    public Settings maxNameLength(int max) {
        return readLimit(ReadLimit.NAME_LENGTH, max);
    }

    public Settings maxNestingDepth(int max) {
        return readLimit(ReadLimit.NESTING_DEPTH, max);
    }

    public Settings maxStringLength(int max) {
        return readLimit(ReadLimit.STRING_LENGTH, max);
    }

    public Settings maxNumberLength(int max) {
        return readLimit(ReadLimit.NUMBER_LENGTH, max);
    }

    public Settings maxDocumentLength(long max) {
        return readLimit(ReadLimit.DOCUMENT_LENGTH, max);
    }
}
