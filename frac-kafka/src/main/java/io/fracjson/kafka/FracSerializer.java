package io.fracjson.kafka;

import io.fracjson.core.Compression;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.apache.kafka.common.config.ConfigException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Serializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;

/**
 * Writes record values (or keys) as frac_json through a {@link FracCodec}, and names the keys
 * table and dictionary it wrote a value with in the record's headers ({@link FracHeaders}).
 * Before its first record that names them, it registers them in its registry, if it has one,
 * so that any consumer of that registry can read the record.
 *
 * <p>Settings come from the setters, then from {@link #configure} ({@link FracSerdeConfig});
 * a serializer that is never configured (one handed to a {@code KafkaProducer} constructor)
 * writes values with what the setters gave. Record keys are written without tables or
 * compression: a key's bytes choose its partition and identify it for compaction, and must not
 * change when the tables do.
 *
 * <p>Without headers to name them ({@link #serialize(String, Object)}), a value is written
 * without tables, so that it can be read without them. Thread-safe once configured, as a
 * {@code KafkaProducer} needs.
 */
public class FracSerializer<T> implements Serializer<T> {
    private static final Logger LOG = LoggerFactory.getLogger(FracSerializer.class);

    /** The binding, made from the properties: a given mapper's, or one the properties describe. */
    private final Function<FracSerdeConfig, FracCodec> codecs;
    private final OnceConfigured<Writing<T>> writing = new OnceConfigured<>("serializer", this::prepare);
    private final GivenTables given = new GivenTables(writing);
    private Integer compressionLevel;

    protected FracSerializer(FracCodec codec) {
        Objects.requireNonNull(codec, "codec");
        this.codecs = config -> codec;
    }

    /** With the binding made when configured, from its properties (a serializer Kafka makes from its class name). */
    protected FracSerializer(Function<FracSerdeConfig, FracCodec> codecs) {
        this.codecs = Objects.requireNonNull(codecs, "codecs");
    }

    /** Values are written with this keys table (over {@link FracSerdeConfig#KEYS_TABLE}). */
    public FracSerializer<T> keysTable(KeysTable table) {
        given.keysTable(table);
        return this;
    }

    /** Values are compressed with this dictionary (over {@link FracSerdeConfig#DICTIONARY}). */
    public FracSerializer<T> dictionary(ZstdDictionary dictionary) {
        given.dictionary(dictionary);
        return this;
    }

    /** Values are compressed at this zstd level, 0 for none (over {@link FracSerdeConfig#COMPRESSION_LEVEL}). */
    public FracSerializer<T> compressionLevel(int level) {
        writing.requireUnconfigured();
        this.compressionLevel = level;
        return this;
    }

    /**
     * Tables are registered here before the first record that names them (over the registry
     * properties). The caller keeps it and closes it.
     */
    public FracSerializer<T> registry(TableRegistry registry) {
        given.registry(registry);
        return this;
    }

