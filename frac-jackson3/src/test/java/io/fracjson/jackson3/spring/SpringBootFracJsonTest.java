package io.fracjson.jackson3.spring;

import io.fracjson.jackson3.FracJsonMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.http.converter.autoconfigure.ServerHttpMessageConvertersCustomizer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;
import tools.jackson.databind.json.JsonMapper;

import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A Spring Boot 4 application on embedded Tomcat serves and reads {@code application/x-frac-json}
 * through {@link FracJsonHttpMessageConverter}, next to JSON; real HTTP clients talk to it. The
 * README's "Spring Boot 4" section is copied from here.
 */
class SpringBootFracJsonTest {

    record Money(BigDecimal amount, String currency) {
    }

    record Order(String id, Money total, Instant placedAt, List<String> items) {
    }

    /** A nested object, a list, and two values a lossy binary format would change: scale, nanoseconds. */
    private static final Order ORDER = new Order("A-1", new Money(new BigDecimal("100.10"), "EUR"),
            Instant.parse("2023-11-14T22:13:56.123456789Z"), List.of("book", "pen"));

    @RestController
    static class OrderController {
        /** What the last POST's body was read as, so tests check reading apart from writing. */
        private final AtomicReference<Order> received = new AtomicReference<>();

        @GetMapping("/orders/{id}")
        Order order(@PathVariable("id") String id) { // named: the build compiles without -parameters
            return new Order(id, ORDER.total(), ORDER.placedAt(), ORDER.items());
        }

        @PostMapping("/orders")
        Order place(@RequestBody Order order) {
            received.set(order);
            return order;
        }
    }

    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import(OrderController.class)
    static class OrderApplication {
        // Appended after Boot's converters, so that a request accepting anything still gets JSON
        // (addCustomConverter, or an HttpMessageConverter bean, would put frac_json first).
        @Bean
        ServerHttpMessageConvertersCustomizer fracJsonConverter() {
            return server -> server.configureMessageConvertersList(
                    converters -> converters.add(new FracJsonHttpMessageConverter(new FracJsonMapper())));
        }
    }

    private static ConfigurableApplicationContext application;
    private static String baseUrl;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void startOnARandomPort() {
        application = new SpringApplicationBuilder(OrderApplication.class)
                .properties("server.address=127.0.0.1", "server.port=0", "spring.main.banner-mode=off",
                        "logging.level.root=warn")
                .run();
        int port = ((WebServerApplicationContext) application).getWebServer().getPort();
        baseUrl = "http://127.0.0.1:" + port;
    }

    @AfterAll
    static void stop() {
        application.close();
    }

    @Test
    void restClientPostsAndReadsFracJson() {
        RestClient client = RestClient.builder()
                .baseUrl(baseUrl)
                .configureMessageConverters(builder -> builder.configureMessageConvertersList(
                        converters -> converters.add(new FracJsonHttpMessageConverter(new FracJsonMapper()))))
                .build();

        ResponseEntity<Order> response = client.post()
                .uri("/orders")
                .contentType(FracJsonHttpMessageConverter.FRAC_JSON)
                .accept(FracJsonHttpMessageConverter.FRAC_JSON)
                .body(ORDER)
                .retrieve()
                .toEntity(Order.class);

        assertEquals(ORDER, receivedByTheServer());
        assertEquals(FracJsonHttpMessageConverter.FRAC_JSON, response.getHeaders().getContentType());
        assertEquals(ORDER, response.getBody());
        assertEquals(2, response.getBody().total().amount().scale());
    }

    @Test
    void theServerWritesFracJsonBytes() throws Exception {
        HttpResponse<byte[]> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders/A-2"))
                .header("Accept", "application/x-frac-json")
                .build(), HttpResponse.BodyHandlers.ofByteArray());

        assertEquals(200, response.statusCode());
        assertEquals("application/x-frac-json", contentType(response));
        assertArrayEquals(new byte[] {'F', 'J'}, Arrays.copyOf(response.body(), 2), "the frac_json magic");
        Order expected = new Order("A-2", ORDER.total(), ORDER.placedAt(), ORDER.items());
        assertEquals(expected, new FracJsonMapper().readValue(response.body(), Order.class));
    }

    @Test
    void theServerReadsFracJsonBytes() throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                .header("Content-Type", "application/x-frac-json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(new FracJsonMapper().writeValueAsBytes(ORDER)))
                .build(), HttpResponse.BodyHandlers.ofString());

        assertEquals(200, response.statusCode());
        assertEquals(ORDER, receivedByTheServer());
        assertEquals("application/json", contentType(response));
        assertEquals(ORDER, new JsonMapper().readValue(response.body(), Order.class));
    }

    @Test
    void jsonStaysTheDefault() throws Exception {
        HttpResponse<String> noAccept = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders/A-3"))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, noAccept.statusCode());
        assertEquals("application/json", contentType(noAccept));

        String json = new JsonMapper().writeValueAsString(ORDER);
        HttpResponse<String> posted = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, posted.statusCode());
        assertEquals(ORDER, receivedByTheServer());
        assertEquals("application/json", contentType(posted));
        assertEquals(ORDER, new JsonMapper().readValue(posted.body(), Order.class));
    }

    private static Order receivedByTheServer() {
        return application.getBean(OrderController.class).received.getAndSet(null);
    }

    private static String contentType(HttpResponse<?> response) {
        return response.headers().firstValue("Content-Type").orElse("(none)");
    }
}
