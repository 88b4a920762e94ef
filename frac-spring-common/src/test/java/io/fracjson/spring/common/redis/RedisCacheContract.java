package io.fracjson.spring.common.redis;

import io.fracjson.core.FracReader;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ReadOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.cache.annotation.Cacheable;
import org.springframework.cache.annotation.EnableCaching;
import org.springframework.cache.support.NullValue;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.redis.connection.RedisConnection;
import org.springframework.data.redis.connection.RedisConnectionFactory;
import org.springframework.data.redis.serializer.RedisSerializer;
import org.springframework.data.redis.serializer.SerializationException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.ToIntFunction;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What both Spring lines show of Spring Data Redis's own Jackson serializers on this library's
 * mapper, run by each line's subclass on that line's serializers ({@code Jackson2JsonRedisSerializer}
 * and {@code GenericJackson2JsonRedisSerializer} on Jackson 2, {@code JacksonJsonRedisSerializer}
 * and {@code GenericJacksonJsonRedisSerializer} on Jackson 3): values read back equal and are
 * the very document JSON would have been, Spring Cache's {@link NullValue} included, in fewer
 * bytes; and a Spring Boot application's {@code @Cacheable} stores frac_json in a real
 * {@code redis-server} through the line's cache configuration (docs/redis.md's snippet).
 */
public abstract class RedisCacheContract {
    /**
     * The mapper under a serializer: the line's JSON mapper, or a frac_json mapper with a keys
     * table ({@link KeysTable#EMPTY}: none).
     */
    public record On(KeysTable fracKeys) {
        public static final On JSON = new On(null);

        public static On frac(KeysTable keys) {
            return new On(Objects.requireNonNull(keys));
        }

        public boolean isFrac() {
            return fracKeys != null;
        }
    }

    /** The orders every test caches: one shape, some values null, some lists nested or empty. */
    protected static final List<CachedOrder> ORDERS = IntStream.range(0, 20).mapToObj(CachedOrder::sample).toList();
    private static final On FRAC = On.frac(KeysTable.EMPTY);

    /**
     * The line's generic serializer (default typing, the class in {@code @class}, Spring Cache's
     * {@link NullValue} written as such) on the mapper {@code on} says, as Spring Data Redis's
     * builder makes it by default (any type allowed; the cache configurations of the real-server
     * test, docs/redis.md's, restrict the types, and read values back through that).
     */
    protected abstract RedisSerializer<Object> generic(On on);

    /** The line's serializer of one type on the mapper {@code on} says. */
    protected abstract <T> RedisSerializer<T> typed(On on, Class<T> type);

    /**
     * {@code document} read as a tree ({@code JsonNode}) by the mapper {@code on} says, and written
     * as JSON by the line's JSON mapper: the same data as JSON text, which a JSON serializer must read.
     */
    protected abstract byte[] asJson(On on, byte[] document);

    /**
     * The line's {@code @Configuration} giving Spring Cache its {@code RedisCacheConfiguration}
     * bean with a frac_json serializer on the keys table of {@code fracjson.keys-table}.
     */
    protected abstract Class<?> cacheConfiguration();

    /**
     * The keys table of the orders, built from what the generic serializer writes (the type
     * hint's name among the keys), as an application builds it from its own mapper's documents.
     */
    protected final KeysTable ordersKeys() throws IOException {
        RedisSerializer<Object> writer = generic(FRAC);
        KeysTableBuilder keys = new KeysTableBuilder();
        for (CachedOrder order : ORDERS) {
            keys.addDocument(FracReader.of(writer.serialize(order), ReadOptions.DEFAULT));
        }
        return keys.build();
    }

    private static void assertFracJson(byte[] bytes) {
        assertTrue(bytes.length > 3 && bytes[0] == 'F' && bytes[1] == 'J', () -> "not a frac_json document: "
                + new String(bytes, StandardCharsets.ISO_8859_1));
    }

