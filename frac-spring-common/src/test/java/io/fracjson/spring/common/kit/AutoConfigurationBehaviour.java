package io.fracjson.spring.common.kit;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.core.testing.WithoutNativeZstd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The {@code fracjson.*} properties on non-web contexts: what the mapper the line's
 * auto-configuration gives its converters and codecs writes, and the startup failures that name a
 * property. Each line's {@code FracJsonAutoConfigurationTest} runs it, and adds what its Boot does
 * with an application's own mappers and Jackson settings (which differ between Boot 3 and 4).
 */
public abstract class AutoConfigurationBehaviour {
    protected static final Map<String, Object> MONEY = Map.of("amount", new BigDecimal("0.10"));

    /** What the behaviour asks of a frac_json mapper of the line (its Jackson's trees differ). */
    public interface FracMapper {
        byte[] write(Object value) throws Exception;

        /** The field of the object {@code document} holds, as its tree gives it as text. */
        String text(byte[] document, String field) throws Exception;

        /** The field of the object {@code document} holds, as its tree gives it as a double. */
        double number(byte[] document, String field) throws Exception;

        /** The keys table its factory writes with. */
        KeysTable keysTable();
    }

    private final SpringLine line;

    @TempDir
    protected Path dir;

    protected AutoConfigurationBehaviour(SpringLine line) {
        this.line = line;
    }

    /** The line's application of no beans but the frac_json auto-configuration (with what its Boot auto-configures too). */
    protected abstract Class<?> application();

    /** The mapper the auto-configuration gives {@code context}'s frac_json converters and codecs. */
    protected abstract FracMapper autoConfiguredMapper(ConfigurableApplicationContext context);

    /** A mapper of the line's default settings that reads with {@code dictionary} (none if null). */
    protected abstract FracMapper mapper(ZstdDictionary dictionary);

    /** The line's {@code FracJsonMapper} {@code mapper} (a bean of an application's). */
    protected abstract FracMapper asFracMapper(Object mapper);

    /**
     * A configuration of a {@code FracJsonMapper} bean named {@code cacheMapper} of the
     * application's own use (a cache, say): of default settings, and not a default candidate.
     */
    protected abstract Class<?> mapperOfItsOwnUse();

    /** What else the line's Boot keeps with such a mapper: the one candidate for injection, JSON's own mapper. */
    protected abstract void assertTheOtherMappersAsBootMakesThem(ConfigurableApplicationContext context);

    /** Runs {@code test} on the auto-configured mapper of {@link #application()} started with these properties. */
    protected void run(MapperTest test, String... properties) throws Exception {
        try (ConfigurableApplicationContext context = start(application(), properties)) {
            test.accept(autoConfiguredMapper(context));
        }
    }

    /** A check of a mapper. */
    @FunctionalInterface
    protected interface MapperTest {
        void accept(FracMapper mapper) throws Exception;
    }

    @Test
    void withoutPropertiesDocumentsArePlainAndNumbersExact() throws Exception {
        run(mapper -> {
            byte[] document = mapper.write(MONEY);
            assertEquals(0x00, document[2], "uncompressed");
            assertEquals("0.10", mapper.text(document, "amount"), "the exact decimal text");
        });
    }

    @Test
    void thePrecisionPolicy() throws Exception {
        run(mapper -> assertEquals(0.1, mapper.number(mapper.write(MONEY), "amount")),
                "fracjson.precision=nearest-float64");
        run(mapper -> assertThrows(line.jacksonException(), () -> mapper.write(MONEY)),
                "fracjson.precision=fail");
    }

    @Test
    void aDictionaryAndLevelCompressWithTheDictionary() throws Exception {
        List<byte[]> samples = new ArrayList<>();
        FracMapper plain = mapper(null);
        for (int i = 0; i < 200; i++) {
            samples.add(plain.write(Map.of("amount", i, "currency", i % 2 == 0 ? "EUR" : "USD")));
        }
        ZstdDictionary dictionary = ZstdDictionary.trainOnDocuments(samples, 2_048);
        Path file = Files.write(dir.resolve("orders.dict"), dictionary.toBytes());

        run(mapper -> {
            byte[] document = mapper.write(MONEY);
            assertEquals(0x30, document[2], "zstd with a dictionary");
            assertEquals("0.10", mapper(dictionary).text(document, "amount"));
        }, "fracjson.dictionary=" + file.toUri(), "fracjson.compression-level=3");
    }

