package io.fracjson.bench;

import io.fracjson.report.Corpus;
import io.fracjson.report.JsonText;
import io.fracjson.report.ValueCodec;
import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.annotations.Param;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

/**
 * The Jackson 3 benchmarks' rows, checked at build time rather than when a long JMH run reaches
 * them: each round-trips the benchmarks' inputs, and frac json writes the same documents through
 * either Jackson, so that the same-run comparison of the two adapters times the same work.
 */
class Format3Test {
    /** The files Tree3Benchmark reads by default, by name, read once for every test. */
    private static final Map<String, JsonNode> TREE_INPUTS = treeInputs();

    private static Map<String, JsonNode> treeInputs() {
        Corpus samples = Corpus.open(Path.of(System.getProperty("fracjson.testdata"), "samples"));
        Map<String, JsonNode> trees = new LinkedHashMap<>();
        try {
            for (String file : AbstractTreeBenchmark.class.getField("file").getAnnotation(Param.class).value()) {
                trees.put(file, samples.tree(file));
            }
        } catch (NoSuchFieldException e) {
            throw new AssertionError("AbstractTreeBenchmark has no file parameter any more", e);
        }
        return trees;
    }

    @ParameterizedTest
    @EnumSource(Format3.class)
    void everyRowRoundTripsTheBenchmarksInputs(Format3 format) throws Exception {
        MediaContent content = MediaContent.sample();
        format.codec(List.of(JsonText.MAPPER.valueToTree(content))).verifyRoundTrip(content, MediaContent.class);
        for (JsonNode document : TREE_INPUTS.values()) {
            ValueCodec codec = format.codec(List.of(document));
            codec.verifyRoundTrip(codec.tree(document), codec.treeType());
        }
    }

    @ParameterizedTest
    @EnumSource(value = Format3.class, names = {"FRAC", "FRAC_GLOBAL_TABLE"})
    void fracJsonWritesTheSameDocumentsThroughEitherJackson(Format3 format) throws Exception {
        Format3 baseline = Format3.valueOf(format + "_JACKSON2");
        MediaContent content = MediaContent.sample();
        List<JsonNode> contentTree = List.of(JsonText.MAPPER.valueToTree(content));
        assertArrayEquals(baseline.codec(contentTree).encode(content), format.codec(contentTree).encode(content),
                "MediaContent");
        for (Map.Entry<String, JsonNode> input : TREE_INPUTS.entrySet()) {
            JsonNode document = input.getValue();
            ValueCodec jackson2 = baseline.codec(List.of(document));
            ValueCodec jackson3 = format.codec(List.of(document));
            assertArrayEquals(jackson2.encode(jackson2.tree(document)), jackson3.encode(jackson3.tree(document)),
                    input.getKey());
        }
    }
}
