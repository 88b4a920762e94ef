package io.fracjson.core;

import io.fracjson.core.testing.ReadmeBlocks;
import org.junit.jupiter.api.Test;

import java.util.List;

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
    void blocksAreReadWithTheirSection() {
        List<ReadmeBlocks.Block> blocks = ReadmeBlocks.parse(List.of("text", "```java", "    int a = 1;  ", "",
                "        a++;", "```", "## Jackson 3", "### Spring", "```xml", "<a/>", "```", "```java", "b();", "```"));
        assertEquals(List.of(new ReadmeBlocks.Block("", List.of("int a = 1;", "", "    a++;")),
                new ReadmeBlocks.Block("Jackson 3", List.of("b();"))), blocks);
    }
}