    /**
     * Each value, written by {@code frac} on the mapper {@code on} says, is a frac_json document that
     * {@code frac} reads back equal, and that transcoded to JSON text {@code json} reads back equal.
     */
    private <T> void assertRoundTrips(On on, RedisSerializer<T> frac, RedisSerializer<T> json, List<? extends T> values) {
        for (T value : values) {
            byte[] bytes = frac.serialize(value);
            assertFracJson(bytes);
            assertEquals(value, frac.deserialize(bytes));
            assertEquals(value, json.deserialize(asJson(on, bytes)), value.toString());
        }
    }

    @Test
    void theTypedSerializerReadsBackEqualAndItsDocumentIsJsonsData() throws IOException {
        for (On on : List.of(FRAC, On.frac(ordersKeys()))) {
            assertRoundTrips(on, typed(on, CachedOrder.class), typed(On.JSON, CachedOrder.class), ORDERS);
        }
    }

    @Test
    void theGenericSerializerReadsBackByTheClassItNamesAndItsDocumentIsJsonsData() throws IOException {
        String hint = "\"@class\":\"" + CachedOrder.class.getName() + "\"";
        assertTrue(new String(generic(On.JSON).serialize(ORDERS.get(1)), StandardCharsets.UTF_8).contains(hint));
        List<Object> values = List.of(ORDERS.get(0), ORDERS.get(1), ORDERS.get(2), new ArrayList<>(ORDERS.subList(3, 6)),
                "A-3");
        for (On on : List.of(FRAC, On.frac(ordersKeys()))) {
            assertRoundTrips(on, generic(on), generic(On.JSON), values);
        }
    }

    @Test
    void springCachesNullValueReadsBackAsNullValue() throws IOException {
        for (On on : List.of(FRAC, On.frac(ordersKeys()))) {
            RedisSerializer<Object> frac = generic(on);
            byte[] bytes = frac.serialize(NullValue.INSTANCE);
            assertFracJson(bytes);
            assertInstanceOf(NullValue.class, frac.deserialize(bytes));
            assertInstanceOf(NullValue.class, generic(On.JSON).deserialize(asJson(on, bytes)));
            // Spring Data Redis's own rule, kept: null is no bytes, and no bytes is null.
            assertEquals(0, frac.serialize(null).length);
            assertNull(frac.deserialize(new byte[0]));
        }
    }

    @Test
    void jsonADamagedDocumentOrAnotherKeysTableIsASerializationException() throws IOException {
        KeysTable keys = ordersKeys();
        CachedOrder order = ORDERS.get(1);
        byte[] withTable = generic(On.frac(keys)).serialize(order);
        List<byte[]> wrong = List.of(generic(On.JSON).serialize(order),
                Arrays.copyOf(withTable, withTable.length - 5),
                withTable); // read below without the table: its key indexes point at nothing
        for (byte[] bytes : wrong) {
            SerializationException e = assertThrows(SerializationException.class, () -> generic(FRAC).deserialize(bytes));
            assertNotNull(e.getCause(), e.toString());
            assertThrows(SerializationException.class, () -> typed(FRAC, CachedOrder.class).deserialize(bytes));
        }
    }

    /** Bytes per cached order, the mean over {@link #ORDERS}, as each serializer writes them. */
    private static double meanBytes(ToIntFunction<CachedOrder> size) {
        return ORDERS.stream().mapToInt(size).average().orElseThrow();
    }

    @Test
    void fracJsonValuesAreSmallerThanJsonsAndSmallerStillWithAKeysTable() throws IOException {
        KeysTable keys = ordersKeys();
        double[] typed = new double[3];
        double[] generic = new double[3];
        List<On> ons = List.of(On.JSON, FRAC, On.frac(keys));
        for (int i = 0; i < 3; i++) {
            RedisSerializer<CachedOrder> t = typed(ons.get(i), CachedOrder.class);
            RedisSerializer<Object> g = generic(ons.get(i));
            typed[i] = meanBytes(o -> t.serialize(o).length);
            generic[i] = meanBytes(o -> g.serialize(o).length);
        }
        System.out.printf("bytes per cached order (mean of %d): typed JSON %.1f, frac_json %.1f, with keys table"
                        + " (%d keys) %.1f; generic (@class) JSON %.1f, frac_json %.1f, with keys table %.1f%n",
                ORDERS.size(), typed[0], typed[1], keys.size(), typed[2], generic[0], generic[1], generic[2]);
        for (double[] sizes : List.of(typed, generic)) {
            assertTrue(sizes[2] < sizes[1] && sizes[1] < sizes[0], Arrays.toString(sizes));
        }
    }

