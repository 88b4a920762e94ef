package io.fracjson.jackson3;

import io.fracjson.core.NumberPolicy;
import tools.jackson.core.FormatFeature;

/** frac_json-specific write features (Jackson 2.x: {@code FracJsonGenerator.Feature}); for numbers see {@link NumberPolicy}. */
public enum FracJsonWriteFeature implements FormatFeature {
    /**
     * Write {@code BigDecimal}s as numbers, as JSON does (an integer or a float where one reads
     * back equal, scale included), and fail on a number the format cannot hold exactly (a
     * {@code BigInteger} outside [-2^63, 2^64-1], a {@code BigDecimal} no float reads back as),
     * instead of writing it as its decimal text. Takes precedence over
     * {@link #WRITE_INEXACT_NUMBERS_AS_FLOAT64}. Off by default: a {@code BigDecimal} is then
     * its decimal text whatever its value (see {@code NumberPolicy}).
     */
    FAIL_ON_PRECISION_LOSS(false),
    /**
     * Write {@code BigDecimal}s as numbers, as JSON does, and store a number the format cannot
     * hold exactly as the nearest float, as the reference does (precision, scale, and beyond the
     * double range the value itself are lost), instead of writing it as its decimal text. Off by
     * default.
     */
    WRITE_INEXACT_NUMBERS_AS_FLOAT64(false),
    /**
     * Fail on NaN and ±Infinity, which the reference's data model cannot hold (it reads them back
     * as null), instead of writing them as IEEE floats. Off by default.
     */
    FAIL_ON_NON_FINITE_NUMBERS(false),
    /**
     * Write zstd's content checksum (4 bytes) in each compressed document, so that a body changed
     * in storage or transit fails to read instead of decoding to other data; readers verify it
     * whenever a document has one. Off by default: the reference writes none, and documents are
     * then byte-identical to its. No effect on uncompressed documents.
     */
    WRITE_ZSTD_CHECKSUM(false),
    /**
     * Write each document (each root value) preceded by its length: this library's length-prefixed
     * sequence ({@code LengthPrefixedSequence} of frac-core), from which a reader with
     * {@link FracJsonReadFeature#LENGTH_PREFIXED_SEQUENCE} skips a damaged document and reads the
     * others. Not frac_json as the reference reads it. Off by default.
     */
    LENGTH_PREFIXED_SEQUENCE(false);

    private final boolean enabledByDefault;

    FracJsonWriteFeature(boolean enabledByDefault) {
        this.enabledByDefault = enabledByDefault;
    }


    /** The number rules these features (a generator's) select. */
    static NumberPolicy numberPolicy(int features) {
        return NumberPolicy.of(FAIL_ON_PRECISION_LOSS.enabledIn(features),
                WRITE_INEXACT_NUMBERS_AS_FLOAT64.enabledIn(features), FAIL_ON_NON_FINITE_NUMBERS.enabledIn(features));
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
