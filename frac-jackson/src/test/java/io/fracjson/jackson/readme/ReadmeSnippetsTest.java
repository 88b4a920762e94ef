package io.fracjson.jackson.readme;

import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.Compression;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import io.fracjson.core.FracWriter;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.core.testing.ReadmeBlocks;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.KeysTables;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every {@code ```java} block of the project README (but the Jackson 3 and Kafka sections', which
 * frac-jackson3's twin of this test and frac-kafka's keep) appears verbatim in this file, where the
 * compiler checks it and {@link #theReadmeRunsTopToBottom()} runs it on generated data, with
 * assertions between the blocks. Editing either side alone fails the build.
 */
class ReadmeSnippetsTest {
    private static final Path README = Path.of("../README.md");
    private static final Path THIS_SOURCE = Path.of("src/test/java/io/fracjson/jackson/readme/ReadmeSnippetsTest.java");
    /** The README sections whose blocks other modules' README tests keep (frac-jackson3's, frac-kafka's). */
    private static final Set<String> KEPT_ELSEWHERE = Set.of("Jackson 3", "Kafka");

    /** The README's example type. */
    record Event(long id, String type, String user, List<String> tags, double score) {
    }

    @Test
    void everyJavaBlockOfTheReadmeIsInThisTest() throws IOException {
        List<ReadmeBlocks.Block> blocks = ReadmeBlocks.read(README).stream()
                .filter(b -> !KEPT_ELSEWHERE.contains(b.section())).toList();
        assertFalse(blocks.isEmpty(), "no ```java blocks in " + README.toAbsolutePath());
        List<String> missing = ReadmeBlocks.missingFrom(blocks, List.of(THIS_SOURCE));
        if (!missing.isEmpty()) {
            fail(missing.size() + " README java block(s) not found verbatim in " + THIS_SOURCE
                    + "; copy each into a test here that runs it:\n\n" + String.join("\n\n-----\n\n", missing));
        }
    }

    @Test
    void theReadmeRunsTopToBottom() throws Exception {
        Random random = new Random(7);
        Event event = event(random, 0);
        List<Event> samples = new ArrayList<>();
        for (int i = 1; i <= 2000; i++) {
            samples.add(event(random, i));
        }

        // Quick start
        // Jackson: swap the factory, nothing else changes.
        ObjectMapper mapper = new ObjectMapper(new FracJsonFactory());
        byte[] bytes = mapper.writeValueAsBytes(event);
        Event back = mapper.readValue(bytes, Event.class);

        assertEquals(event, back);

        // The keys table: the keys the samples use, the most used first.
        KeysTableBuilder keys = new KeysTableBuilder();
        for (Event sample : samples) {
            KeysTables.addValue(keys, mapper.valueToTree(sample).traverse()); // or any JsonParser
        }
        KeysTable table = keys.build();

        // The dictionary: trained on the samples encoded with that table, uncompressed.
        ObjectMapper withTable = new ObjectMapper(FracJsonFactory.builder().keysTable(table).build());
        List<byte[]> encoded = new ArrayList<>();
        for (Event sample : samples) {
            encoded.add(withTable.writeValueAsBytes(sample));
        }
        ZstdDictionary dictionary = ZstdDictionary.trainOnDocuments(encoded, 10_240);

        // Writers and readers then share one mapper (or the same settings):
        FracJsonMapper tuned = FracJsonMapper.builder(FracJsonFactory.builder()
                .keysTable(table)
                .compressionLevel(3)
                .zstdDictionary(dictionary)
                .build()).build();
        byte[] small = tuned.writeValueAsBytes(event);
        Event same = tuned.readValue(small, Event.class);

        // Or per call, with a schema:
        byte[] withSchema = mapper.writer(FracSchema.of(table)).writeValueAsBytes(event);
        Event again = mapper.readerFor(Event.class).with(FracSchema.of(table)).readValue(withSchema);

        assertEquals(List.of("id", "type", "user", "tags", "score"), table.keys());
        assertTrue(dictionary.size() > 0 && dictionary.size() <= 10_240, dictionary.toString());
        assertEquals(event, same);
        assertEquals(event, again);
        assertTrue(small.length < withSchema.length && withSchema.length < bytes.length,
                "dictionary " + small.length + " < table " + withSchema.length + " < plain " + bytes.length);
        assertEquals(withTable.writeValueAsBytes(event).length, withSchema.length);

        // The core alone, without Jackson
        byte[] document;
        try (FracWriter w = new FracWriter(table)) {
            w.writeStartObject();             // counts may be given up front or left to the writer
            w.writeKey("id");
            w.writeLong(42);
            w.writeEndObject();
            document = w.toDocument(Compression.zstd(3, dictionary));
        }
        long id = 0;
        ReadOptions options = ReadOptions.builder().keysTable(table).dictionary(dictionary).build();
        try (FracReader r = FracReader.of(document, options)) {
            for (FracToken t = r.next(); t != null; t = r.next()) {
                if (t == FracToken.KEY && r.key().equals("id")) {
                    r.next();
                    id = r.longValue();
                }
            }
        }

        assertEquals(42, id);
        assertEquals(0x30, document[2], "zstd with a dictionary");

        // Which keys table?
        record Stored(String keysTable, byte[] document) { } // stands for your storage: a column, a header

        Stored stored = new Stored(table.fingerprint(), tuned.writeValueAsBytes(event));

        if (!stored.keysTable().equals(table.fingerprint())) {
            throw new IllegalStateException("written with keys table " + stored.keysTable() + ", not " + table);
        }
        Event checked = tuned.readValue(stored.document(), Event.class);

        assertEquals(event, checked);
        assertEquals("KeysTable[5 keys, fingerprint 862b86b2ff398844]", table.toString(), "as the README shows");
        assertEquals(KeysTable.fromBytes(table.toBytes()).fingerprint(), stored.keysTable());
        assertNotEquals(KeysTable.of(List.of("type", "id", "user", "tags", "score")).fingerprint(),
                stored.keysTable(), "same size, other order");
    }

    /** What the README says a wrong table of the same size does: no error, other keys. */
    @Test
    void aWrongTableOfTheSameSizeSilentlyScramblesKeys() throws IOException {
        KeysTable written = KeysTable.of(List.of("id", "type", "user", "tags", "score"));
        KeysTable wrong = KeysTable.of(List.of("type", "id", "user", "tags", "score"));
        Event event = new Event(7, "click", "ann", List.of("a"), 0.5);
        byte[] document = new ObjectMapper(FracJsonFactory.builder().keysTable(written).build())
                .writeValueAsBytes(event);

        JsonNode read = new ObjectMapper(FracJsonFactory.builder().keysTable(wrong).build()).readTree(document);

        assertEquals("click", read.get("id").asText());
        assertEquals(7, read.get("type").asInt());
    }

    /** ... and one that lacks an index the document uses: an error naming it. */
    @Test
    void aWrongTableWithoutTheIndexFailsNamingIt() throws IOException {
        KeysTable written = KeysTable.of(List.of("id", "type", "user", "tags", "score"));
        KeysTable smaller = KeysTable.of(List.of("id", "type"));
        byte[] document = new ObjectMapper(FracJsonFactory.builder().keysTable(written).build())
                .writeValueAsBytes(new Event(7, "click", "ann", List.of("a"), 0.5));

        ObjectMapper reader = new ObjectMapper(FracJsonFactory.builder().keysTable(smaller).build());
        StreamReadException e = assertThrows(StreamReadException.class, () -> reader.readTree(document));

        assertTrue(e.getMessage().contains("global key index 2 but the keys table has only 2 keys"), e.getMessage());
    }

    private static Event event(Random random, int id) {
        String[] types = {"click", "view", "purchase", "signup"};
        List<String> tags = new ArrayList<>();
        for (int i = random.nextInt(4); i > 0; i--) {
            tags.add("tag" + random.nextInt(20));
        }
        return new Event(id, types[random.nextInt(types.length)], "user" + random.nextInt(500), tags,
                random.nextInt(1000) / 8.0);
    }
}
