package io.fracjson.jackson3;

import tools.jackson.core.FormatSchema;
import io.fracjson.core.DocumentSettings;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Per-call document settings for {@code mapper.writer(schema)} and {@code mapper.reader(schema)}:
 * a global keys table, a zstd dictionary and a compression level. Each one that is set
 * overrides the factory's; each one left unset falls back to it. Immutable and thread-safe.
 *
 * <p>Build the dictionary once ({@link ZstdDictionary#of(byte[])}) and keep the schema:
 * zstd digests a dictionary before its first use, which is expensive.
 */
public final class FracSchema implements FormatSchema {
    public static final String SCHEMA_TYPE = FracJsonFactory.FORMAT_NAME;

    private final KeysTable keysTable;
    private final ZstdDictionary dictionary;
    private final Integer compressionLevel;

    private FracSchema(Builder b) {
        this.keysTable = b.keysTable;
        this.dictionary = b.dictionary;
        this.compressionLevel = b.compressionLevel;
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A schema that sets only the global keys table. */
    public static FracSchema of(KeysTable keysTable) {
        return builder().keysTable(keysTable).build();
    }

    @Override
    public String getSchemaType() {
        return SCHEMA_TYPE;
    }

    public Optional<KeysTable> keysTable() {
        return Optional.ofNullable(keysTable);
    }

    public Optional<ZstdDictionary> zstdDictionary() {
        return Optional.ofNullable(dictionary);
    }

    /** The zstd level for writing (0 = none), if this schema sets one. */
    public OptionalInt compressionLevel() {
        return compressionLevel == null ? OptionalInt.empty() : OptionalInt.of(compressionLevel);
    }

    /** The settings a parser with this schema reads with: these, over the factory's. */
    DocumentSettings readSettings(DocumentSettings factorySettings) {
        return factorySettings.overriddenBy(keysTable, dictionary, compressionLevel);
    }

    /** The settings a generator with this schema writes with; refuses a dictionary it could not write with. */
    DocumentSettings writeSettings(DocumentSettings factorySettings) {
        return factorySettings.overriddenForWritingBy(keysTable, dictionary, compressionLevel);
    }

    @Override
    public String toString() {
        return "FracSchema[keysTable=" + keysTable + ", dictionary=" + dictionary + ", compressionLevel="
                + compressionLevel + "]";
    }

    public static final class Builder {
        private KeysTable keysTable;
        private ZstdDictionary dictionary;
        private Integer compressionLevel;

        private Builder() {
        }

        public Builder keysTable(KeysTable keysTable) {
            this.keysTable = keysTable;
            return this;
        }

        public Builder zstdDictionary(ZstdDictionary dictionary) {
            this.dictionary = dictionary;
            return this;
        }

        /** A dictionary of a copy of these bytes; zstd digests it on first use, so keep and reuse the schema. */
        public Builder zstdDictionary(byte[] dictionary) {
            this.dictionary = dictionary == null ? null : ZstdDictionary.of(dictionary);
            return this;
        }

        /** zstd level for writing; 0 means no compression. Checked when a document is written. */
        public Builder compressionLevel(int level) {
            this.compressionLevel = level;
            return this;
        }

        public FracSchema build() {
            return new FracSchema(this);
        }
    }
}
