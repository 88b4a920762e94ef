package io.fracjson.spring.common;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.springframework.core.io.Resource;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.IntConsumer;

/**
 * The {@code fracjson.*} settings, the same on both Spring lines: each line's
 * {@code FracJsonProperties} binds them. Without any, documents are plain frac_json: no keys
 * table, no compression.
 */
public class FracJsonSettings extends TableSettings {
    /** How a {@code BigDecimal}, and a number the format cannot hold exactly (a huge {@code BigInteger}), is written. */
    public enum Precision {
        /**
         * A {@code BigDecimal} as its decimal text whatever its value, and a number the format
         * cannot hold exactly as its text, which databind reads back equal: nothing is lost, and
         * a field has one type in every document (the default).
         */
        EXACT_TEXT,
        /** As numbers, and the nearest float64 where no number is exact, as the reference encoder does: precision and scale are lost. */
        NEAREST_FLOAT64,
        /** As numbers, and refused where no number is exact: the response fails rather than carry such a number. */
        FAIL
    }

    /** The zstd level responses and requests are written at; 0 or unset: uncompressed. */
    private Integer compressionLevel;

    /** How numbers the format cannot hold exactly are written. */
    private Precision precision = Precision.EXACT_TEXT;

    /**
     * Other keys tables and dictionaries, each read in a body whose media type names it and
     * written for a request whose {@code Accept} names it: the other side of a rollout.
     */
    private List<OtherTables> otherTables = new ArrayList<>();

    /** A keys table and dictionary also served, with the compression level and precision above. */
    public static class OtherTables extends TableSettings {
    }

    public List<OtherTables> getOtherTables() {
        return otherTables;
    }

    public void setOtherTables(List<OtherTables> otherTables) {
        this.otherTables = otherTables;
    }

    public Integer getCompressionLevel() {
        return compressionLevel;
    }

    public void setCompressionLevel(Integer compressionLevel) {
        this.compressionLevel = compressionLevel;
    }

    public Precision getPrecision() {
        return precision;
    }

    public void setPrecision(Precision precision) {
        this.precision = precision;
    }

    /** The prefix of these settings' properties, as each line's {@code FracJsonProperties} binds them. */
    private static final String PREFIX = "fracjson.";

    /** What {@code make} makes of the current tables, named in errors as {@code fracjson.}. */
    public <T> T ofTables(BiFunction<TableSettings, String, T> make) {
        return make.apply(this, PREFIX);
    }

    /** What {@code make} makes of each of {@code fracjson.other-tables}, in order, named as {@code fracjson.other-tables[n].}. */
    public <T> List<T> ofOtherTables(BiFunction<TableSettings, String, T> make) {
        List<T> made = new ArrayList<>(otherTables.size());
        for (int i = 0; i < otherTables.size(); i++) {
            made.add(make.apply(otherTables.get(i), PREFIX + "other-tables[" + i + "]."));
        }
        return made;
    }

    /**
     * Refuses {@code tables}' dictionary without a level, at startup rather than at the first
     * frac_json response: a server both reads and writes. {@code prefix} names them
     * ({@code fracjson.} or {@code fracjson.other-tables[n].}).
     */
    public void requireLevelFor(TableSettings tables, String prefix) {
        if (tables.getDictionary() != null && compressionLevel == null) {
            throw new IllegalStateException(prefix + "dictionary is set but " + PREFIX + "compression-level is not: set the"
                    + " zstd level to write with the dictionary (the reference's benchmarks use 3), or 0 to write"
                    + " uncompressed documents and use the dictionary for reading only");
        }
    }

    /**
     * Hands a factory builder of either Jackson line what {@code tables} and these settings
     * describe, each only where set: the keys table and the dictionary read from their resources
     * (named in errors by {@code prefix}), then the compression level. A dictionary without a
     * level is refused first ({@link #requireLevelFor}).
     */
    public void configure(TableSettings tables, String prefix, Consumer<KeysTable> keysTable,
                          Consumer<ZstdDictionary> dictionary, IntConsumer level) {
        requireLevelFor(tables, prefix);
        if (tables.getKeysTable() != null) {
            keysTable.accept(TableResources.keysTable(tables.getKeysTable(), prefix + "keys-table"));
        }
        if (tables.getDictionary() != null) {
            dictionary.accept(TableResources.dictionary(tables.getDictionary(), prefix + "dictionary"));
        }
        if (compressionLevel != null) {
            level.accept(compressionLevel);
        }
    }
}
