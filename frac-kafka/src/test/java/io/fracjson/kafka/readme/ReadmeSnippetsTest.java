package io.fracjson.kafka.readme;

import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.ReadmeBlocks;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.DirectoryTableRegistry;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.TableRegistry;
import io.fracjson.kafka.TableSet;
import io.fracjson.kafka.TopicTableRegistry;
import io.fracjson.kafka.UnknownTableException;
import io.fracjson.kafka.jackson.FracJsonDeserializer;
import io.fracjson.kafka.jackson.FracJsonSerializer;
import io.fracjson.kafka.testing.KafkaBroker;
import io.fracjson.kafka.testing.Tables;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.Producer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.kafka.core.KafkaTemplate;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every {@code ```java} block of the Kafka page (docs/kafka.md) appears verbatim in this file, in
 * {@link Jackson3Snippets} or in {@code ReadmeStreamsSnippetTest}, where the compiler checks it
 * and a test runs it: here against the test broker, with the README's {@code Event}.
 */
@ExtendWith(KafkaBroker.Extension.class)
@Tag(KafkaBroker.TAG)
class ReadmeSnippetsTest {
    private static final List<Path> SOURCES = List.of(
            Path.of("src/test/java/io/fracjson/kafka/readme/ReadmeSnippetsTest.java"),
            Path.of("src/test/java/io/fracjson/kafka/readme/Jackson3Snippets.java"),
            Path.of("src/test/java/io/fracjson/kafka/readme/ReadmeStreamsSnippetTest.java"));
    private static final Logger log = LoggerFactory.getLogger(ReadmeSnippetsTest.class);

    /** The README's example type. */
    public record Event(long id, String type, String user, List<String> tags, double score) {
    }

    static List<Event> events(long seed, int count) {
        Random random = new Random(seed);
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            events.add(new Event(i, random.nextBoolean() ? "click" : "view", "user" + random.nextInt(50),
                    List.of("tag" + random.nextInt(7)), random.nextInt(100) / 8.0));
        }
        return events;
    }

    private final List<Event> processed = new ArrayList<>();
    private final List<Long> skipped = new ArrayList<>();
    private boolean running = true;
    private int expected;

    private void process(Event event) {
        processed.add(event);
        running = processed.size() < expected;
    }

    @Test
    void everyJavaBlockOfItsPageIsInCompiledCode() throws IOException {
        ReadmeBlocks.assertKeptIn("frac-kafka", SOURCES);
    }

    @Test
    void producersAndConsumersAsTheReadmeConfiguresThem(KafkaBroker broker) {
        String bootstrapServers = broker.bootstrapServers();
        List<Event> events = events(1, 300);
        TableSet tables = Tables.tableAndDictionary(events, 2_048);
        try (TopicTableRegistry registry = new TopicTableRegistry(
                Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers))) {
            registry.register(tables.keysTable()); // as TableTool registers them
            registry.register(tables.dictionary());
        }
        String tableFingerprint = tables.keysTable().fingerprint();
        String dictionaryFingerprint = tables.dictionary().fingerprint();
        sendWithATableNoRegistryHas(bootstrapServers);

        // Kafka section: producers
        Map<String, Object> config = new HashMap<>();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class);
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, FracJsonSerializer.class);
        config.put(FracSerdeConfig.REGISTRY_TOPIC, "_frac_tables");
        config.put(FracSerdeConfig.KEYS_TABLE, tableFingerprint); // as TableTool printed them
        config.put(FracSerdeConfig.DICTIONARY, dictionaryFingerprint);
        try (Producer<String, Event> producer = new KafkaProducer<>(config)) {
            for (Event event : events) {
                producer.send(new ProducerRecord<>("events", event.user(), event));
            }
        }

        expected = events.size();
        consume(bootstrapServers);

        assertEquals(events, processed);
        assertEquals(List.of(0L), skipped, "the record written with a table no registry has");
    }

    private void consume(String bootstrapServers) {
        // Kafka section: consumers
        Map<String, Object> config = new HashMap<>();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(ConsumerConfig.GROUP_ID_CONFIG, "event-readers");
        config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class);
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, FracJsonDeserializer.class);
        config.put(FracSerdeConfig.VALUE_TYPE, Event.class);
        config.put(FracSerdeConfig.REGISTRY_TOPIC, "_frac_tables");
        try (Consumer<String, Event> consumer = new KafkaConsumer<>(config)) {
            consumer.subscribe(List.of("events"));
            while (running) {
                try {
                    for (ConsumerRecord<String, Event> record : consumer.poll(Duration.ofSeconds(1))) {
                        process(record.value());
                    }
                } catch (RecordDeserializationException e) {
                    // A record this consumer cannot read (tables in no registry, a damaged value):
                    // the consumer stays at it until the application seeks past it.
                    log.warn("Skipping {} offset {}: {}", e.topicPartition(), e.offset(), e.getCause().getMessage());
                    skipped.add(e.offset());
                    consumer.seek(e.topicPartition(), e.offset() + 1);
                }
            }
        }
    }

    /** A record of a producer that does not register its table: no consumer of the registry can read it. */
    private static void sendWithATableNoRegistryHas(String bootstrapServers) {
        FracJsonSerializer<Event> serializer = new FracJsonSerializer<>(new FracJsonMapper());
        serializer.keysTable(KeysTable.of(List.of("id", "type", "user")));
        try (Producer<String, Event> producer = new KafkaProducer<>(
                Map.of(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers), new StringSerializer(), serializer)) {
            producer.send(new ProducerRecord<>("events", "nobody", new Event(-1, "lost", "nobody", List.of(), 0)));
        }
    }

    @Test
    void instancesOverTheApplicationsJackson3Mapper(@TempDir Path registryDirectory) {
        List<Event> events = events(2, 300);
        TableSet tables = Tables.tableAndDictionary(events, 2_048);
        Jackson3Snippets.Instances instances = Jackson3Snippets.instances(registryDirectory, tables.keysTable(),
                tables.dictionary());
        for (Event event : events) {
            RecordHeaders headers = new RecordHeaders();
            byte[] bytes = instances.serializer().serialize("events", headers, event);
            assertEquals(tables.fingerprints(), FracHeaders.read(headers));
            assertEquals(event, instances.deserializer().deserialize("events", headers, bytes));
        }
        RecordHeaders headers = new RecordHeaders();
        byte[] bytes = instances.serializer().serialize("events", headers, events.get(0));
        assertThrows(UnknownTableException.class, () -> new io.fracjson.kafka.jackson3.FracJsonDeserializer<>(
                new io.fracjson.jackson3.FracJsonMapper(), Event.class).deserialize("events", headers, bytes),
                "the snippet's deserializer has no tables of its own: it found them in the registry");
    }

    @Test
    void aSpringProducerFactoryOverTheApplicationsMapper(KafkaBroker broker, @TempDir Path registryDirectory)
            throws Exception {
        List<Event> events = events(3, 20);
        KeysTable httpTable = KeysTable.of(List.of("id", "type"));
        io.fracjson.jackson3.FracJsonMapper httpMapper = io.fracjson.jackson3.FracJsonMapper.builder(
                io.fracjson.jackson3.FracJsonFactory.builder().keysTable(httpTable).build()).build();
        KeysTable table = Tables.tableAndDictionary(events, 1_024).keysTable();
        try (TableRegistry registry = new DirectoryTableRegistry(registryDirectory)) {
            KafkaTemplate<String, Event> template = Jackson3Snippets.template(httpMapper,
                    new HashMap<>(broker.producerConfig()), table, registry);
            for (Event event : events) {
                template.send("spring-events", event.user(), event).get(30, java.util.concurrent.TimeUnit.SECONDS);
            }
            Map<String, Object> config = broker.consumerConfig();
            config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
            try (KafkaConsumer<String, Event> consumer = new KafkaConsumer<>(config, new StringDeserializer(),
                    new io.fracjson.kafka.jackson3.FracJsonDeserializer<>(new io.fracjson.jackson3.FracJsonMapper(),
                            Event.class).registry(registry))) {
                consumer.assign(List.of(new org.apache.kafka.common.TopicPartition("spring-events", 0)));
                List<Event> read = new ArrayList<>();
                long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
                while (read.size() < events.size() && System.nanoTime() < deadline) {
                    for (ConsumerRecord<String, Event> record : consumer.poll(Duration.ofMillis(200))) {
                        assertEquals(table.fingerprint(), FracHeaders.read(record.headers()).keysTable());
                        read.add(record.value());
                    }
                }
                assertEquals(events, read);
            }
        }
    }
}
