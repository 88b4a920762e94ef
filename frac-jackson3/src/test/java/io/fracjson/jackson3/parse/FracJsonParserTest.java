package io.fracjson.jackson3.parse;

import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.Jackson3Line;
import io.fracjson.testkit.FracJsonParserBehaviour;
import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.json.JsonFactory;

import java.io.IOException;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The kit's {@link FracJsonParserBehaviour} on Jackson 3, and a null array refused as Jackson 3's JSON factory refuses it. */
class FracJsonParserTest extends FracJsonParserBehaviour {
    private final FracJsonFactory jackson3 = (FracJsonFactory) factory.unwrap();

    FracJsonParserTest() {
        super(Jackson3Line.LINE);
    }

    /** Jackson 3's contract: no number type for a token that is not a number (was: an exception). */
    @Override
    protected void assertNumberTypeOfANonNumber(Parser p) throws IOException {
        assertNull(p.numberType());
    }

    /** The same at a string. */
    @Test
    void aNonNumericTokenHasNoNumberType() throws IOException {
        try (Parser p = factory.parser(write(g -> g.writeString("a")))) {
            p.nextToken();
            assertNull(p.numberType());
        }
    }

    /**
     * As Jackson 3's JSON factory refuses a null array (or a range outside it) given with a range:
     * a {@link StreamReadException} naming the argument (Jackson 2 threw IllegalArgumentException).
     * The calls without a range name it too, as in the 2.x adapter (Jackson 3.2's own read the
     * array's length first: a NullPointerException, for JSON as well).
     */
    @Test
    void aNullArrayIsRefusedNamingTheArgument() {
        StreamReadException json = assertThrows(StreamReadException.class,
                () -> new JsonFactory().createParser(ObjectReadContext.empty(), (byte[]) null, 0, 0));
        List<Executable> calls = List.of(() -> jackson3.createParser(ObjectReadContext.empty(), (byte[]) null),
                () -> jackson3.createParser(ObjectReadContext.empty(), (byte[]) null),
                () -> jackson3.createParser(ObjectReadContext.empty(), (byte[]) null, 0, 0),
                () -> jackson3.createParser(ObjectReadContext.empty(), (byte[]) null, 0, 0));
        for (Executable call : calls) {
            StreamReadException e = assertThrows(StreamReadException.class, call);
            assertTrue(e.getMessage().contains("`byte[]` argument: `null`"), e.getMessage());
            assertEquals(json.getOriginalMessage(), e.getOriginalMessage());
        }
        StreamReadException range = assertThrows(StreamReadException.class,
                () -> jackson3.createParser(ObjectReadContext.empty(), new byte[4], 2, 3));
        assertEquals(assertThrows(StreamReadException.class, () -> new JsonFactory().createParser(ObjectReadContext.empty(), new byte[4], 2, 3))
                .getOriginalMessage(), range.getOriginalMessage());
    }
}
