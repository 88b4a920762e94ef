package io.fracjson.spring;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonFactoryBuilder;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.spring.common.FracCodecs;
import io.fracjson.spring.common.TableSettings;
import io.fracjson.spring.common.ServedTables;
import io.fracjson.spring.common.ServedTablesNegotiation;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableBeanFactory;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.http.codec.CodecCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ClientHttpMessageConvertersCustomizer;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Scope;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.converter.AbstractJacksonHttpMessageConverter;
import reactor.core.publisher.Flux;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.json.JsonMapper;

import java.util.ArrayList;
import java.util.List;


/**
 * Spring Boot 4: serves and reads {@code application/x-frac-json} beside JSON. A
 * {@link FracJsonMapper} made from {@link FracJsonProperties} and the settings of Boot's JSON
 * mapper ({@code spring.jackson.*}, {@code JsonMapperBuilderCustomizer} and {@link JacksonModule}
 * beans), unless the application defines its own (as Boot's {@code JsonMapper} is replaced by an
 * application's), backs a {@link FracJsonHttpMessageConverter} that is appended to Spring MVC's
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
@Import(ServedTablesNegotiation.class)
public class FracJsonAutoConfiguration {

    /**
     * A builder of the frac_json mapper, made anew for each injection point as Boot's
     * {@code JsonMapper.Builder} is: the tables, level and precision of {@code fracjson.*}, and the
     * settings of Boot's JSON mapper (its builder, as {@code spring.jackson.*}, the
     * {@code JsonMapperBuilderCustomizer} beans and the {@link JacksonModule} beans left it), so
     * that an endpoint answers the same fields and values in JSON and in frac_json. An application
     * that defines its own {@link FracJsonMapper} builds it from this to keep both.
     */
    @Bean
    @Scope(ConfigurableBeanFactory.SCOPE_PROTOTYPE)
    @ConditionalOnMissingBean
    public FracJsonMapper.Builder fracJsonMapperBuilder(FracJsonProperties properties,
                                                        ObjectProvider<JsonMapper.Builder> jackson,
                                                        ObjectProvider<JacksonModule> modules) {
        return builder(properties.ofTables((tables, prefix) -> factory(tables, properties, prefix)), properties, jackson,
                modules);
    }

    /** The mapper of the converters and codecs, unless the application defines its own (used as it is). */
    @Bean
    @ConditionalOnMissingBean
    public FracJsonMapper fracJsonMapper(FracJsonMapper.Builder builder) {
        return builder.build();
    }

    /** The mappers of {@code fracjson.other-tables}, in order: their bodies' converters and codecs come first. */
    @Bean
    OtherTableMappers fracJsonOtherTableMappers(FracJsonProperties properties, ObjectProvider<JsonMapper.Builder> jackson,
                                                ObjectProvider<JacksonModule> modules) {
        return new OtherTableMappers(properties.ofOtherTables(
                (tables, prefix) -> builder(factory(tables, properties, prefix), properties, jackson, modules).build()));
    }

    /** The mappers of a rollout's other tables. */
    record OtherTableMappers(List<FracJsonMapper> mappers) {
    }

    /**
     * Over {@code factory}, with Boot's JSON mapper settings where Boot's Jackson
     * auto-configuration runs, or else with the {@link JacksonModule} beans (as Boot's would).
     */
    private static FracJsonMapper.Builder builder(FracJsonFactory factory, FracJsonProperties properties,
                                                  ObjectProvider<JsonMapper.Builder> jackson,
                                                  ObjectProvider<JacksonModule> modules) {
        JsonMapper.Builder boot = jackson.getIfAvailable();
        FracJsonMapper.Builder builder = boot != null ? FracJsonMapper.builder(factory, boot)
                : FracJsonMapper.builder(factory).addModules(modules.orderedStream().toList());
        switch (properties.getPrecision()) {
            case EXACT_TEXT -> { }
            case NEAREST_FLOAT64 -> builder.enable(FracJsonWriteFeature.WRITE_INEXACT_NUMBERS_AS_FLOAT64);
            case FAIL -> builder.enable(FracJsonWriteFeature.FAIL_ON_PRECISION_LOSS);
        }
        return builder;
    }

    /** The converters of the other tables, then the current tables' (which also reads unnamed bodies). */
    static List<FracJsonHttpMessageConverter> converters(FracJsonMapper mapper, OtherTableMappers others) {
        List<FracJsonHttpMessageConverter> converters = new ArrayList<>();
        others.mappers().forEach(m -> converters.add(FracJsonHttpMessageConverter.forNamedBodiesOnly(m)));
        converters.add(new FracJsonHttpMessageConverter(mapper));
        return converters;
    }

    /** Spring MVC's converters and those of Boot's {@code RestClient.Builder}. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass({AbstractJacksonHttpMessageConverter.class, ServerHttpMessageConvertersCustomizer.class})
    static class Converters {
        @Bean
        ServerHttpMessageConvertersCustomizer fracJsonServerHttpMessageConverter(FracJsonMapper mapper,
                                                                                 OtherTableMappers others) {
            return server -> server.configureMessageConvertersList(
                    converters -> converters.addAll(converters(mapper, others)));
        }

        @Bean
        ClientHttpMessageConvertersCustomizer fracJsonClientHttpMessageConverter(FracJsonMapper mapper,
                                                                                 OtherTableMappers others) {
            return client -> client.configureMessageConvertersList(
                    converters -> converters.addAll(converters(mapper, others)));
        }
    }

    /**
     * The tables the converters and codecs write, for negotiation ({@link ServedTablesNegotiation}):
     * an {@code Accept} naming other tables falls back on JSON where it accepts JSON.
     */
    @Bean
    ServedTables fracJsonServedTables(FracJsonMapper mapper, OtherTableMappers others) {
        return new ServedTables(converters(mapper, others).stream().map(FracJsonHttpMessageConverter::tables).toList());
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
        CodecCustomizer fracJsonCodecCustomizer(FracJsonMapper mapper, OtherTableMappers others) {
            List<FracCodecs.Codec> codecs = new ArrayList<>();
            for (FracJsonMapper other : others.mappers()) {
                FracJsonEncoder encoder = FracJsonEncoder.forNamedBodiesOnly(other);
                codecs.add(new FracCodecs.Codec(encoder, FracJsonDecoder.forNamedBodiesOnly(other), encoder.tables()));
            }
            FracJsonEncoder encoder = new FracJsonEncoder(mapper);
            codecs.add(new FracCodecs.Codec(encoder, new FracJsonDecoder(mapper), encoder.tables()));
            return configurer -> FracCodecs.register(configurer, codecs);
        }
    }

    /**
     * The factory of {@code tables} (named by {@code prefix}) and the properties' level. A server
     * both reads and writes, so a dictionary without a level is refused here, at startup, rather
     * than at the first frac_json response.
     */
    private static FracJsonFactory factory(TableSettings tables, FracJsonProperties properties, String prefix) {
        FracJsonFactoryBuilder factory = FracJsonFactory.builder();
        properties.configure(tables, prefix, factory::keysTable, factory::zstdDictionary, factory::compressionLevel);
        return factory.build();
    }
}
