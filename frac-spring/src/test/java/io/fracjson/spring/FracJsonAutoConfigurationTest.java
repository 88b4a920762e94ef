package io.fracjson.spring;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.kit.AutoConfigurationBehaviour;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.ToStringSerializer;

import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link AutoConfigurationBehaviour} on Boot 4, where the auto-configured mapper is a
 * {@link FracJsonMapper} bean: and what an application's own mappers, builder and Jackson modules
 * change.
 */
class FracJsonAutoConfigurationTest extends AutoConfigurationBehaviour {
    FracJsonAutoConfigurationTest() {
        super(new Spring7Line());
    }

    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class App {
    }

    @Override
    protected Class<?> application() {
        return App.class;
    }

    @Override
    protected FracMapper autoConfiguredMapper(ConfigurableApplicationContext context) {
        return asFracMapper(context.getBean(FracJsonMapper.class));
    }

    @Override
    protected FracMapper mapper(ZstdDictionary dictionary) {
        return asFracMapper(dictionary == null ? new FracJsonMapper()
                : new FracJsonMapper(FracJsonFactory.builder().zstdDictionary(dictionary).build()));
    }

    @Override
    protected FracMapper asFracMapper(Object bean) {
        FracJsonMapper mapper = (FracJsonMapper) bean;
        return new FracMapper() {
            @Override
            public byte[] write(Object value) {
                return mapper.writeValueAsBytes(value);
            }

            @Override
            public String text(byte[] document, String field) {
                return mapper.readTree(document).get(field).asString();
            }

            @Override
            public double number(byte[] document, String field) {
                return mapper.readTree(document).get(field).doubleValue();
            }

            @Override
            public KeysTable keysTable() {
                return mapper.tokenStreamFactory().keysTable();
            }
        };
    }

    @Configuration(proxyBeanMethods = false)
    static class MapperOfItsOwnUse {
        @Bean(defaultCandidate = false)
        FracJsonMapper cacheMapper() {
            return new FracJsonMapper();
        }
    }

    @Override
    protected Class<?> mapperOfItsOwnUse() {
        return MapperOfItsOwnUse.class;
    }

    /** Boot 4: the converters' mapper, a bean, stays the one candidate for injection. */
    @Override
    protected void assertTheOtherMappersAsBootMakesThem(ConfigurableApplicationContext context) {
        assertSame(context.getBean("fracJsonMapper"), context.getBean(FracJsonMapper.class), "the one candidate for injection");
    }

    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class AppWithItsOwnMapper {
        static final FracJsonMapper MAPPER = new FracJsonMapper();

        @Bean
        FracJsonMapper myMapper() {
            return MAPPER;
        }
    }

    @Test
    void anApplicationsOwnMapperIsUsed() {
        try (ConfigurableApplicationContext context = start(AppWithItsOwnMapper.class)) {
            assertSame(AppWithItsOwnMapper.MAPPER, context.getBean(FracJsonMapper.class));
        }
    }

    /** The application's mapper, built from the auto-configuration's builder: fracjson.* and its own change. */
    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class AppWithAMapperFromTheBuilder {
        @Bean
        FracJsonMapper myMapper(FracJsonMapper.Builder builder) {
            return builder.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();
        }
    }

    @Test
    void anApplicationsMapperBuiltFromTheBuilderKeepsTheProperties() throws IOException {
        KeysTable table = KeysTable.of(List.of("amount"));
        try (ConfigurableApplicationContext context = start(AppWithAMapperFromTheBuilder.class,
                keysTableProperty(table), "fracjson.compression-level=3", "fracjson.precision=fail")) {
            FracJsonMapper mapper = context.getBean(FracJsonMapper.class);
            assertTrue(mapper.isEnabled(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS), "the application's setting");
            assertEquals(table.fingerprint(), mapper.tokenStreamFactory().keysTable().fingerprint(), "fracjson.keys-table");
            assertEquals(0x10, mapper.writeValueAsBytes(Map.of("amount", 1))[2] & 0x30, "fracjson.compression-level");
            assertThrows(JacksonException.class, () -> mapper.writeValueAsBytes(MONEY), "fracjson.precision");
        }
    }

    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class AppWithAModule {
        /** Writes a Double as text: visible in what the mapper writes. */
        @Bean
        JacksonModule doublesAsText() {
            return new SimpleModule("doubles as text").addSerializer(Double.class, ToStringSerializer.instance);
        }
    }

    @Test
    void theApplicationsJacksonModulesAreRegistered() {
        try (ConfigurableApplicationContext context = start(AppWithAModule.class)) {
            FracJsonMapper mapper = context.getBean(FracJsonMapper.class);
            JsonNode read = mapper.readTree(mapper.writeValueAsBytes(Map.of("amount", 0.5)));
            assertTrue(read.get("amount").isString(), "0.5 would be a float32 without the module: " + read);
        }
    }
}
