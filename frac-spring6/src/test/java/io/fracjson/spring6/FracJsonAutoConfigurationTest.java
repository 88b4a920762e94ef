package io.fracjson.spring6;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.kit.AutoConfigurationBehaviour;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.web.client.RestClientCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.client.RestClient;

import java.io.IOException;
import java.math.BigDecimal;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * {@link AutoConfigurationBehaviour} on Boot 3, where no frac_json mapper is a bean: the converter
 * Boot's {@code RestClient.Builder} is given shows what the server's is made from. And Boot's
 * {@code spring.jackson.*} and an application's own mapper.
 */
class FracJsonAutoConfigurationTest extends AutoConfigurationBehaviour {
    FracJsonAutoConfigurationTest() {
        super(new Spring6Line());
    }

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class App {
    }

    @Override
    protected Class<?> application() {
        return App.class;
    }

    /** The mapper of the frac_json converter the auto-configuration gives Boot's RestClient.Builder. */
    @Override
    protected FracMapper autoConfiguredMapper(ConfigurableApplicationContext context) {
        return asFracMapper(converterMapper(context));
    }

    @Override
    protected FracMapper mapper(ZstdDictionary dictionary) {
        return asFracMapper(dictionary == null ? new FracJsonMapper()
                : new FracJsonMapper(FracJsonFactory.builder().zstdDictionary(dictionary).build()));
    }

    @Override
    protected FracMapper asFracMapper(Object bean) {
        ObjectMapper mapper = (ObjectMapper) bean;
        return new FracMapper() {
            @Override
            public byte[] write(Object value) throws IOException {
                return mapper.writeValueAsBytes(value);
            }

            @Override
            public String text(byte[] document, String field) throws IOException {
                return mapper.readTree(document).get(field).asText();
            }

            @Override
            public double number(byte[] document, String field) throws IOException {
                return mapper.readTree(document).get(field).doubleValue();
            }

            @Override
            public KeysTable keysTable() {
                return ((FracJsonFactory) mapper.getFactory()).keysTable();
            }
        };
    }

    private static ObjectMapper converterMapper(ConfigurableApplicationContext context) {
        RestClient.Builder builder = RestClient.builder();
        context.getBeanProvider(RestClientCustomizer.class).orderedStream().forEach(c -> c.customize(builder));
        AtomicReference<ObjectMapper> mapper = new AtomicReference<>();
        builder.messageConverters(converters -> converters.stream()
                .filter(FracJsonHttpMessageConverter.class::isInstance)
                .forEach(c -> mapper.set(((FracJsonHttpMessageConverter) c).getObjectMapper())));
        assertNotNull(mapper.get(), "no frac_json converter");
        return mapper.get();
    }

    /** Boot's Jackson settings apply to frac_json as they do to JSON. */
    @Test
    void springJacksonPropertiesApply() throws IOException {
        try (ConfigurableApplicationContext context = start(App.class, "spring.jackson.property-naming-strategy=SNAKE_CASE")) {
            ObjectMapper mapper = converterMapper(context);
            JsonNode read = mapper.readTree(mapper.writeValueAsBytes(new Money(new BigDecimal("1.5"), "EUR")));
            assertEquals("EUR", read.path("currency_code").asText(), read.toString());
        }
    }

    record Money(BigDecimal amount, String currencyCode) {
    }

    /**
     * A mapper of the application's own use (a cache, say): not a default candidate, or it would
     * be Boot 3's ObjectMapper, which JSON is written with.
     */
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

    /** Boot 3: JSON's ObjectMapper stays Boot's. */
    @Override
    protected void assertTheOtherMappersAsBootMakesThem(ConfigurableApplicationContext context) {
        assertFalse(context.getBean(ObjectMapper.class) instanceof FracJsonMapper, "JSON's mapper is Boot's");
    }
}
