package io.fracjson.kafka;

import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.DocumentSettings;
import org.apache.kafka.common.config.ConfigException;

import java.lang.reflect.Type;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A {@link FracCodec} over a Jackson mapper, whichever the line: what both lines' codecs
 * ({@code io.fracjson.kafka.jackson} and {@code io.fracjson.kafka.jackson3}) share. Each set of
 * tables is one schema {@code S} of the line, on a writer or a reader; the line gives only its
 * types: how its mapper writes and reads with a schema. The mapper's factory must be a
 * FracJsonFactory with no keys table or dictionary of its own: the serializer and deserializer
 * decide those, record by record, and a factory's would stand in for "none".
 *
 * @param <S> the line's schema ({@code FracSchema})
 */
public abstract class MapperCodec<S extends DocumentOverrides> implements FracCodec {
    private final DocumentSettings settings;
    private final Supplier<? extends DocumentOverrides.Builder<S, ?>> schemas;

    /**
     * @param settings   the document settings of the mapper's factory; null when it is not a FracJsonFactory
     * @param formatName what the mapper's factory writes
     * @param schemas    a new builder of the line's schema
     * @param sameModulesOverABareFactory how, on this line, an application gets a mapper with a bean's
     *                   modules over a FracJsonFactory without tables
     * @throws IllegalArgumentException for a mapper not over a FracJsonFactory, or one with tables
     */
    protected MapperCodec(DocumentSettings settings, String formatName,
                          Supplier<? extends DocumentOverrides.Builder<S, ?>> schemas, String sameModulesOverABareFactory) {
        if (settings == null) {
            throw new IllegalArgumentException("the mapper's factory writes " + formatName + ", not frac_json: give a"
                    + " FracJsonMapper, or an ObjectMapper over a FracJsonFactory");
        }
        if (settings.keysTable().size() > 0 || settings.zstdDictionary() != null) {
            throw new IllegalArgumentException("the mapper's FracJsonFactory has its own " + new TableSet(
                    settings.keysTable(), settings.zstdDictionary()) + ": give them to the serializer and deserializer"
                    + " instead (setters, or frac.keys.table and frac.dictionary), which name them in record headers;"
                    + " for the modules and features of a mapper with tables (Spring Boot's FracJsonMapper bean, with"
                    + " the HTTP table), give " + sameModulesOverABareFactory);
        }
        this.settings = settings;
        this.schemas = schemas;
    }

    /**
     * The codecs of a serializer or deserializer Kafka makes from its class name, over the mapper
     * the properties describe: one the codec refuses is a {@link ConfigException} naming
     * {@link FracSerdeConfig#MAPPER_SUPPLIER}, as any other property Kafka is given wrong.
     */
    public static Function<FracSerdeConfig, FracCodec> configured(Function<FracSerdeConfig, MapperCodec<?>> codecs) {
        return config -> {
            try {
                return codecs.apply(config);
            } catch (IllegalArgumentException e) {
                throw new ConfigException(FracSerdeConfig.MAPPER_SUPPLIER, config.mapperSupplierName(), e.getMessage());
            }
        };
    }

    @Override
    public final <T> ValueWriter<T> writer(TableSet tables, int compressionLevel) {
        return writer(schema(tables).compressionLevel(compressionLevel).build());
    }

    @Override
    public final <T> ValueReader<T> reader(Type type, TableSet tables) {
        return reader(type, schema(tables).build());
    }

    @Override
    public final int defaultCompressionLevel() {
        return settings.compressionLevel();
    }

    /** A writer of values through the line's mapper with this schema. */
    protected abstract <T> ValueWriter<T> writer(S schema);

    /** A reader of one value of this type through the line's mapper with this schema, refusing trailing tokens. */
    protected abstract <T> ValueReader<T> reader(Type type, S schema);

    private DocumentOverrides.Builder<S, ?> schema(TableSet tables) {
        return schemas.get().keysTable(tables.keysTable()).zstdDictionary(tables.dictionary());
    }
}
