package io.fracjson.core;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

    @FuzzTest
    void readInMemoryAndStreamed(byte[] data) throws IOException {
        FuzzCase c = FuzzCase.of(data);
        Object inMemory = outcome(FracReader.of(c.input(), c.readOptions()));
        Object streamed = outcome(FracReader.of(c.stream(), c.readOptions()));
        assertEquals(inMemory, streamed, "in-memory and streamed reading disagree");

        FracReader recycled = abandonedReader(c.readOptions());
        recycled.reset(c.input(), 0, c.input().length);
        assertEquals(inMemory, outcome(recycled), "a recycled reader reads differently");
        recycled = abandonedReader(c.readOptions());
        recycled.reset(c.stream());
        assertEquals(streamed, outcome(recycled), "a recycled stream reader reads differently");
    }

    /** The documents read, every string decoded, or {@link #REFUSED}. */
    private static Object outcome(FracReader reader) throws IOException {
        try (reader) {
            return DocumentTokens.readAll(reader);
        } catch (FracFormatException e) {
            return REFUSED;
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
