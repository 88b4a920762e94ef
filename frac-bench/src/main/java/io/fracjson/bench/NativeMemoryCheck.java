package io.fracjson.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson.FracJsonFactory;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What the process holds outside the heap while parsers of zstd-compressed documents are
 * dropped mid-body, never closed, with the garbage collector left to itself: the check behind
 * the README's "no native memory held" (run it with a small heap, e.g. {@code -Xmx256m}, so
 * that a leak shows against it). Not a speed benchmark.
 *
 * <pre>
 * java -Xmx256m -cp frac-bench/target/benchmarks.jar io.fracjson.bench.NativeMemoryCheck \
 *      [plain|dictionary|stream|window] [threads] [parsers]
 * </pre>
 *
 * {@code window} reads (and closes) documents whose hand-made zstd frame asks for a 2^27-byte
 * window and decompresses at about 99:1, the frame header of issue 17 #2.
 */
public final class NativeMemoryCheck {
    private NativeMemoryCheck() {
    }

    public static void main(String[] args) throws Exception {
        String mode = args.length > 0 ? args[0] : "plain";
        int threads = args.length > 1 ? Integer.parseInt(args[1]) : 1;
        long parsers = args.length > 2 ? Long.parseLong(args[2]) : 100_000;

        Map<String, Object> event = new LinkedHashMap<>();
        event.put("id", 123456789L);
        event.put("kind", "page_view");
        event.put("user", Map.of("name", "someone", "tags", List.of("a", "b", "c")));
        event.put("items", List.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
        List<byte[]> samples = new ArrayList<>();
        ObjectMapper plainWriter = new ObjectMapper(new FracJsonFactory());
        for (int i = 0; i < 200; i++) {
            event.put("id", (long) i);
            samples.add(plainWriter.writeValueAsBytes(event));
        }
        ZstdDictionary dictionary = ZstdDictionary.trainOnDocuments(samples, 4096);
        FracJsonFactory factory = mode.equals("dictionary")
                ? FracJsonFactory.builder().compressionLevel(3).zstdDictionary(dictionary).build()
                : FracJsonFactory.builder().compressionLevel(3).build();
        byte[] doc = mode.equals("window") ? hostileWindowDocument() : new ObjectMapper(factory).writeValueAsBytes(event);

        System.out.printf("mode %s, %d threads, %d parsers, document %d bytes; before: %s%n", mode, threads, parsers,
                doc.length, memory());
        if (mode.equals("window")) {
            readAll(factory, doc); // it reads
            System.out.printf("one read: %s%n", memory());
        }
        AtomicLong left = new AtomicLong(parsers);
        List<Thread> workers = new ArrayList<>();
        long start = System.nanoTime();
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                try {
                    while (left.decrementAndGet() >= 0) {
                        if (mode.equals("window")) {
                            readAll(factory, doc);
                        } else {
                            dropMidBody(factory, doc, mode.equals("stream"));
                        }
                    }
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
            });
            worker.start();
            workers.add(worker);
        }
        for (Thread worker : workers) {
            worker.join();
        }
        System.out.printf("after %.1f s: %s%n", (System.nanoTime() - start) / 1e9, memory());
    }

    /** A parser that reads two tokens, inside the compressed body, and is dropped. */
    private static void dropMidBody(FracJsonFactory factory, byte[] doc, boolean stream) throws IOException {
        JsonParser p = stream ? factory.createParser(new ByteArrayInputStream(doc)) : factory.createParser(doc);
        p.nextToken();
        p.nextToken();
    }

    private static void readAll(FracJsonFactory factory, byte[] doc) throws IOException {
        try (JsonParser p = factory.createParser(doc)) {
            while (p.nextToken() != null) {
                p.skipChildren();
            }
        }
    }

    /**
     * A document of 2,000 strings of 60,000 bytes (120 MB), compressed as a stream with a 2^27-byte
     * window and no declared content size (as a hostile encoder may write it), mostly repeated bytes
     * so that it decompresses at a high ratio that stays under the default limit of 100.
     */
    static byte[] hostileWindowDocument() {
        int strings = 2_000;
        int stringBytes = 60_000;
        java.util.Random random = new java.util.Random(17);
        java.nio.ByteBuffer in = java.nio.ByteBuffer.allocateDirect(3 + stringBytes);
        java.nio.ByteBuffer out = java.nio.ByteBuffer.allocateDirect(1 << 20);
        java.io.ByteArrayOutputStream doc = new java.io.ByteArrayOutputStream();
        doc.writeBytes(new byte[] {'F', 'J', 0x10});
        try (com.github.luben.zstd.ZstdCompressCtx ctx = new com.github.luben.zstd.ZstdCompressCtx()) {
            ctx.setLevel(1).setWindowLog(27);
            in.put(new byte[] {0x14, (byte) strings, (byte) (strings >>> 8)}).flip(); // array, u16 count
            for (int i = 0; i <= strings; i++) {
                boolean last = i == strings;
                while (true) {
                    out.clear();
                    boolean done = ctx.compressDirectByteBufferStream(out, in, last
                            ? com.github.luben.zstd.EndDirective.END : com.github.luben.zstd.EndDirective.CONTINUE);
                    out.flip();
                    byte[] chunk = new byte[out.remaining()];
                    out.get(chunk);
                    doc.writeBytes(chunk);
                    if (last ? done : !in.hasRemaining()) {
                        break;
                    }
                }
                if (!last) {
                    in.clear();
                    in.put((byte) 0x0E).put((byte) stringBytes).put((byte) (stringBytes >>> 8)); // string, u16 length
                    for (int b = 0; b < stringBytes; b++) {
                        in.put(b % 40 == 0 ? (byte) ('a' + random.nextInt(26)) : (byte) 'x');
                    }
                    in.flip();
                }
            }
        }
        return doc.toByteArray();
    }

    private static String memory() throws IOException {
        String rss = "?";
        for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
            if (line.startsWith("VmRSS:")) {
                rss = line.substring(6).trim();
            }
        }
        Runtime rt = Runtime.getRuntime();
        return String.format("RSS %s, heap used %d MB of %d MB", rss, (rt.totalMemory() - rt.freeMemory()) >> 20,
                rt.maxMemory() >> 20);
    }
}