    /** Settings are fixed by the first call (or the first record); a later call changes nothing, as Kafka calls it once. */
    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        writing.configure(configs, isKey);
    }

    private Writing<T> prepare(FracSerdeConfig config, boolean isKey) {
        FracCodec codec = codecs.apply(config);
        if (isKey) {
            if (given.hasTables() || compressionLevel != null && compressionLevel != 0) {
                throw new ConfigException("a record key is written without keys table, dictionary or compression:"
                        + " its bytes choose its partition and identify it for compaction, and must not change"
                        + " when they do");
            }
            return new Writing<>(true, TableSet.NONE, 0, codec.writer(TableSet.NONE, 0), null,
                    FracSerdeConfig.OwnedRegistry.NONE);
        }
        return given.prepare(config, (tables, owned) -> {
            ZstdDictionary dict = tables.dictionary();
            int level = compressionLevel != null ? compressionLevel : config.compressionLevel().orElse(
                    dict != null ? FracSerdeConfig.DEFAULT_DICTIONARY_COMPRESSION_LEVEL : codec.defaultCompressionLevel());
            try {
                Compression.zstd(level, dict); // refuses what zstd cannot write with
            } catch (IllegalArgumentException e) {
                throw new ConfigException(FracSerdeConfig.COMPRESSION_LEVEL, level, e.getMessage());
            }
            FracCodec.ValueWriter<T> writer = codec.writer(tables, level);
            FracCodec.ValueWriter<T> plain = tables.isNone() ? writer : codec.writer(TableSet.NONE, level);
            return new Writing<>(false, tables, level, writer, plain, owned);
        });
    }

    @Override
    public byte[] serialize(String topic, Headers headers, T data) {
        if (headers == null) {
            return serialize(topic, data);
        }
        Writing<T> w = writing.get();
        if (!w.isKey) {
            FracHeaders.write(headers, data == null ? TableFingerprints.NONE : w.fingerprints);
        }
        if (data == null) {
            return null;
        }
        w.registerOnce(topic);
        return write(w.writer, topic, data);
    }

    /** Without headers to name tables: the value is written without them. */
    @Override
    public byte[] serialize(String topic, T data) {
        if (data == null) {
            return null;
        }
        Writing<T> w = writing.get();
        w.warnHeaderlessOnce(topic);
        return write(w.plain, topic, data);
    }

    private static <T> byte[] write(FracCodec.ValueWriter<T> writer, String topic, T data) {
        try {
            return writer.write(data);
        } catch (IOException | RuntimeException e) {
            throw new SerializationException("topic " + topic + ": cannot write " + data.getClass().getName()
                    + " as frac_json: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        Writing<T> w = writing.ifPrepared();
        if (w != null) {
            w.registry.closeIfOwned();
        }
    }

    /** What a configured serializer writes with: decided once, then only read. */
    private static final class Writing<T> {
        final boolean isKey;
        final TableSet tables;
        final TableFingerprints fingerprints;
        final int level;
        final FracCodec.ValueWriter<T> writer;
        /** Without tables, for records without headers. */
        final FracCodec.ValueWriter<T> plain;
        final FracSerdeConfig.OwnedRegistry registry;
        private volatile boolean registered;
        private volatile boolean warnedHeaderless;

        Writing(boolean isKey, TableSet tables, int level, FracCodec.ValueWriter<T> writer,
                FracCodec.ValueWriter<T> plain, FracSerdeConfig.OwnedRegistry registry) {
            this.isKey = isKey;
            this.tables = tables;
            this.fingerprints = tables.fingerprints();
            this.level = level;
            this.writer = writer;
            this.plain = plain == null ? writer : plain;
            this.registry = registry;
        }

        /** Before the first record that names the tables: they are in the registry. */
        void registerOnce(String topic) {
            if (registered) {
                return;
            }
            synchronized (this) {
                if (registered) {
                    return;
                }
                TableRegistry r = registry.registry();
                if (r != null && !tables.isNone()) {
                    try {
                        if (tables.keysTable() != null) {
                            r.register(tables.keysTable());
                        }
                        if (tables.dictionary() != null) {
                            r.register(tables.dictionary());
                        }
                    } catch (TableRegistryException e) {
                        throw new SerializationException("topic " + topic + ": cannot register " + fingerprints
                                + " before the first record written with them: " + e.getMessage(), e);
                    }
                }
                if (!tables.isNone()) {
                    LOG.info("Topic {}: writing values with {}, zstd level {}{}", topic, tables, level,
                            r == null ? " (no registry: consumers need them configured)" : ", registered in " + r);
                }
                registered = true;
            }
        }

        void warnHeaderlessOnce(String topic) {
            if (!tables.isNone() && !warnedHeaderless) {
                warnedHeaderless = true;
                LOG.warn("Topic {}: a value given without record headers is written without {}, which only"
                        + " headers can name", topic, fingerprints);
            }
        }
    }
}
