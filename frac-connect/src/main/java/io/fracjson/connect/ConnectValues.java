package io.fracjson.connect;

import org.apache.kafka.connect.data.Date;
import org.apache.kafka.connect.data.Decimal;
import org.apache.kafka.connect.data.Field;
import org.apache.kafka.connect.data.Schema;
import org.apache.kafka.connect.data.Struct;
import org.apache.kafka.connect.data.Time;
import org.apache.kafka.connect.data.Timestamp;
import org.apache.kafka.connect.errors.DataException;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Connect data to the plain values Jackson writes as frac_json, and back, as Connect's
 * {@code JsonConverter} maps them with {@code schemas.enable=false}: a {@link Struct} is written
 * as an object of its fields by name, logical types as their numbers (a {@code Decimal} as the
 * {@code BigDecimal} it is, which the mapper writes as its exact decimal text), a map with other than string keys as a list of {@code [key, value]} pairs;
 * what comes back is schemaless: maps, lists, strings, {@code Long}s, {@code Double}s, booleans.
 */
final class ConnectValues {
    private ConnectValues() {
    }

    /**
     * The value a source's record holds, as plain Java values (maps, lists, strings, numbers,
     * booleans, {@code byte[]}) that Jackson writes as frac_json.
     *
     * @param schema the value's schema, or null for schemaless data
     * @throws DataException for a value of no Connect type
     */
    static Object toPlain(Schema schema, Object value) {
        if (value == null) {
            return schema == null ? null : schema.defaultValue() == null ? null : toPlain(schema, schema.defaultValue());
        }
        if (schema != null && schema.name() != null) {
            switch (schema.name()) {
                case Decimal.LOGICAL_NAME -> {
                    return (BigDecimal) value;
                }
                case Date.LOGICAL_NAME -> {
                    return Date.fromLogical(schema, (java.util.Date) value);
                }
                case Time.LOGICAL_NAME -> {
                    return Time.fromLogical(schema, (java.util.Date) value);
                }
                case Timestamp.LOGICAL_NAME -> {
                    return Timestamp.fromLogical(schema, (java.util.Date) value);
                }
                default -> {
                }
            }
        }
        if (value instanceof String || value instanceof Boolean || value instanceof Long || value instanceof Integer
                || value instanceof Short || value instanceof Byte || value instanceof Double || value instanceof Float
                || value instanceof BigDecimal || value instanceof byte[]) {
            return value;
        }
        if (value instanceof ByteBuffer buffer) {
            ByteBuffer copy = buffer.duplicate();
            byte[] bytes = new byte[copy.remaining()];
            copy.get(bytes);
            return bytes;
        }
        if (value instanceof Struct struct) {
            Map<String, Object> fields = new LinkedHashMap<>();
            for (Field field : struct.schema().fields()) {
                fields.put(field.name(), toPlain(field.schema(), struct.get(field)));
            }
            return fields;
        }
        if (value instanceof Collection<?> list) {
            Schema elements = schema == null ? null : schema.valueSchema();
            List<Object> plain = new ArrayList<>(list.size());
            for (Object element : list) {
                plain.add(toPlain(elements, element));
            }
            return plain;
        }
        if (value instanceof Map<?, ?> map) {
            return mapToPlain(schema, map);
        }
        throw new DataException("a " + value.getClass().getName() + " is no Kafka Connect value"
                + (schema == null ? "" : " of schema type " + schema.type()) + ": frac_json cannot write it");
    }

    /** An object when every key is a string, as JSON's objects; else a list of [key, value] pairs, as JsonConverter writes them. */
    private static Object mapToPlain(Schema schema, Map<?, ?> map) {
        Schema keys = schema == null ? null : schema.keySchema();
        Schema values = schema == null ? null : schema.valueSchema();
        boolean stringKeys = keys != null ? keys.type() == Schema.Type.STRING && keys.name() == null
                : map.keySet().stream().allMatch(key -> key instanceof String);
        if (stringKeys) {
            Map<String, Object> plain = new LinkedHashMap<>();
            map.forEach((key, value) -> plain.put((String) key, toPlain(values, value)));
            return plain;
        }
        List<Object> pairs = new ArrayList<>(map.size());
        map.forEach((key, value) -> pairs.add(List.of(toPlain(keys, key), toPlain(values, value))));
        return pairs;
    }

    /**
     * What Jackson read from a frac_json document (maps, lists, strings, numbers, booleans), as
     * schemaless Connect data: integers as {@code Long} (an unsigned 64-bit one above
     * {@code Long.MAX_VALUE} as a {@code BigDecimal}), floats as {@code Double}. Changed in place.
     */
    static Object fromPlain(Object value) {
        if (value instanceof Map<?, ?> map) {
            @SuppressWarnings("unchecked")
            Map<String, Object> object = (Map<String, Object>) map;
            object.replaceAll((key, field) -> fromPlain(field));
            return object;
        }
        if (value instanceof List<?> list) {
            @SuppressWarnings("unchecked")
            List<Object> array = (List<Object>) list;
            array.replaceAll(ConnectValues::fromPlain);
            return array;
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof Float f) {
            return f.doubleValue();
        }
        if (value instanceof BigInteger big) {
            return big.bitLength() < Long.SIZE ? (Object) big.longValue() : new BigDecimal(big);
        }
        return value;
    }
}
