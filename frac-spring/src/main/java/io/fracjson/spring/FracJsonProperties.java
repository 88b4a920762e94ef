package io.fracjson.spring;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.core.io.Resource;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code fracjson.*} settings of the frac_json converter that {@link FracJsonAutoConfiguration}
 * registers. Without any, documents are plain frac_json: no keys table, no compression.
 */
@ConfigurationProperties("fracjson")
public class FracJsonProperties {
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

    /** The global keys table, as {@code KeysTable.toBytes()} wrote it (for example {@code classpath:orders.keys}). */
    private Resource keysTable;

    /** The zstd dictionary, as {@code ZstdDictionary.toBytes()} wrote it; needs {@code fracjson.compression-level}. */
    private Resource dictionary;

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
    public static class OtherTables {
        /** The keys table, as {@code KeysTable.toBytes()} wrote it. */
        private Resource keysTable;

        /** The zstd dictionary, as {@code ZstdDictionary.toBytes()} wrote it. */
        private Resource dictionary;

        public Resource getKeysTable() {
            return keysTable;
        }

        public void setKeysTable(Resource keysTable) {
            this.keysTable = keysTable;
        }

        public Resource getDictionary() {
            return dictionary;
        }

        public void setDictionary(Resource dictionary) {
            this.dictionary = dictionary;
        }
    }

    public List<OtherTables> getOtherTables() {
        return otherTables;
    }

    public void setOtherTables(List<OtherTables> otherTables) {
        this.otherTables = otherTables;
    }

    public Resource getKeysTable() {
        return keysTable;
    }

    public void setKeysTable(Resource keysTable) {
        this.keysTable = keysTable;
    }

    public Resource getDictionary() {
        return dictionary;
    }

    public void setDictionary(Resource dictionary) {
        this.dictionary = dictionary;
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
}
