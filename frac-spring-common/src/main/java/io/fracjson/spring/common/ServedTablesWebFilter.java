package io.fracjson.spring.common;

import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebFilter;
import org.springframework.web.server.WebFilterChain;
import reactor.core.publisher.Mono;

import java.util.List;

/**
 * WebFlux: a request whose {@code Accept} names frac_json tables the service does not write goes
 * on without those ranges where it accepts something else ({@link ServedTables}).
 */
public class ServedTablesWebFilter implements WebFilter {
    private final ServedTables tables;

    public ServedTablesWebFilter(ServedTables tables) {
        this.tables = tables;
    }

    @Override
    public Mono<Void> filter(ServerWebExchange exchange, WebFilterChain chain) {
        List<MediaType> acceptable = tables.acceptable(
                exchange.getRequest().getHeaders().getValuesAsList(HttpHeaders.ACCEPT));
        if (acceptable == null) {
            return chain.filter(exchange);
        }
        return chain.filter(exchange.mutate()
                .request(request -> request.headers(headers -> headers.setAccept(acceptable)))
                .build());
    }
}
