package io.fracjson.core;

import io.fracjson.core.testing.DamagedStreams;
import io.fracjson.core.testing.DamagedStreams.Damage;
import io.fracjson.core.testing.TrickleInputStream;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static io.fracjson.core.testing.DamagedStreams.DAMAGED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Issue 17 section 5: 20 documents in a stream, the 10th damaged. Concatenated documents have no
 * framing: the reader reports the damage once and ends, having delivered every document before
 * it (was: the same error at one offset forever). A caller's loop that catches and carries on
 * ends.
 */
class DamagedStreamTest {
    /** More attempts than a reader that ends could ever need: a loop still going after them would never end. */
    private static final int ATTEMPTS = 1000;

    /** What a caller's loop that catches each error and carries on got. */
    record Outcome(List<Integer> ids, List<FracFormatException> errors, List<Object> values) {
    }

    /**
     * The usual loop: read a value, on an error note it and go on (past the rest of a document an
     * error interrupted, as Jackson's MappingIterator goes on), until the reader says the input ended.
     */
    static Outcome readCatchingErrors(FracReader r) throws IOException {
        List<Integer> ids = new ArrayList<>();
        List<Object> values = new ArrayList<>();
        List<FracFormatException> errors = new ArrayList<>();
        for (int attempt = 0; attempt < ATTEMPTS; attempt++) {
            try {
                if (r.depth() > 0) {
                    r.next();
                    continue;
                }
                if (r.next() == null) {
                    return new Outcome(ids, errors, values);
                }
                Object value = DataModel.fromFrac(r);
                values.add(value);
                ids.add(((Long) ((Map<?, ?>) value).get("id")).intValue());
            } catch (FracFormatException e) {
                errors.add(e);
            }
        }
        return fail("the loop did not end: " + errors.size() + " errors, the last "
                + errors.get(errors.size() - 1).getMessage());
    }

    private static List<FracReader> readers(byte[] input) {
        return List.of(FracReader.of(input, ReadOptions.DEFAULT),
                FracReader.of(new TrickleInputStream(input), ReadOptions.DEFAULT));
    }

    private static long offsetOfDamaged(List<byte[]> documents) {
        long offset = 0;
        for (int id = 0; id < DAMAGED; id++) {
            offset += documents.get(id).length;
        }
        return offset;
    }

    @Test
    void aBadHeaderByteIsReportedOnceAndEndsTheInput() throws IOException {
        long damageAt = offsetOfDamaged(DamagedStreams.documents(Damage.BAD_HEADER_BYTE, false));
        for (FracReader r : readers(DamagedStreams.concatenated(Damage.BAD_HEADER_BYTE))) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            assertEquals(1, outcome.errors().size());
            assertEquals(damageAt + 2, outcome.errors().get(0).offset());
            assertTrue(outcome.errors().get(0).problem().contains("version 15"), outcome.errors().get(0).problem());
            assertNull(r.next(), "ended for good");
            assertNull(r.token());
            assertEquals(0, r.depth());
        }
    }

    /**
     * Cut short, the 10th document takes the 11th's first bytes for its own (here its array's first
     * string, 48 bytes, not UTF-8): what no reader of concatenated documents can tell. The next
     * structural error ends the input; every document before the damage was delivered.
     */
    @Test
    void aTruncatedDocumentEndsTheInputAtTheNextStructuralError() throws IOException {
        for (FracReader r : readers(DamagedStreams.concatenated(Damage.TRUNCATED))) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            List<FracFormatException> errors = outcome.errors();
            assertEquals(2, errors.size(), errors.toString());
            assertTrue(errors.get(0).problem().startsWith("string is not valid UTF-8"), errors.get(0).problem());
            assertTrue(errors.get(1).problem().startsWith("not a frac_json document"), errors.get(1).problem());
            assertNull(r.next());
        }
    }

    /**
     * What no reader of concatenated documents can tell: with a count too low, the 10th document
     * ends early and reads as a valid record without its "tags"; the error shows at the bytes that
     * follow it, which cannot start a document. The length-prefixed sequence refuses the record.
     */
    @Test
    void aCountTooLowMakesAWrongRecordAndTheErrorShowsAfterIt() throws IOException {
        for (FracReader r : readers(DamagedStreams.concatenated(Damage.COUNT_TOO_LOW))) {
            Outcome outcome = readCatchingErrors(r);
            List<Integer> expected = new ArrayList<>(DamagedStreams.beforeTheDamaged());
            expected.add(DAMAGED);
            assertEquals(expected, outcome.ids());
            assertEquals(Map.of("id", (long) DAMAGED, "name", "record " + DAMAGED), outcome.values().get(DAMAGED));
            assertEquals(1, outcome.errors().size());
            assertTrue(outcome.errors().get(0).problem().startsWith("not a frac_json document"),
                    outcome.errors().get(0).problem());
        }
    }

    /** An error inside a zstd body ends the input as well. */
    @Test
    void damageInACompressedDocumentEndsTheInput() throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        DamagedStreams.documents(Damage.TRUNCATED, true).forEach(out::writeBytes);
        for (FracReader r : readers(out.toByteArray())) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.errors().toString());
            assertNull(r.next());
            r.close();
        }
    }

    /** An error in the middle of a container, met by skipChildren(), ends the input there too. */
    @Test
    void skipChildrenStopsAtTheError() throws IOException {
        FracReader r = FracReader.of(DamagedStreams.concatenated(Damage.RESERVED_TYPE_BYTE), ReadOptions.DEFAULT);
        for (int id = 0; id < DAMAGED; id++) {
            assertEquals(FracToken.START_OBJECT, r.next());
            r.skipChildren();
            assertEquals(FracToken.END_OBJECT, r.token());
        }
        assertEquals(FracToken.START_OBJECT, r.next());
        FracFormatException e = assertThrows(FracFormatException.class, r::skipChildren);
        assertEquals("reserved type byte 0xFE", e.problem());
        assertNull(r.token());
        assertEquals(0, r.depth());
        r.skipChildren(); // no current container: nothing to skip
        assertNull(r.next());
    }
}
