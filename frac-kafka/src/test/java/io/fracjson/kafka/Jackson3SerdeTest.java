package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.kafka.jackson3.FracJsonDeserializer;
import io.fracjson.kafka.jackson3.FracJsonSerializer;
import io.fracjson.kafka.testing.Event;
import tools.jackson.core.type.TypeReference;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

import io.fracjson.kafka.testing.Label;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.module.SimpleModule;
import tools.jackson.databind.ser.std.StdSerializer;

import java.util.function.Supplier;
import java.lang.reflect.Type;
import java.util.List;

/** {@link SerdeContract} through the Jackson 3.x classes, {@code io.fracjson.kafka.jackson3}. */
class Jackson3SerdeTest extends SerdeContract {
    @Override
    FracSerializer<Object> serializer() {
        return new FracJsonSerializer<>(new FracJsonMapper());
    }

    @Override
    @SuppressWarnings("unchecked")
    <T> FracDeserializer<T> deserializer(Type type) {
        return type == null ? new FracJsonDeserializer<>(new FracJsonMapper())
                : new FracJsonDeserializer<>(new FracJsonMapper(), (Class<T>) type);
    }

    @Override
    FracDeserializer<List<Event>> eventListDeserializer() {
        return new FracJsonDeserializer<>(new FracJsonMapper(), new TypeReference<List<Event>>() { });
    }

    @Override
    FracSerializer<Object> serializerOverAFactoryWith(KeysTable table) {
        return new FracJsonSerializer<>(new FracJsonMapper(FracJsonFactory.builder().keysTable(table).build()));
    }

    @Override
    FracSerializer<Object> serializerOverJson() {
        return new FracJsonSerializer<>(new JsonMapper());
    }

    public static class SnakeCase implements Supplier<ObjectMapper> {
        @Override
        public ObjectMapper get() {
            return FracJsonMapper.builder().propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
        }
    }

    public static class UpperCaseLabels extends SimpleModule {
        public UpperCaseLabels() {
            addSerializer(new StdSerializer<Label>(Label.class) {
                @Override
                public void serialize(Label label, JsonGenerator generator, SerializationContext context) {
                    generator.writeString(label.text().toUpperCase(java.util.Locale.ROOT));
                }
            });
        }
    }
}
