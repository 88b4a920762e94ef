package io.fracjson.kafka;

/** What a registry entry holds: its name in file names and topic keys, and in messages. */
public enum TableKind {
    KEYS_TABLE("keys-table", "keys table"),
    DICTIONARY("dictionary", "dictionary");

    private final String id;
    private final String description;

    TableKind(String id, String description) {
        this.id = id;
        this.description = description;
    }

    /** The entry's name in a store: {@code keys-table-<fingerprint>} or {@code dictionary-<fingerprint>}. */
    public String entryName(String fingerprint) {
        return id + "-" + fingerprint;
    }

    @Override
    public String toString() {
        return description;
    }
}
