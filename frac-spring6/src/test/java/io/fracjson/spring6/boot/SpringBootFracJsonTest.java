package io.fracjson.spring6.boot;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.spring.common.kit.SpringBootBehaviour;
import io.fracjson.spring6.FracJsonHttpMessageConverter;
import io.fracjson.spring6.FracJsonMediaType;
import io.fracjson.spring6.Spring6Line;
import org.junit.jupiter.api.Test;
import org.springframework.web.client.RestClient;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * {@link SpringBootBehaviour} on a Spring Boot 3 application on embedded Tomcat (Spring Framework 6,
 * Jackson 2), and Spring 6's {@code RestClient} given the converter by hand.
 */
class SpringBootFracJsonTest extends SpringBootBehaviour {
    /** How the clients read and write: the server's settings, made from the same table; Instant as Boot writes it. */
    private static final ObjectMapper CLIENT_MAPPER = new FracJsonMapper(FracJsonFactory.builder()
            .keysTable(ORDER_KEYS).compressionLevel(3).build()).findAndRegisterModules()
            .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);

    SpringBootFracJsonTest() {
        super(new Spring6Line());
    }

    /** Outside Boot, or for another service's settings: the converter by hand. */
    @Test
    void aRestClientWithTheConverterByHand() {
        RestClient client = RestClient.builder()
                .baseUrl(baseUrl)
                .messageConverters(converters -> converters.add(new FracJsonHttpMessageConverter(CLIENT_MAPPER)))
                .build();

        Order order = client.get()
                .uri("/orders/A-7")
                .accept(FracJsonMediaType.APPLICATION_FRAC_JSON)
                .retrieve()
                .body(Order.class);

        assertEquals(new Order("A-7", ORDER.total(), ORDER.placedAt(), ORDER.items()), order);
    }

    /** Java time's module found, as Boot's mappers have it. */
    @Override
    protected RestClient restClientWithTheConverter(KeysTable keysTable) {
        FracJsonHttpMessageConverter converter = new FracJsonHttpMessageConverter(
                new FracJsonMapper(FracJsonFactory.builder().keysTable(keysTable).build()).findAndRegisterModules());
        return RestClient.builder().baseUrl(baseUrl)
                .messageConverters(converters -> converters.add(converter)).build();
    }
}
