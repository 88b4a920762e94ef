package io.fracjson.core;

import io.fracjson.core.testing.DamagedStreams;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Records of a length-prefixed sequence cut from chunks as a non-blocking reader gets them. */
class LengthPrefixedSplitterTest {

    private static List<byte[]> documents() {
        List<byte[]> documents = new ArrayList<>();
        for (int id = 0; id < DamagedStreams.DOCUMENTS; id++) {
            documents.add(DamagedStreams.document(id, id % 3 == 0));
        }
        return documents;
    }

    /** Every record, the input fed in chunks of {@code size} bytes. */
    private static List<byte[]> split(byte[] input, int size, long max) throws FracFormatException {
        LengthPrefixedSplitter splitter = new LengthPrefixedSplitter(max);
        List<byte[]> records = new ArrayList<>();
        for (int at = 0; at < input.length; at += size) {
            splitter.feed(input, at, Math.min(size, input.length - at));
            for (byte[] r = splitter.next(); r != null; r = splitter.next()) {
                records.add(r);
            }
        }
        splitter.end();
        return records;
    }

    @Test
    void chunksOfEverySizeGiveTheSameRecords() throws IOException {
        List<byte[]> documents = documents();
        byte[] input = DamagedStreams.lengthPrefixed(documents);
        for (int size : new int[] {1, 2, 3, 4, 5, 7, 64, 1000, input.length}) {
            List<byte[]> records = split(input, size, -1);
            assertEquals(documents.size(), records.size(), "chunks of " + size);
            for (int i = 0; i < records.size(); i++) {
                assertArrayEquals(documents.get(i), records.get(i), "record " + i + ", chunks of " + size);
            }
        }
        assertEquals(List.of(), split(new byte[0], 1, -1), "an empty input is an empty sequence");
    }

    @Test
    void aRecordLongerThanTheMaximumIsALimitErrorAtItsPrefixAfterTheRecordsBeforeIt() throws IOException {
        List<byte[]> documents = documents();
        byte[] input = DamagedStreams.lengthPrefixed(documents);
        int longest = documents.stream().mapToInt(d -> d.length).max().orElseThrow();
        LengthPrefixedSplitter splitter = new LengthPrefixedSplitter(longest - 1);
        splitter.feed(input);
        int delivered = 0;
        FracFormatException e = null;
        try {
            while (splitter.next() != null) {
                delivered++;
            }
        } catch (FracFormatException thrown) {
            e = thrown;
        }
        assertInstanceOf(FracLimitException.class, e);
        assertTrue(e.getMessage().contains("exceeds the maximum document of " + (longest - 1) + " bytes"), e.getMessage());
        assertEquals(documents.indexOf(documents.stream().filter(d -> d.length == longest).findFirst().orElseThrow()),
                delivered, "the records before it are delivered");
        assertThrows(IllegalStateException.class, splitter::next, "the first error ends the input");
    }

    @Test
    void anInputEndingInsideARecordOrItsLengthIsAnError() throws IOException {
        byte[] input = DamagedStreams.lengthPrefixed(documents());
        FracFormatException insideRecord = assertThrows(FracFormatException.class,
                () -> split(Arrays.copyOf(input, input.length - 1), 7, -1));
        assertTrue(insideRecord.getMessage().contains("1 bytes missing"), insideRecord.getMessage());

        byte[] first = DamagedStreams.lengthPrefixed(documents().subList(0, 1));
        byte[] twoPrefixBytesMore = Arrays.copyOf(first, first.length + 2);
        FracFormatException insideLength = assertThrows(FracFormatException.class,
                () -> split(twoPrefixBytesMore, 3, -1));
        assertTrue(insideLength.getMessage().contains("inside a record's length"), insideLength.getMessage());
    }

    @Test
    void recordsThatCannotHoldADocumentOrHoldSomethingElseAreErrors() {
        FracFormatException tooShort = assertThrows(FracFormatException.class,
                () -> split(new byte[] {2, 0, 0, 0, 'F', 'J'}, 1, -1));
        assertTrue(tooShort.getMessage().contains("cannot hold a document"), tooShort.getMessage());

        FracFormatException notADocument = assertThrows(FracFormatException.class,
                () -> split(new byte[] {5, 0, 0, 0, '{', '"', 'a', '"', '}'}, 2, -1));
        assertTrue(notADocument.getMessage().contains("does not start with a frac_json header"), notADocument.getMessage());
    }

    @Test
    void plainConcatenatedDocumentsAreNamedAsSuch() throws IOException {
        ByteArrayOutputStream concatenated = new ByteArrayOutputStream();
        for (byte[] d : documents()) {
            concatenated.write(d);
        }
        FracFormatException limited = assertThrows(FracFormatException.class,
                () -> split(concatenated.toByteArray(), 100, 256 * 1024));
        assertTrue(limited.getMessage().contains("without length prefixes"), limited.getMessage());
        FracFormatException unlimited = assertThrows(FracFormatException.class,
                () -> split(concatenated.toByteArray(), 100, -1));
        assertTrue(unlimited.getMessage().contains("without length prefixes"), unlimited.getMessage());
    }

    @Test
    void aChunkMustBeUsedUpBeforeTheNext() throws IOException {
        byte[] input = DamagedStreams.lengthPrefixed(documents());
        LengthPrefixedSplitter splitter = new LengthPrefixedSplitter(-1);
        splitter.feed(input);
        splitter.next();
        assertThrows(IllegalStateException.class, () -> splitter.feed(input));
        while (splitter.next() != null) {
            // use it up
        }
        assertNull(splitter.next());
        splitter.feed(new byte[0]);
        splitter.end();
    }
}
