package io.fracjson.bench;

import io.fracjson.report.Codec;
import io.fracjson.report.Compression;
import io.fracjson.report.Corpus;
import io.fracjson.report.Format;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;

/**
 * Many small objects, each its own document (the use case of FORMAT.md section 6's last
 * paragraph): the time to encode or decode one, cycling through the whole set so that no single
 * object's shape is favoured. Shared tables and the zstd dictionary are built from the whole set.
 *
 * <p>The default {@code file} is the bundled sample; with another corpus name its set, e.g.
 * {@code -Dfracjson.corpus=DIR ... -p file=reddit_comments_10k}.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ManySmallObjectsBenchmark extends StandardRun {
    /** Every {@link Format} unless narrowed with {@code -p format=...}. */
    @Param
    public Format format;

    /** Every {@link Compression} unless narrowed with {@code -p compression=...}. */
    @Param
    public Compression compression;

    @Param({"comments_many"})
    public String file;

    private Codec codec;
    private JsonNode[] objects;
    private byte[][] documents;
    private int next;

    @Setup
    public void setUp() throws IOException {
        List<JsonNode> set = Corpus.fromSystemProperty().documents(file);
        codec = Codec.create(format, compression, set);
        objects = set.toArray(new JsonNode[0]);
        documents = new byte[objects.length][];
        for (int i = 0; i < objects.length; i++) {
            codec.verifyRoundTrip(objects[i], JsonNode.class);
            documents[i] = codec.encode(objects[i]);
        }
    }

    /** The index of the object to process, advancing around the set. */
    private int advance() {
        int current = next;
        next = current + 1 == objects.length ? 0 : current + 1;
        return current;
    }

    @Benchmark
    public byte[] encode() throws IOException {
        return codec.encode(objects[advance()]);
    }

    @Benchmark
    public JsonNode decode() throws IOException {
        return codec.decodeTree(documents[advance()]);
    }
}
