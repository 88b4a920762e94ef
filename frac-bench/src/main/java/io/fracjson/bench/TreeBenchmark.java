package io.fracjson.bench;

import io.fracjson.report.Codec;
import io.fracjson.report.Compression;
import io.fracjson.report.Format;
import io.fracjson.report.ValueCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import org.openjdk.jmh.annotations.Param;

/** {@link AbstractTreeBenchmark} through Jackson 2, optionally with the file zstd-compressed. */
public class TreeBenchmark extends AbstractTreeBenchmark {
    /** Every {@link Format} unless narrowed with {@code -p format=...}. */
    @Param
    public Format format;

    /** Whole-file zstd is opt-in ({@code -p compression=NONE,ZSTD}); a dictionary needs a set of documents. */
    @Param({"NONE"})
    public Compression compression;

    @Override
    ValueCodec codec(JsonNode document) throws IOException {
        if (compression == Compression.ZSTD_DICT) {
            throw new IllegalArgumentException("ZSTD_DICT needs a set of documents: see ManySmallObjectsBenchmark");
        }
        return Codec.create(format, compression, List.of(document));
    }
}
