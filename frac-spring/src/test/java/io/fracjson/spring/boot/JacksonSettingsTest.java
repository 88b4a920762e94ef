package io.fracjson.spring.boot;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.jackson.autoconfigure.JsonMapperBuilderCustomizer;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

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
 * Boot's Jackson settings ({@code spring.jackson.*} and a {@code JsonMapperBuilderCustomizer}
 * bean) apply to frac_json as they do to JSON: a Boot 4 server answers one endpoint with the same
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
        JsonMapperBuilderCustomizer withoutNotes() {
            return builder -> builder.addMixIn(Shipment.class, WithoutNote.class);
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
                        "spring.jackson.datatype.datetime.write-dates-as-timestamps=true",
                        "fracjson.keys-table=" + keysTable.toUri())
                .run();
        baseUrl = "http://127.0.0.1:" + ((WebServerApplicationContext) application).getWebServer().getPort();
    }

    @AfterAll
    static void stop() {
        application.close();
    }

    /** Before the fix: {"trackingId", "pickedUpAt": "2026-03-03T09:02:49.473Z", "internalNote"} in frac_json. */
    @Test
    void jsonAndFracJsonAnswerTheSameFieldsAndValues() throws Exception {
        JsonNode json = JsonMapper.builder().enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS).build()
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
    void aKeysTableOfTheOtherNamingStrategySavesNothing() {
        KeysTable camel = KeysTable.of(List.of("trackingId", "pickedUpAt", "weightKg"));
        JsonMapper.Builder boot = application.getBean(JsonMapper.Builder.class);
        byte[] right = application.getBean(FracJsonMapper.class).writeValueAsBytes(SHIPMENT);
        byte[] wrong = FracJsonMapper.builder(FracJsonFactory.builder().keysTable(camel).build(), boot).build()
                .writeValueAsBytes(SHIPMENT);
        byte[] none = FracJsonMapper.builder(FracJsonFactory.builder().build(), application.getBean(JsonMapper.Builder.class))
                .build().writeValueAsBytes(SHIPMENT);
        assertTrue(right.length < wrong.length, right.length + " bytes with the table of the naming strategy, "
                + wrong.length + " with a camelCase table");
        assertEquals(none.length, wrong.length, "a camelCase table: as without a table");
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
        object.properties().forEach(e -> leaves.put(e.getKey(),
                e.getValue().isNumber() ? e.getValue().decimalValue().toString() : e.getValue().asString()));
        return leaves;
    }
}
