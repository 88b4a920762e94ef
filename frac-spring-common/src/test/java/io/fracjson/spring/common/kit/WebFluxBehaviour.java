package io.fracjson.spring.common.kit;

import io.fracjson.spring.common.FracMimeTypes;
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
import org.springframework.core.ParameterizedTypeReference;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A Spring Boot WebFlux application on Reactor Netty (127.0.0.1, a random port) that adds the
 * line's frac-spring module and a keys table serves and reads frac_json beside JSON; Boot's
 * {@code WebClient.Builder} calls it: single values, lists, streams of 100,000 values both ways in
 * bounded memory, a slow subscriber, a cancelled stream, hostile and oversized bodies. Each line's
 * {@code WebFluxFracJsonTest} runs it on its own Spring and Boot.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class WebFluxBehaviour {
    record Order(String id, BigDecimal amount, Instant placedAt, List<String> items, String note) {
    }

    private static final KeysTable ORDER_KEYS = KeysTable.of(List.of("id", "amount", "placedAt", "items", "note"));
    private static final int STREAM = 100_000;
    /** The codecs' max-in-memory-size: far below what a stream carries. */
    private static final int MAX_IN_MEMORY = 64 * 1024;
    /** About 250 bytes a value, so the stream of 100,000 carries some 25 MB. */
    private static final String NOTE = "n".repeat(200);

    static Order numbered(long i) {
        return new Order("A-" + i, BigDecimal.valueOf(i, 2), Instant.ofEpochSecond(1_700_000_000L + i, 123_456_789),
                List.of("book", "pen"), NOTE);
    }

    @RestController
    static class OrderController {
        final AtomicReference<Order> received = new AtomicReference<>();
        final AtomicLong produced = new AtomicLong();
        final AtomicBoolean cancelled = new AtomicBoolean();

        @GetMapping("/orders/{id}")
        Mono<Order> order(@PathVariable("id") String id) {
            return Mono.just(new Order(id, numbered(1).amount(), numbered(1).placedAt(), numbered(1).items(), "one"));
        }

        @PostMapping("/orders")
        Mono<Order> place(@RequestBody Mono<Order> order) {
            return order.doOnNext(received::set);
        }

        @GetMapping("/orders")
        Flux<Order> orders(@RequestParam("count") long count) {
            produced.set(0);
            cancelled.set(false);
            return Flux.<Order, Long>generate(() -> 0L, (i, sink) -> {
                        if (i == count) {
                            sink.complete();
                        } else {
                            sink.next(numbered(i));
                            produced.incrementAndGet();
                        }
                        return i + 1;
                    })
                    .doOnCancel(() -> cancelled.set(true));
        }

        @PostMapping("/orders/count")
        Mono<Long> count(@RequestBody Flux<Order> orders) {
            AtomicLong seen = new AtomicLong();
            return orders.doOnNext(o -> {
                if (!o.equals(numbered(seen.getAndIncrement()))) {
                    throw new IllegalStateException("value " + (seen.get() - 1) + " is not what was sent: " + o);
                }
            }).count();
        }
    }

    @SpringBootConfiguration
    @EnableAutoConfiguration
    @Import(OrderController.class)
    static class OrderApplication {
    }

    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private final SpringLine line;
    private ConfigurableApplicationContext application;
    private String baseUrl;
    private WebClient client;

    protected WebFluxBehaviour(SpringLine line) {
        this.line = line;
    }

    @BeforeAll
    void start(@TempDir Path dir) throws IOException {
        Path keysTable = Files.write(dir.resolve("orders.keys"), ORDER_KEYS.toBytes());
        Server server = new Server(OrderApplication.class, WebApplicationType.REACTIVE,
                line.codecsMaxInMemorySizeProperty() + "=" + MAX_IN_MEMORY,
                "fracjson.keys-table=" + keysTable.toUri());
        application = server.application;
        baseUrl = server.baseUrl;
        client = application.getBean(WebClient.Builder.class).baseUrl(baseUrl).build();
    }

    @AfterAll
    void stop() {
        application.close();
    }

    private OrderController controller() {
        return application.getBean(OrderController.class);
    }

    @Test
    void aSingleValueBothWays() {
        ResponseEntity<Order> response = client.post().uri("/orders")
                .contentType(FracMimeTypes.APPLICATION_FRAC_JSON)
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON)
                .bodyValue(numbered(5))
                .retrieve()
                .toEntity(Order.class)
                .block(Duration.ofSeconds(10));
        assertEquals(numbered(5), controller().received.getAndSet(null));
        assertEquals(numbered(5), response.getBody());
        assertTrue(FracMimeTypes.APPLICATION_FRAC_JSON.isCompatibleWith(response.getHeaders().getContentType()));
    }

    @Test
    void theServerWritesWithItsKeysTable() throws Exception {
        HttpResponse<byte[]> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders/B-1"))
                .header("Accept", "application/x-frac-json").build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, response.statusCode());
        assertArrayEquals(new byte[] {'F', 'J', 0x00}, Arrays.copyOf(response.body(), 3));
        assertEquals("application/x-frac-json;keys=" + ORDER_KEYS.fingerprint(),
                response.headers().firstValue("Content-Type").orElse(""), "the body names its keys table");
        assertEquals("B-1", line.readFrac(ORDER_KEYS, response.body(), Order.class).id());
    }

    @Test
    void aListAndAFluxOfThePlainTypeAreOneArrayDocument() {
        List<Order> list = client.get().uri("/orders?count=50")
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON)
                .retrieve()
                .bodyToMono(new ParameterizedTypeReference<List<Order>>() { })
                .block(Duration.ofSeconds(10));
        assertEquals(50, list.size());
        assertEquals(numbered(49), list.get(49));

        List<Order> flux = client.get().uri("/orders?count=50")
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON)
                .retrieve()
                .bodyToFlux(Order.class)
                .collectList()
                .block(Duration.ofSeconds(10));
        assertEquals(list, flux);
    }

    /**
     * 100,000 values (some 25 MB) down and up as application/x-frac-json-seq, with the codecs'
     * limit at 64 KiB: nothing is joined. The heap after a full GC half way through the download
     * is compared with the heap before it.
     */
    @Test
    void aStreamOf100000ValuesBothWaysInBoundedMemory() throws Exception {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        System.gc();
        long before = memory.getHeapMemoryUsage().getUsed();
        AtomicLong halfWay = new AtomicLong();
        AtomicLong index = new AtomicLong();
        long count = client.get().uri("/orders?count=" + STREAM)
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON_SEQ)
                .retrieve()
                .bodyToFlux(Order.class)
                .doOnNext(o -> {
                    long i = index.getAndIncrement();
                    assertEquals(numbered(i), o);
                    if (i == STREAM / 2) {
                        System.gc();
                        halfWay.set(memory.getHeapMemoryUsage().getUsed());
                    }
                })
                .count()
                .block(Duration.ofSeconds(120));
        assertEquals(STREAM, count);
        long streamed = (long) STREAM * line.writeFrac(ORDER_KEYS, numbered(STREAM / 2)).length;
        long growth = halfWay.get() - before;
        System.out.printf("streamed %,d values, about %,d bytes; heap before %,d, half way %,d (growth %,d bytes)%n",
                STREAM, streamed, before, halfWay.get(), growth);
        assertTrue(growth < streamed / 4, "heap grew " + growth + " bytes half way through " + streamed + " bytes");

        Long received = client.post().uri("/orders/count")
                .contentType(FracMimeTypes.APPLICATION_FRAC_JSON_SEQ)
                .body(Flux.range(0, STREAM).map(i -> numbered(i)), Order.class)
                .retrieve()
                .bodyToMono(Long.class)
                .block(Duration.ofSeconds(120));
        assertEquals(STREAM, received);
    }

    /** A subscriber that takes 10 values at a time: the server produces no further ahead than the buffers between. */
    @Test
    void aSlowSubscriberHoldsTheServerBack() {
        long endless = 100_000_000;
        List<Order> taken = client.get().uri("/orders?count=" + endless)
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON_SEQ)
                .retrieve()
                .bodyToFlux(Order.class)
                .limitRate(10)
                .delayElements(Duration.ofMillis(1))
                .take(1_000)
                .collectList()
                .block(Duration.ofSeconds(60));
        assertEquals(1_000, taken.size());
        long produced = controller().produced.get();
        System.out.printf("slow subscriber: took 1,000 values, the server had produced %,d%n", produced);
        assertTrue(produced < 200_000, "the server produced " + produced + " values for a subscriber that took 1,000");
    }

    @Test
    void cancellingHalfWayStopsTheServer() throws InterruptedException {
        long taken = client.get().uri("/orders?count=" + STREAM)
                .accept(FracMimeTypes.APPLICATION_FRAC_JSON_SEQ)
                .retrieve()
                .bodyToFlux(Order.class)
                .take(STREAM / 2)
                .count()
                .block(Duration.ofSeconds(60));
        assertEquals(STREAM / 2, taken);
        for (int i = 0; i < 100 && !controller().cancelled.get(); i++) {
            Thread.sleep(100);
        }
        assertTrue(controller().cancelled.get(), "the server's stream was cancelled");
        assertTrue(controller().produced.get() < STREAM, "produced " + controller().produced.get());
    }

    @Test
    void hostileAndOversizedBodiesGet400Or413AndTheServerGoesOnServing() throws Exception {
        byte[] noise = new byte[4096];
        new Random(45).nextBytes(noise);
        byte[] valid = line.writeFrac(ORDER_KEYS, numbered(1));
        Map<String, Object[]> bodies = new LinkedHashMap<>();
        bodies.put("a JSON stream cut short, for comparison", new Object[] {"/orders/count", "application/json",
                "[{\"id\":\"A-0\"},{\"id\" 12 ]".getBytes(), 400});
        bodies.put("random bytes", new Object[] {"/orders", "application/x-frac-json", noise, 400});
        bodies.put("truncated", new Object[] {"/orders", "application/x-frac-json", Arrays.copyOf(valid, valid.length - 3), 400});
        bodies.put("two documents", new Object[] {"/orders", "application/x-frac-json", concat(valid, valid), 400});
        bodies.put("over max-in-memory-size", new Object[] {"/orders", "application/x-frac-json",
                line.writeFrac(ORDER_KEYS, new Order("big", null, null, null, "x".repeat(MAX_IN_MEMORY))), 413});
        bodies.put("a frame of random bytes", new Object[] {"/orders/count", "application/x-frac-json-seq",
                concat(new byte[] {0, 1, 0, 0}, Arrays.copyOf(noise, 256)), 400});
        bodies.put("a frame longer than the limit", new Object[] {"/orders/count", "application/x-frac-json-seq",
                concat(new byte[] {0, 0, 0, 0x7F}, noise), 413});
        // their first "length" is 'F' 'J' and two more bytes: over the limit
        bodies.put("documents without lengths", new Object[] {"/orders/count", "application/x-frac-json-seq",
                concat(valid, valid), 413});
        for (Map.Entry<String, Object[]> body : bodies.entrySet()) {
            Object[] b = body.getValue();
            HttpResponse<String> response;
            // A client of its own each: after a request body it did not read to the end, the
            // server closes the connection (as it does for JSON), which a pooled client would reuse.
            try {
                response = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(baseUrl + b[0]))
                        .header("Content-Type", (String) b[1])
                        .POST(HttpRequest.BodyPublishers.ofByteArray((byte[]) b[2]))
                        .build(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException e) {
                throw new AssertionError(body.getKey() + ": " + e, e);
            }
            assertEquals(b[3], response.statusCode(), body.getKey() + ": " + abbreviate(response.body()));
        }
        assertEquals(null, controller().received.getAndSet(null));
        aSingleValueBothWays();
    }

    /** A body naming a keys table the server does not have is 400, never read with its own table. */
    @Test
    void aBodyNamingAnotherTableIs400() throws Exception {
        KeysTable other = KeysTable.of(List.of("note", "items", "placedAt", "amount", "id"));
        byte[] body = line.writeFrac(other, numbered(3));
        HttpResponse<String> response = HttpClient.newHttpClient().send(
                HttpRequest.newBuilder(URI.create(baseUrl + "/orders"))
                        .header("Content-Type", "application/x-frac-json;keys=" + other.fingerprint())
                        .POST(HttpRequest.BodyPublishers.ofByteArray(body)).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(400, response.statusCode(), response.body());
        assertEquals(null, controller().received.getAndSet(null));
    }

    /** A request naming a table the server lacks is 406, or JSON where it also accepts JSON. */
    @Test
    void aRequestNamingAnUnknownTableGetsJsonWhereItAcceptsJson() throws Exception {
        String unknown = "application/x-frac-json;keys=0123456789abcdef";
        Map<String, String> answers = new LinkedHashMap<>();
        for (String accept : new String[] {unknown, unknown + ", application/json;q=0.5",
                "application/json;q=0.5, " + unknown}) {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders/C-2"))
                    .header("Accept", accept).build(), HttpResponse.BodyHandlers.ofString());
            answers.put(accept, response.statusCode() == 200
                    ? "200 " + response.headers().firstValue("Content-Type").orElse("") : "" + response.statusCode());
        }
        assertEquals(List.of("406", "200 application/json", "200 application/json"), List.copyOf(answers.values()),
                answers.toString());
    }

    @Test
    void anyAcceptStillGetsJson() throws Exception {
        for (String accept : new String[] {"*/*", "application/json, */*;q=0.8"}) {
            HttpResponse<String> response = HTTP.send(HttpRequest.newBuilder(URI.create(baseUrl + "/orders/C-1"))
                    .header("Accept", accept).build(), HttpResponse.BodyHandlers.ofString());
            assertEquals(200, response.statusCode());
            assertEquals(MediaType.APPLICATION_JSON_VALUE, response.headers().firstValue("Content-Type").orElse(""));
            assertEquals("C-1", line.readJson(response.body(), Order.class).id());
        }
    }

    private static String abbreviate(String text) {
        return text.length() < 300 ? text : text.substring(0, 300) + "...";
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }
}
