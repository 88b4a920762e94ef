package io.fracjson.kafka;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.clients.producer.RecordMetadata;
import org.apache.kafka.common.PartitionInfo;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.config.TopicConfig;
import org.apache.kafka.common.errors.TimeoutException;
import org.apache.kafka.common.errors.TopicExistsException;
import org.apache.kafka.common.serialization.ByteArrayDeserializer;
import org.apache.kafka.common.serialization.ByteArraySerializer;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A {@link TableRegistry} in a compacted Kafka topic ({@value #DEFAULT_TOPIC} by default): each
 * entry is a record whose key is {@code keys-table-<fingerprint>} or {@code dictionary-<fingerprint>}
 * and whose value is the bytes. An entry's content never changes, so compaction only drops
 * duplicates, and any number of producers may register the same table.
 *
 * <p>{@link #register} creates the topic if it is missing (compacted, one partition, the broker's
 * replication factor), sends the entry with {@code acks=all} and waits for it: a producer's later
 * records can only be read after it. A lookup of an entry not in memory reads the topic up to
 * its end offsets (as they are when the lookup starts), from where the last lookup stopped,
 * waiting at most {@code maxWait}: an entry registered before the record that names it is found,
 * and one that is not there is reported missing as soon as the topic is read to its end. What it
 * keeps of the topic is the position of each entry (so that one dropped from the cache is read
 * again from its offset); the entries themselves only in the bounded cache.
 *
 * <p>The registry's clients take the connection settings given (bootstrap servers, security),
 * nothing of a consumer group.
 */
public final class TopicTableRegistry extends CachingTableRegistry {
    public static final String DEFAULT_TOPIC = "_frac_tables";
    public static final Duration DEFAULT_MAX_WAIT = Duration.ofSeconds(10);

    private static final Logger LOG = LoggerFactory.getLogger(TopicTableRegistry.class);

    private final Map<String, Object> connection;
    private final String topic;
    private final Duration maxWait;

    /** Guards the consumer and what it has read (the index). */
    private final Object readLock = new Object();
    private KafkaConsumer<String, byte[]> consumer;
    /** Where the latest record of each entry is, for the entries read so far. */
    private final Map<String, Position> index = new HashMap<>();

    /** Guards the producer. */
    private final Object writeLock = new Object();
    private KafkaProducer<String, byte[]> producer;

    private record Position(TopicPartition partition, long offset) {
    }

    /**
     * @param connection the clients' settings: {@code bootstrap.servers} and, where the cluster
     *        needs them, security settings; serializers, acknowledgements and consumer settings
     *        are the registry's own
     * @param maxWait how long a lookup or a registration may take
     * @param cacheSize tables, and dictionaries, kept in memory
     */
    public TopicTableRegistry(Map<String, ?> connection, String topic, Duration maxWait, int cacheSize) {
        this(connection, topic, maxWait, cacheSize, DEFAULT_CACHE_BYTES);
    }

    /**
     * As {@link #TopicTableRegistry(Map, String, Duration, int)}, with the stored bytes of the
     * tables, and of the dictionaries, kept in memory.
     */
    public TopicTableRegistry(Map<String, ?> connection, String topic, Duration maxWait, int cacheSize, long cacheBytes) {
        super(cacheSize, cacheBytes);
        if (topic == null || topic.isEmpty()) {
            throw new IllegalArgumentException("the registry topic is not named");
        }
        if (maxWait == null || maxWait.isNegative()) {
            throw new IllegalArgumentException("the registry's maximum wait must be 0 or more, got " + maxWait);
        }
        this.connection = Map.copyOf(connection);
        this.topic = topic;
        this.maxWait = maxWait;
    }

    public TopicTableRegistry(Map<String, ?> connection) {
        this(connection, DEFAULT_TOPIC, DEFAULT_MAX_WAIT, DEFAULT_CACHE_SIZE);
    }

    public String topic() {
        return topic;
    }

    @Override
    protected byte[] load(TableKind kind, String fingerprint) {
        String entry = kind.entryName(fingerprint);
        long deadline = System.nanoTime() + maxWait.toNanos();
        synchronized (readLock) {
            try {
                KafkaConsumer<String, byte[]> c = consumer();
                byte[] found = readToEnd(c, entry, deadline);
                if (found != null) {
                    return found;
                }
                Position position = index.get(entry);
                return position == null ? null : reread(c, entry, position, deadline);
            } catch (TimeoutException e) {
                throw timedOut("read it", e);
            }
        }
    }

    /** Reads every partition from where it stopped to its end offset now; the entry's latest bytes if it came by. */
    private byte[] readToEnd(KafkaConsumer<String, byte[]> c, String entry, long deadline) {
        List<PartitionInfo> infos = c.partitionsFor(topic, remaining(deadline));
        Set<TopicPartition> partitions = infos == null ? Set.of() : infos.stream()
                .map(p -> new TopicPartition(p.topic(), p.partition())).collect(Collectors.toSet());
        if (partitions.isEmpty()) {
            return null; // no topic: nothing was ever registered
        }
        if (!partitions.equals(c.assignment())) {
            Set<TopicPartition> added = new HashSet<>(partitions);
            added.removeAll(c.assignment());
            c.assign(partitions);
            c.seekToBeginning(added);
        }
        Map<TopicPartition, Long> end = c.endOffsets(partitions, remaining(deadline));
        byte[] found = null;
        while (!reached(c, end, deadline)) {
            if (System.nanoTime() - deadline >= 0) {
                throw timedOut("read it to its end", null);
            }
            for (ConsumerRecord<String, byte[]> r : c.poll(remaining(deadline))) {
                if (r.key() == null) {
                    continue;
                }
                if (r.value() == null) {
                    index.remove(r.key());
                } else {
                    index.put(r.key(), new Position(new TopicPartition(r.topic(), r.partition()), r.offset()));
                }
                if (r.key().equals(entry)) {
                    found = r.value();
                }
            }
        }
        return found;
    }

    private boolean reached(KafkaConsumer<String, byte[]> c, Map<TopicPartition, Long> end, long deadline) {
        for (Map.Entry<TopicPartition, Long> e : end.entrySet()) {
            if (c.position(e.getKey(), remaining(deadline)) < e.getValue()) {
                return false;
            }
        }
        return true;
    }

    /** The record at a position read before (its entry since dropped from the cache); every position is restored after. */
    private byte[] reread(KafkaConsumer<String, byte[]> c, String entry, Position at, long deadline) {
        Map<TopicPartition, Long> resume = new HashMap<>();
        for (TopicPartition p : c.assignment()) {
            resume.put(p, c.position(p, remaining(deadline)));
        }
        Set<TopicPartition> others = new HashSet<>(c.assignment());
        others.remove(at.partition());
        c.pause(others);
        c.seek(at.partition(), at.offset());
        try {
            while (System.nanoTime() - deadline < 0) {
                for (ConsumerRecord<String, byte[]> r : c.poll(remaining(deadline))) {
                    if (r.offset() >= at.offset()) {
                        if (r.offset() == at.offset() && entry.equals(r.key())) {
                            return r.value();
                        }
                        index.remove(entry); // gone (the topic is not compacted, or was truncated)
                        return null;
                    }
                }
            }
            throw timedOut("read it again at " + at, null);
        } finally {
            c.resume(others);
            resume.forEach(c::seek);
        }
    }

    @Override
    protected void store(TableKind kind, String fingerprint, byte[] bytes) {
        String entry = kind.entryName(fingerprint);
        synchronized (writeLock) {
            try {
                RecordMetadata written = producer().send(new ProducerRecord<>(topic, entry, bytes))
                        .get(maxWait.toMillis(), TimeUnit.MILLISECONDS);
                LOG.info("Registered {} {} ({} bytes) in topic {}, partition {} offset {}", kind, fingerprint,
                        bytes.length, topic, written.partition(), written.offset());
            } catch (java.util.concurrent.TimeoutException | TimeoutException e) {
                throw timedOut("write " + entry + " to it", e);
            } catch (ExecutionException e) {
                throw new TableRegistryException("cannot write " + entry + " to registry topic " + topic + ": "
                        + e.getCause(), e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new TableRegistryException("interrupted writing " + entry + " to registry topic " + topic, e);
            }
        }
    }

    private KafkaConsumer<String, byte[]> consumer() {
        if (consumer == null) {
            Map<String, Object> config = new HashMap<>(connection);
            config.put(ConsumerConfig.ENABLE_AUTO_COMMIT_CONFIG, false);
            config.put(ConsumerConfig.ALLOW_AUTO_CREATE_TOPICS_CONFIG, false);
            config.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
            // A lookup that reads an entry again waits for the fetch in flight before its own: keep it short.
            config.put(ConsumerConfig.FETCH_MAX_WAIT_MS_CONFIG, 50);
            consumer = new KafkaConsumer<>(config, new StringDeserializer(), new ByteArrayDeserializer());
        }
        return consumer;
    }

    private KafkaProducer<String, byte[]> producer() {
        if (producer == null) {
            createTopicIfMissing();
            Map<String, Object> config = new HashMap<>(connection);
            config.put(ProducerConfig.ACKS_CONFIG, "all");
            config.put(ProducerConfig.ENABLE_IDEMPOTENCE_CONFIG, true);
            config.put(ProducerConfig.MAX_BLOCK_MS_CONFIG, maxWait.toMillis());
            producer = new KafkaProducer<>(config, new StringSerializer(), new ByteArraySerializer());
        }
        return producer;
    }

    /** Compacted, so that it keeps every entry for ever; where the broker refuses, whoever created it is trusted. */
    private void createTopicIfMissing() {
        try (Admin admin = Admin.create(connection)) {
            NewTopic newTopic = new NewTopic(topic, Optional.of(1), Optional.empty())
                    .configs(Map.of(TopicConfig.CLEANUP_POLICY_CONFIG, TopicConfig.CLEANUP_POLICY_COMPACT));
            admin.createTopics(List.of(newTopic)).all().get(maxWait.toMillis(), TimeUnit.MILLISECONDS);
            LOG.info("Created the compacted registry topic {}", topic);
        } catch (ExecutionException e) {
            if (!(e.getCause() instanceof TopicExistsException)) {
                LOG.warn("Could not create the registry topic {} ({}); writing to it as it is", topic,
                        e.getCause().toString());
            }
        } catch (java.util.concurrent.TimeoutException e) {
            LOG.warn("Could not create the registry topic {} within {}; writing to it as it is", topic, maxWait);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new TableRegistryException("interrupted creating registry topic " + topic, e);
        }
    }

    private Duration remaining(long deadline) {
        return Duration.ofNanos(Math.max(0, deadline - System.nanoTime()));
    }

    private TableRegistryException timedOut(String what, Exception cause) {
        return new TableRegistryException("registry topic " + topic + ": could not " + what + " within "
                + maxWait.toMillis() + " ms", cause);
    }

    /** close(Duration), not close(CloseOptions), which kafka-clients has only since 4.1 (Spring Boot 3.5 runs 3.9). */
    @Override
    @SuppressWarnings("deprecation")
    public void close() {
        synchronized (readLock) {
            if (consumer != null) {
                consumer.close(maxWait);
                consumer = null;
            }
        }
        synchronized (writeLock) {
            if (producer != null) {
                producer.close(maxWait);
                producer = null;
            }
        }
    }

    @Override
    public String toString() {
        return "TopicTableRegistry[" + topic + "]";
    }
}
