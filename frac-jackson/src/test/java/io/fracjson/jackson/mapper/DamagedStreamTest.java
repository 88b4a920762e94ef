package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectReader;
import io.fracjson.core.testing.DamagedStreams;
import io.fracjson.core.testing.DamagedStreams.Damage;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.fracjson.core.testing.DamagedStreams.DAMAGED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Issue 17 section 5 through databind: 20 concatenated documents, the 10th damaged, read by the
 * usual MappingIterator loop that catches each error and carries on. Was: one error at one offset
 * about 1.9 million times in 5 s, never ending. Now the damage is reported once and the input
 * ends, every document before it delivered.
 */
class DamagedStreamTest {
    /** More attempts than a parser that ends could ever need: a loop still going after them would never end. */
    private static final int ATTEMPTS = 1000;

    private static final ObjectReader MAPS = new FracJsonMapper().readerFor(Map.class);

    /** What the loop got: the ids of the values read, and the errors. */
    record Outcome(List<Integer> ids, List<IOException> errors) {
    }

    static Outcome readCatchingErrors(MappingIterator<Map<String, Object>> it) {
        List<Integer> ids = new ArrayList<>();
        List<IOException> errors = new ArrayList<>();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            try {
                if (!it.hasNextValue()) {
                    return new Outcome(ids, errors);
                }
                ids.add((Integer) it.nextValue().get("id"));
            } catch (IOException e) {
                errors.add(e);
            }
        }
        return fail("the loop did not end: " + errors.size() + " errors, the last "
                + errors.get(errors.size() - 1).getMessage());
    }

    /** The loop over the bytes in memory and through a stream that hands out a few bytes at a time. */
    private static List<Outcome> read(byte[] input) throws IOException {
        List<Outcome> outcomes = new ArrayList<>();
        try (MappingIterator<Map<String, Object>> it = MAPS.readValues(input)) {
            outcomes.add(readCatchingErrors(it));
            assertFalse(it.hasNextValue(), "ended for good");
        }
        try (MappingIterator<Map<String, Object>> it = MAPS.readValues(new TrickleInputStream(input))) {
            outcomes.add(readCatchingErrors(it));
        }
        return outcomes;
    }

    @Test
    void aBadHeaderByteIsReportedOnceAndEndsTheInput() throws IOException {
        List<byte[]> documents = DamagedStreams.documents(Damage.BAD_HEADER_BYTE, false);
        long damageAt = documents.subList(0, DAMAGED).stream().mapToLong(d -> d.length).sum();
        for (Outcome outcome : read(DamagedStreams.concatenated(Damage.BAD_HEADER_BYTE))) {
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
            StreamReadException e = assertInstanceOf(StreamReadException.class, outcome.errors().get(0));
            assertTrue(e.getOriginalMessage().contains("version 15"), e.getOriginalMessage());
            assertEquals(damageAt + 2, e.getLocation().getByteOffset());
        }
    }

    /**
     * Cut short, the 10th document takes the 11th's first bytes for its own (its first tag, 48
     * bytes, not UTF-8: databind's first error); the bytes after it cannot start a document (the
     * second). Then the input ends.
     */
    @Test
    void aTruncatedDocumentEndsTheInputAtTheNextStructuralError() throws IOException {
        for (Outcome outcome : read(DamagedStreams.concatenated(Damage.TRUNCATED))) {
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            assertEquals(2, outcome.errors().size(), outcome.errors().toString());
            assertTrue(outcome.errors().get(0).getMessage().contains("not valid UTF-8"), outcome.errors().toString());
            assertTrue(outcome.errors().get(1).getMessage().contains("not a frac_json document"),
                    outcome.errors().toString());
        }
    }

    /**
     * With a count too low the 10th document ends early and reads as a valid record without its
     * "tags", what no reader of concatenated documents can tell; the bytes after it cannot start a
     * document: one error, and the input ends.
     */
    @Test
    void aCountTooLowMakesAWrongRecordAndTheErrorShowsAfterIt() throws IOException {
        List<Integer> expected = new ArrayList<>(DamagedStreams.beforeTheDamaged());
        expected.add(DAMAGED);
        for (Outcome outcome : read(DamagedStreams.concatenated(Damage.COUNT_TOO_LOW))) {
            assertEquals(expected, outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
            assertTrue(outcome.errors().get(0).getMessage().contains("not a frac_json document"),
                    outcome.errors().toString());
        }
    }

    /**
     * At the parser: the damage inside the 10th document ends the input where skipChildren() meets
     * it (counting tokens or not); a second skipChildren() at the token before finds nothing to skip.
     */
    @Test
    void skipChildrenStopsAtTheError() throws IOException {
        FracJsonFactory counting = FracJsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxTokenCount(1_000_000).build()).build();
        for (FracJsonFactory factory : List.of(new FracJsonFactory(), counting)) {
            try (JsonParser p = factory.createParser(DamagedStreams.concatenated(Damage.RESERVED_TYPE_BYTE))) {
                for (int id = 0; id < DAMAGED; id++) {
                    assertEquals(JsonToken.START_OBJECT, p.nextToken());
                    p.skipChildren();
                    assertEquals(JsonToken.END_OBJECT, p.currentToken());
                }
                assertEquals(JsonToken.START_OBJECT, p.nextToken());
                StreamReadException e = assertThrows(StreamReadException.class, p::skipChildren);
                assertTrue(e.getOriginalMessage().contains("reserved type byte 0xFE"), e.getOriginalMessage());
                p.skipChildren();
                assertNull(p.currentToken(), "the input ended: no end token was reached");
                assertNull(p.nextToken());
                assertEquals(0, p.getParsingContext().getNestingDepth());
            }
        }
    }
}
