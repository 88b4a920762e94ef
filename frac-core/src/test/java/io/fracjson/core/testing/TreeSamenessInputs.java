package io.fracjson.core.testing;

import com.github.luben.zstd.ZstdInputStream;
import io.fracjson.core.RandomDocuments;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The inputs on which a Jackson line's tree reader is compared with Jackson's own (the
 * "sameness" tests), listed once for both lines: every conformance vector, the fuzz regression
 * inputs of every module, the sample documents, seeded random documents, and the corpus of
 * {@code -Dfracjson.corpus} when it is set. Frac inputs come as bytes with the vector whose keys
 * table and dictionary read them (null for none); JSON inputs as text, which each line encodes
 * with its own mapper. Only the reading and the comparing are a line's own.
 */
public final class TreeSamenessInputs {
    /** A frac_json input, valid or not, and the vector whose settings read it (null: the defaults). */
    public record FracInput(String name, byte[] bytes, ConformanceVector vector) {
        @Override
        public String toString() {
            return name;
        }
    }

    /** A JSON input: one document, or several one after another (JSON Lines). */
    public record JsonInput(String name, byte[] json) {
        @Override
        public String toString() {
            return name;
        }
    }

    private TreeSamenessInputs() {
    }

    /** Every conformance vector's document, the re-encode vectors' included. */
    public static List<FracInput> vectors() throws IOException {
        List<FracInput> inputs = new ArrayList<>();
        List<ConformanceVector> all = new ArrayList<>(ConformanceVector.documents());
        all.addAll(ConformanceVector.reencodeDocuments());
        for (ConformanceVector v : all) {
            inputs.add(new FracInput("vector " + v.name(), v.frac(), v));
        }
        return inputs;
    }

    /**
     * Every committed fuzz input of every module ({@code src/test/resources/**}{@code /*FuzzTestInputs/**}):
     * malformed documents most of them, read with the default settings.
     */
    public static List<FracInput> fuzzInputs() throws IOException {
        Path root = projectRoot();
        List<FracInput> inputs = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root, 12)) {
            files = walk.filter(p -> Files.isRegularFile(p) && p.toString().contains("FuzzTestInputs")
                            && p.toString().contains("src" + p.getFileSystem().getSeparator() + "test"))
                    .sorted().collect(Collectors.toList());
        }
        for (Path p : files) {
            inputs.add(new FracInput("fuzz " + root.relativize(p), Files.readAllBytes(p), null));
        }
        return inputs;
    }

    /** The sample documents of {@code src-test-data/samples}. */
    public static List<JsonInput> samples() throws IOException {
        return jsonFiles(testData().resolve("samples"), "sample ");
    }

    /** The corpus of {@code -Dfracjson.corpus} ({@code NAME.json}, {@code .jsonl}, either {@code .zst}); none when it is not set. */
    public static List<JsonInput> corpus() throws IOException {
        String dir = System.getProperty("fracjson.corpus");
        if (dir == null || dir.isBlank() || !Files.isDirectory(Path.of(dir))) {
            return List.of();
        }
        return jsonFiles(Path.of(dir), "corpus ");
    }

    /** {@code count} seeded random documents of frac-core's generator (every number width, deep and wide containers). */
    public static List<Object> randomDocuments(long seed, int count) {
        RandomDocuments random = new RandomDocuments(seed, 40);
        List<Object> documents = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            documents.add(i % 25 == 24 ? random.nested(200 + i % 250) : random.document()); // within both lines' default depths
        }
        return documents;
    }

    private static List<JsonInput> jsonFiles(Path dir, String prefix) throws IOException {
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> {
                String n = p.getFileName().toString();
                return n.endsWith(".json") || n.endsWith(".jsonl") || n.endsWith(".json.zst") || n.endsWith(".jsonl.zst");
            }).sorted().collect(Collectors.toList());
        }
        List<JsonInput> inputs = new ArrayList<>();
        for (Path p : files) {
            byte[] bytes;
            if (p.toString().endsWith(".zst")) {
                try (InputStream in = new ZstdInputStream(Files.newInputStream(p))) {
                    bytes = in.readAllBytes();
                }
            } else {
                bytes = Files.readAllBytes(p);
            }
            inputs.add(new JsonInput(prefix + p.getFileName(), bytes));
        }
        return inputs;
    }

    private static Path testData() {
        String dir = System.getProperty("fracjson.testdata");
        if (dir == null) {
            throw new IllegalStateException("system property fracjson.testdata is not set");
        }
        return Path.of(dir);
    }

    /** The repository's root: the directory above {@code src-test-data}. */
    private static Path projectRoot() {
        return testData().toAbsolutePath().normalize().getParent();
    }
}
