package io.fracjson.core;

/** What {@link FracReader#next()} found. */
public enum FracToken {
    START_OBJECT,
    END_OBJECT,
    START_ARRAY,
    END_ARRAY,
    /** An object key: {@link FracReader#key()}. */
    KEY,
    /** A string: {@link FracReader#string()} or the UTF-8 slice accessors. */
    STRING,
    /** An integer that fits a signed long (any stored width, and uint64 up to 2^63 - 1). */
    INT,
    /** A uint64 above 2^63 - 1: {@link FracReader#longValue()} holds its bits. */
    UINT64,
    /** A float32: {@link FracReader#floatValue()}. */
    FLOAT32,
    /** A float64: {@link FracReader#doubleValue()}. */
    FLOAT64,
    TRUE,
    FALSE,
    NULL;

    public boolean isNumber() {
        return this == INT || this == UINT64 || this == FLOAT32 || this == FLOAT64;
    }

    public boolean isScalar() {
        return ordinal() >= STRING.ordinal();
    }
}
