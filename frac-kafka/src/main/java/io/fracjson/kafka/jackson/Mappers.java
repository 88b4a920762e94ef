package io.fracjson.kafka.jackson;

import com.fasterxml.jackson.databind.Module;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.FracCodec;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.MapperCodec;

import java.util.List;
import java.util.function.Function;

/**
 * The mapper of a serializer, deserializer or serde Kafka made from its class name: the one
 * {@link FracSerdeConfig#MAPPER_SUPPLIER} supplies, else a {@link FracJsonMapper} with the
 * well-known modules on the classpath and {@link FracSerdeConfig#MAPPER_MODULES}.
 */
final class Mappers {
    /**
     * Jackson 2's modules for the JDK's types, registered when on the classpath as Spring for
     * Apache Kafka's {@code JsonSerializer} registers them: an event with an {@code Instant} or an
     * {@code Optional} then writes as it does in the application's other mappers.
     */
    static final List<String> WELL_KNOWN = List.of(
            "com.fasterxml.jackson.datatype.jdk8.Jdk8Module",
            "com.fasterxml.jackson.datatype.jsr310.JavaTimeModule",
            "com.fasterxml.jackson.module.paramnames.ParameterNamesModule");

    /** The codecs of a serializer or deserializer Kafka made, over the mapper its properties describe. */
    static final Function<FracSerdeConfig, FracCodec> CODECS =
            MapperCodec.configured(config -> new JacksonCodec(mapper(config)));

    private Mappers() {
    }

    static ObjectMapper mapper(FracSerdeConfig config) {
        List<Module> modules = config.mapperModules(Module.class, WELL_KNOWN);
        return config.suppliedMapper(ObjectMapper.class)
                .orElseGet(() -> (ObjectMapper) new FracJsonMapper().registerModules(modules));
    }
}
