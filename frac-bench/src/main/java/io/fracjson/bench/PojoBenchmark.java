package io.fracjson.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/** Data binding: the {@link MediaContent} object written to and read from each format. */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class PojoBenchmark {
    /** Every {@link Format} unless narrowed with {@code -p format=...}. */
    @Param
    public Format format;

    private Codec codec;
    private MediaContent content;
    private byte[] document;

    @Setup
    public void setUp() throws IOException {
        content = MediaContent.sample();
        JsonNode tree = JsonText.MAPPER.valueToTree(content);
        codec = Codec.create(format, Compression.NONE, List.of(tree));
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
