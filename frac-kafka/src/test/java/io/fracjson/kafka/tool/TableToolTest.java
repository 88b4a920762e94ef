package io.fracjson.kafka.tool;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.TableFingerprints;
import io.fracjson.kafka.TopicTableRegistry;
import io.fracjson.kafka.jackson.FracJsonDeserializer;
import io.fracjson.kafka.jackson.FracJsonSerializer;
import io.fracjson.kafka.testing.Event;
import io.fracjson.kafka.testing.Events;
import io.fracjson.kafka.testing.KafkaBroker;
import io.fracjson.kafka.testing.Records;
import io.fracjson.kafka.testing.Tables;
import io.fracjson.kafka.DirectoryTableRegistry;
import io.fracjson.kafka.TableSet;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(KafkaBroker.Extension.class)
@Tag(KafkaBroker.TAG)
class TableToolTest {
    private static final Path SAMPLES = Path.of(System.getProperty("fracjson.testdata", "../src-test-data"), "samples");

    /** What a run printed, and its exit status. */
    private record Run(int status, String out, String err) {
        String setting(String name) {
            Matcher m = Pattern.compile(Pattern.quote(name) + "=([0-9a-f]{16})").matcher(out);
            assertTrue(m.find(), name + " not printed:\n" + out);
            return m.group(1);
        }
    }

    private static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = TableTool.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void fromFilesItReportsTheSizesAndRegistersTheTables(@TempDir Path registryDirectory) {
        Run run = run("--file", SAMPLES.resolve("comments_many.json").toString(), "--registry-dir",
                registryDirectory.toString());
        assertEquals(0, run.status, run.err);
        assertTrue(run.out.contains("Built from 2000 records of"), run.out);
        assertTrue(run.out.contains("measured on 400 of them held out of building"), run.out);
        DirectoryTableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        KeysTable table = registry.keysTable(run.setting(FracSerdeConfig.KEYS_TABLE)).orElseThrow();
        assertTrue(table.keys().containsAll(List.of("subreddit", "author", "body", "created_utc")), table.keys().toString());
        assertTrue(registry.dictionary(run.setting(FracSerdeConfig.DICTIONARY)).isPresent());
        assertTrue(run.out.contains(FracSerdeConfig.COMPRESSION_LEVEL + "=3"), run.out);
    }

    @Test
    void eachStepMakesTheCommentsSmaller() throws Exception {
        TableTrainer trainer = new TableTrainer();
        assertEquals(2000, Samples.fromFile(SAMPLES.resolve("comments_many.json"), 5_000, trainer));
        TableTrainer.Sizes s = trainer.train().sizes();
        assertTrue(s.heldOut());
        assertEquals(400, s.measured());
        assertEquals(s.json(), s.stored(), 1e-9, "files are measured as their compact JSON");
        assertTrue(s.frac() < s.json() && s.fracTable() < s.frac() * 0.6 && s.fracTableZstd() < s.fracTable()
                && s.fracTableDictionary() < s.fracTableZstd() * 0.8, s.toString());

        TableTrainer few = new TableTrainer();
        Samples.fromFile(SAMPLES.resolve("comments.json"), 30, few);
        TableTrainer.Result result = few.train();
        assertTrue(!result.sizes().heldOut() && result.sizes().measured() == 30, result.sizes().toString());
    }

