package io.fracjson.bench;

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
 * The benchmark inputs: a directory of {@code NAME.json} and {@code NAME.json.zst} files, each
 * known by its NAME. By default the synthetic samples bundled in {@code src-test-data/samples}
 * (found from the working directory, which must be the repository root); the system property
 * {@value #DIRECTORY_PROPERTY} names another directory, e.g. the real corpus for manual runs.
 */
final class Corpus {
    static final String DIRECTORY_PROPERTY = "fracjson.corpus";
    static final Path BUNDLED_SAMPLES = Path.of("src-test-data", "samples");

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
    static Corpus fromSystemProperty() {
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

    static Corpus open(Path directory) {
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
            throw new IllegalStateException("No .json or .json.zst files in " + directory.toAbsolutePath());
        }
        return new Corpus(directory, filesByName);
    }

    /** NAME for NAME.json and NAME.json.zst, null for any other file. */
    private static String nameOf(Path file) {
        String fileName = file.getFileName().toString();
        for (String extension : List.of(".json", ".json.zst")) {
            if (fileName.endsWith(extension)) {
                return fileName.substring(0, fileName.length() - extension.length());
            }
        }
        return null;
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

    /** The file's JSON text, decompressed if it is stored as .zst. */
    byte[] json(String name) {
        Path file = filesByName.get(name);
        if (file == null) {
            throw new IllegalArgumentException("No file named " + name + " in " + directory.toAbsolutePath()
                    + "; there are " + filesByName.keySet());
        }
        try (InputStream in = openDecompressed(file)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read " + file.toAbsolutePath(), e);
        }
    }

    private static InputStream openDecompressed(Path file) throws IOException {
        InputStream raw = Files.newInputStream(file);
        return file.getFileName().toString().endsWith(".zst") ? new ZstdInputStream(raw) : raw;
    }

    JsonNode tree(String name) {
        return JsonText.parse(json(name));
    }

    /** The elements of a many-small-objects file, each one document. */
    List<JsonNode> smallObjects(String name) {
        JsonNode array = tree(name);
        if (!array.isArray()) {
            throw new IllegalArgumentException(name + " is not a JSON array of documents");
        }
        List<JsonNode> documents = new ArrayList<>(array.size());
        for (JsonNode element : array) {
            if (!element.isObject()) {
                throw new IllegalArgumentException(name + " has an element that is not an object: " + element.getNodeType());
            }
            documents.add(element);
        }
        return documents;
    }
}
