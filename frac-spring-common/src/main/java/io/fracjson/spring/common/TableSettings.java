package io.fracjson.spring.common;

import org.springframework.core.io.Resource;

/** A keys table and a zstd dictionary of {@code fracjson.*}: the current ones, or a rollout's other ones. */
public class TableSettings {
    /** The keys table, as {@code KeysTable.toBytes()} wrote it (for example {@code classpath:orders.keys}). */
    private Resource keysTable;

    /** The zstd dictionary, as {@code ZstdDictionary.toBytes()} wrote it; needs {@code fracjson.compression-level}. */
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
