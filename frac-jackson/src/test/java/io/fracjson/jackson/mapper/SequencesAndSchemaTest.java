package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.format.InputAccessor;
import com.fasterxml.jackson.core.format.MatchStrength;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.jackson.PackageVersion;
import io.fracjson.testkit.SequencesAndSchemaBehaviour;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The kit's {@link SequencesAndSchemaBehaviour} on Jackson 2, how the factory describes itself
 * (format detection through {@code hasFormat(InputAccessor)}), and an ObjectWriter writing into a
 * generator its caller started.
 */
class SequencesAndSchemaTest extends SequencesAndSchemaBehaviour {
    SequencesAndSchemaTest() {
        super(Jackson2Line.LINE);
    }

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
    void factoryDetectsItsFormatAndIsAService() throws Exception {
        FracJsonFactory f = new FracJsonFactory();
        assertEquals(PackageVersion.VERSION, f.version());
        assertEquals(MatchStrength.FULL_MATCH, f.hasFormat(new InputAccessor.Std(new byte[] {'F', 'J', 0x10})));
        assertEquals(MatchStrength.NO_MATCH, f.hasFormat(new InputAccessor.Std(new byte[] {'F', 'J', 0x20})));
        assertEquals(MatchStrength.NO_MATCH, f.hasFormat(new InputAccessor.Std("{}".getBytes())));
        boolean found = false;
        for (JsonFactory factory : ServiceLoader.load(JsonFactory.class)) {
            found |= factory instanceof FracJsonFactory;
        }
        assertTrue(found, "FracJsonFactory is registered as a JsonFactory service");
    }
}
