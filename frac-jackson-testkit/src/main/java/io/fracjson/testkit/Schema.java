package io.fracjson.testkit;

import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.KeysTable;

/** A FracSchema's settings, which each line turns into its own FracSchema. Any may be null: not set. */
public record Schema(KeysTable keysTable, byte[] zstdDictionary, Integer compressionLevel) {

    public static Schema of(KeysTable keysTable) {
        return new Schema(keysTable, null, null);
    }

    /** The schema a line's FracSchema {@code builder} builds with these settings (those not null). */
    public <S extends DocumentOverrides, B extends DocumentOverrides.Builder<S, B>> S build(B builder) {
        if (keysTable != null) {
            builder.keysTable(keysTable);
        }
        if (zstdDictionary != null) {
            builder.zstdDictionary(zstdDictionary);
        }
        if (compressionLevel != null) {
            builder.compressionLevel(compressionLevel);
        }
        return builder.build();
    }
}
