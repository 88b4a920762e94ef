package io.fracjson.kafka.jackson;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.FracDeserializer;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.MapperDeserializer;

/**
 * A Kafka {@code Deserializer} into any type Jackson 2.x binds, from frac_json ({@link FracDeserializer}
 * says which tables it reads with). {@code value.deserializer=io.fracjson.kafka.jackson.FracJsonDeserializer}
 * with {@link FracSerdeConfig} properties ({@code frac.value.type} names the
 * type), or an instance over an application's mapper; the Jackson 3.x twin is
 * {@code io.fracjson.kafka.jackson3.FracJsonDeserializer}.
 */
public class FracJsonDeserializer<T> extends MapperDeserializer<T, FracJsonDeserializer<T>> {
    /**
     * For Kafka to make from a class name, into the configured type: over the mapper
     * {@link FracSerdeConfig#MAPPER_SUPPLIER} supplies, else a {@link FracJsonMapper} with the
     * modules found on the classpath and {@link FracSerdeConfig#MAPPER_MODULES}, made when configured.
     */
    public FracJsonDeserializer() {
        super(Mappers.CODECS, null);
    }

    /**
     * Into the configured type ({@code frac.value.type} or {@code frac.key.type}), else {@code Object}.
     *
     * @param mapper an ObjectMapper over a FracJsonFactory without keys table or dictionary
     * @throws IllegalArgumentException for another mapper
     */
    public FracJsonDeserializer(ObjectMapper mapper) {
        super(new JacksonCodec(mapper), null);
    }

    public FracJsonDeserializer(ObjectMapper mapper, Class<T> type) {
        super(new JacksonCodec(mapper), type);
    }

    public FracJsonDeserializer(ObjectMapper mapper, TypeReference<T> type) {
        super(new JacksonCodec(mapper), type.getType());
    }
}
