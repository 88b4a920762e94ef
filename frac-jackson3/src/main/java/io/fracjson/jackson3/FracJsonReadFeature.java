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
    REPORT_FLOAT32_AS_FLOAT(false);

    private final boolean enabledByDefault;

    FracJsonReadFeature(boolean enabledByDefault) {
        this.enabledByDefault = enabledByDefault;
    }

    static int collectDefaults() {
        int flags = 0;
        for (FracJsonReadFeature f : values()) {
            if (f.enabledByDefault()) {
                flags |= f.getMask();
            }
        }
        return flags;
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
