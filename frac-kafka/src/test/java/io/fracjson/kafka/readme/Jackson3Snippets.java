package io.fracjson.kafka.readme;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.kafka.DirectoryTableRegistry;
import io.fracjson.kafka.TableRegistry;
import io.fracjson.kafka.jackson3.FracJsonDeserializer;
import io.fracjson.kafka.jackson3.FracJsonSerializer;
import io.fracjson.kafka.readme.ReadmeSnippetsTest.Event;
import org.apache.kafka.common.serialization.Deserializer;
import org.apache.kafka.common.serialization.Serializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.springframework.kafka.core.DefaultKafkaProducerFactory;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.kafka.core.ProducerFactory;

import java.nio.file.Path;
import java.util.Map;

/** The README's Kafka blocks that use the Jackson 3 classes (whose names the Jackson 2 ones share). */
final class Jackson3Snippets {
    record Instances(Serializer<Event> serializer, Deserializer<Event> deserializer) {
    }

    private Jackson3Snippets() {
    }

    static Instances instances(Path registryDirectory, KeysTable table, ZstdDictionary dictionary) {
        FracJsonMapper mapper = FracJsonMapper.builder().build(); // the application's mapper, its modules and features
        TableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        FracJsonSerializer<Event> serializer = new FracJsonSerializer<Event>(mapper)
                .keysTable(table)
                .dictionary(dictionary)
                .registry(registry);
        FracJsonDeserializer<Event> deserializer = new FracJsonDeserializer<>(mapper, Event.class).registry(registry);
        return new Instances(serializer, deserializer);
    }

    /**
     * A Spring KafkaTemplate over the application's own mapper ({@code httpMapper}: Spring Boot's
     * FracJsonMapper bean, whose factory has the HTTP keys table).
     */
    static KafkaTemplate<String, Event> template(FracJsonMapper httpMapper, Map<String, Object> producerProperties,
                                                 KeysTable table, TableRegistry registry) {
        FracJsonMapper kafkaMapper = FracJsonMapper.builder().addModules(httpMapper.registeredModules()).build();
        ProducerFactory<String, Event> producerFactory = new DefaultKafkaProducerFactory<>(producerProperties,
                new StringSerializer(), new FracJsonSerializer<Event>(kafkaMapper).keysTable(table).registry(registry));
        KafkaTemplate<String, Event> template = new KafkaTemplate<>(producerFactory);
        return template;
    }
}
