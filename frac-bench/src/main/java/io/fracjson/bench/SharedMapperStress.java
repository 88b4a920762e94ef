package io.fracjson.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracSchema;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Shared mappers, many threads, each alternating schemas (two keys tables) and compression
 * levels per call, every document read back and compared: errors (an OutOfMemoryError among
 * them) and cross-talk counted. The check of issue 17 #3; run it with a small heap, e.g.
 * {@code -Xmx256m}. Not a speed benchmark.
 *
 * <pre>
 * java -Xmx256m -cp frac-bench/target/benchmarks.jar io.fracjson.bench.SharedMapperStress [threads] [seconds]
 * </pre>
 */
public final class SharedMapperStress {
    private SharedMapperStress() {
    }

    public static void main(String[] args) throws Exception {
        int threads = args.length > 0 ? Integer.parseInt(args[0]) : 16;
        int seconds = args.length > 1 ? Integer.parseInt(args[1]) : 60;
        // Both ways of writing bytes: ObjectMapper's through a ByteArrayBuilder, FracJsonMapper's through the writer's array.
        ObjectMapper mapper = new ObjectMapper(new FracJsonFactory());
        ObjectMapper fracMapper = new FracJsonMapper();
        KeysTable a = KeysTable.of(List.of("id", "kind", "user", "tags", "score"));
        KeysTable b = KeysTable.of(List.of("score", "tags", "user", "kind", "id"));
        List<FracSchema> schemas = new ArrayList<>();
        for (KeysTable table : List.of(a, b)) {
            for (int level : new int[] {0, 1, 3, 9}) {
                schemas.add(FracSchema.builder().keysTable(table).compressionLevel(level).build());
            }
        }
        List<ObjectWriter> writers = new ArrayList<>();
        List<ObjectReader> readers = new ArrayList<>();
        for (FracSchema schema : schemas) {
            writers.add(mapper.writer(schema));
            writers.add(fracMapper.writer(schema));
            readers.add(mapper.readerFor(Map.class).with(schema));
            readers.add(fracMapper.readerFor(Map.class).with(schema));
        }
        AtomicLong roundTrips = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        AtomicLong wrong = new AtomicLong();
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread worker = new Thread(() -> {
                for (long i = 0; System.nanoTime() < end; i++) {
                    int s = (int) ((i + thread) % writers.size());
                    Map<String, Object> event = new LinkedHashMap<>();
                    event.put("id", (thread + 1) * 10_000_000_000L + i); // a long, read back as one
                    event.put("kind", "kind-" + (i % 7));
                    event.put("user", "user-" + thread);
                    event.put("tags", List.of("t" + (i % 3), "t" + (i % 5)));
                    event.put("score", (int) (i % 1000));
                    try {
                        // Read by the other mapper with the same schema: writers and readers alternate mappers.
                        Object back = readers.get(s ^ 1).readValue(writers.get(s).writeValueAsBytes(event));
                        if (!event.equals(back)) {
                            wrong.incrementAndGet();
                        }
                        roundTrips.incrementAndGet();
                    } catch (Throwable e) {
                        if (errors.incrementAndGet() <= 5) {
                            e.printStackTrace();
                        }
                    }
                }
            });
            worker.start();
            workers.add(worker);
        }
        for (Thread worker : workers) {
            worker.join();
        }
        System.out.printf("%d threads, %d s, %d schemas: %,d round trips, %d errors, %d read back different%n",
                threads, seconds, schemas.size(), roundTrips.get(), errors.get(), wrong.get());
    }
}
