package io.fracjson.bench;

import io.fracjson.report.Corpus;
import io.fracjson.report.JsonText;
import io.fracjson.report.ValueCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * The tree model: each corpus file, as one document, written from and read into a
 * {@code JsonNode} (of the Jackson the codec goes through). The {@code bytes} secondary result
 * is the compact JSON size of the documents processed per second, so formats compare in
 * JSON-equivalent bytes per second (divide by 10^6 for MB/s). The subclasses name the formats
 * (their {@code format} parameter) and the Jackson they go through.
 *
 * <p>The default {@code file} values are the bundled samples; with another corpus, name its files,
 * e.g. {@code -Dfracjson.corpus=DIR ... -p file=MediaContent,twitter,canada}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public abstract class AbstractTreeBenchmark extends StandardRun {
    @Param({"media_content", "social_timeline", "comments_1", "comments", "catalog", "geo"})
    public String file;

    private ValueCodec codec;
    private Object tree;
    private Class<?> treeType;
    private byte[] document;
    private int jsonSize;

    /** The codec of the format under test, given the one document it will encode. */
    abstract ValueCodec codec(JsonNode document) throws IOException;

    @Setup
    public void setUp() throws IOException {
        JsonNode source = Corpus.fromSystemProperty().tree(file);
        jsonSize = JsonText.compactSize(source);
        codec = codec(source);
        tree = codec.tree(source);
        treeType = codec.treeType();
        codec.verifyRoundTrip(tree, treeType);
        document = codec.encode(tree);
    }

    @Benchmark
    public byte[] write(ProcessedBytes processed) throws IOException {
        processed.bytes += jsonSize;
        return codec.encode(tree);
    }

    @Benchmark
    public Object read(ProcessedBytes processed) throws IOException {
        processed.bytes += jsonSize;
        return codec.decode(document, treeType);
    }
}
