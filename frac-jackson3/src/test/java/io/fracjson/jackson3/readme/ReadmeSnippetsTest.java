package io.fracjson.jackson3.readme;

import io.fracjson.core.DocumentHeader;
import io.fracjson.core.KeysAndDictionary;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.core.testing.ReadmeBlocks;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.KeysTables;
import org.junit.jupiter.api.Test;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every {@code ```java} block of the Jackson 3 page (docs/jackson3.md) appears verbatim in this file,
 * where the compiler checks it and a test runs it; a block of imports, among this file's
 * imports. Editing either side alone fails the build.
 */
class ReadmeSnippetsTest {
    private static final List<Path> SOURCES = List.of(
            Path.of("src/test/java/io/fracjson/jackson3/readme/ReadmeSnippetsTest.java"));

    /** The README's example type. */
    record Event(long id, String type, String user, List<String> tags, double score) {
    }

    @Test
    void everyJavaBlockOfItsPageIsInCompiledCode() throws IOException {
        ReadmeBlocks.assertKeptIn("frac-jackson3", SOURCES);
    }

    @Test
    void theJackson3SectionRuns() {
        Event event = new Event(7, "click", "ann", List.of("a", "b"), 0.5);
        List<Event> samples = new ArrayList<>();
        for (int i = 0; i < 2000; i++) {
            samples.add(new Event(i, i % 2 == 0 ? "click" : "view", "user" + i % 50, List.of("tag" + i % 7), i / 8.0));
        }

        // The keys table and a 10 KiB dictionary, from the application's mapper and samples of its objects.
        ObjectMapper appMapper = FracJsonMapper.builder().build(); // the application's, with its modules and settings
        KeysAndDictionary built = KeysTables.build(appMapper, samples);
        KeysTable table = built.keysTable();
        ZstdDictionary dictionary = built.dictionary();

        // By hand, from any parser: a tree's needs a read context in Jackson 3.
        KeysTableBuilder keys = new KeysTableBuilder();
        for (Event sample : samples) {
            KeysTables.addValue(keys, appMapper.valueToTree(sample).traverse(ObjectReadContext.empty()));
        }

        assertEquals(table, keys.build());
        assertEquals(Set.of("id", "type", "user", "tags", "score"), Set.copyOf(table.keys()));
        assertTrue(dictionary.size() > 0 && dictionary.size() <= 10_240, dictionary.toString());

        // Jackson 3: swap the factory, or use the mapper and its builder.
        ObjectMapper mapper = new ObjectMapper(new FracJsonFactory());
        FracJsonMapper tuned = FracJsonMapper.builder(FracJsonFactory.builder()
                        .keysTable(table)
                        .compressionLevel(3)
                        .zstdDictionary(dictionary)
                        .build())
                .build();
        byte[] small = tuned.writeValueAsBytes(event);
        Event same = tuned.readValue(small, Event.class);

        // Jackson 3 has no format detector: ask the factory.
        boolean isFracJson = FracJsonFactory.hasFormat(small, 0, small.length) == DocumentHeader.Match.YES;

        assertEquals(event, same);
        assertEquals(event, mapper.readValue(mapper.writeValueAsBytes(event), Event.class));
        assertTrue(isFracJson);
        assertEquals(0x30, small[2], "zstd with a dictionary");
        assertTrue(small.length < mapper.writeValueAsBytes(event).length);
        BigDecimal money = new BigDecimal("10.50");
        assertEquals(money, tuned.readValue(tuned.writeValueAsBytes(money), BigDecimal.class),
                "the default precision policy keeps money exact, scale included");
        assertArrayEquals(mapper.writeValueAsBytes(event), new FracJsonMapper().writeValueAsBytes(event),
                "the factory swap and the mapper write the same bytes");
    }
}
