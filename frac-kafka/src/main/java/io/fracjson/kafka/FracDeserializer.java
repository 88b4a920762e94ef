package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Deserializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.lang.reflect.Type;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * Reads record values (or keys) written by a {@link FracSerializer}, with the keys table and
 * dictionary the record's headers name ({@link FracHeaders}): its own (the setters', or
 * {@link FracSerdeConfig}'s), or its registry's. A record naming one it has in neither is refused
 * with an {@link UnknownTableException} naming both fingerprints, never read with another table;
 * the consumer reports it with the record's partition and offset, and can seek past it.
 *
 * <p>Every failure is a {@link SerializationException}: a header that is not a fingerprint, a
 * value that is not a frac_json document of the target type (truncated, corrupted, a zstd bomb:
 * the binding's read limits hold). Thread-safe once configured.
 */
public class FracDeserializer<T> implements Deserializer<T> {
    private static final Logger LOG = LoggerFactory.getLogger(FracDeserializer.class);
    /** Sets of tables a deserializer keeps a reader for; a topic rarely has more than two at once. */
    private static final int READERS = 16;
    /** WARN lines about refused tables a deserializer writes in a minute. */
    static final int WARNINGS_PER_MINUTE = 10;

    /** The binding, made from the properties: a given mapper's, or one the properties describe. */
    private final Function<FracSerdeConfig, FracCodec> codecs;
    private final Type type;
    private final OnceConfigured<Reading<T>> reading = new OnceConfigured<>("deserializer", this::prepare);
    private final GivenTables given = new GivenTables(reading);

    /** @param type the type values are read into; null for {@link FracSerdeConfig#VALUE_TYPE}, else {@code Object} */
    protected FracDeserializer(FracCodec codec, Type type) {
        Objects.requireNonNull(codec, "codec");
        this.codecs = config -> codec;
        this.type = type;
    }

    /** With the binding made when configured, from its properties (a deserializer Kafka makes from its class name). */
    protected FracDeserializer(Function<FracSerdeConfig, FracCodec> codecs, Type type) {
        this.codecs = Objects.requireNonNull(codecs, "codecs");
        this.type = type;
    }

    /** Records naming this keys table are read with it, without asking the registry. */
    public FracDeserializer<T> keysTable(KeysTable table) {
        given.keysTable(table);
        return this;
    }

    /** Records naming this dictionary are read with it, without asking the registry. */
    public FracDeserializer<T> dictionary(ZstdDictionary dictionary) {
        given.dictionary(dictionary);
        return this;
    }

    /** Tables and dictionaries a record names and this deserializer lacks are looked up here. The caller closes it. */
    public FracDeserializer<T> registry(TableRegistry registry) {
        given.registry(registry);
        return this;
    }

    /** Settings are fixed by the first call (or the first record); a later call changes nothing, as Kafka calls it once. */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        reading.configure(configs, isKey);
    }

    private Reading<T> prepare(FracSerdeConfig config, boolean isKey) {
        FracCodec codec = codecs.apply(config);
        Type configured = type != null ? type : config.type(isKey);
        Type target = configured != null ? configured : Object.class;
        if (isKey) {
            return new Reading<>(codec, target, true, TableSet.NONE, FracSerdeConfig.OwnedRegistry.NONE);
        }
        return given.prepare(config, (tables, owned) -> new Reading<>(codec, target, false, tables, owned));
    }

    /** Without headers, a value names no tables: it is read without them. */
    @Override
    public T deserialize(String topic, byte[] data) {
        return deserialize(topic, null, data);
    }

    @Override
    public T deserialize(String topic, Headers headers, byte[] data) {
        if (data == null) {
            return null;
        }
        Reading<T> r = reading.get();
        TableFingerprints named = r.isKey ? TableFingerprints.NONE : FracHeaders.read(headers);
        FracCodec.ValueReader<T> reader = r.readerFor(named, topic);
        try {
            return reader.read(data);
        } catch (IOException | RuntimeException e) {
            throw new SerializationException("topic " + topic + ": the " + (r.isKey ? "key" : "value")
                    + " is not a frac_json document of " + r.type.getTypeName() + " written with " + named + ": "
                    + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        Reading<T> r = reading.ifPrepared();
        if (r != null) {
            r.registry.closeIfOwned();
        }
    }

    /** What a configured deserializer reads with, and its readers for the sets of tables met so far. */
    private static final class Reading<T> {
        private final FracCodec codec;
        final Type type;
        final boolean isKey;
        private final TableSet own;
        final FracSerdeConfig.OwnedRegistry registry;
        /** Bounded in the bytes of their tables too: each reader keeps its tables alive. */
        private final BoundedCache<TableFingerprints, Known<T>> readers =
                new BoundedCache<>(READERS, CachingTableRegistry.DEFAULT_CACHE_BYTES, Known::tableBytes);
        /** The reader last used: records of one topic mostly name the same tables. */
        private volatile Known<T> last;
        /** Sets of tables refused so far, so that each is logged once (while it stays among the last few). */
        private final BoundedCache<TableFingerprints, Boolean> refused = new BoundedCache<>(READERS);

        /** WARN lines about refused tables in the current minute, and refusals not logged since the last line. */
        private long warningMinuteStart = System.nanoTime();
        private int warningsThisMinute;
        private long notLogged;

        private record Known<T>(TableFingerprints fingerprints, FracCodec.ValueReader<T> reader, long tableBytes) {
        }

        Reading(FracCodec codec, Type type, boolean isKey, TableSet own, FracSerdeConfig.OwnedRegistry registry) {
            this.codec = codec;
            this.type = type;
            this.isKey = isKey;
            this.own = own;
            this.registry = registry;
        }

        FracCodec.ValueReader<T> readerFor(TableFingerprints named, String topic) {
            Known<T> known = last;
            if (known != null && known.fingerprints.equals(named)) {
                return known.reader;
            }
            known = readers.get(named);
            if (known == null) {
                TableSet tables = resolve(named, topic);
                known = new Known<>(named, codec.reader(type, tables), tableBytes(tables));
                readers.put(named, known);
                if (!tables.isNone()) {
                    boolean found = tables.keysTable() != null && tables.keysTable() != own.keysTable()
                            || tables.dictionary() != null && tables.dictionary() != own.dictionary();
                    LOG.info("Topic {}: reading values written with {}, {}", topic, tables,
                            found ? "found in " + registry.registry() : "its own");
                }
            }
            last = known;
            return known.reader;
        }

        private static long tableBytes(TableSet tables) {
            return (tables.keysTable() == null ? 0 : tables.keysTable().storedBytes())
                    + (tables.dictionary() == null ? 0 : tables.dictionary().size());
        }

        /** The tables a record names, from this deserializer's own or its registry; refused if either is missing. */
        private TableSet resolve(TableFingerprints named, String topic) {
            TableRegistry r = registry.registry();
            KeysTable table = null;
            ZstdDictionary dict = null;
            try {
                table = find(named.keysTable(), own.keysTable(), KeysTable::fingerprint, r == null ? null : r::keysTable);
                dict = find(named.dictionary(), own.dictionary(), ZstdDictionary::fingerprint,
                        r == null ? null : r::dictionary);
            } catch (TableRegistryException e) {
                throw unknown(named, topic, "its registry failed: " + e.getMessage(), e);
            }
            boolean tableMissing = named.keysTable() != null && table == null;
            boolean dictionaryMissing = named.dictionary() != null && dict == null;
            if (tableMissing || dictionaryMissing) {
                String missing = (tableMissing ? "keys table " + named.keysTable() : "")
                        + (tableMissing && dictionaryMissing ? " nor " : "")
                        + (dictionaryMissing ? "dictionary " + named.dictionary() : "");
                throw unknown(named, topic, "it has no " + missing + " (its own: " + own + "; "
                        + (r == null ? "no registry" : r + " has not") + ")", null);
            }
            return new TableSet(table, dict);
        }

        private static <V> V find(String fingerprint, V own, Function<V, String> fingerprintOf,
                                  Function<String, Optional<V>> lookup) {
            if (fingerprint == null) {
                return null;
            }
            if (own != null && fingerprintOf.apply(own).equals(fingerprint)) {
                return own;
            }
            return lookup == null ? null : lookup.apply(fingerprint).orElse(null);
        }

        /**
         * Logs a refusal, at most WARNINGS_PER_MINUTE lines a minute: records naming ever new
         * fingerprints (each logged once otherwise) cannot flood the log; the next line counts those not logged.
         */
        private synchronized void warn(String topic, TableFingerprints named, String why) {
            long now = System.nanoTime();
            if (now - warningMinuteStart >= TimeUnit.MINUTES.toNanos(1)) {
                warningMinuteStart = now;
                warningsThisMinute = 0;
            }
            if (warningsThisMinute == WARNINGS_PER_MINUTE) {
                notLogged++;
                return;
            }
            warningsThisMinute++;
            LOG.warn("Topic {}: refusing values written with {}: {}{}", topic, named, why, notLogged == 0 ? ""
                    : " (and " + notLogged + " other refusals not logged: at most " + WARNINGS_PER_MINUTE
                    + " lines a minute)");
            notLogged = 0;
        }

        private UnknownTableException unknown(TableFingerprints named, String topic, String why, Exception cause) {
            String message = "topic " + topic + ": the value was written with " + named + ", and this deserializer"
                    + " cannot read it: " + why + ". It is not read with other tables (that would silently give"
                    + " other keys); seek past the record, or give the deserializer these tables";
            if (refused.get(named) == null) {
                refused.put(named, Boolean.TRUE);
                warn(topic, named, why);
            }
            return new UnknownTableException(message, named, cause);
        }
    }
}
