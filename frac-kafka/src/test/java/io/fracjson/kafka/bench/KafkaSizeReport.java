package io.fracjson.kafka.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.TableSet;
import io.fracjson.kafka.jackson.FracJsonDeserializer;
import io.fracjson.kafka.jackson.FracJsonSerializer;
import io.fracjson.kafka.testing.Event;
import io.fracjson.kafka.testing.Events;
import io.fracjson.kafka.testing.KafkaBroker;
import io.fracjson.kafka.testing.Records;
import io.fracjson.kafka.testing.Tables;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;

/**
 * What a Kafka user decides on: the bytes the broker stores per record, the CPU time the producer
 * and the consumer spend per record (thread CPU time of the thread that sends, with the producer's
 * network thread, and of the thread that polls), and end-to-end records per second (first send
 * to last record deserialized by a consumer reading meanwhile), for each value format, with the
 * producer's batch compression none, zstd or lz4, on full batches of the default batch.size
 * (16384, sent full: {@link #LINGER_MS}) and on batches of one record (as a quiet topic's are).
 * Through the in-process broker of the tests.
 * Not a test: a main program, run from the repository root (the README's Kafka section has the
 * command). Every record read back is compared with the one sent.
 *
 * <p>Two record shapes: the bundled forum comments ({@code src-test-data/samples/comments_many.json},
 * 2,000 records: tables built from the first half, the second half sent ten times over), and
 * generated clickstream {@link Event}s (tables built from 2,000, then 20,000 others sent). The
 * stored bytes are the partition's log size as the broker reports it (describeLogDirs) once the
 * producer has flushed; records per second on a shared machine are rough.
 */
public final class KafkaSizeReport {
    private static final int DICTIONARY_BYTES = 10 * 1024;
    /**
     * Batches are sent full (batch.size, 16 KiB by default), not when the sender thread gets to
     * them: what batch compression saves depends on how many records a batch holds, which on a
     * busy machine would otherwise vary from run to run.
     */
    private static final int LINGER_MS = 50;

    /** Records sent in batches of one, which are slow to send (a request each): enough for a stable figure. */
    private static final int ONE_RECORD_BATCHES_COUNT = 4_000;

    /** The producer's batches: compressed or not, and how full. */
    private enum Batches {
        NONE("none", "none", 16_384),
        ZSTD("zstd", "zstd", 16_384),
        LZ4("lz4", "lz4", 16_384),
        /** A topic of a few records a second, or a producer with linger.ms 0, sends batches of one. */
        NONE_ONE_RECORD("none, one record a batch", "none", 0),
        ZSTD_ONE_RECORD("zstd, one record a batch", "zstd", 0),
        LZ4_ONE_RECORD("lz4, one record a batch", "lz4", 0);

        final String label;
        final String compression;
        final int batchSize;

        Batches(String label, String compression, int batchSize) {
            this.label = label;
            this.compression = compression;
            this.batchSize = batchSize;
        }
    }
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper SMILE = new SmileMapper();

    /** Records of one shape: those the tables are built from, those sent, and the type they are read into. */
    private record Dataset(String name, List<?> build, List<?> sent, int count, Class<?> type) {
    }

    private enum Format {
        JSON("JSON (Jackson, as Spring's JsonSerializer writes it)"),
        SMILE("Smile (Jackson SmileMapper)"),
        FRAC("frac_json"),
        FRAC_TABLE("frac_json + keys table"),
        FRAC_TABLE_DICTIONARY("frac_json + keys table + dictionary (zstd 3)");

        final String label;

        Format(String label) {
            this.label = label;
        }

        Serializer<Object> serializer(TableSet tables) {
            return switch (this) {
                case JSON -> (topic, value) -> write(KafkaSizeReport.JSON, value);
                case SMILE -> (topic, value) -> write(KafkaSizeReport.SMILE, value);
                case FRAC -> new FracJsonSerializer<>(new FracJsonMapper());
                case FRAC_TABLE -> new FracJsonSerializer<>(new FracJsonMapper()).keysTable(tables.keysTable());
                case FRAC_TABLE_DICTIONARY -> new FracJsonSerializer<>(new FracJsonMapper())
                        .keysTable(tables.keysTable()).dictionary(tables.dictionary());
            };
        }

