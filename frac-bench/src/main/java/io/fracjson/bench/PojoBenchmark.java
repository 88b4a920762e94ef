package io.fracjson.bench;

import io.fracjson.report.Codec;
import io.fracjson.report.Compression;
import io.fracjson.report.Format;
import io.fracjson.report.ValueCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import org.openjdk.jmh.annotations.Param;

/** {@link AbstractPojoBenchmark} through Jackson 2. */
public class PojoBenchmark extends AbstractPojoBenchmark {
    /** Every {@link Format} unless narrowed with {@code -p format=...}. */
    @Param
    public Format format;

    @Override
    ValueCodec codec(JsonNode document) throws IOException {
        return Codec.create(format, Compression.NONE, List.of(document));
    }
}
