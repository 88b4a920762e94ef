package io.fracjson.jackson3;

import tools.jackson.core.FormatFeature;

/** frac_json-specific read features (Jackson 2.x: {@code FracJsonParser.Feature}). */
public enum FracJsonReadFeature implements FormatFeature {
    /**
     * Report float32 values as {@code NumberType.FLOAT} (and {@code getNumberValue()} as a Float)
     * instead of DOUBLE. Off by default: the format stores a double as float32 only when that is
     * exact, so DOUBLE is what the written data was, and what JSON would give. When on, a float32's
     * text and BigDecimal are the float's too ({@code 0.1} for the double 0.10000000149011612 a writer
     * stored as float32), as for Jackson's FLOAT numbers.
     */
    REPORT_FLOAT32_AS_FLOAT(false),
    /**
     * Read the documents of this library's length-prefixed sequence ({@code LengthPrefixedSequence}
     * of frac-core: each preceded by its length, as {@link FracJsonWriteFeature#LENGTH_PREFIXED_SEQUENCE}
     * writes them) rather than concatenated ones: a damaged document is reported once and skipped,
     * and the next token is the next document's first, so that a {@code MappingIterator} loop
     * that catches and carries on reads every other document. Not frac_json as the reference
     * reads it. Off by default.
     */
    LENGTH_PREFIXED_SEQUENCE(false);

    private final boolean enabledByDefault;

    FracJsonReadFeature(boolean enabledByDefault) {
        this.enabledByDefault = enabledByDefault;
    }

    @Override
    public boolean enabledByDefault() {
        return enabledByDefault;
    }

    @Override
    public int getMask() {
        return 1 << ordinal();
    }

    @Override
    public boolean enabledIn(int flags) {
        return (flags & getMask()) != 0;
    }
}
