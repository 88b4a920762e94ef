package io.fracjson.spring.common.kit;

import io.fracjson.core.KeysTable;
import io.fracjson.kafka.FracHeaders;
import io.fracjson.kafka.FracSerializer;
import io.fracjson.kafka.TableFingerprints;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.messaging.handler.annotation.Header;
import org.springframework.kafka.test.EmbeddedKafkaKraftBroker;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Spring for Apache Kafka on the line's Spring Boot (kafka-clients and spring-kafka as it manages
 * them), configured in properties only: the producer's frac-kafka serializer and the consumer's
 * deserializer (wrapped in Spring's ErrorHandlingDeserializer) are named by class, their table by
 * location, their registry as the line says ({@link SpringLine#tableRegistryProperty}). Events with
 * an Instant, a BigDecimal and nested lists go through a real broker (spring-kafka-test's KRaft
 * broker, the line's) to a real {@code @KafkaListener}; a record written with a table no registry
 * has is skipped and the records after it arrive. Each line's {@code PropertiesOnlyKafkaTest} runs it.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class PropertiesOnlyKafkaBehaviour {
    private static final String TOPIC = "shipments";
    private static final int GOOD = 50;

    private final SpringLine line;
    /** One KRaft node, one partition: spring-kafka-test's, on the line's Kafka (Spring Kafka 3.3 and 4 share this API). */
    private EmbeddedKafkaKraftBroker broker;

    protected PropertiesOnlyKafkaBehaviour(SpringLine line) {
        this.line = line;
    }

    @BeforeAll
    void startBroker() {
        broker = new EmbeddedKafkaKraftBroker(1, 1, TOPIC);
        broker.afterPropertiesSet();
    }

    @AfterAll
    void stopBroker() {
        if (broker != null) {
            broker.destroy();
        }
    }

    @Configuration(proxyBeanMethods = false)
    @EnableAutoConfiguration
    static class ShipmentsApplication {
        @Bean
        BlockingQueue<Shipment> received() {
            return new LinkedBlockingQueue<>();
        }

        @Bean
        Listener listener(BlockingQueue<Shipment> received) {
            return new Listener(received);
        }
    }

    static class Listener {
        private final BlockingQueue<Shipment> received;

        Listener(BlockingQueue<Shipment> received) {
            this.received = received;
        }

        @KafkaListener(topics = TOPIC, groupId = "shipment-readers")
        void on(Shipment shipment, @Header(FracHeaders.NAME) byte[] tablesHeader) {
            assertNotNull(tablesHeader);
            received.add(shipment);
        }
    }

    @Test
    void eventsWithInstantsGoThroughAndAPoisonRecordIsSkipped(@TempDir Path tables) throws Exception {
        KeysTable table = KeysTable.of(List.of("id", "shippedAt", "price", "parcels"));
        Path tableFile = Files.write(tables.resolve("shipments.keys"), table.toBytes());
        String registry = line.tableRegistryProperty(Files.createDirectories(tables.resolve("registry")));
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(ShipmentsApplication.class)
                .web(WebApplicationType.NONE)
                .properties(
                        "spring.kafka.bootstrap-servers=" + broker.getBrokersAsString(),
                        // The producer: frac-kafka's serializer by class name, its table by location.
                        "spring.kafka.producer.value-serializer=" + line.fracKafkaPackage() + ".FracJsonSerializer",
                        "spring.kafka.producer.properties.frac.keys.table=file:" + tableFile,
                        "spring.kafka.producer.properties." + registry,
                        // The consumer: frac-kafka's deserializer inside Spring's ErrorHandlingDeserializer.
                        "spring.kafka.consumer.value-deserializer="
                                + "org.springframework.kafka.support.serializer.ErrorHandlingDeserializer",
                        "spring.kafka.consumer.properties.spring.deserializer.value.delegate.class="
                                + line.fracKafkaPackage() + ".FracJsonDeserializer",
                        "spring.kafka.consumer.properties.frac.value.type=" + Shipment.class.getName(),
                        "spring.kafka.consumer.properties." + registry,
                        "spring.kafka.consumer.auto-offset-reset=earliest")
                .run()) {
            @SuppressWarnings("unchecked")
            KafkaTemplate<String, Shipment> template = context.getBean(KafkaTemplate.class);
            List<Shipment> sent = new ArrayList<>();
            sent.add(Shipment.sample(0));
            template.send(TOPIC, "s-0", sent.get(0)).get(30, TimeUnit.SECONDS);
            sendPoison();
            for (int i = 1; i <= GOOD; i++) {
                Shipment shipment = Shipment.sample(i);
                sent.add(shipment);
                template.send(TOPIC, shipment.id(), shipment);
            }
            template.flush();

            @SuppressWarnings("unchecked")
            BlockingQueue<Shipment> received = context.getBean("received", BlockingQueue.class);
            List<Shipment> got = new ArrayList<>();
            for (int i = 0; i < sent.size(); i++) {
                Shipment next = received.poll(60, TimeUnit.SECONDS);
                assertNotNull(next, "received " + got.size() + " of " + sent.size());
                got.add(next);
            }
            assertEquals(sent, got);
            assertEquals(null, received.poll(1, TimeUnit.SECONDS), "nothing else: the poison record was skipped");
        }
    }

    /** A record written with a keys table that is in no registry: no consumer can read it. */
    private void sendPoison() throws Exception {
        KeysTable unregistered = KeysTable.of(List.of("id", "secret"));
        try (KafkaProducer<String, Object> producer = new KafkaProducer<>(Map.of(
                ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.getBrokersAsString()),
                new StringSerializer(), lineSerializer().keysTable(unregistered))) {
            ProducerRecord<String, Object> poison = new ProducerRecord<>(TOPIC, "poison", Map.of("id", "x"));
            producer.send(poison).get(30, TimeUnit.SECONDS);
            assertEquals(new TableFingerprints(unregistered.fingerprint(), null), FracHeaders.read(poison.headers()));
        }
    }

    /** The line's FracJsonSerializer, made as Kafka makes it from its class name. */
    @SuppressWarnings("unchecked")
    private FracSerializer<Object> lineSerializer() throws ReflectiveOperationException {
        return (FracSerializer<Object>) Class.forName(line.fracKafkaPackage() + ".FracJsonSerializer")
                .getConstructor().newInstance();
    }
}
