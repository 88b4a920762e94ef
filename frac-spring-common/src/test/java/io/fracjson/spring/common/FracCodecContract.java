package io.fracjson.spring.common;

import io.fracjson.spring.common.kit.SpringLine;
import org.junit.jupiter.api.AfterEach;
import org.reactivestreams.Publisher;
import org.junit.jupiter.api.Test;
import org.springframework.core.ResolvableType;
import org.springframework.core.codec.Decoder;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.codec.Encoder;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.core.io.buffer.DataBufferUtils;
import org.springframework.util.MimeType;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;
import reactor.test.StepVerifier;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What both Spring lines' reactive codecs must do, run by each line's subclass on its own
 * {@code FracJsonEncoder} and {@code FracJsonDecoder}; every buffer comes from a leak-checking
 * factory and must be released, whatever the outcome.
 */
public abstract class FracCodecContract {
    /** A value both Jackson lines read and write as they are. */
    public record Item(int id, String name, BigDecimal price, List<String> tags) {
    }

    private static final MimeType ONE = FracMimeTypes.APPLICATION_FRAC_JSON;
    private static final MimeType SEQ = FracMimeTypes.APPLICATION_FRAC_JSON_SEQ;
    private static final ResolvableType ITEM = ResolvableType.forClass(Item.class);

    protected final LeakCheckingDataBufferFactory buffers = new LeakCheckingDataBufferFactory();
    private final SpringLine line;

    protected FracCodecContract(SpringLine line) {
        this.line = line;
    }

    private Encoder<Object> encoder() {
        return line.encoder();
    }

    private Decoder<Object> decoder(int maxInMemorySize) {
        return line.decoder(maxInMemorySize);
    }

    @AfterEach
    void everyBufferIsReleased() {
        buffers.checkForLeaks();
    }

    protected static Item item(int id) {
        return new Item(id, "item " + id, new BigDecimal("10." + (id % 100 < 10 ? "0" : "") + id % 100),
                id % 3 == 0 ? null : List.of("a", "b"));
    }

    private static List<Item> items(int count) {
        return IntStream.range(0, count).mapToObj(FracCodecContract::item).toList();
    }

    /** What the encoder writes for {@code values} as {@code type}, as bytes. */
    private byte[] encoded(Publisher<?> values, MimeType type) {
        List<byte[]> parts = encoder().encode(values, buffers, ITEM, type, null)
                .map(buffer -> {
                    byte[] bytes = new byte[buffer.readableByteCount()];
                    buffer.read(bytes);
                    DataBufferUtils.release(buffer);
                    return bytes;
                }).collectList().block();
        int size = parts.stream().mapToInt(p -> p.length).sum();
        byte[] all = new byte[size];
        int at = 0;
        for (byte[] p : parts) {
            System.arraycopy(p, 0, all, at, p.length);
            at += p.length;
        }
        return all;
    }

    /** {@code bytes} in buffers of {@code size}, made as they are requested. */
    private Flux<DataBuffer> chunks(byte[] bytes, int size) {
        return Flux.range(0, (bytes.length + size - 1) / size)
                .map(i -> buffers.wrap(Arrays.copyOfRange(bytes, i * size, Math.min(bytes.length, (i + 1) * size))));
    }

    @Test
    void aSingleValueRoundTrips() {
        byte[] body = encoded((Mono.just(item(7))), ONE);
        assertEquals('F', body[0]);
        StepVerifier.create(decoder(256 * 1024).decodeToMono(chunks(body, 3), ITEM, ONE, null))
                .expectNext(item(7))
                .verifyComplete();
    }

    @Test
    void aFluxOfTheFramedTypeIsOneDocumentPerValueReadAsBuffersArrive() {
        List<Item> items = items(300);
        byte[] body = encoded(Flux.fromIterable(items), SEQ);
        for (int size : new int[] {1, 5, 64, 4096}) {
            StepVerifier.create(decoder(256 * 1024).decode(chunks(body, size), ITEM, SEQ, null))
                    .expectNextSequence(new ArrayList<Object>(items))
                    .verifyComplete();
        }
    }

    @Test
    void aFluxOfThePlainTypeIsOneArrayDocument() {
        List<Item> items = items(20);
        byte[] body = encoded(Flux.fromIterable(items), ONE);
        assertEquals('F', body[0], "one document");
        StepVerifier.create(decoder(256 * 1024).decode(chunks(body, 10), ITEM, ONE, null))
                .expectNextSequence(new ArrayList<Object>(items))
                .verifyComplete();
        byte[] one = encoded((Mono.just(item(1))), ONE);
        StepVerifier.create(decoder(256 * 1024).decode(chunks(one, 10), ITEM, ONE, null))
                .expectNext(item(1))
                .verifyComplete();
    }

    @Test
    void concatenatedDocumentsAreRefusedNamingTheFramedType() {
        byte[] a = encoded((Mono.just(item(1))), ONE);
        byte[] both = Arrays.copyOf(a, 2 * a.length);
        System.arraycopy(a, 0, both, a.length, a.length);
        for (boolean flux : new boolean[] {true, false}) {
            Decoder<Object> decoder = decoder(256 * 1024);
            Flux<Object> read = flux ? decoder.decode(chunks(both, 8), ITEM, ONE, null)
                    : Flux.from(decoder.decodeToMono(chunks(both, 8), ITEM, ONE, null));
            StepVerifier.create(read)
                    .expectErrorSatisfies(e -> {
                        assertTrue(e instanceof DecodingException, e.toString());
                        assertTrue(e.getMessage().contains(FracMimeTypes.APPLICATION_FRAC_JSON_SEQ_VALUE), e.getMessage());
                    })
                    .verify(Duration.ofSeconds(10));
        }
    }

    @Test
    void aBodyOverMaxInMemorySizeIsADataBufferLimitException() {
        byte[] body = encoded((Mono.just(item(3))), ONE);
        StepVerifier.create(decoder(body.length - 1).decodeToMono(chunks(body, 4), ITEM, ONE, null))
                .expectError(DataBufferLimitException.class)
                .verify(Duration.ofSeconds(10));

        byte[] framed = encoded(Flux.fromIterable(items(10)), SEQ);
        StepVerifier.create(decoder(8).decode(chunks(framed, 4), ITEM, SEQ, null))
                .expectError(DataBufferLimitException.class)
                .verify(Duration.ofSeconds(10));
    }

    @Test
    void aDamagedFrameEndsTheStreamAfterTheValuesBeforeIt() {
        List<Item> items = items(10);
        byte[] framed = encoded(Flux.fromIterable(items), SEQ);
        byte[] first = encoded(Flux.fromIterable(items.subList(0, 4)), SEQ);
        framed[first.length + 4 + 3] = (byte) 0xC1; // the fifth document's first value byte: a reserved one
        StepVerifier.create(decoder(256 * 1024).decode(chunks(framed, 16), ITEM, SEQ, null))
                .expectNextSequence(new ArrayList<Object>(items.subList(0, 4)))
                .expectError(DecodingException.class)
                .verify(Duration.ofSeconds(10));
    }

    @Test
    void cancellingHalfWayReleasesEveryBuffer() {
        byte[] framed = encoded(Flux.fromIterable(items(1000)), SEQ);
        StepVerifier.create(decoder(256 * 1024).decode(chunks(framed, 100), ITEM, SEQ, null).take(500))
                .expectNextCount(500)
                .verifyComplete();
        assertTrue(buffers.handedOut() > 0);
    }
}
