package io.fracjson.spring6;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.core.testing.WithoutNativeZstd;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.client.RestClientCustomizer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.web.client.RestClient;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code fracjson.*} properties, and Boot's {@code spring.jackson.*}, on non-web contexts: the
 * converter Boot's {@code RestClient.Builder} is given shows what the server's is made from.
 */
class FracJsonAutoConfigurationTest {
    private static final Map<String, Object> MONEY = Map.of("amount", new BigDecimal("0.10"));

    @TempDir
    Path dir;

    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class App {
    }

    @Test
    void withoutPropertiesDocumentsArePlainAndNumbersExact() throws IOException {
        ObjectMapper mapper = mapper();
        byte[] document = mapper.writeValueAsBytes(MONEY);
        assertEquals(0x00, document[2], "uncompressed");
        assertEquals("0.10", mapper.readTree(document).get("amount").asText(), "the exact decimal text");
    }

    @Test
    void thePrecisionPolicy() throws IOException {
        ObjectMapper nearest = mapper("fracjson.precision=nearest-float64");
        assertEquals(0.1, nearest.readTree(nearest.writeValueAsBytes(MONEY)).get("amount").doubleValue());
        ObjectMapper failing = mapper("fracjson.precision=fail");
        assertThrows(IOException.class, () -> failing.writeValueAsBytes(MONEY));
    }

    @Test
    void aDictionaryAndLevelCompressWithTheDictionary() throws IOException {
        List<byte[]> samples = new ArrayList<>();
        FracJsonMapper plain = new FracJsonMapper();
        for (int i = 0; i < 200; i++) {
            samples.add(plain.writeValueAsBytes(Map.of("amount", i, "currency", i % 2 == 0 ? "EUR" : "USD")));
        }
        ZstdDictionary dictionary = ZstdDictionary.trainOnDocuments(samples, 2_048);
        Path file = Files.write(dir.resolve("orders.dict"), dictionary.toBytes());

        byte[] document = mapper("fracjson.dictionary=" + file.toUri(), "fracjson.compression-level=3")
                .writeValueAsBytes(MONEY);
        assertEquals(0x30, document[2], "zstd with a dictionary");
        FracJsonMapper reader = new FracJsonMapper(FracJsonFactory.builder().zstdDictionary(dictionary).build());
        assertEquals("0.10", reader.readTree(document).get("amount").asText());
    }

    /** Boot's Jackson settings apply to frac_json as they do to JSON. */
    @Test
    void springJacksonPropertiesApply() throws IOException {
        ObjectMapper mapper = mapper("spring.jackson.property-naming-strategy=SNAKE_CASE");
        JsonNode read = mapper.readTree(mapper.writeValueAsBytes(new Money(new BigDecimal("1.5"), "EUR")));
        assertEquals("EUR", read.path("currency_code").asText(), read.toString());
    }

    record Money(BigDecimal amount, String currencyCode) {
    }

    /**
     * A mapper of the application's own use (a cache, say): not a default candidate, or it would
     * be Boot 3's ObjectMapper, which JSON is written with. The converters keep fracjson.*.
     */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class AppWithAMapperOfItsOwnUse {
        @Bean(defaultCandidate = false)
        FracJsonMapper cacheMapper() {
            return new FracJsonMapper();
        }
    }

    @Test
    void aMapperOfTheApplicationsOwnUseLeavesThePropertiesTheirs() throws IOException {
        KeysTable table = KeysTable.of(List.of("amount"));
        Path file = Files.write(dir.resolve("money.keys"), table.toBytes());
        ObjectMapper mapper = mapper(AppWithAMapperOfItsOwnUse.class, "fracjson.keys-table=" + file.toUri());
        assertEquals(table.fingerprint(), ((FracJsonFactory) mapper.getFactory()).keysTable().fingerprint());
        try (ConfigurableApplicationContext context = start(AppWithAMapperOfItsOwnUse.class)) {
            assertFalse(context.getBean(ObjectMapper.class) instanceof FracJsonMapper, "JSON's mapper is Boot's");
        }
    }

    @Test
    void aDictionaryWithoutALevelFailsAtStartupNamingTheProperty() throws IOException {
        Path file = Files.write(dir.resolve("orders.dict"), "{\"amount\":1}".repeat(50).getBytes());
        String message = startupFailure("fracjson.dictionary=" + file.toUri());
        assertTrue(message.contains("fracjson.dictionary is set but fracjson.compression-level is not"), message);
    }

    @Test
    void aKeysTableThatCannotBeReadFailsAtStartupNamingIt() throws IOException {
        String missing = startupFailure("fracjson.keys-table=file:" + dir.resolve("none.keys"));
        assertTrue(missing.contains("fracjson.keys-table cannot be read from"), missing);

        Path notATable = Files.write(dir.resolve("text.keys"), new byte[] {1, 2, 3});
        String wrong = startupFailure("fracjson.keys-table=" + notATable.toUri());
        assertTrue(wrong.contains("is not a keys table"), wrong);
    }

    /**
     * Without zstd's native library (and, on Java 24+, with native access denied) the
     * auto-configured converter's mapper writes and reads plain documents; configured to
     * compress, it says what it needs.
     */
    @Test
    void withoutZstdsNativeLibraryDocumentsWithoutCompressionGoThrough() {
        for (Map<String, String> reports : WithoutNativeZstd.runEach(WithoutNative.class)) {
            WithoutNativeZstd.assertOk(reports, "plain document");
            WithoutNativeZstd.assertNeedsNativeLibrary(reports, "compressed document");
        }
    }

    /** The steps, in the JVM without zstd's native library. */
    static final class WithoutNative {
        public static void main(String[] args) {
            WithoutNativeZstd.step("plain document", () -> roundTrip(mapper()));
            WithoutNativeZstd.step("compressed document", () -> roundTrip(mapper("fracjson.compression-level=3")));
        }

        private static JsonNode roundTrip(ObjectMapper mapper) throws IOException {
            return mapper.readTree(mapper.writeValueAsBytes(MONEY));
        }
    }

    /** The mapper of the frac_json converter the auto-configuration gives Boot's RestClient.Builder. */
    private static ObjectMapper mapper(String... properties) {
        return mapper(App.class, properties);
    }

    private static ObjectMapper mapper(Class<?> application, String... properties) {
        try (ConfigurableApplicationContext context = start(application, properties)) {
            RestClient.Builder builder = RestClient.builder();
            context.getBeanProvider(RestClientCustomizer.class).orderedStream().forEach(c -> c.customize(builder));
            AtomicReference<ObjectMapper> mapper = new AtomicReference<>();
            builder.messageConverters(converters -> converters.stream()
                    .filter(FracJsonHttpMessageConverter.class::isInstance)
                    .forEach(c -> mapper.set(((FracJsonHttpMessageConverter) c).getObjectMapper())));
            assertNotNull(mapper.get(), "no frac_json converter");
            return mapper.get();
        }
    }

    private static ConfigurableApplicationContext start(String... properties) {
        return start(App.class, properties);
    }

    private static ConfigurableApplicationContext start(Class<?> application, String... properties) {
        return new SpringApplicationBuilder(application)
                .web(WebApplicationType.NONE)
                .properties("spring.main.banner-mode=off", "logging.level.root=off")
                .properties(properties)
                .run();
    }

    /** The messages of the exception a failed start throws and of its causes. */
    private static String startupFailure(String... properties) {
        RuntimeException e = assertThrows(RuntimeException.class, () -> start(properties).close());
        StringBuilder messages = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append('\n');
        }
        return messages.toString();
    }
}
