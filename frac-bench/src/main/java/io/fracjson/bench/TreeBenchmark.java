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

/**
 * The tree model: each corpus file, as one document, written from and read into a {@link JsonNode}.
 * The {@code bytes} secondary result is the compact JSON size of the documents processed per
 * second, so formats compare in JSON-equivalent bytes per second (divide by 10^6 for MB/s).
 *
 * <p>The default {@code file} values are the bundled samples; with another corpus, name its files,
 * e.g. {@code -Dfracjson.corpus=DIR ... -p file=MediaContent,twitter,canada}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TreeBenchmark {
    /** Every {@link Format} unless narrowed with {@code -p format=...}. */
    @Param
    public Format format;

    @Param({"media_content", "social_timeline", "comments_1", "comments", "catalog", "geo"})
    public String file;

    /** Whole-file zstd is opt-in ({@code -p compression=NONE,ZSTD}); a dictionary needs a set of documents. */
    @Param({"NONE"})
    public Compression compression;

    private Codec codec;
    private JsonNode tree;
    private byte[] document;
    private int jsonSize;

    @Setup
    public void setUp() throws IOException {
        if (compression == Compression.ZSTD_DICT) {
            throw new IllegalArgumentException("ZSTD_DICT needs a set of documents: see ManySmallObjectsBenchmark");
        }
        tree = Corpus.fromSystemProperty().tree(file);
        jsonSize = JsonText.compactSize(tree);
        codec = Codec.create(format, compression, List.of(tree));
        codec.verifyRoundTrip(tree, JsonNode.class);
        document = codec.encode(tree);
    }

    @Benchmark
    public byte[] write(ProcessedBytes processed) throws IOException {
        processed.bytes += jsonSize;
        return codec.encode(tree);
    }

    @Benchmark
    public JsonNode read(ProcessedBytes processed) throws IOException {
        processed.bytes += jsonSize;
        return codec.decodeTree(document);
    }
}
