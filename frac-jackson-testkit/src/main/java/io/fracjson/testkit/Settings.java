package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

/**
 * What a test asks of a factory, line-neutral: each line's {@link JacksonLine#factory(Settings)}
 * builds its FracJsonFactory with these (a field left null keeps the builder's default).
 */
public final class Settings {
    KeysTable keysTable;
    byte[] zstdDictionary;
    ZstdDictionary zstdDictionaryObject;
    Long maxDecompressedBytes;
    Integer maxDecompressionRatio;
    boolean writeZstdChecksum;
    boolean autoCloseTarget = true;
    Integer maxWriteNestingDepth;
    boolean strictDuplicateDetection;
    boolean reportFloat32AsFloat;
    boolean autoCloseSource = true;
    boolean clearTokenOnClose = true;
    boolean autoCloseContent = true;
    boolean writeInexactNumbersAsFloat64;
    boolean failOnPrecisionLoss;
    boolean failOnNonFiniteNumbers;
    boolean writeBigDecimalAsPlain;
    Integer compressionLevel;
    boolean lengthPrefixedReads;
    boolean lengthPrefixedWrites;
    Long maxTokenCount;
    Integer maxNameLength;
    Integer maxNestingDepth;
    Integer maxStringLength;
    Integer maxNumberLength;
    Long maxDocumentLength;

    public static Settings defaults() {
        return new Settings();
    }

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

    public Settings maxDecompressedBytes(long bytes) {
        this.maxDecompressedBytes = bytes;
        return this;
    }

    /** The largest decompressed-to-compressed ratio; -1: none. */
    public Settings maxDecompressionRatio(int ratio) {
        this.maxDecompressionRatio = ratio;
        return this;
    }

    public Integer maxDecompressionRatio() {
        return maxDecompressionRatio;
    }

    /** The write feature WRITE_ZSTD_CHECKSUM, enabled on the factory. */
    public Settings zstdChecksum() {
        this.writeZstdChecksum = true;
        return this;
    }

    /** StreamWriteFeature.AUTO_CLOSE_TARGET disabled on the factory. */
    public Settings keepTargetOpen() {
        this.autoCloseTarget = false;
        return this;
    }

    /** StreamWriteConstraints' maxNestingDepth. */
    public Settings maxWriteNestingDepth(int max) {
        this.maxWriteNestingDepth = max;
        return this;
    }

    /** STRICT_DUPLICATE_DETECTION on for reading and writing. */
    public Settings strictDuplicateDetection() {
        this.strictDuplicateDetection = true;
        return this;
    }

    /** The read feature REPORT_FLOAT32_AS_FLOAT, enabled on the factory. */
    public Settings reportFloat32AsFloat() {
        this.reportFloat32AsFloat = true;
        return this;
    }

    /** StreamReadFeature.AUTO_CLOSE_SOURCE disabled on the factory. */
    public Settings keepSourceOpen() {
        this.autoCloseSource = false;
        return this;
    }

    /** StreamReadFeature.CLEAR_CURRENT_TOKEN_ON_CLOSE disabled on the factory. */
    public Settings keepTokenOnClose() {
        this.clearTokenOnClose = false;
        return this;
    }

    /** StreamWriteFeature.AUTO_CLOSE_CONTENT disabled on the factory. */
    public Settings keepContentOpen() {
        this.autoCloseContent = false;
        return this;
    }

    /** The write feature WRITE_INEXACT_NUMBERS_AS_FLOAT64, enabled on the factory. */
    public Settings writeInexactNumbersAsFloat64() {
        this.writeInexactNumbersAsFloat64 = true;
        return this;
    }

    /** The write feature FAIL_ON_PRECISION_LOSS, enabled on the factory. */
    public Settings failOnPrecisionLoss() {
        this.failOnPrecisionLoss = true;
        return this;
    }

    /** The write feature FAIL_ON_NON_FINITE_NUMBERS, enabled on the factory. */
    public Settings failOnNonFiniteNumbers() {
        this.failOnNonFiniteNumbers = true;
        return this;
    }

    /** StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN, enabled on the factory (Jackson's JSON one's too). */
    public Settings writeBigDecimalAsPlain() {
        this.writeBigDecimalAsPlain = true;
        return this;
    }

    public boolean isFailOnNonFiniteNumbers() {
        return failOnNonFiniteNumbers;
    }

    public boolean isWriteBigDecimalAsPlain() {
        return writeBigDecimalAsPlain;
    }

    public boolean autoCloseContent() {
        return autoCloseContent;
    }

    public boolean isWriteInexactNumbersAsFloat64() {
        return writeInexactNumbersAsFloat64;
    }

    public boolean isFailOnPrecisionLoss() {
        return failOnPrecisionLoss;
    }

    public boolean isReportFloat32AsFloat() {
        return reportFloat32AsFloat;
    }

    public boolean autoCloseSource() {
        return autoCloseSource;
    }

    public boolean clearTokenOnClose() {
        return clearTokenOnClose;
    }

    public boolean isStrictDuplicateDetection() {
        return strictDuplicateDetection;
    }

    public ZstdDictionary zstdDictionaryObject() {
        return zstdDictionaryObject;
    }

    public Long maxDecompressedBytes() {
        return maxDecompressedBytes;
    }

    public boolean writeZstdChecksum() {
        return writeZstdChecksum;
    }

    public boolean autoCloseTarget() {
        return autoCloseTarget;
    }

    public Integer maxWriteNestingDepth() {
        return maxWriteNestingDepth;
    }

    public Settings compressionLevel(int level) {
        this.compressionLevel = level;
        return this;
    }

    /** The read and write feature LENGTH_PREFIXED_SEQUENCE, enabled on the factory. */
    public Settings lengthPrefixed() {
        this.lengthPrefixedReads = true;
        this.lengthPrefixedWrites = true;
        return this;
    }

    public Settings maxTokenCount(long max) {
        this.maxTokenCount = max;
        return this;
    }

    public Settings maxNameLength(int max) {
        this.maxNameLength = max;
        return this;
    }

    public Settings maxNestingDepth(int max) {
        this.maxNestingDepth = max;
        return this;
    }

    public Settings maxStringLength(int max) {
        this.maxStringLength = max;
        return this;
    }

    public Settings maxNumberLength(int max) {
        this.maxNumberLength = max;
        return this;
    }

    public Settings maxDocumentLength(long max) {
        this.maxDocumentLength = max;
        return this;
    }

    public KeysTable keysTable() {
        return keysTable;
    }

    public byte[] zstdDictionary() {
        return zstdDictionary;
    }

    public Integer compressionLevel() {
        return compressionLevel;
    }

    public boolean lengthPrefixedReads() {
        return lengthPrefixedReads;
    }

    public boolean lengthPrefixedWrites() {
        return lengthPrefixedWrites;
    }

    public Long maxTokenCount() {
        return maxTokenCount;
    }

    public Integer maxNameLength() {
        return maxNameLength;
    }

    public Integer maxNestingDepth() {
        return maxNestingDepth;
    }

    public Integer maxStringLength() {
        return maxStringLength;
    }

    public Integer maxNumberLength() {
        return maxNumberLength;
    }

    public Long maxDocumentLength() {
        return maxDocumentLength;
    }

    /** Whether any read constraint is set (the factory then has its own StreamReadConstraints). */
    public boolean hasReadConstraints() {
        return maxTokenCount != null || maxNameLength != null || maxNestingDepth != null
                || maxStringLength != null || maxNumberLength != null || maxDocumentLength != null;
    }
}
