package io.fracjson.kafka.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.FracSerializer;
import io.fracjson.kafka.MapperSerializer;

/**
 * A Kafka {@code Serializer} of any type Jackson 2.x binds, as frac_json ({@link FracSerializer}
 * says how tables are chosen and named). {@code value.serializer=io.fracjson.kafka.jackson.FracJsonSerializer}
 * with {@link FracSerdeConfig} properties, or an instance over an application's
 * mapper; the Jackson 3.x twin is {@code io.fracjson.kafka.jackson3.FracJsonSerializer}.
 */
public class FracJsonSerializer<T> extends MapperSerializer<T, FracJsonSerializer<T>> {
    /**
     * For Kafka to make from a class name: over the mapper {@link FracSerdeConfig#MAPPER_SUPPLIER}
     * supplies, else a {@link FracJsonMapper} with the modules found on the classpath and
     * {@link FracSerdeConfig#MAPPER_MODULES}, made when configured.
     */
    public FracJsonSerializer() {
        super(Mappers.CODECS);
    }

    /**
     * @param mapper an ObjectMapper over a FracJsonFactory without keys table or dictionary
     * @throws IllegalArgumentException for another mapper
     */
    public FracJsonSerializer(ObjectMapper mapper) {
        super(new JacksonCodec(mapper));
    }
}
