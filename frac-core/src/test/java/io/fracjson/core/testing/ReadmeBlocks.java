package io.fracjson.core.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The {@code ```java} blocks of the project's documentation (the README and the pages of docs/),
 * with the section ({@code ## } heading) each stands in: each module's README test keeps its
 * pages' blocks verbatim in code the compiler checks and the test runs.
 */
public final class ReadmeBlocks {
    /** The project root, from a module's directory, where its tests run. */
    public static final Path ROOT = Path.of("..");

    /**
     * The pages, relative to the project root, whose blocks each module's README test keeps:
     * every page with a {@code ```java} block is one module's ({@code ReadmeBlocksTest} checks it).
     */
    public static final Map<String, List<String>> PAGES_BY_MODULE = Map.of(
            "frac-jackson", List.of("README.md", "docs/jackson.md", "docs/numbers.md", "docs/behaviour.md"),
            "frac-jackson3", List.of("docs/jackson3.md"),
            "frac-spring", List.of("docs/spring.md", "docs/redis.md"),
            "frac-kafka", List.of("docs/kafka.md"));

    /** A block's lines, trailing spaces and common indentation removed, and its section's heading. */
    public record Block(String section, List<String> lines) {
        public String text() {
            return String.join("\n", lines);
        }
    }

    private ReadmeBlocks() {
    }

    /**
     * Fails, naming each block of the module's pages that none of {@code sources} holds verbatim
     * (or none at all is found): editing a block or the code that keeps it alone fails the build.
     */
    public static void assertKeptIn(String module, List<Path> sources) throws IOException {
        List<String> pages = PAGES_BY_MODULE.get(module);
        List<Block> blocks = new ArrayList<>();
        for (String page : pages) {
            blocks.addAll(read(ROOT.resolve(page)));
        }
        if (blocks.isEmpty()) {
            throw new AssertionError("no ```java blocks in " + pages + " under " + ROOT.toAbsolutePath());
        }
        List<String> missing = missingFrom(blocks, sources);
        if (!missing.isEmpty()) {
            throw new AssertionError(missing.size() + " java block(s) of " + pages + " not found verbatim in "
                    + sources + "; copy each into a test that runs it:\n\n" + String.join("\n\n-----\n\n", missing));
        }
    }

    public static List<Block> read(Path readme) throws IOException {
        return parse(Files.readAllLines(readme, StandardCharsets.UTF_8));
    }

    public static List<Block> parse(List<String> markdown) {
        List<Block> blocks = new ArrayList<>();
        String section = "";
        List<String> block = null;
        for (String line : markdown) {
            if (block == null) {
                if (line.startsWith("## ")) {
                    section = line.substring(3).strip();
                } else if (line.strip().equals("```java")) {
                    block = new ArrayList<>();
                }
            } else if (line.strip().equals("```")) {
                blocks.add(new Block(section,
                        String.join("\n", block).stripIndent().replaceAll("^\\n+|\\n+$", "").lines().toList()));
                block = null;
            } else {
                block.add(line);
            }
        }
        return blocks;
    }

    /**
     * The texts of the blocks found in none of the sources: verbatim, as consecutive lines indented
     * alike; or, for a block of imports, each import among one source's (which keeps its own order
     * and its test-only imports between them).
     */
    public static List<String> missingFrom(List<Block> blocks, List<Path> sources) throws IOException {
        List<List<String>> sourceLines = new ArrayList<>();
        for (Path source : sources) {
            sourceLines.add(Files.readAllLines(source, StandardCharsets.UTF_8));
        }
        List<String> missing = new ArrayList<>();
        for (Block b : blocks) {
            boolean found = isImports(b)
                    ? sourceLines.stream().anyMatch(source -> source.containsAll(b.lines()))
                    : sourceLines.stream().anyMatch(source -> containsIndented(source, b.lines()));
            if (!found) {
                missing.add(b.text());
            }
        }
        return missing;
    }

    /** Whether the block is nothing but import lines. */
    public static boolean isImports(Block b) {
        return b.lines().stream().allMatch(line -> line.startsWith("import ") && line.endsWith(";"));
    }

    /** Whether {@code block} appears in {@code source} as consecutive lines, all indented alike. */
    public static boolean containsIndented(List<String> source, List<String> block) {
        for (int start = 0; start + block.size() <= source.size(); start++) {
            String first = source.get(start).stripTrailing();
            if (!first.endsWith(block.get(0)) || !first.substring(0, first.length() - block.get(0).length()).isBlank()) {
                continue;
            }
            String indent = first.substring(0, first.length() - block.get(0).length());
            boolean all = true;
            for (int i = 1; i < block.size() && all; i++) {
                String line = source.get(start + i).stripTrailing();
                all = block.get(i).isEmpty() ? line.isEmpty() : line.equals(indent + block.get(i));
            }
            if (all) {
                return true;
            }
        }
        return false;
    }
}
