package io.fracjson.jackson;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationConfig;
import io.fracjson.core.DocumentBytes;

/**
 * The {@link ObjectWriter} of a {@link FracJsonMapper}: the same, but {@link #writeValueAsBytes}
 * returns the array the writer made for the document instead of copying it through a
 * {@code ByteArrayBuilder} (see {@link DocumentBytes}). Its mutant factories keep the type.
 */
public class FracObjectWriter extends ObjectWriter {
    private static final long serialVersionUID = 1L;

    protected FracObjectWriter(FracJsonMapper mapper, SerializationConfig config, JavaType rootType, PrettyPrinter pp) {
        super(mapper, config, rootType, pp);
    }

    protected FracObjectWriter(FracJsonMapper mapper, SerializationConfig config) {
        super(mapper, config);
    }

    protected FracObjectWriter(FracJsonMapper mapper, SerializationConfig config, FormatSchema schema) {
        super(mapper, config, schema);
    }

    protected FracObjectWriter(ObjectWriter base, SerializationConfig config, GeneratorSettings genSettings,
                               Prefetch prefetch) {
        super(base, config, genSettings, prefetch);
    }

    protected FracObjectWriter(ObjectWriter base, SerializationConfig config) {
        super(base, config);
    }

    protected FracObjectWriter(ObjectWriter base, JsonFactory f) {
        super(base, f);
    }

    @Override
    protected ObjectWriter _new(ObjectWriter base, JsonFactory f) {
        return new FracObjectWriter(base, f);
    }

    @Override
    protected ObjectWriter _new(ObjectWriter base, SerializationConfig config) {
        return config == _config ? this : new FracObjectWriter(base, config);
    }

    @Override
    protected ObjectWriter _new(GeneratorSettings genSettings, Prefetch prefetch) {
        return _generatorSettings == genSettings && _prefetch == prefetch ? this
                : new FracObjectWriter(this, _config, genSettings, prefetch);
    }

    @Override
    public byte[] writeValueAsBytes(Object value) throws JsonProcessingException {
        return FracJsonMapper.documentBytes(out -> _writeValueAndClose(createGenerator(out, JsonEncoding.UTF8), value));
    }
}
