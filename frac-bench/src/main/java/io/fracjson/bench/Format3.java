package io.fracjson.bench;

import io.fracjson.report.Codec;
import io.fracjson.report.Compression;
import io.fracjson.report.Format;
import io.fracjson.report.ValueCodec;
import com.fasterxml.jackson.databind.JsonNode;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import tools.jackson.core.TokenStreamFactory;
import java.io.IOException;
import java.util.List;
import tools.jackson.dataformat.smile.SmileFactory;
import tools.jackson.dataformat.smile.SmileMapper;
import tools.jackson.dataformat.smile.SmileWriteFeature;

/**
 * The rows of the Jackson 3 benchmarks ({@code -p format=...}): frac json and its JSON and
 * Smile peers of {@link Format} through Jackson 3, each frac json row followed by the same
 * through the Jackson 2 adapter: the baseline the Jackson 3 adapter is held to in the same run.
 */
public enum Format3 {
    JSON(documents -> new Codec3(JsonText3.newMapper())),
    /** Back-references off, as {@link Format#SMILE}. */
    SMILE(documents -> smile(false)),
    /** As Jackson users run it: {@code new SmileMapper()}, shared names on, shared values off. */
    SMILE_DEFAULT(documents -> new Codec3(new SmileMapper())),
    SMILE_SHARED(documents -> smile(true)),
    FRAC(documents -> new Codec3(new FracJsonMapper(FracJsonFactory.builder().build()))),
    FRAC_JACKSON2(documents -> Codec.create(Format.FRAC, Compression.NONE, documents)),
    /**
     * As {@link #FRAC}, keys not interned ({@code INTERN_PROPERTY_NAMES} off, as Jackson 3's own
     * factories have it; frac json's is on): what interning gains, databind's names being interned.
     */
    FRAC_NOT_INTERNED(documents -> new Codec3(new FracJsonMapper(FracJsonFactory.builder()
            .disable(TokenStreamFactory.Feature.INTERN_PROPERTY_NAMES).build()))),
    /** With the same global keys table as {@link Format#FRAC_GLOBAL_TABLE}. */
    FRAC_GLOBAL_TABLE(documents -> new Codec3(new FracJsonMapper(
            FracJsonFactory.builder().keysTable(Format.globalKeysTable(documents)).build()))),
    FRAC_GLOBAL_TABLE_JACKSON2(documents -> Codec.create(Format.FRAC_GLOBAL_TABLE, Compression.NONE, documents));

    /** How a row makes its codec. */
    private interface CodecFactory {
        ValueCodec codec(List<JsonNode> documents) throws IOException;
    }

    private final CodecFactory factory;

    Format3(CodecFactory factory) {
        this.factory = factory;
    }

    /**
     * A new codec of this row, uncompressed.
     *
     * @param documents the documents it will encode, as {@link Codec#create} takes them
     */
    ValueCodec codec(List<JsonNode> documents) throws IOException {
        return factory.codec(documents);
    }

    /** Smile with back-references to names and string values both on or both off. */
    private static ValueCodec smile(boolean backReferences) {
        return new Codec3(new SmileMapper(SmileFactory.builder()
                .configure(SmileWriteFeature.CHECK_SHARED_NAMES, backReferences)
                .configure(SmileWriteFeature.CHECK_SHARED_STRING_VALUES, backReferences)
                .build()));
    }
}
