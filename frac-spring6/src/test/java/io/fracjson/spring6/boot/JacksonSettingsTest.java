package io.fracjson.spring6.boot;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.kit.JacksonSettingsBehaviour;
import io.fracjson.spring6.Spring6Line;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

import java.util.Map;
import java.util.TreeMap;

/** {@link JacksonSettingsBehaviour} on Boot 3: {@code Jackson2ObjectMapperBuilderCustomizer}, Jackson 2's trees. */
class JacksonSettingsTest extends JacksonSettingsBehaviour {
    JacksonSettingsTest() {
        super(new Spring6Line());
    }

    @Configuration(proxyBeanMethods = false)
    static class Customizer {
        @Bean
        Jackson2ObjectMapperBuilderCustomizer withoutNotes() {
            return builder -> builder.mixIn(Delivery.class, WithoutNote.class);
        }
    }

    @Override
    protected Class<?> customizerConfiguration() {
        return Customizer.class;
    }

    @Override
    protected String writeDatesAsTimestampsProperty() {
        return "spring.jackson.serialization.write-dates-as-timestamps";
    }

    @Override
    protected Map<String, String> leaves(byte[] body, KeysTable keysTable) throws Exception {
        ObjectMapper mapper = keysTable == null ? new ObjectMapper()
                : new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).build());
        JsonNode object = mapper.enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false).readTree(body);
        Map<String, String> leaves = new TreeMap<>();
        object.fields().forEachRemaining(e -> leaves.put(e.getKey(),
                e.getValue().isNumber() ? e.getValue().decimalValue().toString() : e.getValue().asText()));
        return leaves;
    }

    /** A mapper over the factory with Boot's Jackson settings, as the auto-configuration makes it. */
    @Override
    protected byte[] writeWithBootsSettings(ConfigurableApplicationContext application, KeysTable keysTable, Object value)
            throws Exception {
        FracJsonFactory factory = keysTable == null ? FracJsonFactory.builder().build()
                : FracJsonFactory.builder().keysTable(keysTable).build();
        ObjectMapper mapper = new FracJsonMapper(factory);
        application.getBean(Jackson2ObjectMapperBuilder.class).configure(mapper);
        return mapper.writeValueAsBytes(value);
    }
}
