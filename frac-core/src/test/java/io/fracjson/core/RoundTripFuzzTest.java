package io.fracjson.core;

import com.code_intelligence.jazzer.junit.FuzzTest;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Coverage-guided fuzzing of the writer against the reader (FUZZING.md): whatever the
 * reader accepts, {@link FracWriter} writes again so that it reads back to the same data
 * (floats by bits, duplicate keys kept), and writing that again gives the same bytes. The
 * default build replays the committed inputs under {@code RoundTripFuzzTestInputs/}.
 */
class RoundTripFuzzTest {
    @FuzzTest
    void reencodeAndDecode(byte[] data) throws IOException {
        FuzzCase c = FuzzCase.of(data);
        List<List<Object>> documents;
        try (FracReader r = FracReader.of(c.input(), c.readOptions())) {
            documents = DocumentTokens.readAll(r);
        } catch (FracFormatException refused) {
            return; // not valid frac_json: FracReaderFuzzTest's concern
        }
        // The data may need the dictionary for the re-encoding, and no longer the tight limits.
        ReadOptions reading = ReadOptions.builder().keysTable(c.keysTable()).dictionary(FuzzCase.DICTIONARY)
                .maxDecompressedBytes(FuzzCase.MAX_DECOMPRESSED_BYTES).build();
        for (List<Object> document : documents) {
            byte[] once = DocumentTokens.encode(document, c.keysTable(), c.reencoding(), c.sizedContainers());
            List<List<Object>> decoded;
            try (FracReader r = FracReader.of(once, reading)) {
                decoded = DocumentTokens.readAll(r);
            }
            assertEquals(List.of(document), decoded, "the re-encoded document reads back differently");
            byte[] twice = DocumentTokens.encode(decoded.get(0), c.keysTable(), c.reencoding(), c.sizedContainers());
            assertArrayEquals(once, twice, "encoding is not idempotent");
        }
    }
}
