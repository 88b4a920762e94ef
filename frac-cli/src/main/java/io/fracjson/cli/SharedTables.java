package io.fracjson.cli;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import picocli.CommandLine.Option;

/** The keys table and zstd dictionary a writer and its readers share: {@code --keys-table}, {@code --dict}. */
final class SharedTables {
    @Option(names = "--keys-table", paramLabel = "FILE",
            description = "The global keys table the documents are written with (from frac keys build).")
    private String keysTableFile;

    @Option(names = "--dict", paramLabel = "FILE",
            description = "The zstd dictionary the documents are compressed with (from frac dict train).")
    private String dictionaryFile;

    /** The table given, or {@link KeysTable#EMPTY}. */
    KeysTable keysTable() {
        return keysTableFile == null ? KeysTable.EMPTY : readKeysTable(keysTableFile);
    }

    boolean hasKeysTable() {
        return keysTableFile != null;
    }

    boolean hasDictionary() {
        return dictionaryFile != null;
    }

    /** The dictionary given, or null. */
    ZstdDictionary dictionary() {
        return dictionaryFile == null ? null : ZstdDictionary.of(readNonEmpty(dictionaryFile));
    }

    static KeysTable readKeysTable(String file) {
        try {
            return KeysTable.fromBytes(Input.of(file).readAllBytes());
        } catch (FracFormatException e) {
            throw new Failure(file + ": not a keys table: " + e.problem() + " (byte " + e.offset() + ")", e);
        }
    }

    private static byte[] readNonEmpty(String file) {
        byte[] bytes = Input.of(file).readAllBytes();
        if (bytes.length == 0) {
            throw new Failure(file + ": empty, not a zstd dictionary");
        }
        return bytes;
    }
}
