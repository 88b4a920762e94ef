package io.fracjson.kafka.jackson3;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.kafka.FracCodec;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.MapperCodec;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.ObjectMapper;

import java.util.List;
import java.util.function.Function;

/**
 * The mapper of a serializer, deserializer or serde Kafka made from its class name: the one
 * {@link FracSerdeConfig#MAPPER_SUPPLIER} supplies, else a {@link FracJsonMapper} with
 * {@link FracSerdeConfig#MAPPER_MODULES}. Jackson 3's databind has java.time, the Jdk8 types and
 * parameter names itself: there is no module to find for them.
 */
final class Mappers {
    /** The codecs of a serializer or deserializer Kafka made, over the mapper its properties describe. */
    static final Function<FracSerdeConfig, FracCodec> CODECS =
            MapperCodec.configured(config -> new JacksonCodec(mapper(config)));

    private Mappers() {
    }

    static ObjectMapper mapper(FracSerdeConfig config) {
        List<JacksonModule> modules = config.mapperModules(JacksonModule.class, List.of());
        return config.suppliedMapper(ObjectMapper.class)
                .orElseGet(() -> FracJsonMapper.builder().addModules(modules).build());
    }
}
