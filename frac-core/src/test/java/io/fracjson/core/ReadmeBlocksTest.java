package io.fracjson.core;

import io.fracjson.core.testing.ReadmeBlocks;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The README tests' matching: a missing or changed block is noticed, and each knows its section. */
class ReadmeBlocksTest {
    @Test
    void aMissingOrChangedBlockIsNoticed() {
        List<String> source = List.of("class X {", "    void m() {", "        int a = 1;", "", "        a++;",
                "    }", "}");
        assertTrue(ReadmeBlocks.containsIndented(source, List.of("int a = 1;", "", "a++;")));
        assertTrue(ReadmeBlocks.containsIndented(source, List.of("void m() {", "    int a = 1;")));
        assertFalse(ReadmeBlocks.containsIndented(source, List.of("int a = 2;")), "changed line");
        assertFalse(ReadmeBlocks.containsIndented(source, List.of("int a = 1;", "a++;")), "lost blank line");
        assertFalse(ReadmeBlocks.containsIndented(source, List.of("void m() {", "int a = 1;")), "changed indentation");
    }

    @Test
    void aBlockOfImportsIsFoundAmongOneSourcesImports() throws Exception {
        Path source = Files.createTempFile("Readme", ".java");
        try {
            Files.write(source, List.of("import a.A;", "import a.testing.T;", "import b.B;", "", "class X {", "}"));
            ReadmeBlocks.Block imports = new ReadmeBlocks.Block("", List.of("import a.A;", "import b.B;"));
            ReadmeBlocks.Block other = new ReadmeBlocks.Block("", List.of("import a.A;", "import c.C;"));
            assertTrue(ReadmeBlocks.isImports(imports));
            assertEquals(List.of(), ReadmeBlocks.missingFrom(List.of(imports), List.of(source)));
            assertEquals(List.of(other.text()), ReadmeBlocks.missingFrom(List.of(other), List.of(source)),
                    "an import the source lacks");
            assertFalse(ReadmeBlocks.isImports(new ReadmeBlocks.Block("", List.of("import a.A;", "A a;"))));
        } finally {
            Files.delete(source);
        }
    }

    @Test
    void everyPageWithJavaBlocksIsKeptByAModule() throws Exception {
        Set<String> kept = new HashSet<>();
        ReadmeBlocks.PAGES_BY_MODULE.values().forEach(kept::addAll);
        List<String> pages = new ArrayList<>(List.of("README.md"));
        try (Stream<Path> docs = Files.list(ReadmeBlocks.ROOT.resolve("docs"))) {
            docs.map(p -> "docs/" + p.getFileName()).filter(p -> p.endsWith(".md")).sorted().forEach(pages::add);
        }
        for (String page : pages) {
            if (!ReadmeBlocks.read(ReadmeBlocks.ROOT.resolve(page)).isEmpty()) {
                assertTrue(kept.contains(page), page + " has ```java blocks that no module's README test keeps:"
                        + " add it to ReadmeBlocks.PAGES_BY_MODULE");
            }
        }
        assertTrue(pages.containsAll(kept), "a kept page is gone: " + kept);
    }

    @Test
    void blocksAreReadWithTheirSection() {
        List<ReadmeBlocks.Block> blocks = ReadmeBlocks.parse(List.of("text", "```java", "    int a = 1;  ", "",
                "        a++;", "```", "## Jackson 3", "### Spring", "```xml", "<a/>", "```", "```java", "b();", "```"));
        assertEquals(List.of(new ReadmeBlocks.Block("", List.of("int a = 1;", "", "    a++;")),
                new ReadmeBlocks.Block("Jackson 3", List.of("b();"))), blocks);
    }
}
