package io.fracjson.jackson3;

import tools.jackson.core.FormatSchema;
import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.KeysTable;

/**
 * Per-call document settings for {@code mapper.writer(schema)} and {@code mapper.reader(schema)}:
 * a global keys table, a zstd dictionary and a compression level, each overriding the
 * factory's when set ({@link DocumentOverrides}). Immutable and thread-safe; build the
 * dictionary once and keep the schema, as zstd digests a dictionary before its first use.
 */
public final class FracSchema extends DocumentOverrides implements FormatSchema {
    private static final long serialVersionUID = 1L;
    public static final String SCHEMA_TYPE = FracJsonFactory.FORMAT_NAME;

    private FracSchema(Builder b) {
        super(b);
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

    public static final class Builder extends DocumentOverrides.Builder<FracSchema, Builder> {
        private Builder() {
        }

        @Override
        public FracSchema build() {
            return new FracSchema(this);
        }
    }
}