    /** A Spring Boot application whose orders are cached with {@code @Cacheable}. */
    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    @EnableCaching
    public static class OrdersApplication {
        @Bean
        public OrderService orderService() {
            return new OrderService();
        }
    }

    /** Looks orders up, counting the lookups the cache did not answer. */
    public static class OrderService {
        private final AtomicInteger lookups = new AtomicInteger();

        /** How many lookups the cache did not answer (a method: the bean is a proxy). */
        public int lookups() {
            return lookups.get();
        }

        /** The order, or null for an id no order has ("none"). */
        @Cacheable("orders")
        public CachedOrder find(String id) {
            lookups.incrementAndGet();
            return ORDERS.stream().filter(o -> o.id().equals(id)).findFirst().orElse(null);
        }
    }

    /** The key of a cached value in Redis, as the lines' cache configurations make it: it names the keys table. */
    private static byte[] key(String cache, KeysTable keys, String id) {
        return (cache + ":" + keys.fingerprint() + "::" + id).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void springCacheStoresFracJsonInARealRedis(@TempDir Path dir) throws Exception {
        KeysTable keys = ordersKeys();
        Path keysFile = Files.write(dir.resolve("orders.keys"), keys.toBytes());
        try (RedisServer redis = RedisServer.start(dir);
             ConfigurableApplicationContext context = new SpringApplicationBuilder(OrdersApplication.class,
                     cacheConfiguration())
                     .web(WebApplicationType.NONE)
                     .properties("spring.data.redis.host=127.0.0.1", "spring.data.redis.port=" + redis.port(),
                             "spring.cache.type=redis", "fracjson.keys-table=" + keysFile.toUri())
                     .run()) {
            OrderService orders = context.getBean(OrderService.class);
            List<CachedOrder> cached = ORDERS.subList(0, 10);
            for (int pass = 0; pass < 2; pass++) {
                for (CachedOrder order : cached) {
                    assertEquals(order, orders.find(order.id()));
                }
                assertNull(orders.find("none"));
            }
            assertEquals(cached.size() + 1, orders.lookups(), "the second pass is answered by the cache");

            RedisSerializer<Object> json = generic(On.JSON);
            long stored = 0;
            long asJson = 0;
            try (RedisConnection redisConnection = context.getBean(RedisConnectionFactory.class).getConnection()) {
                for (CachedOrder order : cached) {
                    byte[] raw = redisConnection.stringCommands().get(key("orders", keys, order.id()));
                    assertNotNull(raw, order.id());
                    assertFracJson(raw);
                    byte[] jsonBytes = json.serialize(order);
                    assertEquals(order, generic(On.frac(keys)).deserialize(raw));
                    assertEquals(order, json.deserialize(asJson(On.frac(keys), raw)), order.id());
                    assertTrue(raw.length < jsonBytes.length, raw.length + " >= " + jsonBytes.length);
                    stored += raw.length;
                    asJson += jsonBytes.length;
                }
                // A null result is Spring Cache's own marker, which RedisCache writes itself (Java
                // serialization), whatever the value serializer.
                assertArrayEquals(RedisSerializer.java().serialize(NullValue.INSTANCE),
                        redisConnection.stringCommands().get(key("orders", keys, "none")));
                assertNull(redisConnection.stringCommands().get(("orders::" + cached.get(0).id()).getBytes(StandardCharsets.UTF_8)),
                        "the keys name the keys table");
            }
            System.out.printf("redis-server %d: %d orders cached, %.1f bytes each as frac_json with the keys table,"
                            + " %.1f as JSON; a null result, Spring Cache's marker, %d%n", redis.port(), cached.size(),
                    (double) stored / cached.size(), (double) asJson / cached.size(),
                    RedisSerializer.java().serialize(NullValue.INSTANCE).length);
        }
    }
}
