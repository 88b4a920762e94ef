package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.kafka.testing.KafkaBroker;
import org.apache.kafka.clients.CommonClientConfigs;
import org.apache.kafka.clients.admin.Config;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.config.ConfigResource;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@ExtendWith(KafkaBroker.Extension.class)
class TopicTableRegistryTest {
    private static final KeysTable TABLE = KeysTable.of(List.of("id", "type", "user"));
    private static final KeysTable OTHER = KeysTable.of(List.of("id", "kind"));
    private static final ZstdDictionary DICTIONARY = ZstdDictionary.of("{\"id\":1,\"type\":\"click\"}".getBytes());
    private static final Duration WAIT = Duration.ofSeconds(10);

    private static TopicTableRegistry registry(KafkaBroker broker, String topic, int cacheSize) {
        return new TopicTableRegistry(Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrapServers()),
                topic, WAIT, cacheSize);
    }

    private static String newTopicName(KafkaBroker broker) {
        String topic = broker.createTopic("name-only");
        try {
            broker.admin().deleteTopics(List.of(topic)).all().get();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
        return topic + "-tables";
    }

    @Test
    @Tag(KafkaBroker.TAG)
    void whatOneInstanceRegistersAnotherFindsInACompactedTopicItCreated(KafkaBroker broker) throws Exception {
        String topic = newTopicName(broker);
        try (TopicTableRegistry producerSide = registry(broker, topic, 8)) {
            producerSide.register(TABLE);
            producerSide.register(DICTIONARY);
            producerSide.register(TABLE); // cached: not sent again
        }
        ConfigResource resource = new ConfigResource(ConfigResource.Type.TOPIC, topic);
        Config config = broker.admin().describeConfigs(Set.of(resource)).all().get().get(resource);
        assertEquals(TopicConfig.CLEANUP_POLICY_COMPACT, config.get(TopicConfig.CLEANUP_POLICY_CONFIG).value());
        try (TopicTableRegistry consumerSide = registry(broker, topic, 8)) {
            assertEquals(Optional.of(TABLE), consumerSide.keysTable(TABLE.fingerprint()));
            assertEquals(Optional.of(DICTIONARY), consumerSide.dictionary(DICTIONARY.fingerprint()));
            long start = System.nanoTime();
            assertEquals(Optional.empty(), consumerSide.keysTable(OTHER.fingerprint()));
            assertTrue(Duration.ofNanos(System.nanoTime() - start).compareTo(WAIT) < 0,
                    "missing once the topic is read to its end, without waiting out the bound");
        }
    }

    @Test
    @Tag(KafkaBroker.TAG)
    void aMissingTopicHasNoEntries(KafkaBroker broker) {
        try (TopicTableRegistry registry = registry(broker, newTopicName(broker), 8)) {
            assertEquals(Optional.empty(), registry.keysTable(TABLE.fingerprint()));
        }
    }

    @Test
    @Tag(KafkaBroker.TAG)
    void entriesDroppedFromTheCacheAreReadAgainAtTheirOffset(KafkaBroker broker) {
        String topic = newTopicName(broker);
        try (TopicTableRegistry writer = registry(broker, topic, 8)) {
            writer.register(TABLE);
            writer.register(OTHER);
            writer.register(DICTIONARY);
        }
        try (TopicTableRegistry reader = registry(broker, topic, 1)) {
            for (int round = 0; round < 3; round++) {
                assertEquals(Optional.of(TABLE), reader.keysTable(TABLE.fingerprint()), "round " + round);
                assertEquals(Optional.of(OTHER), reader.keysTable(OTHER.fingerprint()), "round " + round);
                assertEquals(Optional.of(DICTIONARY), reader.dictionary(DICTIONARY.fingerprint()), "round " + round);
            }
        }
    }

    @Test
    @Tag(KafkaBroker.TAG)
    void aCorruptEntryIsRefusedUntilAProducerRegistersTheTableAgain(KafkaBroker broker) throws Exception {
        String topic = newTopicName(broker);
        try (TopicTableRegistry writer = registry(broker, topic, 8)) {
            writer.register(DICTIONARY); // creates the topic
        }
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(broker.producerConfig(),
                new StringSerializer(), new ByteArraySerializer())) {
            producer.send(new ProducerRecord<>(topic, "keys-table-" + TABLE.fingerprint(), OTHER.toBytes())).get();
            producer.send(new ProducerRecord<>(topic, "not an entry", new byte[] {1})).get();
        }
        try (TopicTableRegistry reader = registry(broker, topic, 8)) {
            TableRegistryException e = assertThrows(TableRegistryException.class,
                    () -> reader.keysTable(TABLE.fingerprint()));
            assertTrue(e.getMessage().contains("whose fingerprint is " + OTHER.fingerprint()), e.getMessage());
            assertEquals(Optional.of(DICTIONARY), reader.dictionary(DICTIONARY.fingerprint()));

            try (TopicTableRegistry writer = registry(broker, topic, 8)) {
                writer.register(TABLE);
            }
            assertEquals(Optional.of(TABLE), reader.keysTable(TABLE.fingerprint()), "the latest record counts");
        }
    }

    @Test
    void anUnreachableClusterFailsWithinTheBound() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        Duration wait = Duration.ofSeconds(1);
        try (TopicTableRegistry registry = new TopicTableRegistry(
                Map.of(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, "127.0.0.1:" + closedPort), "tables", wait, 8)) {
            long start = System.nanoTime();
            TableRegistryException e = assertThrows(TableRegistryException.class,
                    () -> registry.keysTable(TABLE.fingerprint()));
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertTrue(e.getMessage().contains("within 1000 ms"), e.getMessage());
            assertTrue(took.compareTo(Duration.ofSeconds(5)) < 0, "took " + took);
        }
    }
}
