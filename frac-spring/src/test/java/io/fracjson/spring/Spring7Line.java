package io.fracjson.spring;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.common.kit.SpringLine;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.context.ApplicationContext;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.Encoder;
import org.springframework.http.codec.CodecConfigurer;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

import java.nio.file.Path;

/** frac-spring's side of the Spring kit: Spring 7, Boot 4, Jackson 3. */
public final class Spring7Line implements SpringLine {
    @Override
    public Class<?> autoConfiguration() {
        return FracJsonAutoConfiguration.class;
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
    public String codecsMaxInMemorySizeProperty() {
        return "spring.http.codecs.max-in-memory-size";
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
    public byte[] writeFrac(KeysTable keysTable, Object value) {
        return mapper(keysTable).writeValueAsBytes(value);
    }

    @Override
    public byte[] writeFrac(KeysTable keysTable, int compressionLevel, Object value) {
        return new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).compressionLevel(compressionLevel).build())
                .writeValueAsBytes(value);
    }

    @Override
    public Object readTree(KeysTable keysTable, byte[] document) {
        return mapper(keysTable).readTree(document);
    }

    @Override
    public Class<? extends Exception> jacksonException() {
        return JacksonException.class;
    }

    @Override
    public <T> T readFrac(KeysTable keysTable, byte[] document, Class<T> type) {
        return mapper(keysTable).readValue(document, type);
    }

    @Override
    public <T> T readJson(String json, Class<T> type) {
        return new JsonMapper().readValue(json, type);
    }

    @Override
    public String writeJson(Object value) {
        return new JsonMapper().writeValueAsString(value);
    }

    private static FracJsonMapper mapper(KeysTable keysTable) {
        return new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).build());
    }

    @Override
    public String fracKafkaPackage() {
        return "io.fracjson.kafka.jackson3";
    }

    @Override
    public String tableRegistryProperty(Path directory) {
        return "frac.registry.directory=" + directory;
    }
}
