package io.fracjson.kafka;

import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.jackson.FracJsonDeserializer;
import io.fracjson.kafka.jackson.FracJsonSerializer;
import io.fracjson.kafka.testing.Bombs;
import io.fracjson.kafka.testing.Event;
import io.fracjson.kafka.testing.Events;
import io.fracjson.kafka.testing.KafkaBroker;
import io.fracjson.kafka.testing.Records;
import io.fracjson.kafka.testing.Tables;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.errors.RecordDeserializationException;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.header.internals.RecordHeaders;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * frac_json records through a real broker, with real producers and consumers configured as an
 * application configures them (class names and properties): many records with a table and a
 * dictionary, a rollout of new tables while a consumer reads, a consumer meeting tables it does
 * not have, damaged and hostile values, and two producers with their own tables on one topic.
 */
@ExtendWith(KafkaBroker.Extension.class)
@Tag(KafkaBroker.TAG)
class BrokerEndToEndTest {
    private static List<Event> events;
    private static TableSet v1;
    private static TableSet v2;

    @BeforeAll
    static void tables() {
        events = Events.generate(42, 100_000);
        v1 = Tables.tableAndDictionary(events.subList(0, 2_000), 4_096);
        v2 = Tables.tableAndDictionary(Events.withCampaigns(events.subList(0, 2_000), 7), 4_096);
    }

