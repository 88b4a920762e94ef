package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.format.MatchStrength;
import com.fasterxml.jackson.core.format.InputAccessor;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.PackageVersion;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SequencesAndSchemaTest {
    public record Event(String kind, int seq, Map<String, Object> data) {
    }

    private static List<Event> events(int n) {
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            events.add(new Event(i % 2 == 0 ? "click" : "view", i, Map.of("x", i * 0.5, "tag", "t" + i)));
        }
        return events;
    }

    @Test
    void sequenceWriterWritesOneDocumentPerValueAndReadValuesReadsThemBack() throws Exception {
        ObjectMapper mapper = new FracJsonMapper();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (SequenceWriter w = mapper.writer().writeValues(out)) {
            for (Event e : events(50)) {
                w.write(e);
            }
        }
        byte[] bytes = out.toByteArray();
        byte[] single = mapper.writeValueAsBytes(events(1).get(0));
        assertTrue(startsWith(bytes, single), "the first document stands alone");
        try (MappingIterator<Event> it = mapper.readerFor(Event.class).readValues(new ByteArrayInputStream(bytes))) {
            assertEquals(events(50), it.readAll());
        }
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }

    @Test
    void schemaKeysTableAndCompressionOverrideTheFactory() throws Exception {
        ObjectMapper mapper = new FracJsonMapper();
        KeysTable table = KeysTable.of(List.of("kind", "seq", "data", "x", "tag"));
        byte[] dictionary = new byte[4096];
        for (int i = 0; i < dictionary.length; i++) {
            dictionary[i] = (byte) "clickviewtag".charAt(i % 12);
        }
        FracSchema schema = FracSchema.builder().keysTable(table).compressionLevel(3).zstdDictionary(dictionary).build();
        Event e = events(3).get(2);

        byte[] plain = mapper.writeValueAsBytes(e);
        byte[] withSchema = mapper.writer(schema).writeValueAsBytes(e);
        assertEquals(0x30, withSchema[2], "zstd with a dictionary");
        assertEquals(e, mapper.readerFor(Event.class).with(schema).readValue(withSchema));
        assertEquals(e, mapper.readerFor(Event.class).readValue(plain));

        JsonParseException noDict = assertThrows(JsonParseException.class,
                () -> mapper.readerFor(Event.class).readValue(withSchema));
        assertTrue(noDict.getMessage().contains("dictionary"), noDict.getMessage());

        byte[] tableOnly = mapper.writer(FracSchema.of(table)).writeValueAsBytes(e);
        assertTrue(tableOnly.length < plain.length);
        JsonParseException noTable = assertThrows(JsonParseException.class,
                () -> mapper.readerFor(Event.class).readValue(tableOnly));
        assertTrue(noTable.getMessage().contains("keys table"), noTable.getMessage());

        FracJsonFactory withTable = FracJsonFactory.builder().keysTable(table).compressionLevel(3).build();
        ObjectMapper factoryMapper = new FracJsonMapper(withTable);
        byte[] viaFactory = factoryMapper.writeValueAsBytes(e);
        assertEquals(0x10, viaFactory[2], "zstd without a dictionary");
        assertEquals(e, factoryMapper.readValue(viaFactory, Event.class));
        assertEquals(e, mapper.readerFor(Event.class).with(FracSchema.of(table)).readValue(viaFactory));
    }

    /** A schema's dictionary with no level to write it at would silently give uncompressed documents. */
    /**
     * ObjectWriter.writeValue(JsonGenerator, value) sets its schema on the generator on each call:
     * the schema already set, within an array the caller started, is no change (was refused as a
     * schema set in the middle of a document). Another schema there is still refused.
     */
    @Test
    void anObjectWriterWithASchemaWritesElementsOfAnArrayItsGeneratorStarted() throws Exception {
        FracJsonMapper mapper = new FracJsonMapper();
        KeysTable table = KeysTable.of(List.of("a", "b"));
        var writer = mapper.writer(FracSchema.of(table));
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (var g = writer.createGenerator(out)) {
            g.writeStartArray();
            writer.writeValue(g, Map.of("a", 1));
            writer.writeValue(g, Map.of("b", 2));
            assertThrows(IllegalStateException.class,
                    () -> mapper.writer(FracSchema.of(KeysTable.of(List.of("c")))).writeValue(g, Map.of("c", 3)));
        }
        assertEquals(List.of(Map.of("a", 1), Map.of("b", 2)),
                mapper.readerFor(List.class).with(FracSchema.of(table)).readValue(out.toByteArray()));
    }

    @Test
    void aSchemaDictionaryWithoutALevelIsRefusedForWriting() throws Exception {
        ObjectMapper mapper = new FracJsonMapper();
        FracSchema dictionaryOnly = FracSchema.builder().zstdDictionary("clickviewtag".repeat(100).getBytes()).build();
        Event e = events(1).get(0);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> mapper.writer(dictionaryOnly).writeValueAsBytes(e));
        assertTrue(refused.getMessage().contains("no compression level"), refused.getMessage());

        byte[] explicitPlain = mapper.writer(FracSchema.builder().zstdDictionary("clickviewtag".repeat(100).getBytes())
                .compressionLevel(0).build()).writeValueAsBytes(e);
        assertEquals(0x00, explicitPlain[2], "uncompressed, as asked");
        ObjectMapper compressing = new FracJsonMapper(FracJsonFactory.builder().compressionLevel(3).build());
        assertEquals(0x30, compressing.writer(dictionaryOnly).writeValueAsBytes(e)[2], "the factory's level applies");
        assertEquals(e, mapper.readerFor(Event.class).with(dictionaryOnly)
                .readValue(compressing.writer(dictionaryOnly).writeValueAsBytes(e)));
    }

    @Test
    void filesAreReadThroughStreams(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        ObjectMapper mapper = new FracJsonMapper();
        Path file = dir.resolve("events.frac");
        mapper.writeValue(file.toFile(), events(5));
        assertEquals(events(5), mapper.readerForListOf(Event.class).readValue(file.toFile()));
        assertEquals(events(5), mapper.readerForListOf(Event.class).readValue(Files.newInputStream(file)));
    }

    @Test
    void factoryDescribesItself() throws Exception {
        FracJsonFactory f = new FracJsonFactory();
        assertEquals("frac_json", f.getFormatName());
        assertEquals(PackageVersion.VERSION, f.version());
        assertTrue(f.canUseSchema(FracSchema.builder().build()));
        assertEquals(MatchStrength.FULL_MATCH, f.hasFormat(new InputAccessor.Std(new byte[] {'F', 'J', 0x10})));
        assertEquals(MatchStrength.NO_MATCH, f.hasFormat(new InputAccessor.Std(new byte[] {'F', 'J', 0x20})));
        assertEquals(MatchStrength.NO_MATCH, f.hasFormat(new InputAccessor.Std("{}".getBytes())));
        FracJsonFactory rebuilt = f.rebuild().compressionLevel(5).build();
        assertEquals(5, rebuilt.compressionLevel());
        assertEquals(5, rebuilt.copy().compressionLevel());
        assertThrows(IllegalArgumentException.class, () -> FracJsonFactory.builder().compressionLevel(99).build());
        boolean found = false;
        for (JsonFactory factory : ServiceLoader.load(JsonFactory.class)) {
            found |= factory instanceof FracJsonFactory;
        }
        assertTrue(found, "FracJsonFactory is registered as a JsonFactory service");
    }

    /** A schema refused for writing to a File leaves the file it opened closed (was: open until GC). */
    @Test
    void aRefusedSchemaLeavesNoFileOpen(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path fds = Path.of("/proc/self/fd");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(fds), "needs /proc/self/fd to see open files");
        Path file = dir.resolve("refused.frac");
        FracSchema dictionaryOnly = FracSchema.builder().zstdDictionary("clickviewtag".repeat(100).getBytes()).build();
        assertThrows(IllegalArgumentException.class,
                () -> new FracJsonMapper().writer(dictionaryOnly).writeValue(file.toFile(), Map.of("a", 1)));
        try (var open = Files.list(fds)) {
            assertTrue(open.noneMatch(fd -> {
                try {
                    return Files.readSymbolicLink(fd).equals(file);
                } catch (java.io.IOException gone) {
                    return false;
                }
            }), "the file is still open");
        }
    }
}
