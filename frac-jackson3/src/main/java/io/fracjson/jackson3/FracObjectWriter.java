package io.fracjson.jackson3;

import io.fracjson.core.DocumentBytes;
import tools.jackson.core.FormatSchema;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.cfg.GeneratorSettings;
import tools.jackson.databind.ser.SerializationContextExt;

/**
 * The {@link ObjectWriter} of a {@link FracJsonMapper}: the same, but {@link #writeValueAsBytes}
 * returns the array the writer made for the document instead of copying it through a
 * {@code ByteArrayBuilder} (see {@link DocumentBytes}). Its mutant factories keep the type.
 */
public class FracObjectWriter extends ObjectWriter {
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
    public byte[] writeValueAsBytes(Object value) throws JacksonException {
        DocumentBytes out = new DocumentBytes();
        SerializationContextExt ctxt = _serializationContext();
        _configAndWriteValue(ctxt, _generatorFactory.createGenerator(ctxt, out, JsonEncoding.UTF8), value);
        return out.toByteArray();
    }
}
