package io.fracjson.testkit;

import com.code_intelligence.jazzer.junit.FuzzTest;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.core.testing.TrickleInputStream;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Coverage-guided fuzzing of a Jackson adapter (FUZZING.md at the repository root): any input
 * read through {@code ObjectMapper.readTree} and through the token stream (in memory and as a
 * stream, which must agree) ends normally or in the documented read errors, a StreamReadException
 * or, for a limit, a StreamConstraintsException, caused by nothing but the core's
 * {@link FracFormatException}; any other exception is a finding. The one other outcome is Jackson
 * 3's own: its mappers refuse content after the root value by default (FAIL_ON_TRAILING_TOKENS,
 * off in 2.x), as JSON's mapper refuses {@code {} {}}, so there readTree of several documents ends
 * in that MismatchedInputException ({@link #refusesTrailingTokens()}). The first byte selects the
 * factory: bit 0, one with a global keys table and a zstd dictionary. The default build replays
 * the committed inputs (Jazzer finds them as the resource {@code <TestClass>Inputs/<method>} next
 * to each line's concrete class).
 */
public abstract class JacksonReadFuzzBehaviour extends LineTest {
    private static final String REFUSED = "refused";

    private final Factory plain;
    private final Factory withTables;
    private final Mapper plainMapper;
    private final Mapper tablesMapper;

    protected JacksonReadFuzzBehaviour(JacksonLine line) {
        super(line);
        this.plain = line.factory();
        this.withTables = withTables(line);
        this.plainMapper = plain.objectMapper();
        this.tablesMapper = withTables.objectMapper();
    }

    /** Whether the line's mappers refuse a root value followed by more (Jackson 3's FAIL_ON_TRAILING_TOKENS). */
    protected abstract boolean refusesTrailingTokens();

    @FuzzTest
    void readTreeAndTokens(byte[] data) throws Exception {
        boolean tables = data.length > 0 && (data[0] & 1) != 0;
        byte[] input = data.length == 0 ? data : Arrays.copyOfRange(data, 1, data.length);
        Factory factory = tables ? withTables : plain;
        try {
            (tables ? tablesMapper : plainMapper).readTree(input);
        } catch (Exception e) {
            Failure failure = line.failure(e);
            if (failure.family() == Failure.Family.DATABIND && refusesTrailingTokens()) {
                requireTrailingTokens(failure);
            } else {
                requireInputError(failure);
            }
        }
        Object inMemory = tokens(factory.parser(input));
        Object streamed = tokens(factory.parser(new TrickleInputStream(input)));
        assertEquals(inMemory, streamed, "in-memory and streamed parsing disagree");
    }

    /** Every token with its text and number, or {@link #REFUSED}. */
    private Object tokens(Parser p) throws Exception {
        List<String> tokens = new ArrayList<>();
        try (p) {
            Token t;
            while ((t = p.nextToken()) != null) {
                tokens.add(t + " " + p.text());
                if (t == Token.INT || t == Token.FLOAT) {
                    tokens.add(p.numberType() + " " + p.numberValue());
                }
            }
            return tokens;
        } catch (Exception e) {
            requireInputError(line.failure(e));
            return REFUSED;
        }
    }

    /** A read error, or a limit, that stems from the input, not from a defect that the parser wrapped. */
    private static void requireInputError(Failure failure) throws Exception {
        if (failure.family() != Failure.Family.READ && failure.family() != Failure.Family.COERCION
                && failure.family() != Failure.Family.CONSTRAINTS) {
            throw rethrow(failure.exception());
        }
        Throwable cause = failure.exception().getCause();
        if (cause != null && !(cause instanceof FracFormatException)) {
            throw new AssertionError("read error caused by a defect: " + cause, failure.exception());
        }
    }

    /** The only databind refusal of a tree: a valid value followed by more (FAIL_ON_TRAILING_TOKENS). */
    private static void requireTrailingTokens(Failure failure) {
        if (failure.exception().getCause() != null || !failure.message().contains("FAIL_ON_TRAILING_TOKENS")) {
            throw new AssertionError("readTree refused the input for another reason than trailing tokens",
                    failure.exception());
        }
    }

    private static Exception rethrow(Throwable t) {
        if (t instanceof Error error) {
            throw error;
        }
        return (Exception) t;
    }

    private static Factory withTables(JacksonLine line) {
        try {
            return line.factory(Settings.defaults()
                    .keysTable(KeysTable.fromBytes(Files.readAllBytes(ConformanceVector.vectorsDirectory().resolve("zstd_samples.keys"))))
                    .zstdDictionary(Files.readAllBytes(ConformanceVector.vectorsDirectory().resolve("raw_content.dict"))));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
