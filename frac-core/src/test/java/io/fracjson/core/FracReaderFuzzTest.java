package io.fracjson.core;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Coverage-guided fuzzing of {@link FracReader} (FUZZING.md). Any input must end in the
 * documents it holds or in {@link FracFormatException}: any other exception, an error
 * (OutOfMemoryError, StackOverflowError) or a run over the fuzzer's timeout is a finding.
 * Read in place and read as a stream, the same input must give the same outcome. The
 * default build replays the committed inputs under {@code FracReaderFuzzTestInputs/}.
 */
class FracReaderFuzzTest {
    /** A failure, as an outcome: its kind, since in-memory and streamed messages legitimately differ. */
    private static final String REFUSED = "refused";

    @FuzzTest
    void readInMemoryAndStreamed(byte[] data) throws IOException {
        FuzzCase c = FuzzCase.of(data);
        Object inMemory = outcome(FracReader.of(c.input(), c.readOptions()));
        Object streamed = outcome(FracReader.of(c.stream(), c.readOptions()));
        assertEquals(inMemory, streamed, "in-memory and streamed reading disagree");
    }

    /** The documents read, every string decoded, or {@link #REFUSED}. */
    private static Object outcome(FracReader reader) throws IOException {
        try (reader) {
            return ExactModel.readAll(reader);
        } catch (FracFormatException e) {
            return REFUSED;
        }
    }
}
