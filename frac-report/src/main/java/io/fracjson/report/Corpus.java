package io.fracjson.report;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.github.luben.zstd.ZstdInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The benchmark inputs: JSON files, each known by its NAME. A file holds one JSON value
 * ({@code NAME.json}) or many: JSON Lines ({@code NAME.jsonl}, {@code NAME.ndjson}), or a
 * {@code .json} file of values one after another, the usual shape of logs and events; any of them
 * may be stored zstd-compressed ({@code .zst} appended). By default the synthetic samples bundled
 * in {@code src-test-data/samples} (found from the working directory, which must be the repository
 * root); the system property {@value #DIRECTORY_PROPERTY} names another directory, e.g. the real
 * corpus for manual runs. The size report also takes files, directories and standard input.
 */
public final class Corpus {
    static final String DIRECTORY_PROPERTY = "fracjson.corpus";
    static final Path BUNDLED_SAMPLES = Path.of("src-test-data", "samples");
    /** The name standard input goes by, given as {@code -}. */
    static final String STANDARD_INPUT = "stdin";
    private static final List<String> EXTENSIONS = List.of(".json", ".jsonl", ".ndjson");
    private static final List<String> LINES_EXTENSIONS = List.of(".jsonl", ".ndjson");

    /**
     * A file whose name says it is a set (contains "many", or ends in a count like "_10k") is a
     * JSON array whose elements are each benchmarked as a document of their own.
     */
    private static final Pattern MANY_SMALL_OBJECTS = Pattern.compile(".*(many.*|_\\d+k)");

    /** One input: a file, or standard input, read into memory when the corpus is made. */
    private record Source(String fileName, String label, Path file, byte[] bytes) {
        static Source of(Path file) {
            return new Source(file.getFileName().toString(), file.toString(), file, null);
        }

        InputStream open() throws IOException {
            InputStream raw = bytes != null ? new ByteArrayInputStream(bytes) : Files.newInputStream(file);
            return fileName.endsWith(".zst") ? new ZstdInputStream(raw) : raw;
        }
    }

    /** What the corpus is, as the report names its data: the directory, or the inputs given. */
    private final String description;
    private final Map<String, Source> sourcesByName;

    private Corpus(String description, Map<String, Source> sourcesByName) {
        this.description = description;
        this.sourcesByName = sourcesByName;
    }

    /** The directory named by {@value #DIRECTORY_PROPERTY}, else the bundled samples. */
    public static Corpus fromSystemProperty() {
        String configured = System.getProperty(DIRECTORY_PROPERTY);
        return open(configured != null ? Path.of(configured) : bundledSamples());
    }

    private static Path bundledSamples() {
        if (!Files.isDirectory(BUNDLED_SAMPLES)) {
            throw new IllegalStateException("Bundled samples not found at " + BUNDLED_SAMPLES.toAbsolutePath()
                    + ": run from the repository root, or name a corpus directory with -D"
                    + DIRECTORY_PROPERTY + "=DIR (or give the size report a DIR)");
        }
        return BUNDLED_SAMPLES;
    }

    /** The .json, .jsonl and .ndjson files (and .zst of them) in {@code directory}; other files are left out. */
    public static Corpus open(Path directory) {
        Map<String, Source> sources = new TreeMap<>();
        addDirectory(sources, directory);
        return new Corpus(directory.toString(), sources);
    }

    /**
     * The inputs a user named: directories (their .json, .jsonl and .ndjson files, and .zst of
     * them), such files, and {@code -} for standard input, which is read here, as a file of values
     * one after another named {@value #STANDARD_INPUT}.
     */
    static Corpus of(List<String> inputs, InputStream standardInput) {
        Map<String, Source> sources = new TreeMap<>();
        for (String input : inputs) {
            if (input.equals("-")) {
                add(sources, STANDARD_INPUT, new Source(STANDARD_INPUT, "standard input", null, readAll(standardInput)));
                continue;
            }
            Path path = Path.of(input);
            if (Files.isDirectory(path)) {
                addDirectory(sources, path);
            } else if (!Files.exists(path)) {
                throw new IllegalArgumentException(path + ": no such file or directory");
            } else {
                String name = nameOf(path.getFileName().toString());
                if (name == null) {
                    throw new IllegalArgumentException(path + " is not a .json, .jsonl or .ndjson file (nor .zst of one)");
                }
                add(sources, name, Source.of(path));
            }
        }
        return new Corpus(String.join(", ", inputs), sources);
    }

    private static void addDirectory(Map<String, Source> sources, Path directory) {
        int before = sources.size();
        try (Stream<Path> listing = Files.list(directory)) {
            for (Path file : (Iterable<Path>) listing.sorted()::iterator) {
                String name = nameOf(file.getFileName().toString());
                if (name != null) {
                    add(sources, name, Source.of(file));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list the directory " + directory.toAbsolutePath(), e);
        }
        if (sources.size() == before) {
            throw new IllegalStateException("No .json, .jsonl or .ndjson files (nor .zst of them) in "
                    + directory.toAbsolutePath());
        }
    }

    private static void add(Map<String, Source> sources, String name, Source source) {
        Source earlier = sources.putIfAbsent(name, source);
        if (earlier != null) {
            throw new IllegalStateException("Two inputs named " + name + ": " + earlier.label() + " and " + source.label());
        }
    }

    private static byte[] readAll(InputStream in) {
        try {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read standard input: " + e.getMessage(), e);
        }
    }

    /** NAME for NAME.json, NAME.jsonl and NAME.ndjson, each also with .zst; null for any other file. */
    private static String nameOf(String fileName) {
        String withoutZst = withoutZst(fileName);
        for (String extension : EXTENSIONS) {
            if (withoutZst.endsWith(extension)) {
                return withoutZst.substring(0, withoutZst.length() - extension.length());
            }
        }
        return null;
    }

    private static String withoutZst(String fileName) {
        return fileName.endsWith(".zst") ? fileName.substring(0, fileName.length() - ".zst".length()) : fileName;
    }

    static boolean isManySmallObjects(String name) {
        return MANY_SMALL_OBJECTS.matcher(name).matches();
    }

    /** The directory, or the inputs given, as the report names its data. */
    String description() {
        return description;
    }

    /** Every input's name, sorted. */
    List<String> names() {
        return List.copyOf(sourcesByName.keySet());
    }

    /** Where the input of this name was read from: its path, or standard input. */
    String label(String name) {
        return source(name).label();
    }

    /** The labels of these inputs, joined for a sentence. */
    String labels(List<String> names) {
        return names.stream().map(this::label).collect(Collectors.joining(", "));
    }

    /**
     * Whether the input is a set of small documents by its shape: JSON Lines, or more than one
     * value. An input of one value is a set only if asked to be (by name, or {@code --many}).
     */
    boolean isSet(String name, List<JsonNode> values) {
        String fileName = withoutZst(source(name).fileName());
        return values.size() != 1 || LINES_EXTENSIONS.stream().anyMatch(fileName::endsWith);
    }

    /**
     * Every JSON value in the input, in order: one, or one per line, or any number one after another.
     *
     * @throws IllegalArgumentException naming the input, and the line and column, when it is not
     *         JSON or breaks a read limit; also when it holds no value at all
     * @throws UncheckedIOException naming the input, when it cannot be read or decompressed
     */
    List<JsonNode> values(String name) {
        Source source = source(name);
        List<JsonNode> values = new ArrayList<>();
        try (InputStream in = source.open(); JsonParser parser = JsonText.MAPPER.createParser(in)) {
            try {
                while (parser.nextToken() != null) {
                    values.add(JsonText.MAPPER.readTree(parser));
                }
            } catch (JsonProcessingException e) {
                // A broken read constraint (nesting depth, number length...) carries no location of its own.
                JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                throw new IllegalArgumentException(source.label() + ":" + at.getLineNr() + ":" + at.getColumnNr()
                        + ": not JSON: " + e.getOriginalMessage());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + source.label() + ": " + e.getMessage(), e);
        }
        if (values.isEmpty()) {
            throw new IllegalArgumentException(source.label() + " holds no JSON value");
        }
        return values;
    }

    /** The input's one JSON value. */
    public JsonNode tree(String name) {
        List<JsonNode> values = values(name);
        if (values.size() != 1) {
            throw new IllegalArgumentException(label(name) + " holds " + values.size() + " JSON values, not one document");
        }
        return values.get(0);
    }

    /**
     * The input as a set of documents: each value of a JSON Lines file or of values one after
     * another, or each element of a file holding one JSON array.
     */
    public List<JsonNode> documents(String name) {
        List<JsonNode> values = values(name);
        return isSet(name, values) ? values : elements(name, values.get(0));
    }

    /** The elements of an input's one array, each a document. */
    List<JsonNode> elements(String name, JsonNode array) {
        if (!array.isArray()) {
            throw new IllegalArgumentException(label(name) + " is one " + array.getNodeType()
                    + ", not an array of documents or JSON Lines");
        }
        List<JsonNode> documents = new ArrayList<>(array.size());
        array.forEach(documents::add);
        return documents;
    }

    private Source source(String name) {
        Source source = sourcesByName.get(name);
        if (source == null) {
            throw new IllegalArgumentException("No input named " + name + " in " + description + "; there are "
                    + sourcesByName.keySet());
        }
        return source;
    }
}
