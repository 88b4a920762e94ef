package io.fracjson.jackson3.parse;

import tools.jackson.core.ObjectWriteContext;
import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.FailingInputStream;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.FracJsonMapper;
import io.fracjson.jackson3.FracJsonReadFeature;
import io.fracjson.jackson3.support.Frac;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import tools.jackson.core.Base64Variants;
import tools.jackson.core.JsonParser;
import tools.jackson.core.JsonParser.NumberType;
import tools.jackson.core.JsonToken;
import tools.jackson.core.ObjectReadContext;
import tools.jackson.core.StreamReadFeature;
import tools.jackson.core.exc.InputCoercionException;
import tools.jackson.core.exc.JacksonIOException;
import tools.jackson.core.exc.StreamReadException;
import tools.jackson.core.io.SerializedString;
import tools.jackson.core.json.JsonFactory;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.exc.MismatchedInputException;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The Jackson 3 twin of frac-jackson's {@code parse.FracJsonParserTest}. */
class FracJsonParserTest {
    private final FracJsonFactory factory = new FracJsonFactory();

    private static byte[] sample() throws IOException {
        return Frac.write(g -> {
            g.writeStartObject();
            g.writeStringProperty("name", "héllo");
            g.writeName("list");
            g.writeStartArray();
            g.writeNumber(7);
            g.writeNumber(3_000_000_000L);
            g.writeNumber(new BigInteger("18446744073709551615"));
            g.writeNumber(0.5);
            g.writeNumber(0.1);
            g.writeBoolean(true);
            g.writeBoolean(false);
            g.writeNull();
            g.writeEndArray();
            g.writeName("name");
            g.writeStartObject();
            g.writeEndObject();
            g.writeEndObject();
        });
    }

