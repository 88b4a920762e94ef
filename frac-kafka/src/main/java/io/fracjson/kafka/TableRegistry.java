package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.io.Closeable;
import java.util.Optional;

/**
 * Keys tables and zstd dictionaries by fingerprint, shared by the producers that write with them
 * and the consumers that read with them. A producer registers its tables before its first record
 * that names them; a consumer looks up the fingerprints a record's headers name. Entries are
 * named by their content's fingerprint, so they never change: a registry only ever adds.
 *
 * <p>Implementations are safe for concurrent use, check that what they load has the fingerprint
 * asked for, and bound what they hold in memory. frac-kafka has two: a directory of files
 * ({@link DirectoryTableRegistry}) and a compacted Kafka topic ({@link TopicTableRegistry}).
 */
public interface TableRegistry extends Closeable {
    /**
     * The keys table with this fingerprint, waiting no longer than the registry's bound.
     *
     * @return empty if the registry does not have it
     * @throws IllegalArgumentException for a fingerprint that is not 16 lowercase hex digits
     * @throws TableRegistryException when the registry cannot be read within its bound, or holds
     *         bytes under this fingerprint that are not the table's
     */
    Optional<KeysTable> keysTable(String fingerprint);

    /** The dictionary with this fingerprint, as {@link #keysTable(String)} finds a table. */
    Optional<ZstdDictionary> dictionary(String fingerprint);

    /**
     * Stores the table, if the registry does not have it, so that every reader of the registry
     * finds it once this returns.
     *
     * @throws TableRegistryException when it cannot be stored
     */
    void register(KeysTable table);

    /** Stores the dictionary, as {@link #register(KeysTable)} stores a table. */
    void register(ZstdDictionary dictionary);

    /** Releases what the registry holds (files, clients); it is not used after. */
    @Override
    void close();
}