    /** A server writes as well as reads: the missing level is named at startup, not at the first response. */
    @Test
    void aDictionaryWithoutALevelFailsAtStartupNamingTheProperty() throws IOException {
        Path file = Files.write(dir.resolve("orders.dict"), "{\"amount\":1}".repeat(50).getBytes());
        String message = startupFailure(application(), "fracjson.dictionary=" + file.toUri());
        assertTrue(message.contains("fracjson.dictionary is set but fracjson.compression-level is not"), message);
    }

    @Test
    void aKeysTableThatCannotBeReadFailsAtStartupNamingIt() throws IOException {
        String missing = startupFailure(application(), "fracjson.keys-table=file:" + dir.resolve("none.keys"));
        assertTrue(missing.contains("fracjson.keys-table cannot be read from"), missing);

        Path notATable = Files.write(dir.resolve("text.keys"), new byte[] {1, 2, 3});
        String wrong = startupFailure(application(), "fracjson.keys-table=" + notATable.toUri());
        assertTrue(wrong.contains("is not a keys table"), wrong);
    }

    /** A mapper of the application's own use leaves fracjson.* to the converters and codecs, and is left as it made it. */
    @Test
    void aMapperOfTheApplicationsOwnUseLeavesThePropertiesTheirs() throws IOException {
        KeysTable table = KeysTable.of(List.of("amount"));
        try (ConfigurableApplicationContext context = start(new Class<?>[] {application(), mapperOfItsOwnUse()},
                keysTableProperty(table))) {
            assertEquals(table.fingerprint(), autoConfiguredMapper(context).keysTable().fingerprint(), "the converters'");
            assertEquals(0, asFracMapper(context.getBean("cacheMapper")).keysTable().size(),
                    "the application's mapper as it made it");
            assertTheOtherMappersAsBootMakesThem(context);
        }
    }

    /** {@code fracjson.keys-table}, as a file of {@code dir}'s, for a line's own tests. */
    protected String keysTableProperty(KeysTable table) throws IOException {
        Path file = Files.write(dir.resolve("money.keys"), table.toBytes());
        return "fracjson.keys-table=" + file.toUri();
    }

    /**
     * Without zstd's native library (and, on Java 24+, with native access denied) the
     * auto-configured mapper writes and reads plain documents; configured to compress, it says
     * what it needs.
     */
    @Test
    void withoutZstdsNativeLibraryDocumentsWithoutCompressionGoThrough() {
        for (Map<String, String> reports : WithoutNativeZstd.runEach(WithoutNative.class, getClass().getName())) {
            WithoutNativeZstd.assertOk(reports, "plain document");
            WithoutNativeZstd.assertNeedsNativeLibrary(reports, "compressed document");
        }
    }

    /** The steps, in the JVM without zstd's native library, on the line's test class its argument names. */
    static final class WithoutNative {
        public static void main(String[] args) throws ReflectiveOperationException {
            Constructor<?> test = Class.forName(args[0]).getDeclaredConstructor();
            test.setAccessible(true);
            AutoConfigurationBehaviour behaviour = (AutoConfigurationBehaviour) test.newInstance();
            WithoutNativeZstd.step("plain document", () -> behaviour.roundTrip());
            WithoutNativeZstd.step("compressed document", () -> behaviour.roundTrip("fracjson.compression-level=3"));
        }
    }

    private Object roundTrip(String... properties) throws Exception {
        run(mapper -> mapper.text(mapper.write(MONEY), "amount"), properties);
        return null;
    }

    /** {@code application} started as a non-web application with these properties, quiet. */
    protected static ConfigurableApplicationContext start(Class<?> application, String... properties) {
        return start(new Class<?>[] {application}, properties);
    }

    private static ConfigurableApplicationContext start(Class<?>[] sources, String... properties) {
        return new SpringApplicationBuilder(sources)
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
