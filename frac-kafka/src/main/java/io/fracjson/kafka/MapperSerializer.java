package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;

import java.util.function.Function;

/**
 * A {@link FracSerializer} over a Jackson mapper whose setters return its own type {@code S}, so
 * that each line's {@code FracJsonSerializer} chains as itself
 * ({@code FracJsonSerializer<Event> s = new FracJsonSerializer<Event>(mapper).keysTable(t).registry(r)})
 * without repeating them. A line's class gives only its constructors, over its mapper type.
 *
 * @param <S> the line's serializer class itself
 */
public abstract class MapperSerializer<T, S extends MapperSerializer<T, S>> extends FracSerializer<T> {
    protected MapperSerializer(MapperCodec<?> codec) {
        super(codec);
    }

    /** With the mapper {@code codecs} makes when configured ({@link MapperCodec#configured}). */
    protected MapperSerializer(Function<FracSerdeConfig, FracCodec> codecs) {
        super(codecs);
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
    public S compressionLevel(int level) {
        super.compressionLevel(level);
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
