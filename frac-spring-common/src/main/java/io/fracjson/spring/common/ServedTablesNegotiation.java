package io.fracjson.spring.common;

import jakarta.servlet.Filter;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import reactor.core.publisher.Flux;

/**
 * The negotiation of frac_json's tables in a Spring MVC or WebFlux application: the filter of its
 * kind, which drops the {@code Accept} ranges that name tables the service does not write
 * ({@link ServedTables}). Each line's auto-configuration imports it and defines the
 * {@link ServedTables} bean (its converters' and codecs' tables).
 */
@Configuration(proxyBeanMethods = false)
public class ServedTablesNegotiation {

    /** Spring MVC's negotiation. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.SERVLET)
    @ConditionalOnClass(Filter.class)
    static class ServletNegotiation {
        @Bean
        ServedTablesFilter fracJsonServedTablesFilter(ServedTables served) {
            return new ServedTablesFilter(served);
        }
    }

    /** WebFlux's negotiation. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnWebApplication(type = ConditionalOnWebApplication.Type.REACTIVE)
    @ConditionalOnClass(Flux.class)
    static class ReactiveNegotiation {
        @Bean
        ServedTablesWebFilter fracJsonServedTablesWebFilter(ServedTables served) {
            return new ServedTablesWebFilter(served);
        }
    }
}
