package io.fracjson.spring;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonFactoryBuilder;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.spring.common.FracCodecs;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.core.io.Resource;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import reactor.core.publisher.Flux;
import tools.jackson.databind.JacksonModule;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Spring Boot 4: serves and reads {@code application/x-frac-json} beside JSON. A
 * {@link FracJsonMapper} made from {@link FracJsonProperties} (and the application's
 * {@link JacksonModule} beans, as Boot's JSON mapper gets them), unless the application defines
 * its own, backs a {@link FracJsonHttpMessageConverter} that is appended to Spring MVC's
 * converters and to those of Boot's {@code RestClient.Builder}, and a {@link FracJsonDecoder} and
 * {@link FracJsonEncoder} added to WebFlux's codecs and those of Boot's {@code WebClient.Builder}.
 *
 * <p>Appended, not added ahead: a converter ahead of JSON's (an {@code HttpMessageConverter}
 * bean, or {@code addCustomConverter}) would answer frac_json to every request that accepts
 * anything, {@code curl} included. So the converter is not a bean.
 */
@AutoConfiguration(afterName = "org.springframework.boot.jackson.autoconfigure.JacksonAutoConfiguration")
@ConditionalOnClass(FracJsonMapper.class)
@EnableConfigurationProperties(FracJsonProperties.class)
public class FracJsonAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    public FracJsonMapper fracJsonMapper(FracJsonProperties properties, ObjectProvider<JacksonModule> modules) {
        FracJsonMapper.Builder builder = FracJsonMapper.builder(factory(properties))
                .addModules(modules.orderedStream().toList());
        switch (properties.getPrecision()) {
            case EXACT_TEXT -> { }
            case NEAREST_FLOAT64 -> builder.enable(FracJsonWriteFeature.WRITE_INEXACT_NUMBERS_AS_FLOAT64);
            case FAIL -> builder.enable(FracJsonWriteFeature.FAIL_ON_PRECISION_LOSS);
        }
        return builder.build();
    }

    /** Spring MVC's converters and those of Boot's {@code RestClient.Builder}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass({AbstractJacksonHttpMessageConverter.class, ServerHttpMessageConvertersCustomizer.class})
    static class Converters {
        @Bean
        ServerHttpMessageConvertersCustomizer fracJsonServerHttpMessageConverter(FracJsonMapper mapper) {
            return server -> server.configureMessageConvertersList(
                    converters -> converters.add(new FracJsonHttpMessageConverter(mapper)));
        }

        @Bean
        ClientHttpMessageConvertersCustomizer fracJsonClientHttpMessageConverter(FracJsonMapper mapper) {
            return client -> client.configureMessageConvertersList(
                    converters -> converters.add(new FracJsonHttpMessageConverter(mapper)));
        }
    }

    /**
     * WebFlux's codecs and those of Boot's {@code WebClient.Builder}: Boot applies every
     * {@link CodecCustomizer} to both. Last, after Boot's JSON customizer, so that JSON's writer,
     * registered ahead of frac_json's ({@link FracCodecs}), stays the answer to
     * {@code Accept: *}{@code /*}; with the default configuration, so
     * {@code spring.http.codecs.max-in-memory-size} bounds what the decoder holds.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass({CodecCustomizer.class, Flux.class})
    static class Codecs {
        @Bean
        @Order(Ordered.LOWEST_PRECEDENCE)
        CodecCustomizer fracJsonCodecCustomizer(FracJsonMapper mapper) {
            return configurer -> FracCodecs.register(configurer, new FracJsonEncoder(mapper), new FracJsonDecoder(mapper));
        }
    }

    /**
     * The factory the properties describe. A server both reads and writes, so a dictionary
     * without a level is refused here, at startup, rather than at the first frac_json response.
     */
    static FracJsonFactory factory(FracJsonProperties properties) {
        if (properties.getDictionary() != null && properties.getCompressionLevel() == null) {
            throw new IllegalStateException("fracjson.dictionary is set but fracjson.compression-level is not: set the"
                    + " zstd level to write with the dictionary (the reference's benchmarks use 3), or 0 to write"
                    + " uncompressed documents and use the dictionary for reading only");
        }
        FracJsonFactoryBuilder factory = FracJsonFactory.builder();
        if (properties.getKeysTable() != null) {
            factory.keysTable(keysTable(properties.getKeysTable()));
        }
        if (properties.getDictionary() != null) {
            factory.zstdDictionary(read(properties.getDictionary(), "fracjson.dictionary"));
        }
        if (properties.getCompressionLevel() != null) {
            factory.compressionLevel(properties.getCompressionLevel());
        }
        return factory.build();
    }

    private static KeysTable keysTable(Resource resource) {
        try {
            return KeysTable.fromBytes(read(resource, "fracjson.keys-table"));
        } catch (FracFormatException e) {
            throw new IllegalStateException("fracjson.keys-table: " + resource.getDescription()
                    + " is not a keys table (KeysTable.toBytes()): " + e.getMessage(), e);
        }
    }

    private static byte[] read(Resource resource, String property) {
        try (InputStream in = resource.getInputStream()) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(property + " cannot be read from " + resource.getDescription(), e);
        }
    }
}
