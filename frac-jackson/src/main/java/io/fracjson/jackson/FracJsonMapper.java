package io.fracjson.jackson;

import com.fasterxml.jackson.core.FormatSchema;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.PrettyPrinter;
import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationConfig;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import io.fracjson.core.DocumentBytes;

import java.io.IOException;

/**
 * An {@link ObjectMapper} for frac_json: the same API as for JSON, over a {@link FracJsonFactory}.
 * Equivalent to {@code new ObjectMapper(new FracJsonFactory()).registerModule(new FracJsonModule())}, with typed access to the
 * factory and a builder for the format's features ({@link FracJsonModule}: trees read straight from the
 * core reader). Its {@code writeValueAsBytes}, and its
 * {@link FracObjectWriter}s', return the array the writer made for the document rather than a
 * copy of it (see {@link DocumentBytes}).
 */
public class FracJsonMapper extends ObjectMapper {
    private static final long serialVersionUID = 1L;

    /** Builds a {@link FracJsonMapper}; format features are set on its factory. */
    public static class Builder extends MapperBuilder<FracJsonMapper, Builder> {
        protected final FracJsonFactory streamFactory;

        public Builder(FracJsonMapper mapper) {
            super(mapper);
            streamFactory = mapper.getFactory();
        }

        public Builder enable(FracJsonParser.Feature... features) {
            for (FracJsonParser.Feature f : features) {
                streamFactory.enable(f);
            }
            return this;
        }

        public Builder disable(FracJsonParser.Feature... features) {
            for (FracJsonParser.Feature f : features) {
                streamFactory.disable(f);
            }
            return this;
        }

        public Builder configure(FracJsonParser.Feature f, boolean state) {
            streamFactory.configure(f, state);
            return this;
        }

        public Builder enable(FracJsonGenerator.Feature... features) {
            for (FracJsonGenerator.Feature f : features) {
                streamFactory.enable(f);
            }
            return this;
        }

        public Builder disable(FracJsonGenerator.Feature... features) {
            for (FracJsonGenerator.Feature f : features) {
                streamFactory.disable(f);
            }
            return this;
        }

        public Builder configure(FracJsonGenerator.Feature f, boolean state) {
            streamFactory.configure(f, state);
            return this;
        }
    }

    public FracJsonMapper() {
        this(new FracJsonFactory());
    }

    /** A mapper over {@code factory}, with {@link FracJsonModule} registered. */
    public FracJsonMapper(FracJsonFactory factory) {
        super(factory);
        registerModule(new FracJsonModule());
    }

    protected FracJsonMapper(FracJsonMapper src) {
        super(src);
    }

    protected FracJsonMapper(FracJsonMapper src, FracJsonFactory factory) {
        super(src, factory);
    }

    public static Builder builder() {
        return new Builder(new FracJsonMapper());
    }

    public static Builder builder(FracJsonFactory factory) {
        return new Builder(new FracJsonMapper(factory));
    }

    @Override
    public FracJsonMapper copy() {
        _checkInvalidCopy(FracJsonMapper.class);
        return new FracJsonMapper(this);
    }

    @Override
    public FracJsonMapper copyWith(com.fasterxml.jackson.core.JsonFactory factory) {
        if (!(factory instanceof FracJsonFactory)) {
            throw new IllegalArgumentException("FracJsonMapper needs a FracJsonFactory, got "
                    + (factory == null ? "null" : factory.getClass().getName()));
        }
        return new FracJsonMapper(this, (FracJsonFactory) factory);
    }

    @Override
    public byte[] writeValueAsBytes(Object value) throws JsonProcessingException {
        return documentBytes(out -> _writeValueAndClose(createGenerator(out, JsonEncoding.UTF8), value));
    }

    /** What {@code write} writes, as ObjectMapper's and ObjectWriter's writeValueAsBytes report failures. */
    static byte[] documentBytes(Write write) throws JsonProcessingException {
        DocumentBytes out = new DocumentBytes();
        try {
            write.to(out);
        } catch (JsonProcessingException e) {
            throw e;
        } catch (IOException e) { // as theirs: not expected of an output in memory
            throw JsonMappingException.fromUnexpectedIOE(e);
        }
        return out.toByteArray();
    }

    /** Writes a value to an output. */
    @FunctionalInterface
    interface Write {
        void to(DocumentBytes out) throws IOException;
    }

    @Override
    protected ObjectWriter _newWriter(SerializationConfig config) {
        return new FracObjectWriter(this, config);
    }

    @Override
    protected ObjectWriter _newWriter(SerializationConfig config, FormatSchema schema) {
        return new FracObjectWriter(this, config, schema);
    }

    @Override
    protected ObjectWriter _newWriter(SerializationConfig config, JavaType rootType, PrettyPrinter pp) {
        return new FracObjectWriter(this, config, rootType, pp);
    }

    @Override
    public Version version() {
        return PackageVersion.VERSION;
    }

    @Override
    public FracJsonFactory getFactory() {
        return (FracJsonFactory) _jsonFactory;
    }
}
