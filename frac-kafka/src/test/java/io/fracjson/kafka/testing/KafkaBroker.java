package io.fracjson.kafka.testing;

import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.test.KafkaClusterTestKit;
import org.apache.kafka.common.test.TestKitNodes;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One real Kafka broker (KRaft, broker and controller in one node) in this JVM, on 127.0.0.1 at a
 * port the system chooses, made with Kafka's own test kit. Started once for the whole test run
 * by the first test that asks for it ({@link Extension}) and stopped at its end, its log
 * directories deleted.
 */
public final class KafkaBroker implements AutoCloseable {
    /**
     * The JUnit tag of the tests that start this broker: profile kafka-clients-3.9 leaves them out,
     * as the test kit needs the 4.x clients of its own version.
     */
    public static final String TAG = "broker";

    private final KafkaClusterTestKit cluster;
    private final Admin admin;
    private final AtomicInteger topics = new AtomicInteger();

    private KafkaBroker() throws Exception {
        TestKitNodes nodes = new TestKitNodes.Builder()
                .setCombined(true)
                .setNumBrokerNodes(1)
                .setNumControllerNodes(1)
                .build();
        cluster = new KafkaClusterTestKit.Builder(nodes)
                // a consumer group starts at once, instead of waiting for more members
                .setConfigProp("group.initial.rebalance.delay.ms", "0")
                // internal topics of one replica, on this one broker
                .setConfigProp("offsets.topic.replication.factor", "1")
                .setConfigProp("transaction.state.log.replication.factor", "1")
                .setConfigProp("transaction.state.log.min.isr", "1")
                .build();
        try {
            cluster.format();
            cluster.startup();
            cluster.waitForReadyBrokers();
            admin = Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers()));
        } catch (Exception e) {
            cluster.close();
            throw e;
        }
    }

    /** Starts a broker outside JUnit (for main programs); close it when done. */
    public static KafkaBroker start() throws Exception {
        return new KafkaBroker();
    }

    /** {@code 127.0.0.1:<port>}. */
    public String bootstrapServers() {
        return cluster.bootstrapServers().replace("localhost:", "127.0.0.1:");
    }

    public Admin admin() {
        return admin;
    }

    /** A new topic of one partition, named after {@code prefix}, unique in the run. */
    public String createTopic(String prefix) {
        return createTopic(prefix, 1, Map.of());
    }

    public String createTopic(String prefix, int partitions, Map<String, String> configs) {
        String name = prefix + "-" + topics.incrementAndGet();
        try {
            admin.createTopics(List.of(new NewTopic(name, Optional.of(partitions), Optional.empty()).configs(configs)))
                    .all().get();
        } catch (InterruptedException | ExecutionException e) {
            throw new IllegalStateException("cannot create topic " + name, e);
        }
        return name;
    }

    /** The bytes the broker stores for the topic's partition 0 (its log segments, indexes not counted). */
    public long storedBytes(String topic) throws ExecutionException, InterruptedException {
        TopicPartition partition = new TopicPartition(topic, 0);
        int broker = cluster.brokers().keySet().iterator().next();
        return admin.describeLogDirs(Set.of(broker)).allDescriptions().get().get(broker).values().stream()
                .map(dir -> dir.replicaInfos().get(partition))
                .filter(info -> info != null)
                .mapToLong(info -> info.size())
                .sum();
    }

    /** Producer settings to reach the broker, serializers left to the caller. */
    public Map<String, Object> producerConfig() {
        Map<String, Object> config = new HashMap<>();
        config.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        return config;
    }

    /** Consumer settings to reach the broker, without a group: tests assign the partitions they read. */
    public Map<String, Object> consumerConfig() {
        Map<String, Object> config = new HashMap<>();
        config.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrapServers());
        return config;
    }

    @Override
    public void close() {
        admin.close();
        try {
            cluster.close();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted stopping the broker", e);
        } catch (Exception e) {
            throw new IllegalStateException("cannot stop the broker", e);
        }
    }

    /** Gives a test method or constructor the one broker of the run. */
    public static final class Extension implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == KafkaBroker.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return context.getRoot().getStore(ExtensionContext.Namespace.create(KafkaBroker.class))
                    .getOrComputeIfAbsent(KafkaBroker.class, key -> {
                        try {
                            return new KafkaBroker();
                        } catch (Exception e) {
                            throw new IllegalStateException("cannot start the Kafka broker", e);
                        }
                    }, KafkaBroker.class);
        }
    }
}
