package io.fracjson.jackson3.mapper;

import io.fracjson.core.testing.DamagedStreams;
import io.fracjson.core.testing.DamagedStreams.Damage;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonReadFeature;
import io.fracjson.jackson3.FracJsonWriteFeature;
import io.fracjson.jackson3.mapper.DamagedStreamTest.Outcome;
import org.junit.jupiter.api.Test;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.MappingIterator;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.SequenceWriter;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static io.fracjson.core.testing.DamagedStreams.DAMAGED;
import static io.fracjson.core.testing.DamagedStreams.DOCUMENTS;
import static io.fracjson.jackson3.mapper.DamagedStreamTest.readCatchingErrors;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Issue 17 section 5's framing through Jackson 3's databind (the twin of frac-jackson's
 * {@code mapper.LengthPrefixedSequenceTest}): this library's length-prefixed sequence, with which
 * MappingIterator's loop that catches and carries on skips a damaged document and reads the others.
 */
class LengthPrefixedSequenceTest {
    private static final ObjectMapper MAPPER = new FracJsonMapper();
    private static final ObjectReader RECORDS = MAPPER.readerFor(Map.class)
            .with(FracJsonReadFeature.LENGTH_PREFIXED_SEQUENCE);

    private static Map<String, Object> value(int id) {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("id", id);
        value.put("name", "record " + id);
        value.put("tags", Arrays.asList("t" + id, null));
        return value;
    }

    /** The loop over the bytes in memory and through a stream; readValues reads the first token, and may fail. */
    private static List<Outcome> read(ObjectReader reader, byte[] input) {
        List<Outcome> outcomes = new ArrayList<>();
        for (boolean inMemory : new boolean[] {true, false}) {
            try (MappingIterator<Map<String, Object>> it = inMemory ? reader.readValues(input)
                    : reader.readValues(new TrickleInputStream(input))) {
                outcomes.add(readCatchingErrors(it));
            } catch (JacksonException e) {
                outcomes.add(new Outcome(List.of(), List.of(e)));
            }
        }
        return outcomes;
    }

    @Test
    void aSequenceWriterWritesTheReadmeLayoutAndMappingIteratorReadsItBack() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (SequenceWriter w = MAPPER.writer().with(FracJsonWriteFeature.LENGTH_PREFIXED_SEQUENCE).writeValues(out)) {
            for (int id = 0; id < DOCUMENTS; id++) {
                w.write(value(id));
            }
        }
        List<byte[]> documents = new ArrayList<>();
        for (int id = 0; id < DOCUMENTS; id++) {
            documents.add(DamagedStreams.document(id, false));
        }
        assertArrayEquals(DamagedStreams.lengthPrefixed(documents), out.toByteArray());
        try (MappingIterator<Map<String, Object>> it = RECORDS.readValues(out.toByteArray())) {
            List<Map<String, Object>> expected = new ArrayList<>();
            for (int id = 0; id < DOCUMENTS; id++) {
                expected.add(value(id));
            }
            assertEquals(expected, it.readAll());
        }
    }

    /** Was, concatenated: the loop never ended, or a wrong record. Now every other record is read. */
    @Test
    void aDamagedDocumentIsReportedOnceAndSkipped() {
        for (Damage damage : Damage.values()) {
            for (Outcome outcome : read(RECORDS, DamagedStreams.lengthPrefixed(damage, false))) {
                assertEquals(DamagedStreams.allButTheDamaged(), outcome.ids(), damage.toString());
                assertEquals(1, outcome.errors().size(), damage + ": " + outcome.errors());
            }
        }
        for (Outcome outcome : read(RECORDS, DamagedStreams.lengthPrefixed(Damage.TRUNCATED, true))) {
            assertEquals(DamagedStreams.allButTheDamaged(), outcome.ids(), "compressed");
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
    }

    /**
     * readValues(byte[]) reads the first token at once, and fails with it, as for JSON; over a
     * parser of the reader's, a damaged first record is skipped like any other.
     */
    @Test
    void aDamagedFirstRecordIsSkippedThroughAParser() {
        List<byte[]> documents = new ArrayList<>(DamagedStreams.documents(Damage.BAD_HEADER_BYTE, false));
        documents.add(0, documents.remove(DAMAGED));
        byte[] input = DamagedStreams.lengthPrefixed(documents);
        assertThrows(JacksonException.class, () -> RECORDS.readValues(input));
        try (MappingIterator<Map<String, Object>> it = RECORDS.readValues(RECORDS.createParser(input))) {
            Outcome outcome = readCatchingErrors(it);
            assertEquals(DamagedStreams.allButTheDamaged(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
    }

    /** Set on the factory instead of the ObjectReader, for both sides. */
    @Test
    void theFactoryCanSetItForEveryParserAndGenerator() {
        FracJsonFactory factory = FracJsonFactory.builder()
                .enable(FracJsonReadFeature.LENGTH_PREFIXED_SEQUENCE)
                .enable(FracJsonWriteFeature.LENGTH_PREFIXED_SEQUENCE).build();
        ObjectMapper mapper = new FracJsonMapper(factory);
        byte[] record = mapper.writeValueAsBytes(value(DAMAGED));
        assertArrayEquals(DamagedStreams.lengthPrefixed(List.of(DamagedStreams.document(DAMAGED, false))), record);
        assertEquals(value(DAMAGED), mapper.readValue(record, Map.class));
    }

    /** Each read as the other: the first bytes are no document, or no length the input holds. One error, then the end. */
    @Test
    void framedAndConcatenatedDocumentsAreNotMistakenForEachOther() {
        ObjectReader concatenated = MAPPER.readerFor(Map.class);
        for (Outcome outcome : read(concatenated, DamagedStreams.lengthPrefixed(Damage.TRUNCATED, false))) {
            assertEquals(List.of(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
        for (Outcome outcome : read(RECORDS, DamagedStreams.concatenated(Damage.TRUNCATED))) {
            assertEquals(List.of(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
        }
    }
}
