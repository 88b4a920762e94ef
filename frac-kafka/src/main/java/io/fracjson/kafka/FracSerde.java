package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serde;
import org.apache.kafka.common.serialization.Serializer;

import java.util.Map;

/**
 * A {@link FracSerializer} and a {@link FracDeserializer} with the same settings, for Kafka
 * Streams. A registry the properties name is made once and shared by both, and closed with the
 * serde.
 */
public class FracSerde<T> implements Serde<T> {
    private final FracSerializer<T> serializer;
    private final FracDeserializer<T> deserializer;
    private boolean registryGiven;
    private boolean configured;
    private TableRegistry ownRegistry;

    protected FracSerde(FracSerializer<T> serializer, FracDeserializer<T> deserializer) {
        this.serializer = serializer;
        this.deserializer = deserializer;
    }

    /** Values are written with this keys table, and records naming it read with it. */
    public FracSerde<T> keysTable(KeysTable table) {
        serializer.keysTable(table);
        deserializer.keysTable(table);
        return this;
    }

    /** Values are compressed with this dictionary, and records naming it read with it. */
    public FracSerde<T> dictionary(ZstdDictionary dictionary) {
        serializer.dictionary(dictionary);
        deserializer.dictionary(dictionary);
        return this;
    }

    /** See {@link FracSerializer#compressionLevel(int)}. */
    public FracSerde<T> compressionLevel(int level) {
        serializer.compressionLevel(level);
        return this;
    }

    /** See {@link FracSerializer#registry} and {@link FracDeserializer#registry}; the caller closes it. */
    public FracSerde<T> registry(TableRegistry registry) {
        serializer.registry(registry);
        deserializer.registry(registry);
        registryGiven = true;
        return this;
    }

    /** As its serializer's and deserializer's: the first call counts. */
    @Override
    public synchronized void configure(Map<String, ?> configs, boolean isKey) {
        if (configured) {
            return;
        }
        configured = true;
        if (!isKey && !registryGiven) {
            FracSerdeConfig.OwnedRegistry named = FracSerdeConfig.of(configs).registry();
            if (named.registry() != null) {
                serializer.registry(named.registry());
                deserializer.registry(named.registry());
                ownRegistry = named.owned() ? named.registry() : null;
            }
        }
        serializer.configure(configs, isKey);
        deserializer.configure(configs, isKey);
    }

    @Override
    public Serializer<T> serializer() {
        return serializer;
    }

    @Override
    public Deserializer<T> deserializer() {
        return deserializer;
    }

    @Override
    public void close() {
        serializer.close();
        deserializer.close();
        if (ownRegistry != null) {
            ownRegistry.close();
        }
    }
}
