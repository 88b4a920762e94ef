package io.fracjson.jackson;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;

/**
 * An {@link ObjectMapper} for frac_json: the same API as for JSON, over a {@link FracJsonFactory}.
 * Equivalent to {@code new ObjectMapper(new FracJsonFactory())}, with typed access to the
 * factory and a builder for the format's features.
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

    public FracJsonMapper(FracJsonFactory factory) {
        super(factory);
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
    public Version version() {
        return PackageVersion.VERSION;
    }

    @Override
    public FracJsonFactory getFactory() {
        return (FracJsonFactory) _jsonFactory;
    }
}
