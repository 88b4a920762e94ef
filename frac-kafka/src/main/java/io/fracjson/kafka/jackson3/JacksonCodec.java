package io.fracjson.kafka.jackson3;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;
import io.fracjson.core.DocumentSettings;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracSchema;
import io.fracjson.kafka.FracCodec;
import io.fracjson.kafka.TableSet;

import java.lang.reflect.Type;
import java.util.Objects;

/**
 * frac-kafka's writers and readers through a Jackson 3.x mapper over a {@link FracJsonFactory}: each
 * set of tables is a {@link FracSchema} on an {@link ObjectWriter} or {@link ObjectReader}. The
 * mapper's factory must have no keys table or dictionary of its own: the serializer and
 * deserializer decide those, record by record, and a factory's would stand in for "none".
 */
final class JacksonCodec implements FracCodec {
    private final ObjectMapper mapper;
    private final DocumentSettings settings;

    /** @throws IllegalArgumentException for a mapper not over a {@link FracJsonFactory}, or one with tables */
    JacksonCodec(ObjectMapper mapper) {
        Objects.requireNonNull(mapper, "mapper");
        if (!(mapper.tokenStreamFactory() instanceof FracJsonFactory factory)) {
            throw new IllegalArgumentException("the mapper's factory writes " + mapper.tokenStreamFactory().getFormatName()
                    + ", not frac_json: give a FracJsonMapper, or an ObjectMapper over a FracJsonFactory");
        }
        settings = factory.documentSettings();
        if (settings.keysTable().size() > 0 || settings.zstdDictionary() != null) {
            throw new IllegalArgumentException("the mapper's FracJsonFactory has its own " + new TableSet(
                    settings.keysTable(), settings.zstdDictionary()) + ": give them to the serializer and deserializer"
                    + " instead (setters, or frac.keys.table and frac.dictionary), which name them in record headers;"
                    + " for the modules and features of a mapper with tables (Spring Boot's FracJsonMapper bean, with"
                    + " the HTTP table), give FracJsonMapper.builder().addModules(bean.registeredModules()).build()");
        }
        this.mapper = mapper;
    }

    @Override
    public <T> ValueWriter<T> writer(TableSet tables, int compressionLevel) {
        ObjectWriter writer = mapper.writer(schema(tables).compressionLevel(compressionLevel).build());
        return writer::writeValueAsBytes;
    }

    @Override
    public <T> ValueReader<T> reader(Type type, TableSet tables) {
        ObjectReader reader = mapper.readerFor(mapper.constructType(type))
                .with(schema(tables).build())
                .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
        return reader::readValue;
    }

    @Override
    public int defaultCompressionLevel() {
        return settings.compressionLevel();
    }

    private static FracSchema.Builder schema(TableSet tables) {
        return FracSchema.builder().keysTable(tables.keysTable()).zstdDictionary(tables.dictionary());
    }
}
