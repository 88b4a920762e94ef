package io.fracjson.kafka.jackson3;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.kafka.FracCodec;
import io.fracjson.kafka.FracSerdeConfig;
import org.apache.kafka.common.config.ConfigException;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.ObjectMapper;

import java.util.List;

/**
 * The mapper of a serializer, deserializer or serde Kafka made from its class name: the one
 * {@link FracSerdeConfig#MAPPER_SUPPLIER} supplies, else a {@link FracJsonMapper} with
 * {@link FracSerdeConfig#MAPPER_MODULES}. Jackson 3's databind has java.time, the Jdk8 types and
 * parameter names itself: there is no module to find for them.
 */
final class Mappers {
    private Mappers() {
    }

    static FracCodec codec(FracSerdeConfig config) {
        try {
            return new JacksonCodec(mapper(config));
        } catch (IllegalArgumentException e) {
            throw new ConfigException(FracSerdeConfig.MAPPER_SUPPLIER, config.mapperSupplierName(), e.getMessage());
        }
    }

    static ObjectMapper mapper(FracSerdeConfig config) {
        List<JacksonModule> modules = config.mapperModules(JacksonModule.class, List.of());
        return config.suppliedMapper(ObjectMapper.class)
                .orElseGet(() -> FracJsonMapper.builder().addModules(modules).build());
    }
}
