package io.fracjson.bench;

import io.fracjson.report.Format;
import io.fracjson.report.JsonText;
import io.fracjson.report.MapperSetup;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * What one small document costs beyond its tokens: a parser (or generator) created, the
 * header read (or written), a 100-byte event walked token by token, and the parser closed.
 * With documents this small, per-document setup dominates, so this isolates it from the
 * token work that {@link CoreBenchmark} measures on whole files.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class SmallDocumentBenchmark extends StandardRun {
    @Param({"JSON", "SMILE_DEFAULT", "FRAC", "FRAC_GLOBAL_TABLE"})
    public Format format;

    private JsonFactory factory;
    private byte[] document;
    private final ByteArrayBuilder out = new ByteArrayBuilder(256);
    private String[] names;

    @Setup
    public void setUp() throws IOException {
        JsonNode event = JsonText.MAPPER.readTree("{\"id\":81723,\"type\":\"click\",\"user\":\"u-4711\","
                + "\"ts\":1700000000123,\"ok\":true,\"score\":0.75,\"tags\":[\"web\",\"eu\"]}");
        ObjectMapper mapper = format.mapper(MapperSetup.uncompressed(List.of(event)));
        factory = mapper.getFactory();
        document = mapper.writeValueAsBytes(event);
        names = new String[] {"id", "type", "user", "ts", "ok", "score", "tags"};
    }

    @Benchmark
    public void readTokens(Blackhole bh) throws IOException {
        try (JsonParser p = factory.createParser(document)) {
            CoreBenchmark.jacksonTokens(p, bh);
        }
    }

    @Benchmark
    public byte[] writeTokens() throws IOException {
        out.reset();
        try (JsonGenerator g = factory.createGenerator(out)) {
            g.writeStartObject();
            g.writeNumberField(names[0], 81723);
            g.writeStringField(names[1], "click");
            g.writeStringField(names[2], "u-4711");
            g.writeNumberField(names[3], 1700000000123L);
            g.writeBooleanField(names[4], true);
            g.writeNumberField(names[5], 0.75);
            g.writeArrayFieldStart(names[6]);
            g.writeString("web");
            g.writeString("eu");
            g.writeEndArray();
            g.writeEndObject();
        }
        return out.toByteArray();
    }
}
