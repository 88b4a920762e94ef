package io.fracjson.spring.boot;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.Spring7Line;
import io.fracjson.spring.common.kit.JacksonSettingsBehaviour;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.util.Map;
import java.util.TreeMap;

/** {@link JacksonSettingsBehaviour} on Boot 4: {@code JsonMapperBuilderCustomizer}, Jackson 3's trees. */
class JacksonSettingsTest extends JacksonSettingsBehaviour {
    JacksonSettingsTest() {
        super(new Spring7Line());
    }

    @Configuration(proxyBeanMethods = false)
    static class Customizer {
        @Bean
        JsonMapperBuilderCustomizer withoutNotes() {
            return builder -> builder.addMixIn(Delivery.class, WithoutNote.class);
        }
    }

    @Override
    protected Class<?> customizerConfiguration() {
        return Customizer.class;
    }

    @Override
    protected String writeDatesAsTimestampsProperty() {
        return "spring.jackson.datatype.datetime.write-dates-as-timestamps";
    }

    @Override
    protected Map<String, String> leaves(byte[] body, KeysTable keysTable) {
        JsonNode object = keysTable == null
                ? JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build().readTree(body)
                : new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).build()).readTree(body);
        Map<String, String> leaves = new TreeMap<>();
        object.properties().forEach(e -> leaves.put(e.getKey(),
                e.getValue().isNumber() ? e.getValue().decimalValue().toString() : e.getValue().asString()));
        return leaves;
    }

    @Override
    protected byte[] writeWithBootsSettings(ConfigurableApplicationContext application, KeysTable keysTable, Object value) {
        FracJsonFactory factory = keysTable == null ? FracJsonFactory.builder().build()
                : FracJsonFactory.builder().keysTable(keysTable).build();
        return FracJsonMapper.builder(factory, application.getBean(JsonMapper.Builder.class)).build().writeValueAsBytes(value);
    }
}
