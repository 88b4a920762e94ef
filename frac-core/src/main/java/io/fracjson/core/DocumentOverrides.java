package io.fracjson.core;

import java.io.Serializable;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Per-call document settings, the base of each adapter's schema ({@code FracSchema}): a global
 * keys table, a zstd dictionary and a compression level. Each one that is set overrides a
 * factory's {@link DocumentSettings}; each one left unset falls back to it. Immutable and
 * thread-safe.
 *
 * <p>Build the dictionary once ({@link ZstdDictionary#of(byte[])}) and keep the schema: zstd
 * digests a dictionary before its first use, which is expensive.
 *
 * <p>Serializable, as Jackson's {@code ObjectWriter} and {@code ObjectReader} that carry a schema are.
 */
public abstract class DocumentOverrides implements Serializable {
    private static final long serialVersionUID = 1L;

    private final KeysTable keysTable;
    private final ZstdDictionary dictionary;
    private final Integer compressionLevel;

    protected DocumentOverrides(Builder<?, ?> b) {
        this.keysTable = b.keysTable;
        this.dictionary = b.dictionary;
        this.compressionLevel = b.compressionLevel;
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

    /**
     * The settings a reader with these overrides reads with: these, over the factory's. The level
     * is for writing only: a reader neither uses nor checks it.
     */
    public DocumentSettings readSettings(DocumentSettings factorySettings) {
        return factorySettings.overriddenBy(keysTable, dictionary, null);
    }

    /** The settings a writer with these overrides writes with; refuses a dictionary it could not write with. */
    public DocumentSettings writeSettings(DocumentSettings factorySettings) {
        return factorySettings.overriddenForWritingBy(keysTable, dictionary, compressionLevel);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[keysTable=" + keysTable + ", dictionary=" + dictionary
                + ", compressionLevel=" + compressionLevel + "]";
    }

    /** Builds an adapter's schema: {@code S} is its type, {@code B} its builder's. */
    public abstract static class Builder<S extends DocumentOverrides, B extends Builder<S, B>> {
        private KeysTable keysTable;
        private ZstdDictionary dictionary;
        private Integer compressionLevel;

        protected Builder() {
        }

        public B keysTable(KeysTable keysTable) {
            this.keysTable = keysTable;
            return self();
        }

        public B zstdDictionary(ZstdDictionary dictionary) {
            this.dictionary = dictionary;
            return self();
        }

        /** A dictionary of a copy of these bytes; zstd digests it on first use, so keep and reuse the schema. */
        public B zstdDictionary(byte[] dictionary) {
            this.dictionary = dictionary == null ? null : ZstdDictionary.of(dictionary);
            return self();
        }

        /** zstd level for writing; 0 means no compression. Checked when a document is written. */
        public B compressionLevel(int level) {
            this.compressionLevel = level;
            return self();
        }

        public abstract S build();

        @SuppressWarnings("unchecked") // B is the concrete builder's own type
        private B self() {
            return (B) this;
        }
    }
}
