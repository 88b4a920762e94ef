package io.fracjson.report;

import java.util.ArrayList;
import java.util.List;

/** A format with a compression: one row of a table, one bar of the chart. */
record Variant(Format format, Compression compression) {

    String label() {
        return format.label() + compression.labelSuffix();
    }

    /** Every format with each of the compressions, format-major as the tables list them. */
    static List<Variant> all(List<Compression> compressions) {
        List<Variant> variants = new ArrayList<>();
        for (Format format : Format.values()) {
            for (Compression compression : compressions) {
                variants.add(new Variant(format, compression));
            }
        }
        return variants;
    }
}
