package io.fracjson.testkit;

import io.fracjson.core.DocumentOverrides;
import io.fracjson.core.KeysTable;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Values;
import io.fracjson.testkit.JacksonLine.ValuesWriter;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Sequences of documents through databind, and schemas that override the factory's table, dictionary and level. */
public abstract class SequencesAndSchemaBehaviour extends LineTest {
    public record Event(String kind, int seq, Map<String, Object> data) {
    }

    protected SequencesAndSchemaBehaviour(JacksonLine line) {
        super(line);
    }

    protected static List<Event> events(int n) {
        List<Event> events = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            events.add(new Event(i % 2 == 0 ? "click" : "view", i, Map.of("x", i * 0.5, "tag", "t" + i)));
        }
        return events;
    }

    @Test
    void sequenceWriterWritesOneDocumentPerValueAndReadValuesReadsThemBack() throws Exception {
        Mapper mapper = line.mapper();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ValuesWriter w = mapper.writeValues(out, false)) {
            for (Event e : events(50)) {
                w.write(e);
            }
        }
        byte[] bytes = out.toByteArray();
        byte[] single = mapper.write(events(1).get(0));
        assertTrue(startsWith(bytes, single), "the first document stands alone");
        try (Values<Event> it = mapper.readValues(new ByteArrayInputStream(bytes), Event.class, false)) {
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
        Mapper mapper = line.mapper();
        KeysTable table = KeysTable.of(List.of("kind", "seq", "data", "x", "tag"));
        byte[] dictionary = new byte[4096];
        for (int i = 0; i < dictionary.length; i++) {
            dictionary[i] = (byte) "clickviewtag".charAt(i % 12);
        }
        DocumentOverrides schema = line.schema(new Schema(table, dictionary, 3));
        Event e = events(3).get(2);

        byte[] plain = mapper.write(e);
        byte[] withSchema = mapper.write(e, schema);
        assertEquals(0x30, withSchema[2], "zstd with a dictionary");
        assertEquals(e, mapper.read(withSchema, Event.class, schema));
        assertEquals(e, mapper.readSchemaFirst(withSchema, Event.class, schema));
        assertEquals(e, mapper.read(plain, Event.class));

        Failure noDict = expect(line, READ, () -> mapper.read(withSchema, Event.class));
        assertTrue(noDict.fullMessage().contains("dictionary"), noDict.fullMessage());

        DocumentOverrides tableOnly = line.schema(Schema.of(table));
        byte[] withTableOnly = mapper.write(e, tableOnly);
        assertTrue(withTableOnly.length < plain.length);
        Failure noTable = expect(line, READ, () -> mapper.read(withTableOnly, Event.class));
        assertTrue(noTable.fullMessage().contains("keys table"), noTable.fullMessage());

        Mapper factoryMapper = line.factory(Settings.defaults().keysTable(table).compressionLevel(3)).mapper();
        byte[] viaFactory = factoryMapper.write(e);
        assertEquals(0x10, viaFactory[2], "zstd without a dictionary");
        assertEquals(e, factoryMapper.read(viaFactory, Event.class));
        assertEquals(e, mapper.read(viaFactory, Event.class, tableOnly));
    }

    /** A schema's dictionary with no level to write it at would silently give uncompressed documents. */
    @Test
    void aSchemaDictionaryWithoutALevelIsRefusedForWriting() throws Exception {
        Mapper mapper = line.mapper();
        byte[] dictionary = "clickviewtag".repeat(100).getBytes();
        DocumentOverrides dictionaryOnly = line.schema(new Schema(null, dictionary, null));
        Event e = events(1).get(0);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> mapper.write(e, dictionaryOnly));
        assertTrue(refused.getMessage().contains("no compression level"), refused.getMessage());

        byte[] explicitPlain = mapper.write(e, line.schema(new Schema(null, dictionary, 0)));
        assertEquals(0x00, explicitPlain[2], "uncompressed, as asked");
        Mapper compressing = line.factory(Settings.defaults().compressionLevel(3)).mapper();
        assertEquals(0x30, compressing.write(e, dictionaryOnly)[2], "the factory's level applies");
        assertEquals(e, mapper.read(compressing.write(e, dictionaryOnly), Event.class, dictionaryOnly));
    }

    @Test
    void filesAreReadThroughStreams(@TempDir Path dir) throws Exception {
        Mapper mapper = line.mapper();
        Path file = dir.resolve("events.frac");
        mapper.write(file.toFile(), events(5));
        assertEquals(events(5), mapper.readList(file, Event.class));
        try (InputStream in = Files.newInputStream(file)) {
            assertEquals(events(5), mapper.readList(in, Event.class));
        }
    }

    /** What the factory says of itself; a level zstd has not is refused. Format detection and services are each line's. */
    @Test
    void theFactoryNamesItsFormatAndKeepsItsSettingsThroughRebuildAndCopy() {
        JacksonLine.Factory f = line.factory();
        assertEquals("frac_json", f.formatName());
        assertTrue(f.canUseSchema(line.schema(new Schema(null, null, null))));
        JacksonLine.Factory rebuilt = f.rebuilt(Settings.defaults().compressionLevel(5));
        assertEquals(5, rebuilt.compressionLevel());
        assertEquals(5, rebuilt.copy().compressionLevel());
        assertThrows(IllegalArgumentException.class, () -> line.factory(Settings.defaults().compressionLevel(99)));
    }

    /** A schema refused for writing to a File leaves the file it opened closed (was: open until GC). */
    @Test
    void aRefusedSchemaLeavesNoFileOpen(@TempDir Path dir) throws Exception {
        Path fds = Path.of("/proc/self/fd");
        Assumptions.assumeTrue(Files.isDirectory(fds), "needs /proc/self/fd to see open files");
        Path file = dir.resolve("refused.frac");
        DocumentOverrides dictionaryOnly = line.schema(new Schema(null, "clickviewtag".repeat(100).getBytes(), null));
        assertThrows(IllegalArgumentException.class, () -> line.mapper().write(file.toFile(), Map.of("a", 1), dictionaryOnly));
        try (var open = Files.list(fds)) {
            assertTrue(open.noneMatch(fd -> {
                try {
                    return Files.readSymbolicLink(fd).equals(file);
                } catch (IOException gone) {
                    return false;
                }
            }), "the file is still open");
        }
    }
}
