package io.fracjson.report;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.github.luben.zstd.ZstdInputStream;
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
import java.util.stream.Stream;

/**
 * The benchmark inputs: a directory of JSON files, each known by its NAME. A file holds one
 * JSON value ({@code NAME.json}) or many: JSON Lines ({@code NAME.jsonl}, {@code NAME.ndjson}),
 * or a {@code .json} file of values one after another, the usual shape of logs and events;
 * any of them may be stored zstd-compressed ({@code .zst} appended). By default the synthetic
 * samples bundled in {@code src-test-data/samples} (found from the working directory, which
 * must be the repository root); the system property {@value #DIRECTORY_PROPERTY} names
 * another directory, e.g. the real corpus for manual runs.
 */
public final class Corpus {
    static final String DIRECTORY_PROPERTY = "fracjson.corpus";
    static final Path BUNDLED_SAMPLES = Path.of("src-test-data", "samples");
    private static final List<String> EXTENSIONS = List.of(".json", ".jsonl", ".ndjson");
    private static final List<String> LINES_EXTENSIONS = List.of(".jsonl", ".ndjson");

    /**
     * A file whose name says it is a set (contains "many", or ends in a count like "_10k") is a
     * JSON array whose elements are each benchmarked as a document of their own.
     */
    private static final Pattern MANY_SMALL_OBJECTS = Pattern.compile(".*(many.*|_\\d+k)");

    private final Path directory;
    private final Map<String, Path> filesByName;

    private Corpus(Path directory, Map<String, Path> filesByName) {
        this.directory = directory;
        this.filesByName = filesByName;
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
                    + DIRECTORY_PROPERTY + "=DIR (or --corpus DIR for SizeReport)");
        }
        return BUNDLED_SAMPLES;
    }

    public static Corpus open(Path directory) {
        Map<String, Path> filesByName = new TreeMap<>();
        try (Stream<Path> listing = Files.list(directory)) {
            for (Path file : (Iterable<Path>) listing::iterator) {
                String name = nameOf(file);
                if (name != null && filesByName.put(name, file) != null) {
                    throw new IllegalStateException("Two files named " + name + " in " + directory);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot list corpus directory " + directory.toAbsolutePath(), e);
        }
        if (filesByName.isEmpty()) {
            throw new IllegalStateException("No .json, .jsonl or .ndjson files (nor .zst of them) in "
                    + directory.toAbsolutePath());
        }
        return new Corpus(directory, filesByName);
    }

    /** NAME for NAME.json, NAME.jsonl and NAME.ndjson, each also with .zst; null for any other file. */
    private static String nameOf(Path file) {
        String fileName = withoutZst(file);
        for (String extension : EXTENSIONS) {
            if (fileName.endsWith(extension)) {
                return fileName.substring(0, fileName.length() - extension.length());
            }
        }
        return null;
    }

    private static String withoutZst(Path file) {
        String fileName = file.getFileName().toString();
        return fileName.endsWith(".zst") ? fileName.substring(0, fileName.length() - ".zst".length()) : fileName;
    }

    static boolean isManySmallObjects(String name) {
        return MANY_SMALL_OBJECTS.matcher(name).matches();
    }

    Path directory() {
        return directory;
    }

    /** Every file's name, sorted. */
    List<String> names() {
        return List.copyOf(filesByName.keySet());
    }

    /**
     * Whether the file is a set of small documents by its shape: JSON Lines, or more than one
     * value. A file of one value is a set only if asked to be (by name, or {@code --many}).
     */
    boolean isSet(String name, List<JsonNode> values) {
        String fileName = withoutZst(file(name));
        return values.size() != 1 || LINES_EXTENSIONS.stream().anyMatch(fileName::endsWith);
    }

    /**
     * Every JSON value in the file, in order: one, or one per line, or any number one after another.
     *
     * @throws IllegalArgumentException naming the file, and the line and column, when it is not
     *         JSON or breaks a read limit; also when it holds no value at all
     * @throws UncheckedIOException naming the file, when it cannot be read or decompressed
     */
    List<JsonNode> values(String name) {
        Path file = file(name);
        List<JsonNode> values = new ArrayList<>();
        try (InputStream in = openDecompressed(file); JsonParser parser = JsonText.MAPPER.createParser(in)) {
            try {
                while (parser.nextToken() != null) {
                    values.add(JsonText.MAPPER.readTree(parser));
                }
            } catch (JsonProcessingException e) {
                // A broken read constraint (nesting depth, number length...) carries no location of its own.
                JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
                throw new IllegalArgumentException(file + ":" + at.getLineNr() + ":" + at.getColumnNr()
                        + ": not JSON: " + e.getOriginalMessage());
            }
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file.toAbsolutePath() + ": " + e.getMessage(), e);
        }
        if (values.isEmpty()) {
            throw new IllegalArgumentException(file + " holds no JSON value");
        }
        return values;
    }

    /** The file's one JSON value. */
    public JsonNode tree(String name) {
        List<JsonNode> values = values(name);
        if (values.size() != 1) {
            throw new IllegalArgumentException(file(name) + " holds " + values.size() + " JSON values, not one document");
        }
        return values.get(0);
    }

    /**
     * The file as a set of documents: each value of a JSON Lines file or of values one after
     * another, or each element of a file holding one JSON array.
     */
    public List<JsonNode> documents(String name) {
        List<JsonNode> values = values(name);
        return isSet(name, values) ? values : elements(name, values.get(0));
    }

    /** The elements of a file's one array, each a document. */
    List<JsonNode> elements(String name, JsonNode array) {
        if (!array.isArray()) {
            throw new IllegalArgumentException(file(name) + " is one " + array.getNodeType()
                    + ", not an array of documents or JSON Lines");
        }
        List<JsonNode> documents = new ArrayList<>(array.size());
        array.forEach(documents::add);
        return documents;
    }

    private Path file(String name) {
        Path file = filesByName.get(name);
        if (file == null) {
            throw new IllegalArgumentException("No file named " + name + " in " + directory.toAbsolutePath()
                    + "; there are " + filesByName.keySet());
        }
        return file;
    }

    private static InputStream openDecompressed(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        return file.getFileName().toString().endsWith(".zst") ? new ZstdInputStream(raw) : raw;
    }
}
