package io.fracjson.bench;

import io.fracjson.report.JsonText;
import io.fracjson.report.ValueCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Setup;

/**
 * Data binding: the {@link MediaContent} object written to and read from each format. The
 * subclasses name the formats (their {@code format} parameter) and the Jackson they go through.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class AbstractPojoBenchmark extends StandardRun {
    private ValueCodec codec;
    private MediaContent content;
    private byte[] document;

    /** The codec of the format under test, given the one document it will encode (as a tree). */
    abstract ValueCodec codec(JsonNode document) throws IOException;

    @Setup
    public void setUp() throws IOException {
        content = MediaContent.sample();
        codec = codec(JsonText.MAPPER.valueToTree(content));
        codec.verifyRoundTrip(content, MediaContent.class);
        document = codec.encode(content);
    }

    @Benchmark
    public byte[] write() throws IOException {
        return codec.encode(content);
    }

    @Benchmark
    public MediaContent read() throws IOException {
        return codec.decode(document, MediaContent.class);
    }
}
