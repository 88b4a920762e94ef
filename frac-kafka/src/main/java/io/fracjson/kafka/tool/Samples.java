package io.fracjson.kafka.tool;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.DocumentHeader;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.TableFingerprints;
import io.fracjson.kafka.TableRegistry;
import io.fracjson.kafka.jackson.FracJsonDeserializer;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.errors.SerializationException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Where a {@link TableTrainer}'s samples come from: JSON files, or the records of a topic. */
final class Samples {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Samples() {
    }

    /**
     * Up to {@code max} values from each file: the elements of a file holding one array, else each
     * value of a sequence (JSON Lines, or values one after another). The bytes a value "takes"
     * are its compact JSON text's.
     *
     * @return how many were added
     */
    static int fromFile(Path file, int max, TableTrainer trainer) throws IOException {
        int added = 0;
        try (InputStream in = Files.newInputStream(file); JsonParser parser = JSON.createParser(in)) {
            boolean array = parser.nextToken() == JsonToken.START_ARRAY;
            if (array) {
                parser.nextToken();
            }
            try (MappingIterator<JsonNode> values = JSON.readValues(parser, JsonNode.class)) {
                while (added < max && values.hasNextValue()) {
                    JsonNode value = values.nextValue();
                    trainer.add(value, JSON.writeValueAsBytes(value).length);
                    added++;
                }
            }
        }
        return added;
    }

    /** What reading a topic gave: samples added, and records passed over (null values, unreadable ones). */
    record TopicCount(int added, int skipped, List<String> problems) {
    }

    /**
     * The last {@code max} record values of the topic (spread over its partitions), as they were
     * when reading started: frac_json ones read with the tables their headers name (from the
     * registry), others as JSON text.
     */
    static TopicCount fromTopic(Map<String, Object> connection, String topic, int max, TableRegistry registry,
                                TableTrainer trainer, Duration maxWait) {
        Map<String, Object> config = new HashMap<>(connection);
        config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
        config.put(ConsumerConfig.ALLOW_AUTO_CREATE_TOPICS_CONFIG, false);
        FracJsonDeserializer<JsonNode> frac = new FracJsonDeserializer<>(new FracJsonMapper(), JsonNode.class);
        if (registry != null) {
            frac.registry(registry);
        }
        int added = 0;
        int skipped = 0;
        List<String> problems = new ArrayList<>();
        try (KafkaConsumer<byte[], byte[]> consumer = new KafkaConsumer<>(config, new ByteArrayDeserializer(),
                new ByteArrayDeserializer())) {
            List<PartitionInfo> infos = consumer.partitionsFor(topic, maxWait);
            if (infos == null || infos.isEmpty()) {
                throw new IllegalArgumentException("no topic " + topic);
            }
            List<TopicPartition> partitions = infos.stream()
                    .map(p -> new TopicPartition(p.topic(), p.partition())).toList();
            consumer.assign(partitions);
            Map<TopicPartition, Long> begin = consumer.beginningOffsets(partitions, maxWait);
            Map<TopicPartition, Long> end = consumer.endOffsets(partitions, maxWait);
            long perPartition = (max + partitions.size() - 1) / partitions.size();
            for (TopicPartition p : partitions) {
                consumer.seek(p, Math.max(begin.get(p), end.get(p) - perPartition));
            }
            long deadline = System.nanoTime() + maxWait.toNanos();
            while (added < max && !reached(consumer, end) && System.nanoTime() - deadline < 0) {
                for (ConsumerRecord<byte[], byte[]> r : consumer.poll(Duration.ofMillis(200))) {
                    if (r.offset() >= end.get(new TopicPartition(r.topic(), r.partition())) || added == max) {
                        continue;
                    }
                    try {
                        JsonNode value = read(frac, r);
                        if (value == null || value.isMissingNode()) {
                            skipped++;
                        } else {
                            trainer.add(value, r.value().length);
                            added++;
                        }
                    } catch (SerializationException | IOException e) {
                        skipped++;
                        if (problems.size() < 3) {
                            problems.add(r.topic() + "-" + r.partition() + "@" + r.offset() + ": " + e.getMessage());
                        }
                    }
                }
            }
        }
        return new TopicCount(added, skipped, problems);
    }

    private static JsonNode read(FracJsonDeserializer<JsonNode> frac, ConsumerRecord<byte[], byte[]> r)
            throws IOException {
        byte[] value = r.value();
        if (value == null) {
            return null;
        }
        boolean isFrac = !FracHeaders.read(r.headers()).equals(TableFingerprints.NONE)
                || DocumentHeader.match(value, 0, value.length) == DocumentHeader.Match.YES;
        return isFrac ? frac.deserialize(r.topic(), r.headers(), value) : JSON.readTree(value);
    }

    private static boolean reached(KafkaConsumer<?, ?> consumer, Map<TopicPartition, Long> end) {
        for (Map.Entry<TopicPartition, Long> e : end.entrySet()) {
            if (consumer.position(e.getKey()) < e.getValue()) {
                return false;
            }
        }
        return true;
    }
}