    private static Map<String, Object> producerProperties(KafkaBroker broker, String registryTopic, TableSet tables) {
        Map<String, Object> config = broker.producerConfig();
        config.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        config.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, FracJsonSerializer.class.getName());
        config.put(FracSerdeConfig.KEYS_TABLE, tables.keysTable());
        config.put(FracSerdeConfig.DICTIONARY, tables.dictionary());
        if (registryTopic != null) {
            config.put(FracSerdeConfig.REGISTRY_TOPIC, registryTopic);
        }
        return config;
    }

    private static Map<String, Object> consumerProperties(KafkaBroker broker, String registryTopic) {
        Map<String, Object> config = broker.consumerConfig();
        config.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, FracJsonDeserializer.class.getName());
        config.put(FracSerdeConfig.VALUE_TYPE, Event.class.getName());
        if (registryTopic != null) {
            config.put(FracSerdeConfig.REGISTRY_TOPIC, registryTopic);
        }
        return config;
    }

    /** Sends every event keyed by its id, and waits for all to be acknowledged. */
    private static void send(KafkaProducer<String, Event> producer, String topic, List<Event> values) {
        AtomicReference<Exception> failure = new AtomicReference<>();
        for (Event e : values) {
            producer.send(new ProducerRecord<>(topic, e.eventId(), e), (metadata, exception) -> {
                if (exception != null) {
                    failure.compareAndSet(null, exception);
                }
            });
        }
        producer.flush();
        assertNull(failure.get(), () -> "a send failed: " + failure.get());
    }

    private static List<Event> values(List<ConsumerRecord<String, Event>> records) {
        return records.stream().map(ConsumerRecord::value).toList();
    }

    @Test
    void aHundredThousandRecordsWithTableAndDictionaryReadBackEqual(KafkaBroker broker) {
        String topic = broker.createTopic("many");
        String registry = broker.createTopic("tables");
        try (KafkaProducer<String, Event> producer = new KafkaProducer<>(producerProperties(broker, registry, v1))) {
            send(producer, topic, events);
        }
        try (KafkaConsumer<String, Event> consumer = new KafkaConsumer<>(consumerProperties(broker, registry))) {
            Records.assignFromStart(consumer, topic);
            List<ConsumerRecord<String, Event>> records = Records.poll(consumer, events.size());
            assertEquals(v1.fingerprints(), FracHeaders.read(records.get(0).headers()));
            assertEquals(events, values(records));
        }
    }

    @Test
    void aConsumerReadsOnAsProducersRollOutNewTables(KafkaBroker broker) {
        String topic = broker.createTopic("rollout");
        String registry = broker.createTopic("tables");
        List<Event> before = events.subList(0, 500);
        List<Event> newer = Events.withCampaigns(events.subList(500, 1_000), 8);
        List<Event> stragglers = events.subList(1_000, 1_100);
        try (KafkaProducer<String, Event> old = new KafkaProducer<>(producerProperties(broker, registry, v1));
             KafkaConsumer<String, Event> consumer = new KafkaConsumer<>(consumerProperties(broker, registry))) {
            Records.assignFromStart(consumer, topic);
            send(old, topic, before);
            assertEquals(before, values(Records.poll(consumer, before.size())));

            // The first producer with the new table: new keys (campaign) now in every event.
            try (KafkaProducer<String, Event> upgraded = new KafkaProducer<>(producerProperties(broker, registry, v2))) {
                send(upgraded, topic, newer);
            }
            send(old, topic, stragglers); // producers not yet upgraded go on meanwhile
            List<ConsumerRecord<String, Event>> after = Records.poll(consumer, newer.size() + stragglers.size());
            assertEquals(newer, values(after.subList(0, newer.size())));
            assertEquals(v2.fingerprints(), FracHeaders.read(after.get(0).headers()));
            assertEquals(stragglers, values(after.subList(newer.size(), after.size())));
        }
    }

    @Test
    void aConsumerWithoutTheTablesReportsTheRecordAndCanSeekPastIt(KafkaBroker broker) {
        String topic = broker.createTopic("unknown");
        Map<String, Object> plain = producerProperties(broker, null, v1);
        plain.remove(FracSerdeConfig.KEYS_TABLE);
        plain.remove(FracSerdeConfig.DICTIONARY);
        try (KafkaProducer<String, Event> withTables = new KafkaProducer<>(producerProperties(broker, null, v1));
             KafkaProducer<String, Event> without = new KafkaProducer<>(plain)) {
            send(without, topic, events.subList(0, 1));
            send(withTables, topic, events.subList(1, 2));
            send(without, topic, events.subList(2, 3));
        }
        try (KafkaConsumer<String, Event> consumer = new KafkaConsumer<>(consumerProperties(broker, null))) {
            Records.assignFromStart(consumer, topic);
            List<Event> read = new ArrayList<>(values(Records.poll(consumer, 1)));
            RecordDeserializationException e = assertThrows(RecordDeserializationException.class,
                    () -> Records.poll(consumer, 1));
            assertEquals(topic, e.topicPartition().topic());
            assertEquals(0, e.topicPartition().partition());
            assertEquals(1, e.offset());
            assertTrue(e.getMessage().contains("partition " + topic + "-0 at offset 1"), e.getMessage());
            UnknownTableException cause = assertInstanceOf(UnknownTableException.class, e.getCause());
            assertEquals(v1.fingerprints(), cause.fingerprints());

            consumer.seek(e.topicPartition(), e.offset() + 1);
            read.addAll(values(Records.poll(consumer, 1)));
            assertEquals(List.of(events.get(0), events.get(2)), read);
        }
    }

    @Test
    void damagedAndHostileValuesAreRefusedOneByOneAndTheConsumerGoesOn(KafkaBroker broker) throws Exception {
        String topic = broker.createTopic("hostile");
        FracJsonSerializer<Event> serializer = new FracJsonSerializer<>(new FracJsonMapper());
        serializer.keysTable(v1.keysTable()).dictionary(v1.dictionary());
        Headers named = new RecordHeaders();
        byte[] good = serializer.serialize(topic, named, events.get(0));
        Headers garbage = new RecordHeaders().add(FracHeaders.NAME, "x".repeat(10_000).getBytes(StandardCharsets.UTF_8));
        byte[] noise = new byte[300];
        new Random(5).nextBytes(noise);
        List<ProducerRecord<String, byte[]>> records = List.of(
                new ProducerRecord<>(topic, null, "truncated", Arrays.copyOf(good, good.length / 2), named),
                new ProducerRecord<>(topic, null, "zstd bomb", Bombs.zstdString(19_000_000), null),
                new ProducerRecord<>(topic, null, "its tables not named", good, null),
                new ProducerRecord<>(topic, null, "a header not in its form", good, garbage),
                new ProducerRecord<>(topic, null, "noise", noise, named),
                new ProducerRecord<>(topic, null, "good", good, named));
        Map<String, Object> raw = broker.producerConfig();
        try (KafkaProducer<String, byte[]> producer = new KafkaProducer<>(raw, new StringSerializer(),
                new ByteArraySerializer())) {
            for (ProducerRecord<String, byte[]> r : records) {
                producer.send(r).get();
            }
        }
        Map<String, Object> config = consumerProperties(broker, null);
        config.put(FracSerdeConfig.KEYS_TABLE, v1.keysTable());
        config.put(FracSerdeConfig.DICTIONARY, v1.dictionary());
        try (KafkaConsumer<String, Event> consumer = new KafkaConsumer<>(config)) {
            Records.assignFromStart(consumer, topic);
            for (int offset = 0; offset < records.size() - 1; offset++) {
                RecordDeserializationException e = assertThrows(RecordDeserializationException.class,
                        () -> Records.poll(consumer, 1), records.get(offset).key());
                assertEquals(offset, e.offset(), records.get(offset).key());
                assertInstanceOf(SerializationException.class, e.getCause(), records.get(offset).key());
                consumer.seek(e.topicPartition(), e.offset() + 1);
            }
            ConsumerRecord<String, Event> last = Records.poll(consumer, 1).get(0);
            assertEquals("good", last.key());
            assertEquals(events.get(0), last.value());
        }
    }

    @Test
    void twoProducersWithDifferentTablesAndJacksonLinesShareATopic(KafkaBroker broker) throws Exception {
        String topic = broker.createTopic("shared");
        String registry = broker.createTopic("tables");
        List<Event> first = events.subList(0, 1_000);
        List<Event> second = Events.withCampaigns(events.subList(1_000, 2_000), 9);
        Map<String, Object> jackson3 = producerProperties(broker, registry, v2);
        jackson3.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG,
                io.fracjson.kafka.jackson3.FracJsonSerializer.class.getName());
        try (KafkaProducer<String, Event> a = new KafkaProducer<>(producerProperties(broker, registry, v1));
             KafkaProducer<String, Event> b = new KafkaProducer<>(jackson3)) {
            Thread other = new Thread(() -> send(b, topic, second));
            other.start();
            send(a, topic, first);
            other.join();
        }
        Map<String, Object> config = consumerProperties(broker, registry);
        config.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG,
                io.fracjson.kafka.jackson3.FracJsonDeserializer.class.getName());
        try (KafkaConsumer<String, Event> consumer = new KafkaConsumer<>(config)) {
            Records.assignFromStart(consumer, topic);
            Map<String, Event> read = new HashMap<>();
            Set<TableFingerprints> named = new HashSet<>();
            for (ConsumerRecord<String, Event> r : Records.poll(consumer, first.size() + second.size())) {
                read.put(r.key(), r.value());
                named.add(FracHeaders.read(r.headers()));
            }
            Map<String, Event> expected = new HashMap<>();
            first.forEach(e -> expected.put(e.eventId(), e));
            second.forEach(e -> expected.put(e.eventId(), e));
            assertEquals(expected, read);
            assertEquals(Set.of(v1.fingerprints(), v2.fingerprints()), named);
        }
    }
}
