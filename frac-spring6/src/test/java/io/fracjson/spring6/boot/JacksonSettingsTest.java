package io.fracjson.spring6.boot;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.JsonNodeFeature;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.autoconfigure.jackson.Jackson2ObjectMapperBuilderCustomizer;
import org.springframework.boot.web.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.http.converter.json.Jackson2ObjectMapperBuilder;

import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Boot's Jackson settings ({@code spring.jackson.*} and a
 * {@code Jackson2ObjectMapperBuilderCustomizer} bean) apply to frac_json as they do to JSON, as on
 * Boot 4 (frac-spring's twin of this test): a Boot 3 server answers one endpoint with the same
 * fields and values in both.
 */
class JacksonSettingsTest {

    record Shipment(String trackingId, Instant pickedUpAt, BigDecimal weightKg, String internalNote) {
    }

    /** A mix-in the application's customizer adds: the note is never sent. */
    @JsonIgnoreProperties("internal_note")
    abstract static class WithoutNote {
    }

    private static final Shipment SHIPMENT = new Shipment("T-1", Instant.parse("2026-03-03T09:02:49.473Z"),
            new BigDecimal("2.50"), "fragile");

    /** The keys as the service writes them under SNAKE_CASE. */
    private static final KeysTable SNAKE_KEYS = KeysTable.of(List.of("tracking_id", "picked_up_at", "weight_kg"));

    @RestController
    static class ShipmentController {
        @GetMapping("/shipments/{id}")
        Shipment shipment(@PathVariable("id") String id) {
            return new Shipment(id, SHIPMENT.pickedUpAt(), SHIPMENT.weightKg(), SHIPMENT.internalNote());
        }
    }

    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import(ShipmentController.class)
    static class ShipmentApplication {
        @Bean
        Jackson2ObjectMapperBuilderCustomizer withoutNotes() {
            return builder -> builder.mixIn(Shipment.class, WithoutNote.class);
        }
    }

    @TempDir
    static Path dir;
    private static ConfigurableApplicationContext application;
    private static String baseUrl;
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    @BeforeAll
    static void start() throws IOException {
        Path keysTable = Files.write(dir.resolve("shipments.keys"), SNAKE_KEYS.toBytes());
        application = new SpringApplicationBuilder(ShipmentApplication.class)
                .properties("server.address=127.0.0.1", "server.port=0", "spring.main.banner-mode=off",
                        "logging.level.root=warn",
                        "spring.jackson.property-naming-strategy=SNAKE_CASE",
                        "spring.jackson.serialization.write-dates-as-timestamps=true",
                        "fracjson.keys-table=" + keysTable.toUri())
                .run();
        baseUrl = "http://127.0.0.1:" + ((WebServerApplicationContext) application).getWebServer().getPort();
    }

    @AfterAll
    static void stop() {
        application.close();
    }

    @Test
    void jsonAndFracJsonAnswerTheSameFieldsAndValues() throws Exception {
        JsonNode json = new ObjectMapper().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .configure(JsonNodeFeature.STRIP_TRAILING_BIGDECIMAL_ZEROES, false)
                .readTree(get("application/json"));
        JsonNode frac = new FracJsonMapper(FracJsonFactory.builder().keysTable(SNAKE_KEYS).build())
                .readTree(get("application/x-frac-json"));

        assertEquals(Map.of("tracking_id", "T-9", "picked_up_at", "1772528569.473000000", "weight_kg", "2.50"),
                leaves(json), "JSON: " + json);
        assertEquals(leaves(json), leaves(frac), "frac_json: " + frac);
    }

    /**
     * A keys table must be built with the service's naming strategy: one built from the record's
     * Java names (camelCase) holds none of the keys written under SNAKE_CASE.
     */
    @Test
    void aKeysTableOfTheOtherNamingStrategySavesNothing() throws Exception {
        KeysTable camel = KeysTable.of(List.of("trackingId", "pickedUpAt", "weightKg"));
        byte[] right = bootsMapper(FracJsonFactory.builder().keysTable(SNAKE_KEYS).build()).writeValueAsBytes(SHIPMENT);
        byte[] wrong = bootsMapper(FracJsonFactory.builder().keysTable(camel).build()).writeValueAsBytes(SHIPMENT);
        byte[] none = bootsMapper(FracJsonFactory.builder().build()).writeValueAsBytes(SHIPMENT);
        assertTrue(right.length < wrong.length, right.length + " bytes with the table of the naming strategy, "
                + wrong.length + " with a camelCase table");
        assertEquals(none.length, wrong.length, "a camelCase table: as without a table");
    }

    /** A mapper over {@code factory} with Boot's Jackson settings, as the auto-configuration makes it. */
    private static ObjectMapper bootsMapper(FracJsonFactory factory) throws Exception {
        ObjectMapper mapper = new FracJsonMapper(factory);
        application.getBean(Jackson2ObjectMapperBuilder.class).configure(mapper);
        return mapper;
    }

    private static byte[] get(String accept) throws Exception {
        HttpResponse<byte[]> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/shipments/T-9"))
                .header("Accept", accept).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, response.statusCode(), accept);
        return response.body();
    }

    /** Each field's value as text: frac_json writes a BigDecimal as its exact text, JSON as a number. */
    private static Map<String, String> leaves(JsonNode object) {
        Map<String, String> leaves = new TreeMap<>();
        object.fields().forEachRemaining(e -> leaves.put(e.getKey(),
                e.getValue().isNumber() ? e.getValue().decimalValue().toString() : e.getValue().asText()));
        return leaves;
    }
}
