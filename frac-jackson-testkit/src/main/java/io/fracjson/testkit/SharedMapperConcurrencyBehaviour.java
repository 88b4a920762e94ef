package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.core.testing.StartedTogether;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Mappers are documented as thread-safe once configured, and so must a FracJsonFactory be,
 * with the keys table and zstd dictionary it shares. 8 threads × {@value #DOCUMENTS_PER_THREAD}
 * small documents through shared mappers (a plain FracJsonMapper, one with a keys
 * table, a dictionary and zstd 3, and a plain ObjectMapper over a FracJsonFactory
 * with the table and zstd 1): every document must come out byte-for-byte as a single thread
 * wrote it with mappers of its own, and read back equal. The shared mappers are fresh when
 * the threads start together, so their lazy caches (serializers, digested dictionaries) race.
 *
 * <p>As a stress run, outside CI: {@code -Dfracjson.stress.seconds=600} keeps every thread going
 * for that long instead (the count it checked is printed).
 */
public abstract class SharedMapperConcurrencyBehaviour extends LineTest {
    private static final int THREADS = 8;
    private static final int DOCUMENTS_PER_THREAD = 10_000;
    private static final int DISTINCT_DOCUMENTS = 1_000;
    /** Seconds each thread runs as a stress run; 0 (unset) for the CI test's fixed count. */
    private static final long STRESS_SECONDS = Long.getLong("fracjson.stress.seconds", 0);

    protected SharedMapperConcurrencyBehaviour(JacksonLine line) {
        super(line);
    }

    /** A typical record: databind's bean path, not only maps. */
    public record Event(long id, String name, double score, boolean active, List<String> tags, Map<String, Integer> counts) {
    }

    @Test
    void sharedMappersEncodeAndDecodeLikeASingleThread() throws Exception {
        List<Event> events = events(new Random(7));
        List<String> keys = List.of("id", "name", "score", "active", "tags", "counts");
        byte[] dictionary = dictionaryBytes(events);

        List<Mapper> own = mappers(keys, dictionary);
        byte[][][] expected = new byte[events.size()][own.size()][];
        for (int e = 0; e < events.size(); e++) {
            for (int m = 0; m < own.size(); m++) {
                expected[e][m] = own.get(m).write(events.get(e));
            }
        }

        List<Mapper> shared = mappers(keys, dictionary);
        long checked = 0;
        for (long n : StartedTogether.run(THREADS, STRESS_SECONDS + 60, thread -> writeAndRead(thread, events, expected, shared))) {
            if (STRESS_SECONDS == 0) {
                assertEquals(DOCUMENTS_PER_THREAD, n);
            }
            checked += n;
        }
        if (STRESS_SECONDS > 0) {
            System.out.printf("%s stress: %d threads checked %,d documents in %d s through %d shared mappers%n",
                    line.name(), THREADS, checked, STRESS_SECONDS, shared.size());
        }
    }

    /** One thread's work; returns the number of documents checked. */
    private static long writeAndRead(int thread, List<Event> events, byte[][][] expected, List<Mapper> mappers)
            throws IOException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(STRESS_SECONDS);
        long i = 0;
        for (; STRESS_SECONDS > 0 ? System.nanoTime() - until < 0 : i < DOCUMENTS_PER_THREAD; i++) {
            // Threads walk the documents in different orders, so each meets others' work.
            int e = (int) ((i * (2 * thread + 1) + thread * 97) % events.size());
            int m = (int) ((i + thread) % mappers.size());
            Mapper mapper = mappers.get(m);
            byte[] written = mapper.write(events.get(e));
            assertArrayEquals(expected[e][m], written, () -> "event " + e + ", mapper " + m);
            assertEquals(events.get(e), mapper.read(written, Event.class));
        }
        return i;
    }

    /** New mappers (and factories, tables, dictionaries) each time: nothing shared between calls. */
    private List<Mapper> mappers(List<String> keys, byte[] dictionary) {
        JacksonLine.Factory tablesAndDictionary = line.factory(Settings.defaults().keysTable(KeysTable.of(keys))
                .zstdDictionary(ZstdDictionary.of(dictionary)).compressionLevel(3));
        JacksonLine.Factory tableAndZstd = line.factory(Settings.defaults().keysTable(KeysTable.of(keys)).compressionLevel(1));
        return List.of(line.mapper(), tablesAndDictionary.mapper(), tableAndZstd.objectMapper());
    }

    private static List<Event> events(Random random) {
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < DISTINCT_DOCUMENTS; i++) {
            List<String> tags = new ArrayList<>();
            Map<String, Integer> counts = new LinkedHashMap<>();
            for (int j = random.nextInt(5); j > 0; j--) {
                tags.add("tag-" + random.nextInt(20) + (random.nextInt(4) == 0 ? "-ü€😀" : ""));
                counts.put("c" + random.nextInt(30), random.nextInt() >> random.nextInt(32));
            }
            events.add(new Event(random.nextLong() >> random.nextInt(64), "event " + random.nextInt(1000),
                    random.nextInt(3) == 0 ? random.nextInt(100) / 4.0 : random.nextGaussian(), random.nextBoolean(),
                    tags, counts));
        }
        return events;
    }

    /** Raw-content dictionary: the first events, written without one. */
    private byte[] dictionaryBytes(List<Event> events) throws IOException {
        Mapper plain = line.mapper();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (Event event : events.subList(0, 50)) {
            out.write(plain.write(event));
        }
        return out.toByteArray();
    }
}
