package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.kit.SpringLine;
import org.springframework.boot.web.codec.CodecCustomizer;
import org.springframework.context.ApplicationContext;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.Encoder;
import org.springframework.http.codec.CodecConfigurer;

import java.io.IOException;
import java.nio.file.Path;

/**
 * frac-spring6's side of the Spring kit: Spring 6, Boot 3, Jackson 2. Its clients' mappers find the
 * modules on the classpath and write dates as ISO text, as Boot's {@code Jackson2ObjectMapperBuilder}
 * makes the server's.
 */
public final class Spring6Line implements SpringLine {
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
    public byte[] writeFrac(KeysTable keysTable, int compressionLevel, Object value) throws IOException {
        return asBoot(new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).compressionLevel(compressionLevel)
                .build())).writeValueAsBytes(value);
    }

    @Override
    public Object readTree(KeysTable keysTable, byte[] document) throws IOException {
        return mapper(keysTable).readTree(document);
    }

    @Override
    public Class<? extends Exception> jacksonException() {
        return IOException.class;
    }

    @Override
    public <T> T readFrac(KeysTable keysTable, byte[] document, Class<T> type) throws IOException {
        return mapper(keysTable).readValue(document, type);
    }

    @Override
    public <T> T readJson(String json, Class<T> type) throws IOException {
        return asBoot(new ObjectMapper()).readValue(json, type);
    }

    @Override
    public String writeJson(Object value) throws IOException {
        return asBoot(new ObjectMapper()).writeValueAsString(value);
    }

    private static ObjectMapper mapper(KeysTable keysTable) {
        return asBoot(new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).build()));
    }

    /** The modules on the classpath (java.time), dates as ISO text: as Boot makes its mappers. */
    private static ObjectMapper asBoot(ObjectMapper mapper) {
        return mapper.findAndRegisterModules().disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
    }

    @Override
    public String fracKafkaPackage() {
        return "io.fracjson.kafka.jackson";
    }

    @Override
    public String tableRegistryProperty(Path directory) {
        return "frac.registry.topic=_frac_tables";
    }
}
