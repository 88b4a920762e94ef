package io.fracjson.connect;

import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.FracSerde;
import io.fracjson.kafka.jackson.FracJsonSerde;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.connect.data.Schema;
import org.apache.kafka.connect.data.SchemaAndValue;
import org.apache.kafka.connect.errors.DataException;
import org.apache.kafka.connect.storage.Converter;

import java.util.Map;

/**
 * A Kafka Connect {@link Converter} between frac_json record keys or values and schemaless
 * Connect data, as Connect's {@code JsonConverter} with {@code schemas.enable=false} converts JSON
 * ({@link ConnectValues} says how each value maps). Set it as a worker's or connector's
 * {@code value.converter} (or {@code key.converter}), with frac-kafka's properties under that
 * prefix ({@code value.converter.frac.registry.topic}, {@code value.converter.frac.keys.table}...).
 *
 * <p>Values travel as frac-kafka's serdes write and read them (the converter is one of them under
 * Connect's names): the record header {@value FracHeaders#NAME} names the keys table and
 * dictionary a value was written with, which are the converter's own or its registry's (a
 * directory or a compacted topic) by fingerprint. A record naming tables the converter has not,
 * or a value it cannot read, fails with a {@link DataException} naming the fingerprints the
 * record names and those the converter has, so that a connector's {@code errors.tolerance} and
 * dead-letter queue deal with it as with any record it cannot convert.
 */
public class FracJsonConverter implements Converter {
    private FracSerde<Object> serde;
    private String kind = "value";

    @Override
    public void configure(Map<String, ?> configs, boolean isKey) {
        // Integers read as Jackson reads them (Integer, Long, BigInteger for uint64 above Long.MAX_VALUE),
        // then made Connect's (ConnectValues.fromPlain): USE_LONG_FOR_INTS would refuse the uint64 ones.
        FracJsonMapper mapper = new FracJsonMapper();
        FracSerde<Object> configured = new FracJsonSerde<>(mapper, Object.class);
        try {
            configured.configure(configs, isKey);
        } catch (RuntimeException e) {
            configured.close();
            throw e;
        }
        serde = configured;
        kind = isKey ? "key" : "value";
    }

    /** Without headers to name tables, the document is written without them (as frac-kafka's serializer does). */
    @Override
    public byte[] fromConnectData(String topic, Schema schema, Object value) {
        return fromConnectData(topic, null, schema, value);
    }

    @Override
    public byte[] fromConnectData(String topic, Headers headers, Schema schema, Object value) {
        Object plain = ConnectValues.toPlain(schema, value);
        try {
            return serde().serializer().serialize(topic, headers, plain);
        } catch (SerializationException e) {
            throw new DataException("topic " + topic + ": cannot convert the " + kind + " to frac_json: "
                    + e.getMessage(), e);
        }
    }

    /** Without headers, a document names no tables: it is read without them. */
    @Override
    public SchemaAndValue toConnectData(String topic, byte[] value) {
        return toConnectData(topic, null, value);
    }

    @Override
    public SchemaAndValue toConnectData(String topic, Headers headers, byte[] value) {
        if (value == null) {
            return SchemaAndValue.NULL;
        }
        Object read;
        try {
            read = serde().deserializer().deserialize(topic, headers, value);
        } catch (SerializationException e) {
            throw new DataException("topic " + topic + ": cannot convert the " + kind + " from frac_json: "
                    + e.getMessage(), e);
        }
        return new SchemaAndValue(null, ConnectValues.fromPlain(read));
    }

    private FracSerde<Object> serde() {
        FracSerde<Object> s = serde;
        if (s == null) {
            throw new IllegalStateException("FracJsonConverter is used before configure()");
        }
        return s;
    }

    @Override
    public void close() {
        if (serde != null) {
            serde.close();
        }
    }
}
