package io.fracjson.kafka;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A {@link TableRegistry} over a store of bytes by kind and fingerprint: the rules every registry
 * keeps, written once. Each fingerprint asked for must have a fingerprint's form; what the store
 * returns must be at most {@link #MAX_ENTRY_BYTES} (checked before it is parsed), parse, and have
 * that fingerprint, or it is refused; and at most {@code cacheSize} tables and as many
 * dictionaries, the most recently used, of at most {@code cacheBytes} in all, stay in memory.
 * A fingerprint found missing is answered missing without asking the store again for
 * {@link #MISSING_EXPIRY} (a negative cache of the last {@value #MISSING_KEPT} found missing), so
 * that records naming a table nobody registered cost the store one lookup a second, not one each;
 * registering it here forgets that it was missing.
 */
public abstract class CachingTableRegistry implements TableRegistry {
    /** Tables and dictionaries kept in memory, each. */
    public static final int DEFAULT_CACHE_SIZE = 64;
    /**
     * The stored bytes of the tables, and of the dictionaries, kept in memory, each (32 MiB): room
     * for the largest entry twice over; real tables are a few KB, so the count binds first.
     */
    public static final long DEFAULT_CACHE_BYTES = 32 << 20;
    /** The largest entry read: far above any real table or dictionary (zstd's are 100 KB or so). */
    public static final int MAX_ENTRY_BYTES = KeysTable.MAX_STORED_BYTES;

    /** How long a fingerprint found missing is answered missing without asking the store. */
    public static final java.time.Duration MISSING_EXPIRY = java.time.Duration.ofSeconds(1);
    /** Fingerprints found missing remembered. */
    static final int MISSING_KEPT = 2048;

    private final BoundedCache<String, KeysTable> tables;
    private final BoundedCache<String, ZstdDictionary> dictionaries;
    /** By kind's fingerprint: when it was last found missing (System.nanoTime()). */
    private final BoundedCache<String, Long> missing = new BoundedCache<>(MISSING_KEPT);

    /** @throws IllegalArgumentException for a cache size below 1 */
    protected CachingTableRegistry(int cacheSize) {
        this(cacheSize, DEFAULT_CACHE_BYTES);
    }

    /** @throws IllegalArgumentException for a cache size or bytes below 1 */
    protected CachingTableRegistry(int cacheSize, long cacheBytes) {
        this.tables = new BoundedCache<>(cacheSize, cacheBytes, KeysTable::storedBytes);
        this.dictionaries = new BoundedCache<>(cacheSize, cacheBytes, ZstdDictionary::size);
    }

    /**
     * The bytes stored under this entry, or null if there are none. Called without locks held, by
     * any thread; waits no longer than the store's bound.
     *
     * @throws TableRegistryException when the store cannot be read within its bound
     */
    protected abstract byte[] load(TableKind kind, String fingerprint);

    /**
     * Stores the bytes under this entry (they have this fingerprint), so that every reader of the
     * store finds them once this returns.
     *
     * @throws TableRegistryException when they cannot be stored
     */
    protected abstract void store(TableKind kind, String fingerprint, byte[] bytes);

    @Override
    public final Optional<KeysTable> keysTable(String fingerprint) {
        return find(TableKind.KEYS_TABLE, fingerprint, tables, bytes -> {
            try {
                return KeysTable.fromBytes(bytes);
            } catch (FracFormatException e) {
                throw new IllegalArgumentException(e.getMessage(), e);
            }
        }, KeysTable::fingerprint);
    }

    @Override
    public final Optional<ZstdDictionary> dictionary(String fingerprint) {
        return find(TableKind.DICTIONARY, fingerprint, dictionaries, ZstdDictionary::of, ZstdDictionary::fingerprint);
    }

    @Override
    public final void register(KeysTable table) {
        register(TableKind.KEYS_TABLE, table.fingerprint(), table, table::toBytes, tables);
    }

    @Override
    public final void register(ZstdDictionary dictionary) {
        register(TableKind.DICTIONARY, dictionary.fingerprint(), dictionary, dictionary::toBytes, dictionaries);
    }

    /** Stores a table this registry has not cached yet, then caches it (no longer missing). */
    private <V> void register(TableKind kind, String fingerprint, V value, Supplier<byte[]> bytes,
                              BoundedCache<String, V> cache) {
        if (cache.get(fingerprint) == null) {
            store(kind, fingerprint, bytes.get());
            cache.put(fingerprint, value);
            missing.remove(kind.entryName(fingerprint));
        }
    }

    private <V> Optional<V> find(TableKind kind, String fingerprint, BoundedCache<String, V> cache,
                                 Function<byte[], V> parse, Function<V, String> fingerprintOf) {
        if (!TableFingerprints.isFingerprint(fingerprint)) {
            throw new IllegalArgumentException("a " + kind + " fingerprint is 16 lowercase hex digits, got "
                    + (fingerprint == null ? "null" : "\"" + TableFingerprints.abbreviate(fingerprint) + "\""));
        }
        V cached = cache.get(fingerprint);
        if (cached != null) {
            return Optional.of(cached);
        }
        String entry = kind.entryName(fingerprint);
        Long missingSince = missing.get(entry);
        if (missingSince != null && System.nanoTime() - missingSince < MISSING_EXPIRY.toNanos()) {
            return Optional.empty();
        }
        byte[] bytes = load(kind, fingerprint);
        if (bytes == null) {
            missing.put(entry, System.nanoTime());
            return Optional.empty();
        }
        missing.remove(entry);
        if (bytes.length > MAX_ENTRY_BYTES) {
            throw new TableRegistryException(this + ": entry " + kind.entryName(fingerprint) + " holds "
                    + bytes.length + " bytes, more than the " + MAX_ENTRY_BYTES + " of any " + kind
                    + ": refused unparsed");
        }
        V value;
        try {
            value = parse.apply(bytes);
        } catch (IllegalArgumentException e) {
            throw new TableRegistryException(this + ": entry " + kind.entryName(fingerprint) + " is not a "
                    + kind + ": " + e.getMessage(), e);
        }
        String actual = fingerprintOf.apply(value);
        if (!actual.equals(fingerprint)) {
            throw new TableRegistryException(this + ": entry " + kind.entryName(fingerprint) + " holds the " + kind
                    + " whose fingerprint is " + actual + ": a corrupt or tampered entry, refused");
        }
        cache.put(fingerprint, value);
        return Optional.of(value);
    }
}
