package io.fracjson.jackson.fuzz;

import io.fracjson.core.testing.ConformanceVector;
import com.code_intelligence.jazzer.junit.FuzzTest;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.exc.StreamReadException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.core.testing.TrickleInputStream;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Coverage-guided fuzzing of the Jackson adapter (FUZZING.md at the repository root): any
 * input read through {@code ObjectMapper.readTree} and through the token stream (in memory
 * and as a stream, which must agree) ends normally or in the documented read errors, a
 * {@link StreamReadException} or, for a limit, a {@link StreamConstraintsException}, caused
 * by nothing but the core's {@link FracFormatException}; any other exception is a finding.
 * The first byte selects the factory: bit 0, one with a global keys table and a zstd
 * dictionary. The default build replays the committed inputs.
 */
class JacksonReadFuzzTest {
    private static final FracJsonFactory PLAIN = new FracJsonFactory();
    private static final FracJsonFactory WITH_TABLES = withTables();
    private static final ObjectMapper PLAIN_MAPPER = new ObjectMapper(PLAIN);
    private static final ObjectMapper TABLES_MAPPER = new ObjectMapper(WITH_TABLES);
    private static final String REFUSED = "refused";

    @FuzzTest
    void readTreeAndTokens(byte[] data) throws IOException {
        boolean tables = data.length > 0 && (data[0] & 1) != 0;
        byte[] input = data.length == 0 ? data : Arrays.copyOfRange(data, 1, data.length);
        FracJsonFactory factory = tables ? WITH_TABLES : PLAIN;
        try {
            (tables ? TABLES_MAPPER : PLAIN_MAPPER).readTree(input);
        } catch (StreamReadException | StreamConstraintsException e) {
            requireInputError(e);
        }
        Object inMemory = tokens(factory.createParser(input));
        Object streamed = tokens(factory.createParser(new TrickleInputStream(input)));
        assertEquals(inMemory, streamed, "in-memory and streamed parsing disagree");
    }

    /** Every token with its text and number, or {@link #REFUSED}. */
    private static Object tokens(JsonParser p) throws IOException {
        List<String> tokens = new ArrayList<>();
        try (p) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                tokens.add(t + " " + p.getText());
                if (t.isNumeric()) {
                    tokens.add(p.getNumberType() + " " + p.getNumberValue());
                }
            }
            return tokens;
        } catch (StreamReadException | StreamConstraintsException e) {
            requireInputError(e);
            return REFUSED;
        }
    }

    /** A read error must stem from the input, not from a defect that the parser wrapped. */
    private static void requireInputError(JsonProcessingException e) {
        Throwable cause = e.getCause();
        if (cause != null && !(cause instanceof FracFormatException)) {
            throw new AssertionError("read error caused by a defect: " + cause, e);
        }
    }

    private static FracJsonFactory withTables() {
        try {
            return FracJsonFactory.builder()
                    .keysTable(KeysTable.fromBytes(Files.readAllBytes(ConformanceVector.vectorsDirectory().resolve("zstd_samples.keys"))))
                    .zstdDictionary(Files.readAllBytes(ConformanceVector.vectorsDirectory().resolve("raw_content.dict")))
                    .build();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
