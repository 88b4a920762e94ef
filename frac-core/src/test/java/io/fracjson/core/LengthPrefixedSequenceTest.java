package io.fracjson.core;

import io.fracjson.core.DamagedStreamTest.Outcome;
import io.fracjson.core.testing.DamagedStreams;
import io.fracjson.core.testing.DamagedStreams.Damage;
import io.fracjson.core.testing.TrickleInputStream;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.fracjson.core.DamagedStreamTest.readCatchingErrors;
import static io.fracjson.core.testing.DamagedStreams.DAMAGED;
import static io.fracjson.core.testing.DamagedStreams.DOCUMENTS;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17 section 5's framing: this library's length-prefixed sequence, with which a damaged
 * document is reported once and skipped, and the documents after it are read.
 */
class LengthPrefixedSequenceTest {
    /** A reader of the sequence in memory, and one of it through a stream handing out a few bytes at a time. */
    private static List<FracReader> readers(byte[] input, ReadOptions options) {
        return List.of(FracReader.of(LengthPrefixedSequence.of(input), options),
                FracReader.of(LengthPrefixedSequence.of(new TrickleInputStream(input)), options));
    }

    private static List<FracReader> readers(byte[] input) {
        return readers(input, ReadOptions.DEFAULT);
    }

    /** Where the damaged document's record starts: the records before it, 4 + length bytes each. */
    private static long recordOfDamaged(List<byte[]> documents) {
        long offset = 0;
        for (int id = 0; id < DAMAGED; id++) {
            offset += LengthPrefixedSequence.PREFIX_SIZE + documents.get(id).length;
        }
        return offset;
    }

