package io.fracjson.report;

/** zstd applied to each encoded document, as in the reference benchmark (FORMAT.md section 5). */
public enum Compression {
    NONE(""),
    ZSTD(" + zstd"),
    /** Only meaningful for a set of many small documents: the dictionary is trained on documents of the set. */
    ZSTD_DICT(" + zstd + trained dictionary");

    /** The level the reference benchmark uses. */
    static final int ZSTD_LEVEL = 3;

    private final String labelSuffix;

    Compression(String labelSuffix) {
        this.labelSuffix = labelSuffix;
    }

    /** Appended to the format's label in the size report. */
    String labelSuffix() {
        return labelSuffix;
    }
}
