package io.fracjson.jackson.parse;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.FracJsonParserBehaviour;
import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The kit's {@link FracJsonParserBehaviour} on Jackson 2, and what only Jackson 2's parser has:
 * overrideCurrentName, features changed on the parser itself, IllegalArgumentException for a null array.
 */
class FracJsonParserTest extends FracJsonParserBehaviour {
    private final FracJsonFactory jackson2 = (FracJsonFactory) factory.unwrap();

    FracJsonParserTest() {
        super(Jackson2Line.LINE);
    }

    /** Jackson 2: no number type for a token that is not a number is an error. */
    @Override
    protected void assertNumberTypeOfANonNumber(Parser p) {
        expect(line, READ, p::numberType);
    }

    /** After an error that followed a container start, a name overridden at the root is what the parser reports. */
    @Test
    void aNameOverriddenAfterAnErrorIsReported() throws IOException {
        try (Parser failed = failedAfterAContainerStart()) {
            JsonParser p = (JsonParser) failed.unwrap();
            p.overrideCurrentName("renamed");
            assertEquals("renamed", p.currentName());
            assertNull(p.currentValue());
            assertNull(p.nextToken(), "the input ended at the error");
        }
    }

    /** The name at a FIELD_NAME, however it was reached, and once overridden there, is what every accessor reports. */
    @Test
    void nameAtAFieldNameIsTheOverriddenOneEverywhere() throws IOException {
        try (JsonParser p = jackson2.createParser(sample())) {
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            assertEquals(JsonToken.FIELD_NAME, p.nextToken());
            assertEquals("name", p.currentName());
            p.overrideCurrentName("renamed");
            assertEquals("renamed", p.currentName());
            assertEquals("renamed", p.getText());
            assertEquals("renamed", p.getParsingContext().getCurrentName());
            assertEquals(JsonToken.VALUE_STRING, p.nextToken());
            assertEquals("renamed", p.currentName(), "the value's name is the overridden one");
            assertEquals("list", p.nextFieldName());
            assertEquals("list", p.currentName());
        }
    }

    @Test
    void aNullArrayIsRefusedNamingTheArgument() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> jackson2.createParser((byte[]) null));
        assertTrue(e.getMessage().contains("`byte[]` argument: `null`"), e.getMessage());
    }

    /** AUTO_CLOSE_SOURCE turned off on the parser itself, which Jackson 2 allows. */
    @Test
    void theSourceStaysOpenWhenTheParserSaysSo() throws IOException {
        Tracking kept = new Tracking();
        try (JsonParser p = jackson2.createParser(kept)) {
            p.disable(JsonParser.Feature.AUTO_CLOSE_SOURCE);
            p.nextToken();
        }
        assertFalse(kept.closed);
    }
}
