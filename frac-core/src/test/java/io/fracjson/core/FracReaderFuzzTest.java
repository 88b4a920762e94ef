package io.fracjson.core;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Coverage-guided fuzzing of {@link FracReader} (FUZZING.md). Any input must end in the
 * documents it holds or in {@link FracFormatException}: any other exception, an error
 * (OutOfMemoryError, StackOverflowError) or a run over the fuzzer's timeout is a finding.
 * Read in place, as a stream, and by a reader recycled with {@code reset} after it
 * abandoned a compressed document midway, the same input must give the same outcome. The
 * default build replays the committed inputs under {@code FracReaderFuzzTestInputs/}.
 */
class FracReaderFuzzTest {
    /** A failure, as an outcome: its kind, since in-memory and streamed messages legitimately differ. */
    private static final String REFUSED = "refused";
    /** What a recycled reader was reading before: compressed, with a key and a string. */
    private static final byte[] ABANDONED = abandoned();
    /** More records than a fuzz input can hold: a sequence still going after them would never end. */
    private static final int MAX_RECORDS = 1 << 20;

    @FuzzTest
    void readInMemoryAndStreamed(byte[] data) throws IOException {
        FuzzCase c = FuzzCase.of(data);
        Object inMemory = outcome(FracReader.of(c.input(), c.readOptions()));
        Object streamed = outcome(FracReader.of(c.stream(), c.readOptions()));
        assertEquals(inMemory, streamed, "in-memory and streamed reading disagree");
        assertEquals(failureOrDocuments(FracReader.of(c.input(), c.readOptions()), false),
                failureOrDocuments(FracReader.of(c.input(), c.readOptions()), true),
                "reading keys by nextKey() reads differently");

        FracReader recycled = abandonedReader(c.readOptions());
        recycled.reset(c.input(), 0, c.input().length);
        assertEquals(inMemory, outcome(recycled), "a recycled reader reads differently");
        recycled = abandonedReader(c.readOptions());
        recycled.reset(c.stream());
        assertEquals(streamed, outcome(recycled), "a recycled stream reader reads differently");
    }

    /**
     * The input as this library's length-prefixed sequence, read by the loop that catches each
     * error and carries on: it ends, at most one outcome for each 4 bytes (a record's length) and
     * one more, in the same documents and refused records in memory and streamed.
     */
    @FuzzTest
    void readLengthPrefixed(byte[] data) throws IOException {
        FuzzCase c = FuzzCase.of(data);
        List<Object> inMemory = records(FracReader.of(LengthPrefixedSequence.of(c.input()), c.readOptions()));
        List<Object> streamed = records(FracReader.of(LengthPrefixedSequence.of(c.stream()), c.readOptions()));
        assertEquals(inMemory, streamed, "in-memory and streamed reading disagree");
        assertTrue(inMemory.size() <= c.input().length / LengthPrefixedSequence.PREFIX_SIZE + 1,
                inMemory.size() + " outcomes from " + c.input().length + " bytes");
    }

    /** Each record's document, as its tokens (every string decoded), or {@link #REFUSED}, in order. */
    private static List<Object> records(FracReader reader) throws IOException {
        List<Object> records = new ArrayList<>();
        try (reader) {
            for (int attempt = 0; attempt < MAX_RECORDS; attempt++) {
                List<Object> tokens = new ArrayList<>();
                try {
                    if (reader.next() == null) {
                        return records;
                    }
                    DocumentTokens.readDocument(reader, tokens);
                    records.add(tokens);
                } catch (FracFormatException e) {
                    records.add(REFUSED);
                    skipDocument(reader);
                }
            }
        }
        return fail("the sequence did not end after " + MAX_RECORDS + " records");
    }

    /** After an error that left the structure intact (a string not UTF-8), the rest of its document. */
    private static void skipDocument(FracReader reader) throws IOException {
        try {
            while (reader.depth() > 0) {
                reader.next();
            }
        } catch (FracFormatException e) {
            // the same record's: it is refused once
        }
    }

    /** The documents read, every string decoded, or {@link #REFUSED}. */
    private static Object outcome(FracReader reader) throws IOException {
        try (reader) {
            return DocumentTokens.readAll(reader);
        } catch (FracFormatException e) {
            return REFUSED;
        }
    }

    /** The documents read, keys by {@link FracReader#nextKey()} if {@code keysFirst}, or the failure's message and offset. */
    private static Object failureOrDocuments(FracReader reader, boolean keysFirst) throws IOException {
        try (reader) {
            return DocumentTokens.readAll(reader, keysFirst);
        } catch (FracFormatException e) {
            return e.getMessage() + " at " + e.offset();
        }
    }

    /** A reader left inside the string of {@link #ABANDONED}'s zstd body. */
    private static FracReader abandonedReader(ReadOptions options) throws IOException {
        FracReader r = FracReader.of(ABANDONED, options);
        for (int i = 0; i < 4; i++) {
            r.next(); // {, "k", [, "xx..."
        }
        return r;
    }

    private static byte[] abandoned() {
        try {
            return DataModel.encode(Map.of("k", List.of("x".repeat(100), 1L)), KeysTable.EMPTY, Compression.zstd(3),
                    true);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
