package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.lang.reflect.Type;
import java.util.function.Function;

/**
 * A {@link FracDeserializer} over a Jackson mapper whose setters return its own type {@code S},
 * so that each line's {@code FracJsonDeserializer} chains as itself without repeating them. A
 * line's class gives only its constructors, over its mapper and type-reference types.
 *
 * @param <S> the line's deserializer class itself
 */
public abstract class MapperDeserializer<T, S extends MapperDeserializer<T, S>> extends FracDeserializer<T> {
    /** @param type the type values are read into; null for {@link FracSerdeConfig#VALUE_TYPE}, else {@code Object} */
    protected MapperDeserializer(MapperCodec<?> codec, Type type) {
        super(codec, type);
    }

    /** With the mapper {@code codecs} makes when configured ({@link MapperCodec#configured}). */
    protected MapperDeserializer(Function<FracSerdeConfig, FracCodec> codecs, Type type) {
        super(codecs, type);
    }

    @Override
    public S keysTable(KeysTable table) {
        super.keysTable(table);
        return self();
    }

    @Override
    public S dictionary(ZstdDictionary dictionary) {
        super.dictionary(dictionary);
        return self();
    }

    @Override
    public S registry(TableRegistry registry) {
        super.registry(registry);
        return self();
    }

    @SuppressWarnings("unchecked") // S is the concrete class's own type
    private S self() {
        return (S) this;
    }
}
