package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.kit.SpringLine;
import org.springframework.boot.web.codec.CodecCustomizer;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.Encoder;
import org.springframework.http.MediaType;
import org.springframework.http.codec.CodecConfigurer;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import java.io.IOException;
import java.nio.file.Path;

/** frac-spring6's side of the Spring kit: Spring 6, Boot 3, Jackson 2 (with java.time, as Boot's mapper). */
public final class Spring6Line implements SpringLine {
    @Override
    public Class<?> autoConfiguration() {
        return FracJsonAutoConfiguration.class;
    }

    @Override
    public MediaType applicationFracJson() {
        return FracJsonMediaType.APPLICATION_FRAC_JSON;
    }

    @Override
    public MediaType applicationFracJsonSeq() {
        return FracJsonMediaType.APPLICATION_FRAC_JSON_SEQ;
    }

    @Override
    public Encoder<Object> encoder() {
        return new FracJsonEncoder();
    }

    @Override
    public Decoder<Object> decoder(int maxInMemorySize) {
        FracJsonDecoder decoder = new FracJsonDecoder();
        decoder.setMaxInMemorySize(maxInMemorySize);
        return decoder;
    }

    @Override
    public int port(ConfigurableApplicationContext application) {
        return ((WebServerApplicationContext) application).getWebServer().getPort();
    }

    @Override
    public String codecsMaxInMemorySizeProperty() {
        return "spring.codec.max-in-memory-size";
    }

    @Override
    public void customizeCodecs(ApplicationContext context, CodecConfigurer configurer) {
        context.getBeansOfType(CodecCustomizer.class).values().forEach(c -> c.customize(configurer));
    }

    @Override
    public int fracDecoderMaxInMemorySize(Decoder<?> decoder) {
        return decoder instanceof FracJsonDecoder frac ? frac.getMaxInMemorySize() : -1;
    }

    @Override
    public byte[] writeFrac(KeysTable keysTable, Object value) throws IOException {
        return mapper(keysTable).writeValueAsBytes(value);
    }

    @Override
    public <T> T readFrac(KeysTable keysTable, byte[] document, Class<T> type) throws IOException {
        return mapper(keysTable).readValue(document, type);
    }

    @Override
    public <T> T readJson(String json, Class<T> type) throws IOException {
        return JsonMapper.builder().addModule(new JavaTimeModule()).build().readValue(json, type);
    }

    private static ObjectMapper mapper(KeysTable keysTable) {
        return new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).build()).registerModule(new JavaTimeModule());
    }

    @Override
    public String fracKafkaPackage() {
        return "io.fracjson.kafka.jackson";
    }

    @Override
    public String tableRegistryProperty(Path directory) {
        return "frac.registry.topic=_frac_tables";
    }

    @Override
    public Broker startKafka(String topic) {
        EmbeddedKafkaKraftBroker broker = new EmbeddedKafkaKraftBroker(1, 1, topic);
        broker.afterPropertiesSet();
        return new Broker() {
            @Override
            public String bootstrapServers() {
                return broker.getBrokersAsString();
            }

            @Override
            public void close() {
                broker.destroy();
            }
        };
    }
}
