package io.fracjson.testkit;

import io.fracjson.core.KeysTable;

/** A FracSchema's settings, which each line turns into its own FracSchema. Any may be null: not set. */
public record Schema(KeysTable keysTable, byte[] zstdDictionary, Integer compressionLevel) {

    public static Schema of(KeysTable keysTable) {
        return new Schema(keysTable, null, null);
    }
}
