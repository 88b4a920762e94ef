package io.fracjson.core.testing;

import com.github.luben.zstd.ZstdInputStream;
import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * JSON files for tests that read real documents: the committed samples ({@code samples} under the
 * {@code fracjson.testdata} directory), and the corpus named by {@code -Dfracjson.corpus=DIR}
 * (its {@code .json} and {@code .json.zst} files), which a test skips without.
 */
public final class JsonFiles {
    private JsonFiles() {
    }

    /** The samples' JSON text by file name. */
    public static Map<String, byte[]> samples() {
        return read(ConformanceVector.vectorsDirectory().resolve("../../samples").normalize());
    }

    /** The corpus's JSON text by file name; skips the test when no corpus is named. */
    public static Map<String, byte[]> corpus() {
        String dir = System.getProperty("fracjson.corpus");
        Assumptions.assumeTrue(dir != null && Files.isDirectory(Path.of(dir)),
                "no corpus: run with -Dfracjson.corpus=DIR");
        return read(Path.of(dir));
    }

    private static Map<String, byte[]> read(Path dir) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        try (Stream<Path> list = Files.list(dir)) {
            for (Path p : list.sorted().toList()) {
                String name = p.getFileName().toString();
                if (name.endsWith(".json")) {
                    files.put(name, Files.readAllBytes(p));
                } else if (name.endsWith(".json.zst")) {
                    try (InputStream in = new ZstdInputStream(Files.newInputStream(p))) {
                        files.put(name, in.readAllBytes());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return files;
    }
}