    @Test
    void fromATopicOfJsonAndFracRecordsItBuildsTheTableOfWhatProducersWriteToday(KafkaBroker broker) throws Exception {
        String topic = broker.createTopic("migrating");
        String registryTopic = broker.createTopic("tables");
        List<Event> old = Events.generate(21, 300);
        List<Event> newer = Events.withCampaigns(Events.generate(22, 300), 23);
        TableSet v1 = Tables.tableAndDictionary(old, 2_048);
        Map<String, Object> registryConfig = Map.of(FracSerdeConfig.REGISTRY_TOPIC, registryTopic,
                CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers());
        try (KafkaProducer<String, Event> frac = new KafkaProducer<>(broker.producerConfig(), new StringSerializer(),
                new FracJsonSerializer<Event>(new FracJsonMapper()).keysTable(v1.keysTable()).dictionary(v1.dictionary())
                        .registry(new TopicTableRegistry(registryConfig, registryTopic, Duration.ofSeconds(10), 8)));
             KafkaProducer<String, byte[]> json = new KafkaProducer<>(broker.producerConfig(), new StringSerializer(),
                     new ByteArraySerializer())) {
            ObjectMapper jsonMapper = new ObjectMapper();
            for (int i = 0; i < 300; i++) {
                frac.send(new ProducerRecord<>(topic, old.get(i).eventId(), old.get(i)));
                json.send(new ProducerRecord<>(topic, newer.get(i).eventId(), jsonMapper.writeValueAsBytes(newer.get(i))));
            }
            json.send(new ProducerRecord<>(topic, "broken", "{\"not json".getBytes(StandardCharsets.UTF_8)));
        }

        Run run = run("--bootstrap-server", broker.bootstrapServers(), "--topic", topic, "--registry-topic",
                registryTopic, "--sample", "1000", "--dictionary-bytes", "2048");
        assertEquals(0, run.status, run.err + run.out);
        assertTrue(run.out.contains("Built from the last 600 records of topic " + topic), run.out);
        assertTrue(run.out.contains("Passed over 1 records"), run.out);

        // A producer writing with what the tool printed, and a consumer of the registry alone, read alike.
        Map<String, Object> producer = new HashMap<>(broker.producerConfig());
        producer.putAll(registryConfig);
        producer.put(FracSerdeConfig.KEYS_TABLE, run.setting(FracSerdeConfig.KEYS_TABLE));
        producer.put(FracSerdeConfig.DICTIONARY, run.setting(FracSerdeConfig.DICTIONARY));
        String next = broker.createTopic("after");
        FracJsonSerializer<Event> configured = new FracJsonSerializer<>(new FracJsonMapper());
        configured.configure(producer, false); // as Kafka configures one it makes from its class name
        try (KafkaProducer<String, Event> p = new KafkaProducer<>(broker.producerConfig(), new StringSerializer(),
                configured)) {
            p.send(new ProducerRecord<>(next, "e0", newer.get(0))).get();
            p.send(new ProducerRecord<>(next, "e1", newer.get(1))).get();
        }
        Map<String, Object> consumer = new HashMap<>(broker.consumerConfig());
        consumer.putAll(registryConfig);
        FracJsonDeserializer<Event> reader = new FracJsonDeserializer<>(new FracJsonMapper(), Event.class);
        reader.configure(consumer, false); // the registry only: no tables of its own
        try (KafkaConsumer<String, Event> c = new KafkaConsumer<>(consumer, new StringDeserializer(), reader)) {
            Records.assignFromStart(c, next);
            List<ConsumerRecord<String, Event>> records = Records.poll(c, 2);
            assertEquals(List.of(newer.get(0), newer.get(1)), records.stream().map(ConsumerRecord::value).toList());
            TableFingerprints named = FracHeaders.read(records.get(1).headers());
            assertEquals(run.setting(FracSerdeConfig.KEYS_TABLE), named.keysTable());
            assertEquals(run.setting(FracSerdeConfig.DICTIONARY), named.dictionary());
        }
    }

    @Test
    void aWrongCommandLineIsRefusedWithTheUsage() {
        for (String[] args : List.of(new String[0], new String[] {"--topic", "t"}, new String[] {"--file", "a", "--topic", "t",
                "--bootstrap-server", "h:1"}, new String[] {"--file", "a", "--sample", "many"}, new String[] {"--frobnicate", "x"},
                new String[] {"--file"}, new String[] {"--file", "a", "--registry-dir", "d", "--registry-topic", "t"})) {
            Run run = run(args);
            assertEquals(2, run.status, String.join(" ", args));
            assertTrue(run.err.contains("usage: TableTool"), run.err);
        }
        Run missing = run("--file", "no/such/file.json");
        assertEquals(1, missing.status);
        assertTrue(missing.err.contains("no/such/file.json"), missing.err);
    }
}
