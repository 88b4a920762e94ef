package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

/**
 * The keys table and zstd dictionary a record value is written with, either or both absent.
 * An empty keys table is no table: documents written with it are those written without one.
 *
 * @param keysTable null for none
 * @param dictionary null for none
 */
public record TableSet(KeysTable keysTable, ZstdDictionary dictionary) {
    /** Neither a keys table nor a dictionary: documents any reader reads. */
    public static final TableSet NONE = new TableSet(null, null);

    public TableSet {
        if (keysTable != null && keysTable.size() == 0) {
            keysTable = null;
        }
    }

    /** What record headers say of these tables. */
    public TableFingerprints fingerprints() {
        return new TableFingerprints(keysTable == null ? null : keysTable.fingerprint(),
                dictionary == null ? null : dictionary.fingerprint());
    }

    public boolean isNone() {
        return keysTable == null && dictionary == null;
    }

    /** "keys table 862b86b2ff398844 (5 keys) and dictionary (none)", for messages and logs. */
    @Override
    public String toString() {
        return "keys table " + (keysTable == null ? "(none)" : keysTable.fingerprint() + " (" + keysTable.size()
                + " keys)") + " and dictionary " + (dictionary == null ? "(none)"
                : dictionary.fingerprint() + " (" + dictionary.size() + " bytes)");
    }
}
