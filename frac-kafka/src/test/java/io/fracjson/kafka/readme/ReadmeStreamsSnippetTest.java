package io.fracjson.kafka.readme;

import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.DirectoryTableRegistry;
import io.fracjson.kafka.TableSet;
import io.fracjson.kafka.jackson.FracJsonSerde;
import io.fracjson.kafka.readme.ReadmeSnippetsTest.Event;
import io.fracjson.kafka.testing.Tables;
import org.apache.kafka.common.serialization.Serdes;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.kafka.streams.StreamsBuilder;
import org.apache.kafka.streams.StreamsConfig;
import org.apache.kafka.streams.TestInputTopic;
import org.apache.kafka.streams.TestOutputTopic;
import org.apache.kafka.streams.TopologyTestDriver;
import org.apache.kafka.streams.test.TestRecord;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Properties;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The README's Kafka Streams block, run by a TopologyTestDriver on Streams' own kafka-clients. */
@Tag("kafka-streams")
class ReadmeStreamsSnippetTest {
    @Test
    void theStreamsConfigurationOfTheReadme(@TempDir Path registryDirectory) {
        String bootstrapServers = "unused:9092";
        List<Event> events = ReadmeSnippetsTest.events(3, 300);
        TableSet tables = Tables.tableAndDictionary(events, 2_048);
        DirectoryTableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        registry.register(tables.keysTable());
        registry.register(tables.dictionary());
        String tableFingerprint = tables.keysTable().fingerprint();
        String dictionaryFingerprint = tables.dictionary().fingerprint();

        // Kafka section: Kafka Streams
        Properties config = new Properties();
        config.put(StreamsConfig.APPLICATION_ID_CONFIG, "scores");
        config.put(StreamsConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers);
        config.put(StreamsConfig.DEFAULT_KEY_SERDE_CLASS_CONFIG, Serdes.StringSerde.class);
        config.put(StreamsConfig.DEFAULT_VALUE_SERDE_CLASS_CONFIG, FracJsonSerde.class);
        config.put(FracSerdeConfig.VALUE_TYPE, Event.class);
        config.put(FracSerdeConfig.REGISTRY_DIRECTORY, registryDirectory.toString());
        config.put(FracSerdeConfig.KEYS_TABLE, tableFingerprint);
        config.put(FracSerdeConfig.DICTIONARY, dictionaryFingerprint);

        StreamsBuilder builder = new StreamsBuilder();
        builder.<String, Event>stream("events").filter((user, e) -> e.score() > 6).to("high-scores");
        FracJsonSerde<Event> serde = new FracJsonSerde<>(new io.fracjson.jackson.FracJsonMapper(), Event.class);
        serde.registry(registry);
        try (TopologyTestDriver driver = new TopologyTestDriver(builder.build(), config)) {
            TestInputTopic<String, Event> in = driver.createInputTopic("events", new StringSerializer(),
                    serde.serializer());
            TestOutputTopic<String, Event> out = driver.createOutputTopic("high-scores", new StringDeserializer(),
                    serde.deserializer());
            events.forEach(e -> in.pipeInput(e.user(), e));
            List<TestRecord<String, Event>> records = out.readRecordsToList();
            assertEquals(events.stream().filter(e -> e.score() > 6).toList(),
                    records.stream().map(TestRecord::value).toList());
            assertEquals(tables.fingerprints(), FracHeaders.read(records.get(0).headers()));
        }
    }
}
