package io.fracjson.spring6;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonFactoryBuilder;
import io.fracjson.jackson.FracJsonGenerator;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.FracCodecs;
import io.fracjson.spring.common.TableSettings;
import io.fracjson.spring.common.ServedTables;
import io.fracjson.spring.common.ServedTablesNegotiation;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.web.client.RestClientCustomizer;
import org.springframework.boot.web.codec.CodecCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.converter.HttpMessageConverter;
import org.springframework.http.converter.json.AbstractJackson2HttpMessageConverter;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;
import reactor.core.publisher.Flux;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

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
@Import(ServedTablesNegotiation.class)
public class FracJsonAutoConfiguration {

    /**
     * The frac_json mappers, made once: the current tables' and those of
     * {@code fracjson.other-tables}. Not {@code ObjectMapper} beans, which would replace JSON's.
     */
    @Bean
    FracJsonMappers fracJsonMappers(FracJsonProperties properties, ObjectProvider<Jackson2ObjectMapperBuilder> jackson) {
        Jackson2ObjectMapperBuilder boot = jackson.getIfAvailable(Jackson2ObjectMapperBuilder::json);
        BiFunction<TableSettings, String, ObjectMapper> mapper =
                (tables, prefix) -> mapper(factory(tables, properties, prefix), boot);
        return new FracJsonMappers(properties.ofTables(mapper), properties.ofOtherTables(mapper));
    }

    /** The current tables' mapper and a rollout's other tables' mappers. */
    record FracJsonMappers(ObjectMapper current, List<ObjectMapper> others) {
        /** The converters of the other tables, then the current tables' (which also reads unnamed bodies). */
        List<FracJsonHttpMessageConverter> converters() {
            List<FracJsonHttpMessageConverter> converters = new ArrayList<>();
            others.forEach(m -> converters.add(FracJsonHttpMessageConverter.forNamedBodiesOnly(m)));
            converters.add(new FracJsonHttpMessageConverter(current));
            return converters;
        }

        /** The tables they write, for negotiation: an {@code Accept} naming others falls back on JSON ({@link ServedTables}). */
        ServedTables served() {
            return new ServedTables(converters().stream().map(FracJsonHttpMessageConverter::tables).toList());
        }

        /** The codecs in the same order. */
        List<FracCodecs.Codec> codecs() {
            List<FracCodecs.Codec> codecs = new ArrayList<>();
            for (ObjectMapper other : others) {
                FracJsonEncoder encoder = FracJsonEncoder.forNamedBodiesOnly(other);
                codecs.add(new FracCodecs.Codec(encoder, FracJsonDecoder.forNamedBodiesOnly(other), encoder.tables()));
            }
            FracJsonEncoder encoder = new FracJsonEncoder(current);
            codecs.add(new FracCodecs.Codec(encoder, new FracJsonDecoder(current), encoder.tables()));
            return codecs;
        }
    }

    /** The tables the converters and codecs write, for negotiation ({@link ServedTablesNegotiation}). */
    @Bean
    ServedTables fracJsonServedTables(FracJsonMappers mappers) {
        return mappers.served();
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(WebMvcConfigurer.class)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    static class Server {
        @Bean
        WebMvcConfigurer fracJsonWebMvcConfigurer(FracJsonMappers mappers) {
            List<FracJsonHttpMessageConverter> ours = mappers.converters();
            return new WebMvcConfigurer() {
                @Override
                public void extendMessageConverters(List<HttpMessageConverter<?>> converters) {
                    converters.addAll(ours);
                }
            };
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(RestClientCustomizer.class)
    static class Client {
        /** Runs after Boot's, which replaces the builder's converters by its own. */
        @Bean
        RestClientCustomizer fracJsonRestClientCustomizer(FracJsonMappers mappers) {
            List<FracJsonHttpMessageConverter> ours = mappers.converters();
            return builder -> builder.messageConverters(converters -> converters.addAll(ours));
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
        CodecCustomizer fracJsonCodecCustomizer(FracJsonMappers mappers) {
            List<FracCodecs.Codec> codecs = mappers.codecs();
            return configurer -> FracCodecs.register(configurer, codecs);
        }
    }

    /** A mapper with {@code factory}'s document settings and Boot's Jackson settings. */
    private static ObjectMapper mapper(FracJsonFactory factory, Jackson2ObjectMapperBuilder boot) {
        FracJsonMapper mapper = new FracJsonMapper(factory);
        boot.configure(mapper);
        return mapper;
    }

    /**
     * The factory of {@code tables} (named by {@code prefix}) and the properties' level and
     * precision. A server both reads and writes, so a dictionary without a level is refused here,
     * at startup, rather than at the first frac_json response.
     */
    private static FracJsonFactory factory(TableSettings tables, FracJsonProperties properties, String prefix) {
        FracJsonFactoryBuilder factory = FracJsonFactory.builder();
        properties.configure(tables, prefix, factory::keysTable, factory::zstdDictionary, factory::compressionLevel);
        switch (properties.getPrecision()) {
            case EXACT_TEXT -> { }
            case NEAREST_FLOAT64 -> factory.enable(FracJsonGenerator.Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64);
            case FAIL -> factory.enable(FracJsonGenerator.Feature.FAIL_ON_PRECISION_LOSS);
        }
        return factory.build();
    }
}
