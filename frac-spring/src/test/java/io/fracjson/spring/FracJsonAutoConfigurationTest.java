package io.fracjson.spring;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.core.testing.WithoutNativeZstd;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JacksonModule;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.ToStringSerializer;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code fracjson.*} properties, and what an application's own beans change, on non-web contexts. */
class FracJsonAutoConfigurationTest {
    private static final Map<String, Object> MONEY = Map.of("amount", new BigDecimal("0.10"));

    @TempDir
    Path dir;

    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class App {
    }

    @Test
    void withoutPropertiesDocumentsArePlainAndNumbersExact() {
        run(mapper -> {
            byte[] document = mapper.writeValueAsBytes(MONEY);
            assertEquals(0x00, document[2], "uncompressed");
            assertEquals("0.10", mapper.readTree(document).get("amount").asString(), "the exact decimal text");
        });
    }

    @Test
    void thePrecisionPolicy() {
        run(mapper -> assertEquals(0.1, mapper.readTree(mapper.writeValueAsBytes(MONEY)).get("amount").doubleValue()),
                "fracjson.precision=nearest-float64");
        run(mapper -> assertThrows(JacksonException.class, () -> mapper.writeValueAsBytes(MONEY)),
                "fracjson.precision=fail");
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

        run(mapper -> {
            byte[] document = mapper.writeValueAsBytes(MONEY);
            assertEquals(0x30, document[2], "zstd with a dictionary");
            FracJsonMapper reader = new FracJsonMapper(FracJsonFactory.builder().zstdDictionary(dictionary).build());
            assertEquals("0.10", reader.readTree(document).get("amount").asString());
        }, "fracjson.dictionary=" + file.toUri(), "fracjson.compression-level=3");
    }

    /** A server writes as well as reads: the missing level is named at startup, not at the first response. */
    @Test
    void aDictionaryWithoutALevelFailsAtStartupNamingTheProperty() throws IOException {
        Path file = Files.write(dir.resolve("orders.dict"), "{\"amount\":1}".repeat(50).getBytes());
        String message = startupFailure(App.class, "fracjson.dictionary=" + file.toUri());
        assertTrue(message.contains("fracjson.dictionary is set but fracjson.compression-level is not"), message);
    }

    @Test
    void aKeysTableThatCannotBeReadFailsAtStartupNamingIt() throws IOException {
        String missing = startupFailure(App.class, "fracjson.keys-table=file:" + dir.resolve("none.keys"));
        assertTrue(missing.contains("fracjson.keys-table cannot be read from"), missing);

        Path notATable = Files.write(dir.resolve("text.keys"), new byte[] {1, 2, 3});
        String wrong = startupFailure(App.class, "fracjson.keys-table=" + notATable.toUri());
        assertTrue(wrong.contains("is not a keys table"), wrong);
    }

    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class AppWithItsOwnMapper {
        static final FracJsonMapper MAPPER = new FracJsonMapper();

        @Bean
        FracJsonMapper myMapper() {
            return MAPPER;
        }
    }

    @Test
    void anApplicationsOwnMapperIsUsed() {
        try (ConfigurableApplicationContext context = start(AppWithItsOwnMapper.class)) {
            assertSame(AppWithItsOwnMapper.MAPPER, context.getBean(FracJsonMapper.class));
        }
    }

    /** The application's mapper, built from the auto-configuration's builder: fracjson.* and its own change. */
    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class AppWithAMapperFromTheBuilder {
        @Bean
        FracJsonMapper myMapper(FracJsonMapper.Builder builder) {
            return builder.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).build();
        }
    }

    @Test
    void anApplicationsMapperBuiltFromTheBuilderKeepsTheProperties() throws IOException {
        KeysTable table = KeysTable.of(List.of("amount"));
        Path file = Files.write(dir.resolve("money.keys"), table.toBytes());
        try (ConfigurableApplicationContext context = start(AppWithAMapperFromTheBuilder.class,
                "fracjson.keys-table=" + file.toUri(), "fracjson.compression-level=3", "fracjson.precision=fail")) {
            FracJsonMapper mapper = context.getBean(FracJsonMapper.class);
            assertTrue(mapper.isEnabled(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS), "the application's setting");
            assertEquals(table.fingerprint(), mapper.tokenStreamFactory().keysTable().fingerprint(), "fracjson.keys-table");
            assertEquals(0x10, mapper.writeValueAsBytes(Map.of("amount", 1))[2] & 0x30, "fracjson.compression-level");
            assertThrows(JacksonException.class, () -> mapper.writeValueAsBytes(MONEY), "fracjson.precision");
        }
    }

    /** A mapper of the application's own use (a cache, say), not a default candidate: the converters keep theirs. */
    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
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
        try (ConfigurableApplicationContext context = start(AppWithAMapperOfItsOwnUse.class,
                "fracjson.keys-table=" + file.toUri())) {
            FracJsonMapper converters = context.getBean("fracJsonMapper", FracJsonMapper.class);
            assertEquals(table.fingerprint(), converters.tokenStreamFactory().keysTable().fingerprint());
            assertEquals(0, context.getBean("cacheMapper", FracJsonMapper.class).tokenStreamFactory().keysTable().size(),
                    "the application's mapper as it made it");
            assertSame(converters, context.getBean(FracJsonMapper.class), "the one candidate for injection");
        }
    }

    @SpringBootConfiguration
    @ImportAutoConfiguration(FracJsonAutoConfiguration.class)
    static class AppWithAModule {
        /** Writes a Double as text: visible in what the mapper writes. */
        @Bean
        JacksonModule doublesAsText() {
            return new SimpleModule("doubles as text").addSerializer(Double.class, ToStringSerializer.instance);
        }
    }

    @Test
    void theApplicationsJacksonModulesAreRegistered() {
        try (ConfigurableApplicationContext context = start(AppWithAModule.class)) {
            FracJsonMapper mapper = context.getBean(FracJsonMapper.class);
            JsonNode read = mapper.readTree(mapper.writeValueAsBytes(Map.of("amount", 0.5)));
            assertTrue(read.get("amount").isString(), "0.5 would be a float32 without the module: " + read);
        }
    }

    /**
     * Without zstd's native library (and, on Java 24+, with native access denied) the
     * auto-configured mapper writes and reads plain documents; configured to compress, it says
     * what it needs.
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
            WithoutNativeZstd.step("plain document", () -> roundTrip());
            WithoutNativeZstd.step("compressed document", () -> roundTrip("fracjson.compression-level=3"));
        }

        private static Object roundTrip(String... properties) {
            run(mapper -> mapper.readTree(mapper.writeValueAsBytes(MONEY)), properties);
            return null;
        }
    }

    private static void run(Consumer<FracJsonMapper> test, String... properties) {
        try (ConfigurableApplicationContext context = start(App.class, properties)) {
            test.accept(context.getBean(FracJsonMapper.class));
        }
    }

    private static ConfigurableApplicationContext start(Class<?> application, String... properties) {
        return new SpringApplicationBuilder(application)
                .web(WebApplicationType.NONE)
                .properties("spring.main.banner-mode=off", "logging.level.root=off")
                .properties(properties)
                .run();
    }

    /** The messages of the exception a failed start throws and of its causes. */
    private static String startupFailure(Class<?> application, String... properties) {
        RuntimeException e = assertThrows(RuntimeException.class, () -> start(application, properties).close());
        StringBuilder messages = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append('\n');
        }
        return messages.toString();
    }
}
