package io.fracjson.kafka;

import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.kafka.jackson.FracJsonSerde;
import io.fracjson.kafka.testing.Event;
import io.fracjson.kafka.testing.Events;
import io.fracjson.kafka.testing.Tables;
import org.apache.kafka.common.header.Headers;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.kstream.Consumed;
import org.apache.kafka.streams.kstream.Produced;
import org.apache.kafka.streams.test.TestRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The serde in a Kafka Streams topology: read with the tables the input names, written with its
 * own. Run on Kafka Streams' own kafka-clients (the pom's streams-test execution).
 */
@Tag("kafka-streams")
class StreamsTest {
    private static List<Event> events;
    private static TableSet v1;
    private static TableSet v2;

    @TempDir
    Path registryDirectory;

    @BeforeAll
    static void tables() {
        events = Events.generate(3, 200);
        v1 = Tables.tableAndDictionary(events, 2_048);
        v2 = Tables.tableAndDictionary(Events.withCampaigns(events, 4), 2_048);
    }

    private DirectoryTableRegistry registryOfBoth() {
        DirectoryTableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        registry.register(v1.keysTable());
        registry.register(v1.dictionary());
        registry.register(v2.keysTable());
        registry.register(v2.dictionary());
        return registry;
    }

    @Test
    void theDefaultSerdeConfiguredByPropertiesReadsOneTableAndWritesAnother() {
        registryOfBoth();
        Properties config = new Properties();
        config.put(StreamsConfig.APPLICATION_ID_CONFIG, "campaigns");
        config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "unused:9092");
        config.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class.getName());
        config.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, FracJsonSerde.class.getName());
        config.put(FracSerdeConfig.VALUE_TYPE, Event.class.getName());
        config.put(FracSerdeConfig.REGISTRY_DIRECTORY, registryDirectory.toString());
        config.put(FracSerdeConfig.KEYS_TABLE, v2.keysTable().fingerprint());
        config.put(FracSerdeConfig.DICTIONARY, v2.dictionary().fingerprint());

        StreamsBuilder builder = new StreamsBuilder();
        builder.<String, Event>stream("clicks").mapValues(e -> e.withCampaign("streams")).to("campaigns");

        FracJsonSerde<Event> upstream = new FracJsonSerde<>(new com.fasterxml.jackson.databind.ObjectMapper(
                new io.fracjson.jackson.FracJsonFactory()), Event.class);
        upstream.keysTable(v1.keysTable()).dictionary(v1.dictionary()).registry(new DirectoryTableRegistry(registryDirectory));
        FracJsonSerde<Event> downstream = new FracJsonSerde<>(new io.fracjson.jackson.FracJsonMapper(), Event.class);
        downstream.registry(new DirectoryTableRegistry(registryDirectory));
        try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), config)) {
            TestInputTopic<String, Event> in = driver.createInputTopic("clicks", new StringSerializer(),
                    upstream.serializer());
            TestOutputTopic<String, Event> out = driver.createOutputTopic("campaigns", new StringDeserializer(),
                    downstream.deserializer());
            for (Event e : events) {
                in.pipeInput(e.eventId(), e);
            }
            List<TestRecord<String, Event>> records = out.readRecordsToList();
            assertEquals(events.stream().map(e -> e.withCampaign("streams")).toList(),
                    records.stream().map(TestRecord::value).toList());
            Headers headers = records.get(0).headers();
            assertEquals(v2.fingerprints(), FracHeaders.read(headers), "the input's headers replaced by its own");
            assertEquals(1, headers.toArray().length, "the input record's header replaced, not added to");
        }
    }

    @Test
    void serdeInstancesOfJackson3GoOnWithoutTables() {
        io.fracjson.kafka.jackson3.FracJsonSerde<Event> input =
                new io.fracjson.kafka.jackson3.FracJsonSerde<>(new FracJsonMapper(), Event.class);
        input.registry(registryOfBoth());
        io.fracjson.kafka.jackson3.FracJsonSerde<Event> output =
                new io.fracjson.kafka.jackson3.FracJsonSerde<>(new FracJsonMapper(), Event.class);
        StreamsBuilder builder = new StreamsBuilder();
        builder.stream("clicks", Consumed.with(Serdes.String(), input))
                .filter((key, e) -> e.type().equals("purchase"))
                .to("purchases", Produced.with(Serdes.String(), output));

        Properties config = new Properties();
        config.put(StreamsConfig.APPLICATION_ID_CONFIG, "purchases");
        config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, "unused:9092");
        FracSerializer<Event> upstream = new io.fracjson.kafka.jackson3.FracJsonSerializer<Event>(new FracJsonMapper())
                .keysTable(v1.keysTable()).dictionary(v1.dictionary());
        try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), config)) {
            TestInputTopic<String, Event> in = driver.createInputTopic("clicks", new StringSerializer(), upstream);
            TestOutputTopic<String, Event> out = driver.createOutputTopic("purchases", new StringDeserializer(),
                    output.deserializer());
            events.forEach(e -> in.pipeInput(e.eventId(), e));
            List<TestRecord<String, Event>> records = out.readRecordsToList();
            assertEquals(events.stream().filter(e -> e.type().equals("purchase")).toList(),
                    records.stream().map(TestRecord::value).toList());
            assertEquals(TableFingerprints.NONE, FracHeaders.read(records.get(0).headers()),
                    "no tables named: the input's headers are gone");
        }
    }
}