    /**
     * An error ends the input at depth 0 while the last token (here a container start) stays
     * current: the name, context and value accessors answer for the root rather than asking the
     * reader for the level outside it.
     */
    @Test
    void accessorsAnswerAfterAnErrorThatFollowedAContainerStart() {
        byte[] reservedKeyByte = {'F', 'J', 0, 0x6F, (byte) 0xFF, 0x00}; // {<key byte 0xFF>: null}
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), reservedKeyByte)) {
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            assertThrows(StreamReadException.class, p::nextToken);
            assertEquals(JsonToken.START_OBJECT, p.currentToken(), "the last token stays current");
            assertNull(p.currentName());
            assertNull(p.streamReadContext().currentName());
            assertNull(p.currentValue());
            assertNull(p.nextToken(), "the input ended at the error");
        }
    }

    /**
     * An error after a name, from the input's bytes or from the stream under them, ends the input
     * while the name stays the current token: every name accessor then answers for the root.
     */
    @Test
    void nameAccessorsAgreeAfterAnErrorThatFollowedAName() {
        byte[] reservedTypeByte = {'F', 'J', 0, 0x6F, 0x04, 'a', (byte) 0xFE}; // {"a": <type byte 0xFE>}
        withErrorAfterLastToken(reservedTypeByte, FracJsonParserTest::assertNameThenError);
    }

    /**
     * Runs {@code check} (both ways, its flag false and true) on a parser of {@code input}, whose
     * last byte is an error, and on one of a stream that gives all but that byte, then fails.
     */
    private void withErrorAfterLastToken(byte[] input, ErrorCheck check) {
        for (boolean flag : new boolean[] {false, true}) {
            try (JsonParser p = factory.createParser(ObjectReadContext.empty(), input)) {
                check.run(p, flag, StreamReadException.class);
            }
            try (JsonParser p = factory.createParser(ObjectReadContext.empty(),
                    new FailingInputStream(Arrays.copyOf(input, input.length - 1)))) {
                check.run(p, flag, JacksonIOException.class);
            }
        }
    }

    private interface ErrorCheck {
        void run(JsonParser p, boolean flag, Class<? extends RuntimeException> error);
    }

    private static void assertNameThenError(JsonParser p, boolean byNextName, Class<? extends RuntimeException> error) {
        assertEquals(JsonToken.START_OBJECT, p.nextToken());
        if (byNextName) {
            assertEquals("a", p.nextName());
        } else {
            assertEquals(JsonToken.PROPERTY_NAME, p.nextToken());
        }
        assertEquals("a", p.currentName());
        assertThrows(error, p::nextToken);
        assertEquals(JsonToken.PROPERTY_NAME, p.currentToken(), "the last token stays current");
        assertNull(p.currentName());
        assertNull(p.getString());
        assertNull(p.streamReadContext().currentName());
    }

    /**
     * An error after a number ends the input, and the reader lets go of the number's value, while
     * the number stays the current token: its accessors refuse, naming why, rather than fail with
     * a NullPointerException or answer with a value left over from before.
     */
    @Test
    void numberAccessorsRefuseAfterAnErrorThatFollowedANumber() {
        byte[] intThenReserved = {'F', 'J', 0, (byte) 0xA0, 0x03, (byte) -30, (byte) 0xFE}; // [-30, <0xFE>]
        byte[] floatThenReserved = {'F', 'J', 0, (byte) 0xA0, 0x0C, 0, 0, 0, 0, 0, 0, (byte) 0xF8, 0x3F, (byte) 0xFE}; // [1.5, <0xFE>]
        for (byte[] input : List.of(intThenReserved, floatThenReserved)) {
            try (JsonParser p = factory.createParser(ObjectReadContext.empty(), input)) {
                assertEquals(JsonToken.START_ARRAY, p.nextToken());
                JsonToken number = p.nextToken();
                assertTrue(number.isNumeric());
                assertThrows(StreamReadException.class, p::nextToken);
                assertEquals(number, p.currentToken(), "the last token stays current");
                for (Executable accessor : List.<Executable>of(p::getIntValue, p::getLongValue, p::getDoubleValue,
                        p::getDecimalValue, p::getBigIntegerValue, p::getNumberValue, p::getNumberType, p::getString)) {
                    StreamReadException e = assertThrows(StreamReadException.class, accessor);
                    assertTrue(e.getOriginalMessage().contains("the input ended at an error"), e.getOriginalMessage());
                }
                if (number == JsonToken.VALUE_NUMBER_FLOAT) { // an int is never NaN, whatever its value
                    assertThrows(StreamReadException.class, p::isNaN);
                }
            }
        }
    }

    /**
     * A string not yet decoded when an error after it ended the input is refused: the failed read
     * may have moved the window its bytes were in (here a stream's, compacted before it failed).
     * One decoded before the error is still given.
     */
    @Test
    void stringLeftCurrentByAnErrorIsGivenOnlyIfDecodedBefore() {
        byte[] abcThenReserved = {'F', 'J', 0, (byte) 0xA0, 0x19, 'a', 'b', 'c', (byte) 0xFE}; // ["abc", <0xFE>]
        withErrorAfterLastToken(abcThenReserved, FracJsonParserTest::assertStringThenError);
    }

    private static void assertStringThenError(JsonParser p, boolean decodedBefore, Class<? extends RuntimeException> error) {
        assertEquals(JsonToken.START_ARRAY, p.nextToken());
        assertEquals(JsonToken.VALUE_STRING, p.nextToken());
        if (decodedBefore) {
            assertEquals("abc", p.getString());
        }
        assertThrows(error, p::nextToken);
        assertEquals(JsonToken.VALUE_STRING, p.currentToken(), "the last token stays current");
        if (decodedBefore) {
            assertEquals("abc", p.getString());
        } else {
            StreamReadException e = assertThrows(StreamReadException.class, p::getString);
            assertTrue(e.getOriginalMessage().contains("the input ended at an error"), e.getOriginalMessage());
        }
    }

    @Test
    void readsEveryTokenWithNamesAndValues() throws IOException {
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), sample())) {
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            assertEquals("name", p.nextName());
            assertEquals("héllo", p.nextStringValue());
            assertEquals("name", p.currentName());
            assertEquals("héllo", new String(p.getStringCharacters(), p.getStringOffset(), p.getStringLength()));
            assertTrue(p.nextName(new SerializedString("list")));
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            assertEquals("list", p.currentName());

            assertEquals(7, p.nextIntValue(-1));
            assertEquals(NumberType.INT, p.getNumberType());
            assertEquals(7, p.getNumberValue());

            assertEquals(JsonToken.VALUE_NUMBER_INT, p.nextToken());
            assertEquals(NumberType.LONG, p.getNumberType());
            assertEquals(3_000_000_000L, p.getNumberValue());
            assertThrows(InputCoercionException.class, p::getIntValue);

            assertEquals(JsonToken.VALUE_NUMBER_INT, p.nextToken());
            assertEquals(NumberType.BIG_INTEGER, p.getNumberType());
            assertEquals(new BigInteger("18446744073709551615"), p.getNumberValue());
            assertEquals("18446744073709551615", p.getString());
            assertThrows(InputCoercionException.class, p::getLongValue);

            assertEquals(JsonToken.VALUE_NUMBER_FLOAT, p.nextToken());
            assertEquals(NumberType.DOUBLE, p.getNumberType(), "float32 reports DOUBLE by default");
            assertEquals(0.5, p.getNumberValue());
            assertEquals(new BigDecimal("0.5"), p.getDecimalValue());

            assertEquals(JsonToken.VALUE_NUMBER_FLOAT, p.nextToken());
            assertEquals(0.1, p.getDoubleValue());
            assertEquals(new BigDecimal("0.1"), p.getDecimalValue());
            assertEquals(0, p.getIntValue());

            assertEquals(JsonToken.VALUE_TRUE, p.nextToken());
            assertNull(p.getNumberType(), "Jackson 3: no number type for a token that is not a number");
            assertEquals(JsonToken.VALUE_FALSE, p.nextToken());
            assertEquals(JsonToken.VALUE_NULL, p.nextToken());
            assertEquals(JsonToken.END_ARRAY, p.nextToken());
            assertEquals(JsonToken.PROPERTY_NAME, p.nextToken());
            assertEquals(JsonToken.START_OBJECT, p.nextToken());
            assertEquals(JsonToken.END_OBJECT, p.nextToken());
            assertEquals(JsonToken.END_OBJECT, p.nextToken());
            assertNull(p.nextToken());
        }
    }

    @Test
    void float32CanBeReportedAsFloat() throws IOException {
        FracJsonFactory f = FracJsonFactory.builder().enable(FracJsonReadFeature.REPORT_FLOAT32_AS_FLOAT).build();
        try (JsonParser p = f.createParser(ObjectReadContext.empty(), Frac.write(g -> g.writeNumber(1.5)))) {
            p.nextToken();
            assertEquals(NumberType.FLOAT, p.getNumberType());
            assertEquals(JsonParser.NumberTypeFP.FLOAT32, p.getNumberTypeFP());
            assertEquals(1.5f, p.getNumberValue());
        }
    }

    @Test
    void skipChildrenLandsOnTheEnd() throws IOException {
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), sample())) {
            p.nextToken();
            p.nextToken();
            p.nextToken();
            p.nextToken();
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            p.skipChildren();
            assertEquals(JsonToken.END_ARRAY, p.currentToken());
            assertEquals(JsonToken.PROPERTY_NAME, p.nextToken());
            assertEquals("name", p.currentName());
            assertEquals(2, p.streamReadContext().getCurrentIndex());
        }
    }

    @Test
    void keysComeFromTheKeysTableAsTheSameInstance() throws IOException {
        KeysTable table = KeysTable.of(List.of("id", "name"));
        FracJsonFactory f = FracJsonFactory.builder().keysTable(table).build();
        byte[] doc = Frac.write(f, g -> {
            g.writeStartObject();
            g.writeNumberProperty("id", 1);
            g.writeEndObject();
        });
        assertEquals("464a00" + "6f" + "ab" + "df", Frac.hex(doc));
        try (JsonParser p = f.createParser(ObjectReadContext.empty(), doc)) {
            p.nextToken();
            p.nextToken();
            assertSame(table.key(0), p.getString());
        }
        StreamReadException e = assertThrows(StreamReadException.class, () -> {
            try (JsonParser p = factory.createParser(ObjectReadContext.empty(), doc)) {
                while (p.nextToken() != null) {
                    // reads until the key
                }
            }
        });
        assertTrue(e.getMessage().contains("keys table"), e.getMessage());
    }

    @Test
    void locationsAreByteOffsets() throws IOException {
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), Frac.document("9f 1778"))) {
            p.nextToken();
            assertEquals(3, p.currentTokenLocation().getByteOffset());
            p.nextToken();
            assertEquals(4, p.currentTokenLocation().getByteOffset());
            assertEquals(6, p.currentLocation().getByteOffset());
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
        List<Executable> calls = List.of(() -> factory.createParser(ObjectReadContext.empty(), (byte[]) null),
                () -> factory.createParser(ObjectReadContext.empty(), (byte[]) null),
                () -> factory.createParser(ObjectReadContext.empty(), (byte[]) null, 0, 0),
                () -> factory.createParser(ObjectReadContext.empty(), (byte[]) null, 0, 0));
        for (Executable call : calls) {
            StreamReadException e = assertThrows(StreamReadException.class, call);
            assertTrue(e.getMessage().contains("`byte[]` argument: `null`"), e.getMessage());
            assertEquals(json.getOriginalMessage(), e.getOriginalMessage());
        }
        StreamReadException range = assertThrows(StreamReadException.class,
                () -> factory.createParser(ObjectReadContext.empty(), new byte[4], 2, 3));
        assertEquals(assertThrows(StreamReadException.class, () -> new JsonFactory().createParser(ObjectReadContext.empty(), new byte[4], 2, 3))
                .getOriginalMessage(), range.getOriginalMessage());
    }

    /**
     * Issue 9 #15: empty input has no token and ends at byte 0, as in Smile; a reader the
     * pool had used for another document reported that document's last token offset.
     */
    @Test
    void emptyInputEndsAtByteZero() throws IOException {
        ObjectMapper mapper = new FracJsonMapper(factory);
        assertEquals(7, mapper.readValue(Frac.document("03 07"), Integer.class)); // leaves a used reader in the pool
        for (int i = 0; i < 2; i++) {
            try (JsonParser p = i == 0 ? factory.createParser(ObjectReadContext.empty(), new byte[0])
                    : factory.createParser(ObjectReadContext.empty(), new ByteArrayInputStream(new byte[0]))) {
                assertEquals(0, p.currentTokenLocation().getByteOffset());
                assertNull(p.nextToken());
                assertEquals(0, p.currentTokenLocation().getByteOffset());
                assertEquals(0, p.currentLocation().getByteOffset());
            }
        }
        MismatchedInputException e = assertThrows(MismatchedInputException.class,
                () -> mapper.readValue(new byte[0], Map.class));
        assertEquals(0, e.getLocation().getByteOffset());
    }

    @Test
    void concatenatedDocumentsAreARootLevelSequence() throws IOException {
        byte[] twoDocs = Frac.write(g -> {
            g.writeNumber(1);
            g.writeStartArray();
            g.writeEndArray();
            g.writeString("x");
        });
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), new ByteArrayInputStream(twoDocs))) {
            assertEquals(JsonToken.VALUE_NUMBER_INT, p.nextToken());
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            assertEquals(JsonToken.END_ARRAY, p.nextToken());
            assertEquals(JsonToken.VALUE_STRING, p.nextToken());
            assertEquals(2, p.streamReadContext().getCurrentIndex());
            assertNull(p.nextToken());
        }
    }

    /**
     * A string is decoded once however often it is asked for; the next is its own, also in the next
     * compressed document, where it sits at the same offset of its body.
     */
    @Test
    void eachStringIsDecodedOnce() throws IOException {
        FracJsonFactory compressing = FracJsonFactory.builder().compressionLevel(1).build();
        byte[] twoDocs = Frac.write(compressing, g -> {
            g.writeStartArray();
            g.writeString("abc");
            g.writeString("def");
            g.writeEndArray();
            g.writeStartArray();
            g.writeString("xyz");
            g.writeEndArray();
        });
        try (JsonParser p = compressing.createParser(ObjectReadContext.empty(), new ByteArrayInputStream(twoDocs))) {
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            assertEquals(JsonToken.VALUE_STRING, p.nextToken());
            long abcAt = p.currentTokenLocation().getByteOffset();
            String abc = p.getString();
            assertEquals("abc", abc);
            assertSame(abc, p.getString());
            assertEquals("def", p.nextStringValue());
            assertEquals("def", p.getString());
            assertEquals(JsonToken.END_ARRAY, p.nextToken());
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            assertEquals(JsonToken.VALUE_STRING, p.nextToken());
            assertEquals(abcAt, p.currentTokenLocation().getByteOffset(), "where the first document's first string was");
            assertEquals("xyz", p.getString());
        }
    }

    @Test
    void binaryValuesDecodeFromBase64Strings() throws IOException {
        byte[] data = {0, 1, 2, (byte) 0xFF};
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), Frac.write(g -> g.writeBinary(data)))) {
            p.nextToken();
            assertArrayEquals(data, p.getBinaryValue(Base64Variants.getDefaultVariant()));
        }
        try (JsonParser p = factory.createParser(ObjectReadContext.empty(), Frac.write(g -> g.writeString("not base64!")))) {
            p.nextToken();
            assertThrows(StreamReadException.class, p::getBinaryValue);
        }
    }

    @Test
    void charSourcesAreRefused() {
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> factory.createParser(ObjectReadContext.empty(), "{}"));
        assertTrue(e.getMessage().contains("binary format"), e.getMessage());
        assertThrows(UnsupportedOperationException.class, () -> factory.createGenerator(ObjectWriteContext.empty(), new java.io.StringWriter()));
    }

    /**
     * Jackson 3 parsers have no per-instance feature switches: AUTO_CLOSE_SOURCE is turned off
     * on the factory (as a mapper would pass it down), where the 2.x twin disabled it on the parser.
     */
    @Test
    void theSourceIsClosedOnlyWhenJacksonSaysSo() throws IOException {
        class Tracking extends ByteArrayInputStream {
            boolean closed;

            Tracking() {
                super(Frac.document("c0"));
            }

            @Override
            public void close() {
                closed = true;
            }
        }
        FracJsonFactory keeping = factory.rebuild().disable(StreamReadFeature.AUTO_CLOSE_SOURCE).build();
        Tracking kept = new Tracking();
        try (JsonParser p = keeping.createParser(ObjectReadContext.empty(), kept)) {
            assertFalse(p.isEnabled(StreamReadFeature.AUTO_CLOSE_SOURCE));
            p.nextToken();
        }
        assertFalse(kept.closed);
        Tracking closed = new Tracking();
        factory.createParser(ObjectReadContext.empty(), closed).close();
        assertTrue(closed.closed);
    }

    /** Jackson 3's contract: no number type for a token that is not a number (was: an exception). */
    @Test
    void aNonNumericTokenHasNoNumberType() throws Exception {
        byte[] doc = Frac.write(g -> g.writeString("a"));
        try (JsonParser p = new FracJsonFactory().createParser(ObjectReadContext.empty(), doc)) {
            assertEquals(JsonToken.VALUE_STRING, p.nextToken());
            assertNull(p.getNumberType());
        }
    }

    /**
     * CLEAR_CURRENT_TOKEN_ON_CLOSE off keeps the token, as Jackson's parsers do; its value went back
     * with the reader, so reading it is refused with a StreamReadException (was: the token was
     * always cleared; a NullPointerException had it not been).
     */
    @Test
    void closingKeepsTheTokenAsTheFeatureSaysAndRefusesItsValue() throws Exception {
        FracJsonFactory keeping = FracJsonFactory.builder().disable(StreamReadFeature.CLEAR_CURRENT_TOKEN_ON_CLOSE).build();
        byte[] doc = Frac.write(g -> g.writeNumber(7));
        JsonParser p = keeping.createParser(ObjectReadContext.empty(), doc);
        assertEquals(JsonToken.VALUE_NUMBER_INT, p.nextToken());
        p.close();
        assertEquals(JsonToken.VALUE_NUMBER_INT, p.currentToken());
        StreamReadException e = assertThrows(StreamReadException.class, p::getIntValue);
        assertTrue(e.getMessage().contains("closed"), e.getMessage());
        assertThrows(StreamReadException.class, p::getString);
        assertNull(p.nextToken());
        assertNull(p.currentToken(), "no token after nextToken() on a closed parser, as Jackson's (was: the old one)");
        JsonParser clearing = new FracJsonFactory().createParser(ObjectReadContext.empty(), doc);
        clearing.nextToken();
        clearing.close();
        assertNull(clearing.currentToken(), "cleared by default");
    }

    /**
     * Issue 18 section 5: empty input is what Jackson makes of empty JSON, call for call: no token
     * from the parser, "No content to map" from readValue, the same tree from readTree, no values
     * from readValues (concatenated or length-prefixed).
     */
    @Test
    void emptyInputIsWhatJacksonMakesOfEmptyJson() {
        ObjectMapper json = new ObjectMapper();
        ObjectMapper frac = new FracJsonMapper(factory);
        for (ObjectMapper mapper : List.of(json, frac)) {
            MismatchedInputException e = assertThrows(MismatchedInputException.class,
                    () -> mapper.readValue(new byte[0], Map.class));
            assertTrue(e.getOriginalMessage().startsWith("No content to map due to end-of-input"), e.getOriginalMessage());
        }
        assertEquals(json.readTree(new byte[0]), frac.readTree(new byte[0]));
        assertEquals(json.readTree(new ByteArrayInputStream(new byte[0])), frac.readTree(new ByteArrayInputStream(new byte[0])));
        for (tools.jackson.databind.ObjectReader reader : List.of(frac.readerFor(Map.class),
                frac.readerFor(Map.class).with(FracJsonReadFeature.LENGTH_PREFIXED_SEQUENCE))) {
            try (tools.jackson.databind.MappingIterator<Object> it = reader.readValues(new byte[0])) {
                assertFalse(it.hasNextValue());
            }
        }
    }
}
