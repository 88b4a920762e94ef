package io.fracjson.kafka.testing;

import org.apache.kafka.clients.consumer.Consumer;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.common.TopicPartition;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Reading a topic's records in tests: bounded in time, failing with what was read when it runs out. */
public final class Records {
    private static final Duration PATIENCE = Duration.ofSeconds(60);

    private Records() {
    }

    /** The consumer reads the topic's one partition from its start. */
    public static void assignFromStart(Consumer<?, ?> consumer, String topic) {
        List<TopicPartition> partition = List.of(new TopicPartition(topic, 0));
        consumer.assign(partition);
        consumer.seekToBeginning(partition);
    }

    /** The next {@code count} records. */
    public static <K, V> List<ConsumerRecord<K, V>> poll(Consumer<K, V> consumer, int count) {
        List<ConsumerRecord<K, V>> records = new ArrayList<>(count);
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (records.size() < count) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("read " + records.size() + " of " + count + " records in " + PATIENCE);
            }
            consumer.poll(Duration.ofMillis(200)).forEach(records::add);
        }
        if (records.size() > count) {
            throw new AssertionError("expected " + count + " records, read " + records.size());
        }
        return records;
    }
}
