package io.fracjson.jackson.readme;

import com.fasterxml.jackson.core.JsonGenerationException;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidDefinitionException;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.databind.SequenceWriter;
import io.fracjson.core.Compression;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import io.fracjson.core.FracWriter;
import io.fracjson.core.KeysAndDictionary;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.core.testing.ReadmeBlocks;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonGenerator;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracJsonParser;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.KeysTables;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every {@code ```java} block of the README and of the Jackson 2, numbers and behaviour pages of
 * docs/ (ReadmeBlocks.PAGES_BY_MODULE; the other pages' twins of this test keep theirs) appears verbatim in
 * this file, where the compiler checks it and {@link #theReadmeRunsTopToBottom()} runs it on generated
 * data, with assertions between the blocks; a block of imports, among this file's imports. Editing
 * either side alone fails the build.
 */
class ReadmeSnippetsTest {
    private static final Path THIS_SOURCE = Path.of("src/test/java/io/fracjson/jackson/readme/ReadmeSnippetsTest.java");

    /** The README's example type. */
    record Event(long id, String type, String user, List<String> tags, double score) {
    }

    @Test
    void everyJavaBlockOfItsPagesIsInThisTest() throws IOException {
        ReadmeBlocks.assertKeptIn("frac-jackson", List.of(THIS_SOURCE));
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

        // java.time in Jackson 2: register JavaTimeModule, as for JSON.
        ObjectMapper withTime = new ObjectMapper(new FracJsonFactory()).registerModule(new JavaTimeModule());
        byte[] stamped = withTime.writeValueAsBytes(Map.of("at", Instant.parse("2023-11-14T22:13:56.123456789Z")));

        assertEquals(Instant.parse("2023-11-14T22:13:56.123456789Z"),
                withTime.readValue(stamped, Stamped.class).at(), "to the nanosecond");
        assertThrows(InvalidDefinitionException.class, () -> mapper.writeValueAsBytes(new Stamped(Instant.EPOCH)),
                "without the module, as the README says");

        // One call: the keys table and a 10 KiB dictionary from the application's own mapper and samples.
        KeysAndDictionary built = KeysTables.build(mapper, samples);
        KeysTable table = built.keysTable();
        ZstdDictionary dictionary = built.dictionary();

        // The keys table: the keys the samples use, the most used first.
        KeysTableBuilder keys = new KeysTableBuilder();
        for (Event sample : samples) {
            KeysTables.addValue(keys, mapper.valueToTree(sample).traverse()); // or any JsonParser
        }
        KeysTable byHand = keys.build();

        // The dictionary: trained on the samples encoded with that table, uncompressed.
        ObjectMapper withTable = new ObjectMapper(FracJsonFactory.builder().keysTable(byHand).build());
        List<byte[]> encoded = new ArrayList<>();
        for (Event sample : samples) {
            encoded.add(withTable.writeValueAsBytes(sample));
        }
        ZstdDictionary trained = ZstdDictionary.trainOnDocuments(encoded, 10_240);

        assertEquals(new KeysAndDictionary(byHand, trained), built, "the one call is those steps");

        // Writers and readers then share one mapper (or the same settings):
        FracJsonMapper tuned = FracJsonMapper.builder(FracJsonFactory.builder()
                .keysTable(table)
                .compressionLevel(3)
                .zstdDictionary(dictionary)
                .build()).build();
        byte[] small = tuned.writeValueAsBytes(event);
        Event same = tuned.readValue(small, Event.class);

        // A reader needs only what reading uses: the table and the dictionary, no level.
        ObjectMapper reader = new ObjectMapper(FracJsonFactory.builder().keysTable(table).zstdDictionary(dictionary).build());
        Event read = reader.readValue(small, Event.class);

        // Or per call, with a schema:
        byte[] withSchema = mapper.writer(FracSchema.of(table)).writeValueAsBytes(event);
        Event again = mapper.readerFor(Event.class).with(FracSchema.of(table)).readValue(withSchema);

        assertEquals(event, read);
        assertThrows(JsonGenerationException.class, () -> reader.writeValueAsBytes(event),
                "a writer with a dictionary and no level refuses");

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

    /** The precision policy, where "Behaviour worth knowing" explains it. */
    @Test
    void thePrecisionPolicy() throws IOException {
        // The precision policy: the default keeps 10.50 exact; a feature chooses otherwise.
        FracJsonMapper lossy = FracJsonMapper.builder().enable(FracJsonGenerator.Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64).build();
        FracJsonMapper strict = FracJsonMapper.builder().enable(FracJsonGenerator.Feature.FAIL_ON_PRECISION_LOSS).build();

        BigDecimal money = new BigDecimal("10.50");
        FracJsonMapper exact = new FracJsonMapper();
        assertEquals(money, exact.readValue(exact.writeValueAsBytes(money), BigDecimal.class), "scale included");
        assertEquals(new BigDecimal("10.5"), lossy.readValue(lossy.writeValueAsBytes(money), BigDecimal.class));
        assertThrows(JsonGenerationException.class, () -> strict.writeValueAsBytes(money));
    }

    /** A class with a timestamp, as a newcomer's events have. */
    record Stamped(Instant at) {
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

    /** Behaviour worth knowing: a damaged record of a length-prefixed sequence is skipped, the others read. */
    @Test
    void theLengthPrefixedSequenceSkipsADamagedRecord(@TempDir Path dir) throws IOException {
        File file = dir.resolve("events.fjs").toFile();
        Random random = new Random(11);
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            events.add(event(random, i));
        }

        ObjectMapper mapper = new FracJsonMapper();
        try (SequenceWriter out = mapper.writer()
                .with(FracJsonGenerator.Feature.LENGTH_PREFIXED_SEQUENCE).writeValues(file)) {
            out.writeAll(events);
        }

        byte[] stored = Files.readAllBytes(file.toPath());
        int at = 0;
        for (int i = 0; i < 9; i++) {
            at += 4 + (stored[at] & 0xFF); // these records are shorter than 256 bytes
        }
        stored[at + 4 + 2] = 0x0F; // the 10th document's header says version 15
        Files.write(file.toPath(), stored);

        List<Event> read = new ArrayList<>();
        try (MappingIterator<Event> records = mapper.readerFor(Event.class)
                .with(FracJsonParser.Feature.LENGTH_PREFIXED_SEQUENCE).readValues(file)) {
            while (true) {
                try {
                    if (!records.hasNextValue()) {
                        break;
                    }
                    read.add(records.nextValue());
                } catch (JsonProcessingException damaged) {
                    // reported once: the next call goes on with the next record
                }
            }
        }

        List<Event> expected = new ArrayList<>(events);
        expected.remove(9);
        assertEquals(expected, read);
    }
}
