package io.fracjson.spring.common.kit;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import io.fracjson.core.KeysTable;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Import;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

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

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Boot's Jackson settings ({@code spring.jackson.*} and a customizer bean of the application's)
 * apply to frac_json as they do to JSON: a Boot server answers one endpoint with the same fields
 * and values in both. Each line's {@code JacksonSettingsTest} runs it with its Boot's customizer
 * type and property names; on Boot 4 it failed before the frac mapper took Boot's settings
 * ({"trackingId", "pickedUpAt": "2026-03-03T09:02:49.473Z", "internalNote"} in frac_json).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class JacksonSettingsBehaviour {

    public record Delivery(String trackingId, Instant pickedUpAt, BigDecimal weightKg, String internalNote) {
    }

    /** A mix-in the application's customizer adds to {@link Delivery}: the note is never sent. */
    @JsonIgnoreProperties("internal_note")
    public abstract static class WithoutNote {
    }

    protected static final Delivery DELIVERY = new Delivery("T-1", Instant.parse("2026-03-03T09:02:49.473Z"),
            new BigDecimal("2.50"), "fragile");

    /** The keys as the service writes them under SNAKE_CASE. */
    protected static final KeysTable SNAKE_KEYS = KeysTable.of(List.of("tracking_id", "picked_up_at", "weight_kg"));

    @RestController
    static class DeliveryController {
        @GetMapping("/deliveries/{id}")
        Delivery delivery(@PathVariable("id") String id) {
            return new Delivery(id, DELIVERY.pickedUpAt(), DELIVERY.weightKg(), DELIVERY.internalNote());
        }
    }

    /** The application: a controller; the line's configuration adds its customizer. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import(DeliveryController.class)
    static class DeliveryApplication {
    }

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private final SpringLine line;
    private Server server;

    protected JacksonSettingsBehaviour(SpringLine line) {
        this.line = line;
    }

    /** A configuration whose customizer bean (the line's Boot's type) adds {@link WithoutNote} to {@link Delivery}. */
    protected abstract Class<?> customizerConfiguration();

    /** The line's Boot property that writes dates as timestamps. */
    protected abstract String writeDatesAsTimestampsProperty();

    /**
     * Each field of an object, JSON or (with {@code keysTable}) frac_json, as text: numbers as their
     * decimal text, since frac_json writes a BigDecimal as its exact text and JSON as a number.
     */
    protected abstract Map<String, String> leaves(byte[] body, KeysTable keysTable) throws Exception;

    /** {@code value} written by a frac_json mapper over this table (none if null) with the application's Boot settings. */
    protected abstract byte[] writeWithBootsSettings(ConfigurableApplicationContext application, KeysTable keysTable,
            Object value) throws Exception;

    @BeforeAll
    void start(@TempDir Path dir) throws IOException {
        Path keysTable = Files.write(dir.resolve("deliveries.keys"), SNAKE_KEYS.toBytes());
        server = new Server(new Class<?>[] {DeliveryApplication.class, customizerConfiguration()},
                WebApplicationType.SERVLET,
                "spring.jackson.property-naming-strategy=SNAKE_CASE",
                writeDatesAsTimestampsProperty() + "=true",
                "fracjson.keys-table=" + keysTable.toUri());
    }

    @AfterAll
    void stop() {
        server.close();
    }

    @Test
    void jsonAndFracJsonAnswerTheSameFieldsAndValues() throws Exception {
        Map<String, String> json = leaves(get("application/json"), null);
        Map<String, String> frac = leaves(get("application/x-frac-json"), SNAKE_KEYS);

        assertEquals(Map.of("tracking_id", "T-9", "picked_up_at", "1772528569.473000000", "weight_kg", "2.50"),
                json, "JSON");
        assertEquals(json, frac, "frac_json");
    }

    /**
     * A keys table must be built with the service's naming strategy: one built from the record's
     * Java names (camelCase) holds none of the keys written under SNAKE_CASE.
     */
    @Test
    void aKeysTableOfTheOtherNamingStrategySavesNothing() throws Exception {
        KeysTable camel = KeysTable.of(List.of("trackingId", "pickedUpAt", "weightKg"));
        byte[] right = writeWithBootsSettings(server.application, SNAKE_KEYS, DELIVERY);
        byte[] wrong = writeWithBootsSettings(server.application, camel, DELIVERY);
        byte[] none = writeWithBootsSettings(server.application, null, DELIVERY);
        assertTrue(right.length < wrong.length, right.length + " bytes with the table of the naming strategy, "
                + wrong.length + " with a camelCase table");
        assertEquals(none.length, wrong.length, "a camelCase table: as without a table");
    }

    private byte[] get(String accept) throws Exception {
        HttpResponse<byte[]> response = HTTP.send(HttpRequest.newBuilder(URI.create(server.baseUrl + "/deliveries/T-9"))
                .header("Accept", accept).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, response.statusCode(), accept);
        return response.body();
    }
}
