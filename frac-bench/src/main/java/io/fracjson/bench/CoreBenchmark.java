package io.fracjson.bench;

import io.fracjson.report.Corpus;
import io.fracjson.report.Format;
import io.fracjson.report.JsonText;
import io.fracjson.report.MapperSetup;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.Compression;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import io.fracjson.core.FracWriter;
import io.fracjson.core.ReadOptions;
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
 * The codec's own ceiling, without databind: every token of a document read (strings and
 * keys decoded), and frac_json transcoded to itself (bytes → tokens → bytes) with the core
 * alone. Streaming token reads through Smile's and JSON's parsers are the peers. The
 * {@code bytes} secondary result is the input consumed per second (divide by 10^6
 * for MB/s); each row counts its own format's bytes.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class CoreBenchmark extends StandardRun {
    @Param({"media_content", "social_timeline", "catalog", "geo"})
    public String file;

    private byte[] frac;
    private byte[] smile;
    private byte[] json;
    private ObjectMapper fracMapper;
    private ObjectMapper smileMapper;
    private ObjectMapper jsonMapper;
    private final ReadOptions options = ReadOptions.builder().build();
    private final FracWriter writer = new FracWriter();

    @Setup
    public void setUp() throws IOException {
        JsonNode tree = Corpus.fromSystemProperty().tree(file);
        fracMapper = Format.FRAC.mapper(MapperSetup.uncompressed(List.of(tree)));
        frac = fracMapper.writeValueAsBytes(tree);
        smileMapper = Format.SMILE_SHARED.mapper(MapperSetup.uncompressed(List.of(tree)));
        smile = smileMapper.writeValueAsBytes(tree);
        jsonMapper = JsonText.newMapper();
        json = jsonMapper.writeValueAsBytes(tree);
    }

    @Benchmark
    public void fracTokens(ProcessedBytes processed, Blackhole bh) throws IOException {
        processed.bytes += frac.length;
        try (FracReader r = FracReader.of(frac, options)) {
            for (FracToken t = r.next(); t != null; t = r.next()) {
                switch (t) {
                    case KEY -> bh.consume(r.key());
                    case STRING -> bh.consume(r.string());
                    case INT, UINT64 -> bh.consume(r.longValue());
                    case FLOAT32, FLOAT64 -> bh.consume(r.doubleValue());
                    default -> bh.consume(t);
                }
            }
        }
    }

    @Benchmark
    public byte[] fracTranscode(ProcessedBytes processed) throws IOException {
        processed.bytes += frac.length;
        try (FracReader r = FracReader.of(frac, options)) {
            for (FracToken t = r.next(); t != null; t = r.next()) {
                switch (t) {
                    case START_OBJECT -> writer.writeStartObject(r.count());
                    case START_ARRAY -> writer.writeStartArray(r.count());
                    case END_OBJECT -> writer.writeEndObject();
                    case END_ARRAY -> writer.writeEndArray();
                    case KEY -> writer.writeKey(r.key());
                    case STRING -> writer.writeUtf8String(r.textBuffer(), r.textOffset(), r.textLength());
                    case INT -> writer.writeLong(r.longValue());
                    case UINT64 -> writer.writeUnsignedLong(r.longValue());
                    case FLOAT32, FLOAT64 -> writer.writeDouble(r.doubleValue());
                    case TRUE -> writer.writeBoolean(true);
                    case FALSE -> writer.writeBoolean(false);
                    case NULL -> writer.writeNull();
                }
            }
        }
        return writer.toDocument(Compression.NONE);
    }

    /** The same token loop through the Jackson adapter, to see what the adapter adds to the core. */
    @Benchmark
    public void fracJacksonTokens(ProcessedBytes processed, Blackhole bh) throws IOException {
        processed.bytes += frac.length;
        try (JsonParser p = fracMapper.createParser(frac)) {
            jacksonTokens(p, bh);
        }
    }

    @Benchmark
    public void smileTokens(ProcessedBytes processed, Blackhole bh) throws IOException {
        processed.bytes += smile.length;
        try (JsonParser p = smileMapper.createParser(smile)) {
            jacksonTokens(p, bh);
        }
    }

    @Benchmark
    public void jsonTokens(ProcessedBytes processed, Blackhole bh) throws IOException {
        processed.bytes += json.length;
        try (JsonParser p = jsonMapper.createParser(json)) {
            jacksonTokens(p, bh);
        }
    }

    /** Every token of {@code p}, with its text or number, as a caller reading the document would. */
    static void jacksonTokens(JsonParser p, Blackhole bh) throws IOException {
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
            switch (t) {
                case FIELD_NAME, VALUE_STRING -> bh.consume(p.getText());
                case VALUE_NUMBER_INT -> bh.consume(p.getLongValue());
                case VALUE_NUMBER_FLOAT -> bh.consume(p.getDoubleValue());
                default -> bh.consume(t);
            }
        }
    }
}
