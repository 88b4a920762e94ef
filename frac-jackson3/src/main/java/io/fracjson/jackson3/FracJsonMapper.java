package io.fracjson.jackson3;

import tools.jackson.core.Version;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.cfg.MapperBuilder;
import tools.jackson.databind.cfg.MapperBuilderState;

/**
 * An {@link ObjectMapper} for frac_json: the same API as for JSON, over a {@link FracJsonFactory}.
 * Immutable, as Jackson 3's mappers are: {@link #builder()} configures one (format features
 * included), {@link #rebuild()} starts from this one.
 */
public class FracJsonMapper extends ObjectMapper {
    private static final long serialVersionUID = 1L;

    /** Builds a {@link FracJsonMapper}; format features are set per mapper, as Jackson's own. */
    public static class Builder extends MapperBuilder<FracJsonMapper, Builder> {
        public Builder(FracJsonFactory f) {
            super(f);
        }

        public Builder(StateImpl state) {
            super(state);
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

    @SuppressWarnings("unchecked") // ObjectMapper's rebuild() is generic in the builder type; this is this mapper's
    @Override
    public Builder rebuild() {
        return new Builder((Builder.StateImpl) _savedBuilderState);
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