        Deserializer<Object> deserializer(TableSet tables, Class<?> type) {
            return switch (this) {
                case JSON -> (topic, bytes) -> read(KafkaSizeReport.JSON, bytes, type);
                case SMILE -> (topic, bytes) -> read(KafkaSizeReport.SMILE, bytes, type);
                default -> new FracJsonDeserializer<Object>(new FracJsonMapper(), cast(type))
                        .keysTable(tables.keysTable()).dictionary(tables.dictionary());
            };
        }

        @SuppressWarnings("unchecked")
        private static Class<Object> cast(Class<?> type) {
            return (Class<Object>) type;
        }

        private static byte[] write(ObjectMapper mapper, Object value) {
            try {
                return mapper.writeValueAsBytes(value);
            } catch (IOException e) {
                throw new SerializationException(e);
            }
        }

        private static Object read(ObjectMapper mapper, byte[] bytes, Class<?> type) {
            try {
                return mapper.readValue(bytes, type);
            } catch (IOException e) {
                throw new SerializationException(e);
            }
        }
    }

    /**
     * @param producerMicros CPU time per record of the thread that calls send (which serializes and
     *        compresses batches) and of the producer's network thread, in microseconds
     * @param consumerMicros CPU time per record of the thread that polls (which fetches, decompresses
     *        and deserializes), in microseconds
     */
    private record Result(double valueBytes, double storedBytes, double recordsPerSecond, double producerMicros,
                          double consumerMicros) {
    }

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private KafkaSizeReport() {
    }

    public static void main(String[] args) throws Exception {
        Path samples = Path.of(args.length > 0 ? args[0] : "src-test-data/samples");
        JsonNode comments = JSON.readTree(samples.resolve("comments_many.json").toFile());
        List<JsonNode> all = new ArrayList<>();
        comments.forEach(all::add);
        List<Dataset> datasets = List.of(
                new Dataset("comments", all.subList(0, all.size() / 2), all.subList(all.size() / 2, all.size()),
                        10 * (all.size() / 2), JsonNode.class),
                new Dataset("events", Events.generate(1, 2_000), Events.generate(2, 20_000), 20_000, Event.class));
        try (KafkaBroker broker = KafkaBroker.start()) {
            for (Dataset d : datasets) {
                TableSet tables = Tables.tableAndDictionary(d.build, DICTIONARY_BYTES);
                for (Batches batches : List.of(Batches.NONE, Batches.ZSTD, Batches.LZ4)) {
                    for (Format f : Format.values()) { // warm-up: every path compiled before it is timed
                        run(broker, d, f, batches, tables, Math.min(d.count, 3_000));
                    }
                }
                List<String> rows = new ArrayList<>();
                double jsonStored = 0;
                for (Batches batches : Batches.values()) {
                    for (Format f : Format.values()) {
                        Result r = run(broker, d, f, batches, tables,
                                batches.batchSize == 0 ? Math.min(d.count, ONE_RECORD_BATCHES_COUNT) : d.count);
                        if (f == Format.JSON && batches == Batches.NONE) {
                            jsonStored = r.storedBytes;
                        }
                        rows.add(String.format(Locale.ROOT, "| %s | %s | %.0f | %.0f | %.1f%% | %.1f | %.1f | %,.0f |",
                                f.label, batches.label, r.valueBytes, r.storedBytes, 100 * r.storedBytes / jsonStored,
                                r.producerMicros, r.consumerMicros, r.recordsPerSecond));
                    }
                }
                System.out.printf(Locale.ROOT, "%n%s: %,d records sent (%s); %s, %s%n%n", d.name, d.count,
                        d.sent.size() == d.count ? "each once" : d.sent.size() + " records, each "
                                + d.count / d.sent.size() + " times", tables, d.build.size() + " records built from");
                System.out.println("| value format | Kafka batch compression | value bytes | stored bytes / record"
                        + " | stored, % of JSON uncompressed | producer CPU µs / record | consumer CPU µs / record"
                        + " | records/s end to end |");
                System.out.println("|---|---|---|---|---|---|---|---|");
                rows.forEach(System.out::println);
            }
        }
    }

