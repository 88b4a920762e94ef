package io.fracjson.bench;

import io.fracjson.report.ValueCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import org.openjdk.jmh.annotations.Param;

/** {@link AbstractPojoBenchmark} through Jackson 3, beside frac json through Jackson 2. */
public class Pojo3Benchmark extends AbstractPojoBenchmark {
    /** Every {@link Format3} unless narrowed with {@code -p format=...}. */
    @Param
    public Format3 format;

    @Override
    ValueCodec codec(JsonNode document) throws IOException {
        return format.codec(List.of(document));
    }
}
