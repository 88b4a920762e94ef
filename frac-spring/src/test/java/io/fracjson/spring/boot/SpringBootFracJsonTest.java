package io.fracjson.spring.boot;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.spring.FracJsonHttpMessageConverter;
import io.fracjson.spring.FracJsonMediaType;
import io.fracjson.spring.Spring7Line;
import io.fracjson.spring.common.kit.SpringBootBehaviour;
import org.junit.jupiter.api.Test;
import org.springframework.web.client.RestClient;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link SpringBootBehaviour} on a Spring Boot 4 application on embedded Tomcat, and Spring 7's
 * {@code RestClient} given the converter by hand. The README's Spring section is copied from here.
 */
class SpringBootFracJsonTest extends SpringBootBehaviour {
    /** How the clients read and write: the server's settings, made from the same table. */
    private static final FracJsonMapper CLIENT_MAPPER = new FracJsonMapper(FracJsonFactory.builder()
            .keysTable(ORDER_KEYS).compressionLevel(3).build());

    SpringBootFracJsonTest() {
        super(new Spring7Line());
    }

    /** Outside Boot, or for another service's settings: the converter by hand. */
    @Test
    void aRestClientWithTheConverterByHand() {
        RestClient client = RestClient.builder()
                .baseUrl(baseUrl)
                .configureMessageConverters(builder -> builder.configureMessageConvertersList(
                        converters -> converters.add(new FracJsonHttpMessageConverter(CLIENT_MAPPER))))
                .build();

        Order order = client.get()
                .uri("/orders/A-7")
                .accept(FracJsonMediaType.APPLICATION_FRAC_JSON)
                .retrieve()
                .body(Order.class);

        assertEquals(new Order("A-7", ORDER.total(), ORDER.placedAt(), ORDER.items()), order);
    }

    @Override
    protected RestClient restClientWithTheConverter(KeysTable keysTable) {
        FracJsonHttpMessageConverter converter = new FracJsonHttpMessageConverter(
                new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).build()));
        return RestClient.builder().baseUrl(baseUrl)
                .configureMessageConverters(builder -> builder.configureMessageConvertersList(
                        converters -> converters.add(converter)))
                .build();
    }
}