    @Test
    void theWriterWritesTheReadmeLayoutAndTheReaderReadsItBack() throws IOException {
        List<byte[]> documents = new ArrayList<>();
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        ByteArrayOutputStream recorded = new ByteArrayOutputStream();
        FracWriter w = new FracWriter();
        for (int id = 0; id < DOCUMENTS; id++) {
            boolean compressed = id % 3 == 0;
            byte[] d = DamagedStreams.document(id, compressed);
            documents.add(d);
            DataModel.write(DataModel.decode(d, ReadOptions.DEFAULT), w, false);
            w.writeLengthPrefixedDocument(written, compressed ? Compression.zstd(3) : Compression.NONE);
            LengthPrefixedSequence.writeRecord(recorded, d);
        }
        byte[] expected = DamagedStreams.lengthPrefixed(documents);
        assertArrayEquals(expected, written.toByteArray());
        assertArrayEquals(expected, recorded.toByteArray());
        for (FracReader r : readers(expected)) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(DamagedStreams.allButTheDamaged().size() + 1, outcome.ids().size());
            assertEquals(List.of(), outcome.errors());
            assertEquals(DOCUMENTS, r.childrenAt(0), "documents are counted across records");
        }
    }

    @Test
    void aDamagedDocumentIsReportedOnceAndSkipped() throws IOException {
        for (Damage damage : Damage.values()) {
            for (boolean compressed : new boolean[] {false, true}) {
                if (compressed && (damage == Damage.COUNT_TOO_LOW || damage == Damage.RESERVED_TYPE_BYTE)) {
                    continue; // made in an uncompressed body
                }
                List<byte[]> documents = DamagedStreams.documents(damage, compressed);
                long record = recordOfDamaged(documents);
                long next = record + LengthPrefixedSequence.PREFIX_SIZE + documents.get(DAMAGED).length;
                for (FracReader r : readers(DamagedStreams.lengthPrefixed(damage, compressed))) {
                    String what = damage + (compressed ? " compressed" : "");
                    Outcome outcome = readCatchingErrors(r);
                    assertEquals(DamagedStreams.allButTheDamaged(), outcome.ids(), what);
                    assertEquals(1, outcome.errors().size(), what + ": " + outcome.errors());
                    long at = outcome.errors().get(0).offset();
                    assertTrue(at > record && at <= next, what + ": " + outcome.errors().get(0).getMessage());
                    assertNull(r.next());
                }
            }
        }
    }

    /** The damage the issue found silently wrong in concatenated documents is refused where it is. */
    @Test
    void aCountTooLowIsRefusedAtTheDocumentsEnd() throws IOException {
        List<byte[]> documents = DamagedStreams.documents(Damage.COUNT_TOO_LOW, false);
        long record = recordOfDamaged(documents);
        FracReader r = FracReader.of(LengthPrefixedSequence.of(DamagedStreams.lengthPrefixed(Damage.COUNT_TOO_LOW, false)),
                ReadOptions.DEFAULT);
        for (int id = 0; id < DAMAGED; id++) {
            r.next();
            DataModel.fromFrac(r);
        }
        assertEquals(FracToken.START_OBJECT, r.next());
        List<FracToken> tokens = new ArrayList<>();
        FracFormatException e = assertThrows(FracFormatException.class, () -> {
            while (true) {
                tokens.add(r.next());
            }
        });
        assertEquals("the record holds bytes after its document's root value", e.problem());
        assertEquals(record + 4 + 3 + 1 + 3 + 1 + 5 + 9, e.offset(), "where the root ended: header, id, name");
        assertTrue(!tokens.contains(FracToken.END_OBJECT), "the record's last token never came: " + tokens);
        assertEquals(FracToken.START_OBJECT, r.next(), "then the next record");
        assertEquals(Map.of("id", 10L, "name", "record 10", "tags", Arrays.asList("t10", null)), DataModel.fromFrac(r));
    }

    /**
     * What it cannot survive: 4 bytes lost inside the 10th record misplace the records after it.
     * The 10th is reported, and the misplaced length after it, taken from the 11th document's
     * header, runs past the end of the input: that ends it (read from a stream, where the end
     * shows only once reached, the misplaced record is reported as not a document).
     */
    @Test
    void aWrongLengthEndsTheSequenceOnceARecordRunsPastTheInput() throws IOException {
        List<byte[]> documents = new ArrayList<>();
        for (int id = 0; id < DOCUMENTS; id++) {
            documents.add(DamagedStreams.document(id, false));
        }
        byte[] framed = DamagedStreams.lengthPrefixed(documents);
        int lost = (int) recordOfDamaged(documents) + LengthPrefixedSequence.PREFIX_SIZE + 10;
        byte[] damaged = new byte[framed.length - 4];
        System.arraycopy(framed, 0, damaged, 0, lost);
        System.arraycopy(framed, lost + 4, damaged, lost, framed.length - lost - 4);
        for (FracReader r : readers(damaged)) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(DamagedStreams.beforeTheDamaged(), outcome.ids());
            assertEquals(2, outcome.errors().size(), outcome.toString());
            assertNull(r.next());
        }
        Outcome inMemory = readCatchingErrors(readers(damaged).get(0));
        assertTrue(inMemory.errors().get(1).problem().contains("runs past the end of the input"),
                inMemory.errors().get(1).problem());
    }

    @Test
    void aRecordCutShortByTheEndOfTheInputIsReportedOnceAndEndsIt() throws IOException {
        byte[] framed = DamagedStreams.lengthPrefixed(DamagedStreams.documents(Damage.TRUNCATED, false).subList(0, 3));
        byte[] cut = Arrays.copyOf(framed, framed.length - 2);
        for (FracReader r : readers(cut)) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(List.of(0, 1), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.toString());
            assertNull(r.next());
        }
        for (int missing = 1; missing < LengthPrefixedSequence.PREFIX_SIZE; missing++) {
            byte[] prefixCut = Arrays.copyOf(framed, framed.length - DamagedStreams.document(2, false).length - missing);
            for (FracReader r : readers(prefixCut)) {
                Outcome outcome = readCatchingErrors(r);
                assertEquals(List.of(0, 1), outcome.ids());
                assertEquals(1, outcome.errors().size(), outcome.toString());
                assertTrue(outcome.errors().get(0).problem().startsWith("input ended inside a record's length"),
                        outcome.errors().get(0).problem());
            }
        }
    }

    @Test
    void recordsTooShortOrTooLongAreReportedAndSkipped() throws IOException {
        byte[] one = DamagedStreams.document(1, false);
        byte[] big = DamagedStreams.document(123456, false);
        byte[] input = DamagedStreams.lengthPrefixed(List.of(new byte[0], one, Arrays.copyOf(one, 3), big, one));
        ReadOptions options = ReadOptions.builder().maxDocumentBytes(one.length).build();
        for (FracReader r : readers(input, options)) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(List.of(1, 1), outcome.ids());
            assertEquals(3, outcome.errors().size(), outcome.toString());
            assertEquals("record of 0 bytes cannot hold a document (at least 4 bytes)", outcome.errors().get(0).problem());
            assertEquals(0, outcome.errors().get(0).offset());
            assertEquals("record of 3 bytes cannot hold a document (at least 4 bytes)", outcome.errors().get(1).problem());
            FracLimitException limit = assertInstanceOf(FracLimitException.class, outcome.errors().get(2));
            assertEquals("record of " + big.length + " bytes exceeds the maximum document of " + one.length + " bytes",
                    limit.problem());
        }
    }

    /** Issue 18 section 5: an empty input is an empty sequence, as it is for concatenated documents. */
    @Test
    void anEmptyInputIsAnEmptySequence() throws IOException {
        for (FracReader r : readers(new byte[0])) {
            assertNull(r.next());
            assertNull(r.token());
            assertEquals(0, r.childrenAt(0));
        }
    }

    /** Plain documents read as a sequence: their header is taken for a length, which the input does not hold. */
    @Test
    void concatenatedDocumentsAreRefusedOnceNotReadAsRecords() throws IOException {
        byte[] plain = DamagedStreams.concatenated(Damage.TRUNCATED);
        for (FracReader r : readers(plain)) {
            Outcome outcome = readCatchingErrors(r);
            assertEquals(List.of(), outcome.ids());
            assertEquals(1, outcome.errors().size(), outcome.toString());
        }
    }

    @Test
    void closeClosesTheStreamAndResetLetsGoOfTheSequence() throws IOException {
        boolean[] closed = {false};
        ByteArrayInputStream in = new ByteArrayInputStream(DamagedStreams.lengthPrefixed(Damage.TRUNCATED, false)) {
            @Override
            public void close() {
                closed[0] = true;
            }
        };
        FracReader r = FracReader.of(LengthPrefixedSequence.of(in), ReadOptions.DEFAULT);
        assertEquals(FracToken.START_OBJECT, r.next());
        r.close();
        assertTrue(closed[0]);
        assertNull(r.next());

        r.reset(DamagedStreams.document(7, false), 0, DamagedStreams.document(7, false).length);
        assertEquals(FracToken.START_OBJECT, r.next(), "plain input again");
    }

    @Test
    void writeRecordRefusesBytesThatAreNotADocument() {
        assertThrows(IllegalArgumentException.class,
                () -> LengthPrefixedSequence.writeRecord(new ByteArrayOutputStream(), new byte[] {'F', 'J', 0}));
        assertThrows(IllegalArgumentException.class,
                () -> LengthPrefixedSequence.writeRecord(new ByteArrayOutputStream(), new byte[] {'F', 'X', 0, 0}));
    }
}
