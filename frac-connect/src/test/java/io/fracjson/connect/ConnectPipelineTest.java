package io.fracjson.connect;

import io.fracjson.connect.testing.CollectingSinkConnector;
import io.fracjson.connect.testing.SampleSourceConnector;
import io.fracjson.connect.testing.Samples;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.DirectoryTableRegistry;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.TableFingerprints;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.connect.runtime.rest.entities.ConnectorStateInfo;
import org.apache.kafka.connect.sink.SinkRecord;
import org.apache.kafka.connect.storage.StringConverter;
import org.apache.kafka.connect.util.clusters.EmbeddedConnectCluster;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * frac_json through a real, in-process Kafka Connect cluster (Kafka's EmbeddedConnectCluster: a
 * KRaft broker and a distributed worker on 127.0.0.1): a source connector writes Structs and
 * schemaless maps through {@link FracJsonConverter} with a keys table and dictionary from a
 * registry directory, and a sink connector reads them back through it; hostile records go to a
 * dead-letter queue when the sink tolerates errors, and fail its task when it does not.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ConnectPipelineTest {
    private static final int RECORDS = 300;
    private static final long WAIT_MS = 60_000;

    @TempDir
    static Path registryDirectory;
    private static EmbeddedConnectCluster connect;
    private static KeysTable table;
    private static ZstdDictionary dictionary;

    @BeforeAll
    static void start() throws Exception {
        FracJsonMapper mapper = new FracJsonMapper();
        List<byte[]> samples = new ArrayList<>();
        for (int i = 1_000; i < 1_400; i++) {
            samples.add(mapper.writeValueAsBytes(Samples.sinkValue(i)));
        }
        table = KeysTable.of(List.of("id", "quantity", "weight", "price", "shipped", "express", "tags", "to",
                "city", "zip", "counts", "boxes", "name", "ratio", "nested", "deep", "none"));
        dictionary = ZstdDictionary.trainOnDocuments(samples, 2_048);
        try (DirectoryTableRegistry registry = new DirectoryTableRegistry(registryDirectory)) {
            registry.register(table);
            registry.register(dictionary);
        }
        connect = new EmbeddedConnectCluster.Builder()
                .name("frac-connect")
                .numWorkers(1)
                .numBrokers(1)
                .workerProps(new HashMap<>(Map.of("listeners", "http://127.0.0.1:0",
                        "plugin.discovery", "service_load",
                        "offset.flush.interval.ms", "500")))
                .build();
        connect.start();
    }

    @AfterAll
    static void stop() {
        if (connect != null) {
            connect.stop();
        }
    }

    private static Map<String, String> converter(Map<String, String> connector) {
        Map<String, String> config = new HashMap<>(connector);
        config.put("tasks.max", "1");
        config.put("key.converter", StringConverter.class.getName());
        config.put("value.converter", FracJsonConverter.class.getName());
        config.put("value.converter.frac.registry.directory", registryDirectory.toString());
        return config;
    }

    private static Map<String, String> sink(String topic, String collector) {
        Map<String, String> config = converter(Map.of("connector.class", CollectingSinkConnector.class.getName(),
                "topics", topic, "collector", collector));
        config.put("consumer.override.auto.offset.reset", "earliest");
        return config;
    }

    private static List<SinkRecord> awaitCollected(String collector, int count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(WAIT_MS);
        List<SinkRecord> collected = CollectingSinkConnector.collected(collector);
        while (collected.size() < count) {
            if (System.nanoTime() > deadline) {
                fail("the sink " + collector + " got " + collected.size() + " records of " + count + " in " + WAIT_MS
                        + " ms");
            }
            Thread.sleep(100);
        }
        return collected;
    }

    @Test
    void sourceWritesFracJsonThatASinkReadsBackRecordByRecord() throws Exception {
        connect.kafka().createTopic("shipments", 1);
        Map<String, String> source = converter(Map.of("connector.class", SampleSourceConnector.class.getName(),
                "topic", "shipments", "count", Integer.toString(RECORDS)));
        source.put("value.converter.frac.keys.table", table.fingerprint());
        source.put("value.converter.frac.dictionary", dictionary.fingerprint());
        connect.configureConnector("samples", source);
        connect.configureConnector("collect", sink("shipments", "collect"));

        // On the topic: frac_json with the table and dictionary named in each record's header.
        TableFingerprints expected = new TableFingerprints(table.fingerprint(), dictionary.fingerprint());
        int raw = 0;
        for (ConsumerRecord<byte[], byte[]> record : connect.kafka().consume(RECORDS, WAIT_MS, "shipments")) {
            assertEquals(expected, FracHeaders.read(record.headers()), "offset " + record.offset());
            raw++;
        }
        assertEquals(RECORDS, raw);

        List<SinkRecord> collected = awaitCollected("collect", RECORDS);
        assertEquals(RECORDS, collected.size());
        for (int i = 0; i < RECORDS; i++) {
            SinkRecord record = collected.get(i);
            assertEquals("key-" + i, record.key());
            assertEquals(null, record.valueSchema(), "schemaless, as JsonConverter with schemas.enable=false");
            assertEquals(Samples.sinkValue(i), record.value(), "record " + i);
        }
        connect.deleteConnector("samples");
        connect.deleteConnector("collect");
    }

    /** Records a frac_json sink cannot read: unknown tables, a mangled header, a truncated value. */
    private static void produceHostileAndGood(String topic) throws Exception {
        connect.kafka().createTopic(topic, 1);
        FracJsonConverter writer = new FracJsonConverter();
        writer.configure(Map.of("frac.registry.directory", registryDirectory.toString(),
                "frac.keys.table", table.fingerprint()), false);
        KeysTable unregistered = KeysTable.of(List.of("id", "name", "secret"));
        try (KafkaProducer<byte[], byte[]> producer = connect.kafka().createProducer(Map.of())) {
            for (int i = 0; i < 10; i++) {
                RecordHeaders headers = new RecordHeaders();
                byte[] value = writer.fromConnectData(topic, headers, null, Samples.sinkValue(i));
                if (i == 2) { // a table nobody registered
                    FracHeaders.write(headers, new TableFingerprints(unregistered.fingerprint(), null));
                } else if (i == 5) { // a header not in its form
                    headers.remove(FracHeaders.NAME).add(FracHeaders.NAME, "not a fingerprint".getBytes(StandardCharsets.UTF_8));
                } else if (i == 7) { // a truncated document
                    value = java.util.Arrays.copyOf(value, value.length / 2);
                }
                producer.send(new ProducerRecord<>(topic, null, ("key-" + i).getBytes(StandardCharsets.UTF_8), value,
                        headers)).get();
            }
        }
        writer.close();
    }

    @Test
    void hostileRecordsGoToTheDeadLetterQueueWhenTheSinkToleratesErrors() throws Exception {
        produceHostileAndGood("hostile-dlq");
        Map<String, String> sink = sink("hostile-dlq", "tolerant");
        sink.put("errors.tolerance", "all");
        sink.put("errors.deadletterqueue.topic.name", "dlq");
        sink.put("errors.deadletterqueue.topic.replication.factor", "1");
        sink.put("errors.deadletterqueue.context.headers.enable", "true");
        connect.configureConnector("tolerant", sink);

        List<SinkRecord> good = awaitCollected("tolerant", 7);
        List<Long> offsets = good.stream().map(SinkRecord::kafkaOffset).toList();
        assertEquals(List.of(0L, 1L, 3L, 4L, 6L, 8L, 9L), offsets);
        for (SinkRecord record : good) {
            assertEquals(Samples.sinkValue((int) record.kafkaOffset()), record.value());
        }
        Map<Long, String> dead = new HashMap<>();
        for (ConsumerRecord<byte[], byte[]> record : connect.kafka().consume(3, WAIT_MS, "dlq")) {
            long offset = Long.parseLong(new String(record.headers().lastHeader("__connect.errors.offset").value(),
                    StandardCharsets.UTF_8));
            dead.put(offset, new String(record.headers().lastHeader("__connect.errors.exception.message").value(),
                    StandardCharsets.UTF_8));
        }
        assertEquals(List.of(2L, 5L, 7L), dead.keySet().stream().sorted().toList());
        String unknown = dead.get(2L);
        assertTrue(unknown.contains(KeysTable.of(List.of("id", "name", "secret")).fingerprint())
                && unknown.contains("has not"), unknown);
        assertTrue(dead.get(5L).contains("record header fracjson"), dead.get(5L));
        assertTrue(dead.get(7L).contains("not a frac_json document"), dead.get(7L));
        connect.deleteConnector("tolerant");
    }

    @Test
    void withoutToleranceAnUnknownTableStopsTheTaskNamingBothFingerprints() throws Exception {
        produceHostileAndGood("hostile-strict");
        Map<String, String> sink = sink("hostile-strict", "strict");
        // The sink's registry has another table than the one the records were written with.
        KeysTable other = KeysTable.of(List.of("id", "name"));
        Path otherRegistry = Files.createDirectories(registryDirectory.resolve("other"));
        try (DirectoryTableRegistry registry = new DirectoryTableRegistry(otherRegistry)) {
            registry.register(other);
        }
        sink.put("value.converter.frac.registry.directory", otherRegistry.toString());
        sink.put("value.converter.frac.keys.table", other.fingerprint());
        connect.configureConnector("strict", sink);
        connect.assertions().assertConnectorIsRunningAndTasksHaveFailed("strict", 1, "the task did not stop");
        ConnectorStateInfo status = connect.connectorStatus("strict");
        String trace = status.tasks().get(0).trace();
        assertNotNull(trace);
        assertTrue(trace.contains("DataException") && trace.contains(table.fingerprint())
                && trace.contains(other.fingerprint()), trace);
        assertTrue(CollectingSinkConnector.collected("strict").isEmpty(), "nothing before the record it cannot read");
        connect.deleteConnector("strict");
    }
}
