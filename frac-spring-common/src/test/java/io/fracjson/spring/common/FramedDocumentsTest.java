package io.fracjson.spring.common;

import io.fracjson.core.Compression;
import io.fracjson.core.FracWriter;
import io.fracjson.core.LengthPrefixedSequence;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.core.codec.DecodingException;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferLimitException;
import reactor.core.publisher.Flux;
import reactor.test.StepVerifier;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Splitting and framing length-prefixed documents over buffers: nothing lost, nothing leaked. */
class FramedDocumentsTest {
    private final LeakCheckingDataBufferFactory buffers = new LeakCheckingDataBufferFactory();

    @AfterEach
    void everyBufferIsReleased() {
        buffers.checkForLeaks();
    }

    /** {@code count} small documents: {"i": n}. */
    private static List<byte[]> documents(int count) throws IOException {
        List<byte[]> documents = new ArrayList<>();
        FracWriter writer = new FracWriter();
        for (int i = 0; i < count; i++) {
            writer.reset();
            writer.writeStartObject(1);
            writer.writeKey("i");
            writer.writeLong(i);
            writer.writeEndObject();
            documents.add(writer.toDocument(Compression.NONE));
        }
        return documents;
    }

    private static byte[] sequence(List<byte[]> documents) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] d : documents) {
            LengthPrefixedSequence.writeRecord(out, d);
        }
        return out.toByteArray();
    }

    /** {@code bytes} as buffers of {@code size} bytes from the leak-checking factory, made as they are requested. */
    private Flux<DataBuffer> chunks(byte[] bytes, int size) {
        return Flux.range(0, (bytes.length + size - 1) / size)
                .map(i -> buffers.wrap(Arrays.copyOfRange(bytes, i * size, Math.min(bytes.length, (i + 1) * size))));
    }

    @Test
    void documentsSplitFromBuffersOfAnySizeAreTheOnesFramed() throws IOException {
        List<byte[]> documents = documents(50);
        byte[] framed = sequence(documents);
        // framing with the factory gives the layout LengthPrefixedSequence writes
        ByteArrayOutputStream viaFrame = new ByteArrayOutputStream();
        for (byte[] d : documents) {
            DataBuffer buffer = FramedDocuments.frame(buffers.wrap(d), buffers);
            byte[] bytes = new byte[buffer.readableByteCount()];
            buffer.read(bytes);
            org.springframework.core.io.buffer.DataBufferUtils.release(buffer);
            viaFrame.write(bytes);
        }
        assertArrayEquals(framed, viaFrame.toByteArray());

        for (int size : new int[] {1, 3, 4, 5, 17, 1000, framed.length}) {
            List<byte[]> split = FramedDocuments.split(chunks(framed, size), 256 * 1024).collectList().block();
            assertEquals(documents.size(), split.size(), "buffers of " + size);
            for (int i = 0; i < split.size(); i++) {
                assertArrayEquals(documents.get(i), split.get(i));
            }
        }
    }

    /** One buffer at most is requested ahead of the consumer's demand. */
    @Test
    void demandReachesTheInputABufferAtATime() throws IOException {
        byte[] framed = sequence(documents(100));
        int documentAndPrefix = framed.length / 100;
        AtomicLong requested = new AtomicLong();
        Flux<DataBuffer> input = chunks(framed, documentAndPrefix).doOnRequest(requested::addAndGet);

        StepVerifier.create(FramedDocuments.split(input, 1024), 0)
                .thenRequest(3)
                .expectNextCount(3)
                .then(() -> assertTrue(requested.get() <= 5, "requested " + requested.get() + " buffers for 3 documents"))
                .thenRequest(10)
                .expectNextCount(10)
                .then(() -> assertTrue(requested.get() <= 15, "requested " + requested.get() + " buffers for 13 documents"))
                .thenCancel()
                .verify(Duration.ofSeconds(10));
    }

    @Test
    void cancellingHalfWayReleasesEveryBuffer() throws IOException {
        byte[] framed = sequence(documents(1000));
        StepVerifier.create(FramedDocuments.split(chunks(framed, 100), 1024).take(500))
                .expectNextCount(500)
                .verifyComplete();
    }

    @Test
    void aDamagedFrameIsAnErrorAfterTheDocumentsBeforeIt() throws IOException {
        List<byte[]> documents = documents(10);
        byte[] framed = sequence(documents);
        int damaged = 6 * (framed.length / 10);
        framed[damaged + LengthPrefixedSequence.PREFIX_SIZE] = '{'; // the 7th document's 'F'
        StepVerifier.create(FramedDocuments.split(chunks(framed, 7), 1024))
                .expectNextCount(6)
                .expectErrorSatisfies(e -> {
                    assertTrue(e instanceof DecodingException, e.toString());
                    assertTrue(e.getMessage().contains("application/x-frac-json-seq body"), e.getMessage());
                    assertTrue(e.getMessage().contains("does not start with a frac_json header"), e.getMessage());
                })
                .verify(Duration.ofSeconds(10));
    }

    @Test
    void aDocumentOverTheLimitIsADataBufferLimitException() throws IOException {
        byte[] framed = sequence(documents(3));
        StepVerifier.create(FramedDocuments.split(chunks(framed, 2), 4))
                .expectErrorSatisfies(e -> {
                    assertTrue(e instanceof DataBufferLimitException, e.toString());
                    assertTrue(e.getMessage().contains("exceeds the maximum document of 4 bytes"), e.getMessage());
                })
                .verify(Duration.ofSeconds(10));
    }

    @Test
    void anInputEndingInsideAFrameIsAnError() throws IOException {
        byte[] framed = sequence(documents(3));
        StepVerifier.create(FramedDocuments.split(chunks(Arrays.copyOf(framed, framed.length - 2), 5), 1024))
                .expectNextCount(2)
                .expectErrorSatisfies(e -> assertTrue(e.getMessage().contains("2 bytes missing"), e.getMessage()))
                .verify(Duration.ofSeconds(10));
    }

    @Test
    void anInputErrorReleasesTheBuffersHeld() throws IOException {
        byte[] framed = sequence(documents(20));
        Flux<DataBuffer> failing = chunks(framed, 10).concatWith(Flux.error(new IllegalStateException("connection reset")));
        StepVerifier.create(FramedDocuments.split(failing, 1024))
                .expectNextCount(20)
                .expectErrorMessage("connection reset")
                .verify(Duration.ofSeconds(10));
    }
}
