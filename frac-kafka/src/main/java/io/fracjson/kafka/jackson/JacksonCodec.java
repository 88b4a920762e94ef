package io.fracjson.kafka.jackson;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.DocumentSettings;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracSchema;
import io.fracjson.kafka.MapperCodec;

import java.lang.reflect.Type;
import java.util.Objects;

/**
 * frac-kafka's writers and readers through a Jackson 2.x mapper over a {@link FracJsonFactory}
 * ({@link MapperCodec} says which): each set of tables is a {@link FracSchema} on an
 * {@code ObjectWriter} or {@code ObjectReader}.
 */
final class JacksonCodec extends MapperCodec<FracSchema> {
    private final ObjectMapper mapper;

    /** @throws IllegalArgumentException for a mapper not over a {@link FracJsonFactory}, or one with tables */
    JacksonCodec(ObjectMapper mapper) {
        super(settings(mapper), mapper.getFactory().getFormatName(), FracSchema::builder,
                "bean.copyWith(new FracJsonFactory())");
        this.mapper = mapper;
    }

    private static DocumentSettings settings(ObjectMapper mapper) {
        return Objects.requireNonNull(mapper, "mapper").getFactory() instanceof FracJsonFactory factory
                ? factory.documentSettings() : null;
    }

    @Override
    protected <T> ValueWriter<T> writer(FracSchema schema) {
        return mapper.writer(schema)::writeValueAsBytes;
    }

    @Override
    protected <T> ValueReader<T> reader(Type type, FracSchema schema) {
        return mapper.readerFor(mapper.constructType(type)).with(schema)
                .with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)::readValue;
    }
}
