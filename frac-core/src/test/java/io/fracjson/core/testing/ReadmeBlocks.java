package io.fracjson.core.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code ```java} blocks of the project README, with the section ({@code ## } heading)
 * each stands in: each adapter's README test keeps its sections' blocks verbatim in code the
 * compiler checks and the test runs.
 */
public final class ReadmeBlocks {
    /** A block's lines, trailing spaces and common indentation removed, and its section's heading. */
    public record Block(String section, List<String> lines) {
        public String text() {
            return String.join("\n", lines);
        }
    }

    private ReadmeBlocks() {
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
