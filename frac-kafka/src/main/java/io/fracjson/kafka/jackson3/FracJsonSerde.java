package io.fracjson.kafka.jackson3;

import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.ObjectMapper;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.kafka.FracSerde;

/**
 * A Kafka {@code Serde} of any type Jackson 3.x binds, as frac_json: a {@link FracJsonSerializer} and a
 * {@link FracJsonDeserializer} with the same settings, for Kafka Streams
 * ({@code default.value.serde=io.fracjson.kafka.jackson3.FracJsonSerde}, or an instance per topic).
 */
public class FracJsonSerde<T> extends FracSerde<T> {
    /**
     * For Kafka to make from a class name, into the configured type: as {@link FracJsonSerializer#FracJsonSerializer()}
     * and {@link FracJsonDeserializer#FracJsonDeserializer()}, each with the mapper the properties describe.
     */
    public FracJsonSerde() {
        super(new FracJsonSerializer<>(), new FracJsonDeserializer<>());
    }

    public FracJsonSerde(ObjectMapper mapper) {
        super(new FracJsonSerializer<>(mapper), new FracJsonDeserializer<>(mapper));
    }

    public FracJsonSerde(ObjectMapper mapper, Class<T> type) {
        super(new FracJsonSerializer<>(mapper), new FracJsonDeserializer<>(mapper, type));
    }

    public FracJsonSerde(ObjectMapper mapper, TypeReference<T> type) {
        super(new FracJsonSerializer<>(mapper), new FracJsonDeserializer<>(mapper, type));
    }
}
