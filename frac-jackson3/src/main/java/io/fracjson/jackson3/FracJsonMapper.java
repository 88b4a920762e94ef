package io.fracjson.jackson3;

import io.fracjson.core.DocumentBytes;
import tools.jackson.core.FormatSchema;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonEncoding;
import tools.jackson.core.PrettyPrinter;
import tools.jackson.core.Version;
import tools.jackson.databind.JavaType;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectWriter;
import tools.jackson.databind.SerializationConfig;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.cfg.MapperBuilderState;
import tools.jackson.databind.ser.SerializationContextExt;

/**
 * An {@link ObjectMapper} for frac_json: the same API as for JSON, over a {@link FracJsonFactory}.
 * Immutable, as Jackson 3's mappers are: {@link #builder()} configures one (format features
 * included), {@link #rebuild()} starts from this one. Its {@code writeValueAsBytes}, and its
 * {@link FracObjectWriter}s', return the array the writer made for the document rather than a
 * copy of it (see {@link DocumentBytes}).
 */
public class FracJsonMapper extends ObjectMapper {
    private static final long serialVersionUID = 1L;

    /**
     * Builds a {@link FracJsonMapper}; format features are set per mapper, as Jackson's own. It
     * starts with {@link FracJsonModule} added (trees read straight from the core reader).
     */
    public static class Builder extends MapperBuilder<FracJsonMapper, Builder> {
        public Builder(FracJsonFactory f) {
            super(f);
            addModule(new FracJsonModule());
        }

        public Builder(StateImpl state) {
            super(state);
        }

        /**
         * {@code settings}' mapper settings over {@code f}: its features but those of its format,
         * which are JSON's or another format's, not frac_json's.
         */
        private Builder(FracJsonFactory f, MapperBuilderState settings) {
            super(settings);
            _streamFactory = f;
            _formatReadFeatures = f.getFormatReadFeatures();
            _formatWriteFeatures = f.getFormatWriteFeatures();
            addModule(new FracJsonModule());
        }

        @Override
        public FracJsonMapper build() {
            return new FracJsonMapper(this);
        }

        @Override
        protected MapperBuilderState _saveState() {
            return new StateImpl(this);
        }

        public Builder enable(FracJsonReadFeature... features) {
            for (FracJsonReadFeature f : features) {
                _formatReadFeatures |= f.getMask();
            }
            return this;
        }

        public Builder disable(FracJsonReadFeature... features) {
            for (FracJsonReadFeature f : features) {
                _formatReadFeatures &= ~f.getMask();
            }
            return this;
        }

        public Builder configure(FracJsonReadFeature f, boolean state) {
            return state ? enable(f) : disable(f);
        }

        public Builder enable(FracJsonWriteFeature... features) {
            for (FracJsonWriteFeature f : features) {
                _formatWriteFeatures |= f.getMask();
            }
            return this;
        }

        public Builder disable(FracJsonWriteFeature... features) {
            for (FracJsonWriteFeature f : features) {
                _formatWriteFeatures &= ~f.getMask();
            }
            return this;
        }

        public Builder configure(FracJsonWriteFeature f, boolean state) {
            return state ? enable(f) : disable(f);
        }

        /** The builder's state, kept by the mapper for {@link #rebuild()} and serialization. */
        protected static class StateImpl extends MapperBuilderState implements java.io.Serializable {
            private static final long serialVersionUID = 1L;

            public StateImpl(Builder src) {
                super(src);
            }

            /** A mapper is deserialized by building it again from its builder's state. */
            @Override
            protected Object readResolve() {
                return new Builder(this).build();
            }
        }
    }

    public FracJsonMapper() {
        this(new FracJsonFactory());
    }

    public FracJsonMapper(FracJsonFactory factory) {
        this(new Builder(factory));
    }

    public FracJsonMapper(Builder b) {
        super(b);
    }

    public static Builder builder() {
        return new Builder(new FracJsonFactory());
    }

    public static Builder builder(FracJsonFactory factory) {
        return new Builder(factory);
    }

    /**
     * A builder over {@code factory} with the mapper settings of {@code settings}, a builder of
     * another format's mapper (Spring Boot's {@code JsonMapper.Builder}, say): its features,
     * naming strategy, date format, inclusion, mix-ins, modules and the rest, so that both mappers
     * write the same fields and values. Its format's own features (JSON's read and write features)
     * are not frac_json's and are left out. Like building it, this applies {@code settings}'
     * modules to it.
     */
    public static Builder builder(FracJsonFactory factory, MapperBuilder<?, ?> settings) {
        return new Builder(factory, settings.saveStateApplyModules());
    }

    @SuppressWarnings("unchecked") // ObjectMapper's rebuild() is generic in the builder type; this is this mapper's
    @Override
    public Builder rebuild() {
        return new Builder((Builder.StateImpl) _savedBuilderState);
    }

    @Override
    public byte[] writeValueAsBytes(Object value) throws JacksonException {
        DocumentBytes out = new DocumentBytes();
        SerializationContextExt ctxt = _serializationContext();
        _configAndWriteValue(ctxt, _streamFactory.createGenerator(ctxt, out, JsonEncoding.UTF8), value);
        return out.toByteArray();
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
    public FracJsonFactory tokenStreamFactory() {
        return (FracJsonFactory) _streamFactory;
    }

    public boolean isEnabled(FracJsonReadFeature f) {
        return _deserializationConfig.hasFormatFeature(f);
    }

    public boolean isEnabled(FracJsonWriteFeature f) {
        return _serializationConfig.hasFormatFeature(f);
    }
}
