package io.fracjson.kafka;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.kafka.jackson.FracJsonDeserializer;
import io.fracjson.kafka.jackson.FracJsonSerializer;
import io.fracjson.kafka.testing.Event;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.fracjson.kafka.testing.Label;

import java.io.IOException;
import java.util.function.Supplier;
import java.lang.reflect.Type;
import java.util.List;

/** {@link SerdeContract} through the Jackson 2.x classes, {@code io.fracjson.kafka.jackson}. */
class Jackson2SerdeTest extends SerdeContract {
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
        return new FracJsonSerializer<>(new ObjectMapper(FracJsonFactory.builder().keysTable(table).build()));
    }

    @Override
    FracSerializer<Object> serializerOverJson() {
        return new FracJsonSerializer<>(new ObjectMapper());
    }

    public static class SnakeCase implements Supplier<ObjectMapper> {
        @Override
        public ObjectMapper get() {
            return FracJsonMapper.builder().findAndAddModules()
                    .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();
        }
    }

    public static class UpperCaseLabels extends SimpleModule {
        public UpperCaseLabels() {
            addSerializer(new StdSerializer<Label>(Label.class) {
                @Override
                public void serialize(Label label, JsonGenerator generator, SerializerProvider provider) throws IOException {
                    generator.writeString(label.text().toUpperCase(java.util.Locale.ROOT));
                }
            });
        }
    }
}
