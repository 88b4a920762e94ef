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

import java.nio.file.Path;

/** The README's Kafka blocks that use the Jackson 3 classes (whose names the Jackson 2 ones share). */
final class Jackson3Snippets {
    record Instances(Serializer<Event> serializer, Deserializer<Event> deserializer) {
    }

    private Jackson3Snippets() {
    }

    static Instances instances(Path registryDirectory, KeysTable table, ZstdDictionary dictionary) {
        FracJsonMapper mapper = FracJsonMapper.builder().build(); // the application's mapper, its modules and features
        TableRegistry registry = new DirectoryTableRegistry(registryDirectory);
        Serializer<Event> serializer = new FracJsonSerializer<Event>(mapper)
                .keysTable(table)
                .dictionary(dictionary)
                .registry(registry);
        Deserializer<Event> deserializer = new FracJsonDeserializer<>(mapper, Event.class).registry(registry);
        return new Instances(serializer, deserializer);
    }
}
