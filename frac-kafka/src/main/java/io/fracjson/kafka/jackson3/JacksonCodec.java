package io.fracjson.kafka.jackson3;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.ObjectMapper;
import io.fracjson.core.DocumentSettings;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracSchema;
import io.fracjson.kafka.MapperCodec;

import java.lang.reflect.Type;
import java.util.Objects;

/**
 * frac-kafka's writers and readers through a Jackson 3.x mapper over a {@link FracJsonFactory}
 * ({@link MapperCodec} says which): each set of tables is a {@link FracSchema} on an
 * {@code ObjectWriter} or {@code ObjectReader}.
 */
final class JacksonCodec extends MapperCodec<FracSchema> {
    private final ObjectMapper mapper;

    /** @throws IllegalArgumentException for a mapper not over a {@link FracJsonFactory}, or one with tables */
    JacksonCodec(ObjectMapper mapper) {
        super(settings(mapper), mapper.tokenStreamFactory().getFormatName(), FracSchema::builder,
                "FracJsonMapper.builder().addModules(bean.registeredModules()).build()");
        this.mapper = mapper;
    }

    private static DocumentSettings settings(ObjectMapper mapper) {
        return Objects.requireNonNull(mapper, "mapper").tokenStreamFactory() instanceof FracJsonFactory factory
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
