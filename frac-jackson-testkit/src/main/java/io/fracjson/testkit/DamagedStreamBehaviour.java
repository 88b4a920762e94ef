package io.fracjson.testkit;

import io.fracjson.core.testing.DamagedStreams.Damage;
import io.fracjson.core.testing.DamagedStreams;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import io.fracjson.testkit.JacksonLine.Values;
import io.fracjson.testkit.Settings.ReadLimit;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.fracjson.core.testing.DamagedStreams.DAMAGED;
import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Issue 17 section 5 through databind: 20 concatenated documents, the 10th damaged, read by the
 * usual MappingIterator loop that catches each error and carries on. Was: one error at one offset
 * about 1.9 million times in 5 s, never ending. Now the damage is reported once and the input
 * ends, every document before it delivered.
 */
public abstract class DamagedStreamBehaviour extends LineTest {
    /** More attempts than a parser that ends could ever need: a loop still going after them would never end. */
    private static final int ATTEMPTS = 1000;

    private final Mapper mapper;

    protected DamagedStreamBehaviour(JacksonLine line) {
        super(line);
        this.mapper = line.mapper();
    }

    /** What the loop got: the ids of the values read, and the errors (each of the line's own kind). */
    public record Outcome(List<Integer> ids, List<Failure> errors) {
    }

    /** The usual loop: what the line's exception is caught and the loop carries on; anything else ends the test. */
    public static Outcome readCatchingErrors(JacksonLine line, Values<Map<String, Object>> it) throws Exception {
        List<Integer> ids = new ArrayList<>();
        List<Failure> errors = new ArrayList<>();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            try {
                if (!it.hasNextValue()) {
                    return new Outcome(ids, errors);
                }
                ids.add((Integer) it.nextValue().get("id"));
            } catch (Exception e) {
                Failure failure = line.failure(e);
                if (!failure.isJackson()) {
                    throw e;
                }
                errors.add(failure);
            }
        }
        return fail("the loop did not end: " + errors.size() + " errors, the last "
                + errors.get(errors.size() - 1).fullMessage());
    }

    /** The loop over the bytes in memory and through a stream that hands out a few bytes at a time. */
    private List<Outcome> read(byte[] input) throws Exception {
        List<Outcome> outcomes = new ArrayList<>();
        try (Values<Map<String, Object>> it = values(mapper.readValues(input, Map.class, false))) {
            outcomes.add(readCatchingErrors(line, it));
            assertFalse(it.hasNextValue(), "ended for good");
        }
        try (Values<Map<String, Object>> it = values(mapper.readValues(new TrickleInputStream(input), Map.class, false))) {
            outcomes.add(readCatchingErrors(line, it));
        }
        return outcomes;
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static Values<Map<String, Object>> values(Values<Map> raw) {
        return (Values) raw;
    }

    @Test
    void aBadHeaderByteIsReportedOnceAndEndsTheInput() throws Exception {
        List<byte[]> documents = DamagedStreams.documents(Damage.BAD_HEADER_BYTE, false);
        long damageAt = documents.subList(0, DAMAGED).stream().mapToLong(d -> d.length).sum();
        for (Outcome outcome : read(DamagedStreams.concatenated(Damage.BAD_HEADER_BYTE))) {
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
            Failure e = outcome.errors().get(0);
            assertEquals(READ, e.family(), e.toString());
            assertTrue(e.message().contains("version 15"), e.message());
            assertEquals(damageAt + 2, e.byteOffset());
        }
    }

    /**
     * Cut short, the 10th document takes the 11th's first bytes for its own (its first tag, 48
     * bytes, not UTF-8: databind's first error); the bytes after it cannot start a document (the
     * second). Then the input ends.
     */
    @Test
    void aTruncatedDocumentEndsTheInputAtTheNextStructuralError() throws Exception {
        for (Outcome outcome : read(DamagedStreams.concatenated(Damage.TRUNCATED))) {
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            assertEquals(2, outcome.errors().size(), outcome.errors().toString());
            assertTrue(outcome.errors().get(0).fullMessage().contains("not valid UTF-8"), outcome.errors().toString());
            assertTrue(outcome.errors().get(1).fullMessage().contains("not a frac_json document"),
                    outcome.errors().toString());
        }
    }

    /**
     * With a count too low the 10th document ends early and reads as a valid record without its
     * "tags", what no reader of concatenated documents can tell; the bytes after it cannot start a
     * document: one error, and the input ends.
     */
    @Test
    void aCountTooLowMakesAWrongRecordAndTheErrorShowsAfterIt() throws Exception {
        List<Integer> expected = new ArrayList<>(DamagedStreams.beforeTheDamaged());
        expected.add(DAMAGED);
        for (Outcome outcome : read(DamagedStreams.concatenated(Damage.COUNT_TOO_LOW))) {
            assertEquals(expected, outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
            assertTrue(outcome.errors().get(0).fullMessage().contains("not a frac_json document"),
                    outcome.errors().toString());
        }
    }

    /**
     * At the parser: the damage inside the 10th document ends the input where skipChildren() meets
     * it (counting tokens or not); a second skipChildren() at the token before finds nothing to skip.
     */
    @Test
    void skipChildrenStopsAtTheError() throws IOException {
        Factory counting = line.factory(Settings.defaults().readLimit(ReadLimit.TOKEN_COUNT, 1_000_000));
        for (Factory factory : List.of(line.factory(), counting)) {
            try (Parser p = factory.parser(DamagedStreams.concatenated(Damage.RESERVED_TYPE_BYTE))) {
                for (int id = 0; id < DAMAGED; id++) {
                    assertEquals(Token.START_OBJECT, p.nextToken());
                    p.skipChildren();
                    assertEquals(Token.END_OBJECT, p.currentToken());
                }
                assertEquals(Token.START_OBJECT, p.nextToken());
                Failure e = expect(line, READ, p::skipChildren);
                assertTrue(e.message().contains("reserved type byte 0xFE"), e.message());
                p.skipChildren();
                assertNull(p.currentToken(), "the input ended: no end token was reached");
                assertNull(p.nextToken());
                assertEquals(0, p.depth());
            }
        }
    }
}
