package io.fracjson.spring.common.kit;

import io.fracjson.spring.common.FracMimeTypes;
import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.HostileDocuments;
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
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.client.RestClient;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Spring Boot application on embedded Tomcat that adds the line's frac-spring module and two
 * properties (a keys table and a compression level) serves and reads {@code application/x-frac-json}
 * next to JSON; real HTTP clients talk to it. Each line's {@code SpringBootFracJsonTest} runs it on
 * its own Spring, Boot and Jackson, gives it a {@code RestClient} with the converter added by hand
 * (whose API differs between Spring 6 and 7), and adds the test of such a client from which
 * docs/spring.md's blocks are copied.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class SpringBootBehaviour {

    public record Money(BigDecimal amount, String currency) {
    }

    public record Order(String id, Money total, Instant placedAt, List<String> items) {
    }

    /** A nested object, a list, and two values a lossy binary format would change: scale, nanoseconds. */
    protected static final Order ORDER = new Order("A-1", new Money(new BigDecimal("100.10"), "EUR"),
            Instant.parse("2023-11-14T22:13:56.123456789Z"), List.of("book", "pen"));

    /** The keys of an order, as an application would build its table once from representative data. */
    protected static final KeysTable ORDER_KEYS =
            KeysTable.of(List.of("id", "total", "amount", "currency", "placedAt", "items"));

    /** The same keys in another order: a table of the same size, with which a body would read to wrong keys. */
    private static final KeysTable SHUFFLED_KEYS =
            KeysTable.of(List.of("items", "placedAt", "currency", "amount", "total", "id"));

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

        /** Any document, as a service that stores or forwards what it is sent reads it. */
        @PostMapping("/documents")
        void accept(@RequestBody Object document) {
        }
    }

    /** The application: controllers only; the line's auto-configuration does the rest. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import(OrderController.class)
    static class OrderApplication {
    }

    /** The server's compression level: the clients write with the same settings. */
    private static final int LEVEL = 3;
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private final SpringLine line;
    private ConfigurableApplicationContext application;
    /** The server's address, for the line's own clients. */
    protected String baseUrl;

    protected SpringBootBehaviour(SpringLine line) {
        this.line = line;
    }

    @BeforeAll
    void startOnARandomPort(@TempDir Path dir) throws IOException {
        Path keysTable = Files.write(dir.resolve("orders.keys"), ORDER_KEYS.toBytes());
        Path oldKeysTable = Files.write(dir.resolve("orders-old.keys"), OLD_KEYS.toBytes());
        Server server = new Server(OrderApplication.class, WebApplicationType.SERVLET,
                "fracjson.keys-table=" + keysTable.toUri(),
                "fracjson.compression-level=" + LEVEL,
                "fracjson.other-tables[0].keys-table=" + oldKeysTable.toUri());
        application = server.application;
        baseUrl = server.baseUrl;
    }

    @AfterAll
    void stop() {
        application.close();
    }

    /** Boot's own RestClient.Builder has the converter too, with the application's settings. */
    @Test
    void bootsRestClientPostsAndReadsFracJson() {
        RestClient client = application.getBean(RestClient.Builder.class).baseUrl(baseUrl).build();

        ResponseEntity<Order> response = client.post()
                .uri("/orders")
                .contentType(FracMimeTypes.APPLICATION_FRAC_JSON)
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON)
                .body(ORDER)
                .retrieve()
                .toEntity(Order.class);

        assertEquals(ORDER, receivedByTheServer());
        assertEquals(MediaType.parseMediaType("application/x-frac-json;keys=" + ORDER_KEYS.fingerprint()),
                response.getHeaders().getContentType(), "the body names its keys table");
        assertEquals(ORDER, response.getBody());
        assertEquals(2, response.getBody().total().amount().scale());
    }

    @Test
    void theServerWritesFracJsonWithItsKeysTableAndLevel() throws Exception {
        HttpResponse<byte[]> response = get("/orders/A-2", "application/x-frac-json");

        assertEquals(200, response.statusCode());
        assertEquals("application/x-frac-json;keys=" + ORDER_KEYS.fingerprint(), contentType(response));
        assertArrayEquals(new byte[] {'F', 'J', 0x10}, Arrays.copyOf(response.body(), 3), "magic, zstd");
        Order expected = new Order("A-2", ORDER.total(), ORDER.placedAt(), ORDER.items());
        assertEquals(expected, line.readFrac(ORDER_KEYS, response.body(), Order.class));
        assertArrayEquals(line.writeFrac(ORDER_KEYS, LEVEL, expected), response.body(), "the same settings, the same bytes");
        assertThrows(line.jacksonException(), () -> line.readTree(KeysTable.EMPTY, response.body()),
                "without the keys table, keys are indices a reader cannot resolve");
    }

    @Test
    void theServerReadsFracJsonBytes() throws Exception {
        HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                .header("Content-Type", "application/x-frac-json")
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(line.writeFrac(ORDER_KEYS, LEVEL, ORDER)))
                .build(), HttpResponse.BodyHandlers.ofString());

        assertEquals(200, response.statusCode());
        assertEquals(ORDER, receivedByTheServer());
        assertEquals("application/json", contentType(response));
        assertEquals(ORDER, line.readJson(response.body(), Order.class));
    }

    @Test
    void jsonStaysTheDefault() throws Exception {
        for (String accept : new String[] {null, "*/*", "application/json, */*;q=0.8"}) {
            HttpResponse<byte[]> response = get("/orders/A-3", accept);
            assertEquals(200, response.statusCode(), "Accept: " + accept);
            assertEquals("application/json", contentType(response), "Accept: " + accept);
        }

        String json = line.writeJson(ORDER);
        HttpResponse<String> posted = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, posted.statusCode());
        assertEquals(ORDER, receivedByTheServer());
        assertEquals("application/json", contentType(posted));
        assertEquals(ORDER, line.readJson(posted.body(), Order.class));
    }

    /**
     * Bodies that are not a frac_json order: each is a 400 (Spring's answer to a body it cannot
     * read), never a 500, and the server goes on serving.
     */
    @Test
    void hostileBodiesGet400AndTheServerKeepsServing() throws Exception {
        byte[] valid = line.writeFrac(ORDER_KEYS, LEVEL, ORDER);
        byte[] noise = new byte[4096];
        new Random(18).nextBytes(noise);
        Map<String, byte[]> bodies = new LinkedHashMap<>();
        bodies.put("empty", new byte[0]);
        bodies.put("random bytes", noise);
        bodies.put("the magic and random bytes", concat(new byte[] {'F', 'J', 0x00}, noise));
        bodies.put("unknown header bits", new byte[] {'F', 'J', (byte) 0xC0, 0x00});
        bodies.put("truncated", Arrays.copyOf(valid, valid.length - 5));
        bodies.put("a zstd frame that is not zstd", concat(new byte[] {'F', 'J', 0x10}, noise));
        bodies.put("nested deeper than the limit", deepArrays(5_000));
        bodies.put("a string that claims 4 GiB", new byte[] {'F', 'J', 0x00, 0x0F, -1, -1, -1, -1, 'x'});
        bodies.put("a number where the order is", line.writeFrac(KeysTable.EMPTY, 42));
        for (Map.Entry<String, byte[]> body : bodies.entrySet()) {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                    .header("Content-Type", "application/x-frac-json")
                    .POST(HttpRequest.BodyPublishers.ofByteArray(body.getValue()))
                    .build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(400, response.statusCode(), body.getKey() + ": " + response.body());
            assertEquals(null, receivedByTheServer(), body.getKey());
        }

        assertEquals(200, get("/orders/A-4", "application/x-frac-json").statusCode());
        HttpResponse<byte[]> posted = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                .header("Content-Type", "application/x-frac-json")
                .header("Accept", "application/x-frac-json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(valid))
                .build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, posted.statusCode());
        assertEquals(ORDER, line.readFrac(ORDER_KEYS, posted.body(), Order.class));
    }

    /**
     * Issue 40 #1: a compressed body of 153 bytes whose body is 4,190,000 empty objects, within the
     * decompression floor, was answered 200 after building some 250 MB (20 at once: 19 x 500 after
     * 15 s of GC at -Xmx256m); it is a 400, and a real compressed document is still read.
     */
    @Test
    void aSmallBodyDeclaringMillionsOfObjectsGets400() throws Exception {
        HttpResponse<String> bomb = post("/documents", HostileDocuments.bomb());
        assertEquals(400, bomb.statusCode(), bomb.body());
        assertEquals(200, post("/documents", line.writeFrac(ORDER_KEYS, LEVEL, List.of(ORDER, ORDER))).statusCode());
    }

    private HttpResponse<String> post(String path, byte[] body) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + path))
                .header("Content-Type", "application/x-frac-json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The keys table of the service's previous release, which it still serves (fracjson.other-tables). */
    private static final KeysTable OLD_KEYS = KeysTable.of(List.of("id", "total", "amount", "currency", "placedAt"));

    /** A rollout: a request naming the old table gets the old table's bytes, named so; one naming neither, today's. */
    @Test
    void aRequestNamingTheOtherTableGetsItsBytes() throws Exception {
        HttpResponse<byte[]> old = get("/orders/A-8", "application/x-frac-json;keys=" + OLD_KEYS.fingerprint());
        assertEquals(200, old.statusCode());
        assertEquals("application/x-frac-json;keys=" + OLD_KEYS.fingerprint(), contentType(old));
        Order expected = new Order("A-8", ORDER.total(), ORDER.placedAt(), ORDER.items());
        assertEquals(expected, line.readFrac(OLD_KEYS, old.body(), Order.class));

        HttpResponse<byte[]> unknown = get("/orders/A-8", "application/x-frac-json;keys=0123456789abcdef");
        assertEquals(406, unknown.statusCode(), "no converter has that table");
    }

    /** A request naming a table the service lacks, that also accepts JSON, gets JSON rather than 406. */
    @Test
    void aRequestNamingAnUnknownTableThatAcceptsJsonGetsJson() throws Exception {
        for (String accept : new String[] {"application/x-frac-json;keys=0123456789abcdef, application/json;q=0.5",
                "application/json;q=0.5, application/x-frac-json;keys=0123456789abcdef"}) {
            HttpResponse<byte[]> response = get("/orders/A-8", accept);
            assertEquals(200, response.statusCode(), accept);
            assertEquals("application/json", contentType(response), accept);
        }
    }

    /** A body naming the old table is read with it; one naming a table the service lacks is 400 naming both. */
    @Test
    void aBodyIsReadWithTheTableItNamesOrRefusedNamingBoth() throws Exception {
        HttpResponse<String> old = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                .header("Content-Type", "application/x-frac-json;keys=" + OLD_KEYS.fingerprint())
                .header("Accept", "application/json")
                .POST(HttpRequest.BodyPublishers.ofByteArray(line.writeFrac(OLD_KEYS, LEVEL, ORDER)))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, old.statusCode(), old.body());
        assertEquals(ORDER, receivedByTheServer());

        HttpResponse<String> wrong = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                .header("Content-Type", "application/x-frac-json;keys=" + SHUFFLED_KEYS.fingerprint())
                .POST(HttpRequest.BodyPublishers.ofByteArray(line.writeFrac(SHUFFLED_KEYS, ORDER)))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(400, wrong.statusCode(), wrong.body());
        assertEquals(null, receivedByTheServer(), "never read with another table");
    }

    /**
     * A {@code RestClient} of {@link #baseUrl} given the line's converter by hand (Spring 6 and 7
     * add one differently), over a mapper with {@code keysTable}.
     */
    protected abstract RestClient restClientWithTheConverter(KeysTable keysTable);

    /** A client whose table is not the one the response names fails naming both, instead of reading wrong keys. */
    @Test
    void aClientWithAnotherTableRefusesTheResponseNamingBoth() {
        RestClient client = restClientWithTheConverter(SHUFFLED_KEYS);
        Exception e = assertThrows(Exception.class, () -> client.get().uri("/orders/A-9")
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON).retrieve().body(Order.class));
        StringBuilder messages = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            messages.append(t.getMessage()).append('\n');
        }
        assertTrue(messages.toString().contains(ORDER_KEYS.fingerprint())
                && messages.toString().contains(SHUFFLED_KEYS.fingerprint()), messages.toString());
    }

    /** {@code depth} arrays, each the only element of the one around it: a plain document. */
    private static byte[] deepArrays(int depth) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {'F', 'J', 0x00});
        for (int i = 0; i < depth; i++) {
            out.write(0x9E + 1); // a tiny array of one element
        }
        out.write(0x00); // null
        return out.toByteArray();
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    private HttpResponse<byte[]> get(String path, String accept) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path));
        if (accept != null) {
            request.header("Accept", accept);
        }
        return HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
    }

    private Order receivedByTheServer() {
        return application.getBean(OrderController.class).received.getAndSet(null);
    }

    private static String contentType(HttpResponse<?> response) {
        return response.headers().firstValue("Content-Type").orElse("(none)");
    }
}