    private static Result run(KafkaBroker broker, Dataset d, Format format, Batches batches, TableSet tables,
                              int count) throws Exception {
        String topic = broker.createTopic(d.name + "-" + format.name().toLowerCase(Locale.ROOT) + "-"
                + batches.name().toLowerCase(Locale.ROOT));
        Serializer<Object> serializer = format.serializer(tables);
        long valueBytes = 0;
        for (Object value : d.sent) {
            valueBytes += serializer.serialize(topic, new RecordHeaders(), value).length;
        }
        CountDownLatch assigned = new CountDownLatch(1);
        long[] consumerNanos = new long[1];
        CompletableFuture<List<Object>> consumed = CompletableFuture.supplyAsync(() -> {
            try (KafkaConsumer<byte[], Object> consumer = new KafkaConsumer<>(broker.consumerConfig(),
                    new ByteArrayDeserializer(), format.deserializer(tables, d.type))) {
                Records.assignFromStart(consumer, topic);
                assigned.countDown();
                long cpu = THREADS.getCurrentThreadCpuTime();
                List<Object> values = Records.poll(consumer, count).stream().map(ConsumerRecord::value).toList();
                consumerNanos[0] = THREADS.getCurrentThreadCpuTime() - cpu;
                return values;
            }
        });
        assigned.await();
        Map<String, Object> config = broker.producerConfig();
        config.put(ProducerConfig.COMPRESSION_TYPE_CONFIG, batches.compression);
        config.put(ProducerConfig.BATCH_SIZE_CONFIG, batches.batchSize);
        config.put(ProducerConfig.LINGER_MS_CONFIG, batches.batchSize == 0 ? 0 : LINGER_MS);
        String clientId = topic + "-producer";
        config.put(ProducerConfig.CLIENT_ID_CONFIG, clientId);
        long producerNanos;
        long start = System.nanoTime();
        try (KafkaProducer<byte[], Object> producer = new KafkaProducer<>(config, new ByteArraySerializer(),
                serializer)) {
            long network = networkThreadCpu(clientId);
            long cpu = THREADS.getCurrentThreadCpuTime();
            for (int i = 0; i < count; i++) {
                producer.send(new ProducerRecord<>(topic, d.sent.get(i % d.sent.size())));
            }
            producer.flush();
            producerNanos = THREADS.getCurrentThreadCpuTime() - cpu + networkThreadCpu(clientId) - network;
        }
        List<Object> read = consumed.get();
        double seconds = (System.nanoTime() - start) / 1e9;
        for (int i = 0; i < count; i++) {
            if (!read.get(i).equals(d.sent.get(i % d.sent.size()))) {
                throw new IllegalStateException(format + ": record " + i + " read back differs");
            }
        }
        return new Result((double) valueBytes / d.sent.size(), (double) broker.storedBytes(topic) / count,
                count / seconds, producerNanos / 1e3 / count, consumerNanos[0] / 1e3 / count);
    }

    /** CPU time so far of the producer's network thread ("kafka-producer-network-thread | clientId"). */
    private static long networkThreadCpu(String clientId) {
        for (ThreadInfo thread : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (thread != null && thread.getThreadName().equals("kafka-producer-network-thread | " + clientId)) {
                return THREADS.getThreadCpuTime(thread.getThreadId());
            }
        }
        throw new IllegalStateException("no network thread of producer " + clientId);
    }
}
