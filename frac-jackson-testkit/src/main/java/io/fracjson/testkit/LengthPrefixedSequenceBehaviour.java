package io.fracjson.testkit;

import io.fracjson.core.testing.DamagedStreams.Damage;
import io.fracjson.core.testing.DamagedStreams;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.testkit.DamagedStreamBehaviour.Outcome;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Values;
import io.fracjson.testkit.JacksonLine.ValuesWriter;
import io.fracjson.testkit.Settings.Feature;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.fracjson.core.testing.DamagedStreams.DAMAGED;
import static io.fracjson.core.testing.DamagedStreams.DOCUMENTS;
import static io.fracjson.testkit.DamagedStreamBehaviour.readCatchingErrors;
import static io.fracjson.testkit.DamagedStreamBehaviour.values;
import static io.fracjson.testkit.Failures.expectJackson;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 17 section 5's framing through databind: this library's length-prefixed sequence, with
 * which MappingIterator's loop that catches and carries on skips a damaged document and reads the
 * others.
 */
public abstract class LengthPrefixedSequenceBehaviour extends LineTest {
    private final Mapper mapper;

    protected LengthPrefixedSequenceBehaviour(JacksonLine line) {
        super(line);
        this.mapper = line.mapper();
    }

    protected static Map<String, Object> value(int id) {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("id", id);
        value.put("name", "record " + id);
        value.put("tags", Arrays.asList("t" + id, null));
        return value;
    }

    /** The loop over the bytes in memory and through a stream; readValues reads the first token, and may fail. */
    private List<Outcome> read(boolean lengthPrefixed, byte[] input) throws Exception {
        List<Outcome> outcomes = new ArrayList<>();
        for (boolean inMemory : new boolean[] {true, false}) {
            try (Values<Map<String, Object>> it = values(inMemory ? mapper.readValues(input, Map.class, lengthPrefixed)
                    : mapper.readValues(new TrickleInputStream(input), Map.class, lengthPrefixed))) {
                outcomes.add(readCatchingErrors(line, it));
            } catch (Exception e) {
                Failure failure = line.failure(e);
                if (!failure.isJackson()) {
                    throw e;
                }
                outcomes.add(new Outcome(List.of(), List.of(failure)));
            }
        }
        return outcomes;
    }

    @Test
    void aSequenceWriterWritesTheReadmeLayoutAndMappingIteratorReadsItBack() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ValuesWriter w = mapper.writeValues(out, true)) {
            for (int id = 0; id < DOCUMENTS; id++) {
                w.write(value(id));
            }
        }
        List<byte[]> documents = new ArrayList<>();
        for (int id = 0; id < DOCUMENTS; id++) {
            documents.add(DamagedStreams.document(id, false));
        }
        assertArrayEquals(DamagedStreams.lengthPrefixed(documents), out.toByteArray());
        try (Values<Map<String, Object>> it = values(mapper.readValues(out.toByteArray(), Map.class, true))) {
            List<Map<String, Object>> expected = new ArrayList<>();
            for (int id = 0; id < DOCUMENTS; id++) {
                expected.add(value(id));
            }
            assertEquals(expected, it.readAll());
        }
    }

    /** Was, concatenated: the loop never ended, or a wrong record. Now every other record is read. */
    @Test
    void aDamagedDocumentIsReportedOnceAndSkipped() throws Exception {
        for (Damage damage : Damage.values()) {
            for (Outcome outcome : read(true, DamagedStreams.lengthPrefixed(damage, false))) {
                assertEquals(DamagedStreams.allButTheDamaged(), outcome.ids(), damage.toString());
                assertEquals(1, outcome.errors().size(), damage + ": " + outcome.errors());
            }
        }
        for (Outcome outcome : read(true, DamagedStreams.lengthPrefixed(Damage.TRUNCATED, true))) {
            assertEquals(DamagedStreams.allButTheDamaged(), outcome.ids(), "compressed");
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
    }

    /**
     * readValues(byte[]) reads the first token at once, and fails with it, as for JSON; over a
     * parser of the reader's, a damaged first record is skipped like any other.
     */
    @Test
    void aDamagedFirstRecordIsSkippedThroughAParser() throws Exception {
        List<byte[]> documents = new ArrayList<>(DamagedStreams.documents(Damage.BAD_HEADER_BYTE, false));
        documents.add(0, documents.remove(DAMAGED));
        byte[] input = DamagedStreams.lengthPrefixed(documents);
        expectJackson(line, () -> mapper.readValues(input, Map.class, true));
        try (Values<Map<String, Object>> it = values(mapper.readValuesThroughAParser(input, Map.class, true))) {
            Outcome outcome = readCatchingErrors(line, it);
            assertEquals(DamagedStreams.allButTheDamaged(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
    }

    /** Set on the factory instead of the ObjectReader, for both sides. */
    @Test
    void theFactoryCanSetItForEveryParserAndGenerator() throws Exception {
        Mapper mapper = line.factory(Settings.defaults().with(Feature.LENGTH_PREFIXED_READS, Feature.LENGTH_PREFIXED_WRITES)).mapper();
        byte[] record = mapper.write(value(DAMAGED));
        assertArrayEquals(DamagedStreams.lengthPrefixed(List.of(DamagedStreams.document(DAMAGED, false))), record);
        assertEquals(value(DAMAGED), mapper.read(record, Map.class));
    }

    /** Each read as the other: the first bytes are no document, or no length the input holds. One error, then the end. */
    @Test
    void framedAndConcatenatedDocumentsAreNotMistakenForEachOther() throws Exception {
        for (Outcome outcome : read(false, DamagedStreams.lengthPrefixed(Damage.TRUNCATED, false))) {
            assertEquals(List.of(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
        for (Outcome outcome : read(true, DamagedStreams.concatenated(Damage.TRUNCATED))) {
            assertEquals(List.of(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
    }
}
