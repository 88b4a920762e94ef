package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonFactoryBuilder;
import io.fracjson.jackson.FracJsonGenerator;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.FracCodecs;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.client.RestClientCustomizer;
import org.springframework.boot.web.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.core.io.Resource;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import reactor.core.publisher.Flux;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;

/**
 * Spring Boot 3: serves and reads {@code application/x-frac-json} beside JSON. A
 * {@link FracJsonHttpMessageConverter} whose mapper is made from {@link FracJsonProperties} and
 * Boot's {@code Jackson2ObjectMapperBuilder} (so {@code spring.jackson.*} and the application's
 * {@code Module} beans apply, as they do to JSON) is appended to Spring MVC's converters and to
 * those of Boot's {@code RestClient.Builder}; a {@link FracJsonEncoder} and {@link FracJsonDecoder}
 * on the same mapper are added to WebFlux's codecs and those of Boot's {@code WebClient.Builder}.
 *
 * <p>Appended, not added ahead: a converter ahead of JSON's (an {@code HttpMessageConverter}
 * bean) would answer frac_json to every request that accepts anything, {@code curl} included.
 * Neither the converter nor its mapper is a bean: in Boot 3 an {@code ObjectMapper} bean
 * replaces the one Boot makes for JSON.
 */
@AutoConfiguration(afterName = {"org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration",
        "org.springframework.boot.autoconfigure.web.client.RestClientAutoConfiguration"})
@ConditionalOnClass({FracJsonMapper.class, AbstractJackson2HttpMessageConverter.class})
@EnableConfigurationProperties(FracJsonProperties.class)
public class FracJsonAutoConfiguration {

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(WebMvcConfigurer.class)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    static class Server {
        @Bean
        WebMvcConfigurer fracJsonWebMvcConfigurer(FracJsonProperties properties,
                                                  ObjectProvider<Jackson2ObjectMapperBuilder> jackson) {
            FracJsonHttpMessageConverter converter = converter(properties, jackson);
            return new WebMvcConfigurer() {
                @Override
                public void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
                    converters.add(converter);
                }
            };
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(RestClientCustomizer.class)
    static class Client {
        /** Runs after Boot's, which replaces the builder's converters by its own. */
        @Bean
        RestClientCustomizer fracJsonRestClientCustomizer(FracJsonProperties properties,
                                                          ObjectProvider<Jackson2ObjectMapperBuilder> jackson) {
            FracJsonHttpMessageConverter converter = converter(properties, jackson);
            return builder -> builder.messageConverters(converters -> converters.add(converter));
        }
    }

    /**
     * WebFlux's codecs and those of Boot's {@code WebClient.Builder}: Boot applies every
     * {@link CodecCustomizer} to both. Last, after Boot's JSON customizer, so that JSON's writer,
     * registered ahead of frac_json's ({@link FracCodecs}), stays the answer to
     * {@code Accept: *}{@code /*}; with the default configuration, so
     * {@code spring.codec.max-in-memory-size} bounds what the decoder holds.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass({CodecCustomizer.class, Flux.class})
    static class Codecs {
        @Bean
        @Order(Ordered.LOWEST_PRECEDENCE)
        CodecCustomizer fracJsonCodecCustomizer(FracJsonProperties properties,
                                                ObjectProvider<Jackson2ObjectMapperBuilder> jackson) {
            ObjectMapper mapper = mapper(properties, jackson);
            return configurer -> FracCodecs.register(configurer, new FracJsonEncoder(mapper), new FracJsonDecoder(mapper));
        }
    }

    /** A converter whose mapper has the properties' document settings and Boot's Jackson settings. */
    static FracJsonHttpMessageConverter converter(FracJsonProperties properties,
                                                  ObjectProvider<Jackson2ObjectMapperBuilder> jackson) {
        return new FracJsonHttpMessageConverter(mapper(properties, jackson));
    }

    /** A mapper with the properties' document settings and Boot's Jackson settings. */
    static ObjectMapper mapper(FracJsonProperties properties, ObjectProvider<Jackson2ObjectMapperBuilder> jackson) {
        FracJsonMapper mapper = new FracJsonMapper(factory(properties));
        jackson.getIfAvailable(Jackson2ObjectMapperBuilder::json).configure(mapper);
        return mapper;
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
        switch (properties.getPrecision()) {
            case EXACT_TEXT -> { }
            case NEAREST_FLOAT64 -> factory.enable(FracJsonGenerator.Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64);
            case FAIL -> factory.enable(FracJsonGenerator.Feature.FAIL_ON_PRECISION_LOSS);
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
