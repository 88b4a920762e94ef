package io.fracjson.testkit;

import io.fracjson.core.KeysTable;
import io.fracjson.core.testing.FailingInputStream;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import io.fracjson.testkit.JacksonLine.Values;
import io.fracjson.testkit.Settings.Feature;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import static io.fracjson.testkit.Documents.document;
import static io.fracjson.testkit.Documents.hex;
import static io.fracjson.testkit.Failure.Family.COERCION;
import static io.fracjson.testkit.Failure.Family.DATABIND;
import static io.fracjson.testkit.Failure.Family.IO;
import static io.fracjson.testkit.Failure.Family.READ;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The parser: tokens, names, numbers, strings, locations, errors and what is left after them, closing. */
public abstract class FracJsonParserBehaviour extends LineTest {
    protected final Factory factory;

    protected FracJsonParserBehaviour(JacksonLine line) {
        super(line);
        this.factory = line.factory();
    }

    protected final byte[] sample() throws IOException {
        return write(g -> {
            g.writeStartObject();
            g.writeName("name");
            g.writeString("héllo");
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
    void accessorsAnswerAfterAnErrorThatFollowedAContainerStart() throws IOException {
        try (Parser p = failedAfterAContainerStart()) {
            assertEquals(Token.START_OBJECT, p.currentToken(), "the last token stays current");
            assertNull(p.currentName());
            assertNull(p.contextName());
            assertNull(p.currentValue());
            assertNull(p.nextToken(), "the input ended at the error");
        }
    }

    /** A parser that read START_OBJECT, then failed at the key that follows (a reserved key byte). */
    protected final Parser failedAfterAContainerStart() throws IOException {
        byte[] reservedKeyByte = {'F', 'J', 0, 0x6F, (byte) 0xFF, 0x00}; // {<key byte 0xFF>: null}
        Parser p = factory.parser(reservedKeyByte);
        assertEquals(Token.START_OBJECT, p.nextToken());
        expect(line, READ, p::nextToken);
        return p;
    }

    /**
     * An error after a name, from the input's bytes or from the stream under them, ends the input
     * while the name stays the current token: every name accessor then answers for the root.
     */
    @Test
    void nameAccessorsAgreeAfterAnErrorThatFollowedAName() throws IOException {
        byte[] reservedTypeByte = {'F', 'J', 0, 0x6F, 0x04, 'a', (byte) 0xFE}; // {"a": <type byte 0xFE>}
        withErrorAfterLastToken(reservedTypeByte, this::assertNameThenError);
    }

    /**
     * Runs {@code check} (both ways, its flag false and true) on a parser of {@code input}, whose
     * last byte is an error, and on one of a stream that gives all but that byte, then fails.
     */
    private void withErrorAfterLastToken(byte[] input, ErrorCheck check) throws IOException {
        for (boolean flag : new boolean[] {false, true}) {
            try (Parser p = factory.parser(input)) {
                check.run(p, flag, READ);
            }
            try (Parser p = factory.parser(new FailingInputStream(Arrays.copyOf(input, input.length - 1)))) {
                check.run(p, flag, IO);
            }
        }
    }

    private interface ErrorCheck {
        void run(Parser p, boolean flag, Failure.Family error) throws IOException;
    }

    private void assertNameThenError(Parser p, boolean byNextName, Failure.Family error) throws IOException {
        assertEquals(Token.START_OBJECT, p.nextToken());
        if (byNextName) {
            assertEquals("a", p.nextName());
        } else {
            assertEquals(Token.NAME, p.nextToken());
        }
        assertEquals("a", p.currentName());
        expect(line, error, p::nextToken);
        assertEquals(Token.NAME, p.currentToken(), "the last token stays current");
        assertNull(p.currentName());
        assertNull(p.text());
        assertNull(p.contextName());
    }

    /**
     * An error after a number ends the input, and the reader lets go of the number's value, while
     * the number stays the current token: its accessors refuse, naming why, rather than fail with
     * a NullPointerException or answer with a value left over from before.
     */
    @Test
    void numberAccessorsRefuseAfterAnErrorThatFollowedANumber() throws IOException {
        byte[] intThenReserved = {'F', 'J', 0, (byte) 0xA0, 0x03, (byte) -30, (byte) 0xFE}; // [-30, <0xFE>]
        byte[] floatThenReserved = {'F', 'J', 0, (byte) 0xA0, 0x0C, 0, 0, 0, 0, 0, 0, (byte) 0xF8, 0x3F, (byte) 0xFE}; // [1.5, <0xFE>]
        for (byte[] input : List.of(intThenReserved, floatThenReserved)) {
            try (Parser p = factory.parser(input)) {
                assertEquals(Token.START_ARRAY, p.nextToken());
                Token number = p.nextToken();
                assertTrue(number == Token.INT || number == Token.FLOAT);
                expect(line, READ, p::nextToken);
                assertEquals(number, p.currentToken(), "the last token stays current");
                for (Executable accessor : List.<Executable>of(p::intValue, p::longValue, p::doubleValue,
                        p::decimalValue, p::bigIntegerValue, p::numberValue, p::numberType, p::text)) {
                    Failure e = expect(line, READ, accessor);
                    assertTrue(e.message().contains("the input ended at an error"), e.message());
                }
                if (number == Token.FLOAT) { // an int is never NaN, whatever its value
                    expect(line, READ, p::isNaN);
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
    void stringLeftCurrentByAnErrorIsGivenOnlyIfDecodedBefore() throws IOException {
        byte[] abcThenReserved = {'F', 'J', 0, (byte) 0xA0, 0x19, 'a', 'b', 'c', (byte) 0xFE}; // ["abc", <0xFE>]
        withErrorAfterLastToken(abcThenReserved, this::assertStringThenError);
    }

    private void assertStringThenError(Parser p, boolean decodedBefore, Failure.Family error) throws IOException {
        assertEquals(Token.START_ARRAY, p.nextToken());
        assertEquals(Token.STRING, p.nextToken());
        if (decodedBefore) {
            assertEquals("abc", p.text());
        }
        expect(line, error, p::nextToken);
        assertEquals(Token.STRING, p.currentToken(), "the last token stays current");
        if (decodedBefore) {
            assertEquals("abc", p.text());
        } else {
            Failure e = expect(line, READ, p::text);
            assertTrue(e.message().contains("the input ended at an error"), e.message());
        }
    }

    @Test
    void readsEveryTokenWithNamesAndValues() throws IOException {
        try (Parser p = factory.parser(sample())) {
            assertEquals(Token.START_OBJECT, p.nextToken());
            assertEquals("name", p.nextName());
            assertEquals("héllo", p.nextTextValue());
            assertEquals("name", p.currentName());
            assertEquals("héllo", p.textCharacters());
            assertTrue(p.nextName("list"));
            assertEquals(Token.START_ARRAY, p.nextToken());
            assertEquals("list", p.currentName());

            assertEquals(7, p.nextIntValue(-1));
            assertEquals("INT", p.numberType());
            assertEquals(7, p.numberValue());

            assertEquals(Token.INT, p.nextToken());
            assertEquals("LONG", p.numberType());
            assertEquals(3_000_000_000L, p.numberValue());
            expect(line, COERCION, p::intValue);

            assertEquals(Token.INT, p.nextToken());
            assertEquals("BIG_INTEGER", p.numberType());
            assertEquals(new BigInteger("18446744073709551615"), p.numberValue());
            assertEquals("18446744073709551615", p.text());
            expect(line, COERCION, p::longValue);

            assertEquals(Token.FLOAT, p.nextToken());
            assertEquals("DOUBLE", p.numberType(), "float32 reports DOUBLE by default");
            assertEquals(0.5, p.numberValue());
            assertEquals(new BigDecimal("0.5"), p.decimalValue());

            assertEquals(Token.FLOAT, p.nextToken());
            assertEquals(0.1, p.doubleValue());
            assertEquals(new BigDecimal("0.1"), p.decimalValue());
            assertEquals(0, p.intValue());

            assertEquals(Token.TRUE, p.nextToken());
            assertNumberTypeOfANonNumber(p);
            assertEquals(Token.FALSE, p.nextToken());
            assertEquals(Token.NULL, p.nextToken());
            assertEquals(Token.END_ARRAY, p.nextToken());
            assertEquals(Token.NAME, p.nextToken());
            assertEquals(Token.START_OBJECT, p.nextToken());
            assertEquals(Token.END_OBJECT, p.nextToken());
            assertEquals(Token.END_OBJECT, p.nextToken());
            assertNull(p.nextToken());
        }
    }

    /** What the line's getNumberType() does at a token that is no number (Jackson 2 refuses, Jackson 3 answers null). */
    protected abstract void assertNumberTypeOfANonNumber(Parser p) throws IOException;

    @Test
    void float32CanBeReportedAsFloat() throws IOException {
        Factory f = line.factory(Settings.defaults().with(Feature.REPORT_FLOAT32_AS_FLOAT));
        try (Parser p = f.parser(write(g -> g.writeNumber(1.5)))) {
            p.nextToken();
            assertEquals("FLOAT", p.numberType());
            assertEquals("FLOAT32", p.numberTypeFP());
            assertEquals(1.5f, p.numberValue());
        }
    }

    @Test
    void skipChildrenLandsOnTheEnd() throws IOException {
        try (Parser p = factory.parser(sample())) {
            p.nextToken();
            p.nextToken();
            p.nextToken();
            p.nextToken();
            assertEquals(Token.START_ARRAY, p.nextToken());
            p.skipChildren();
            assertEquals(Token.END_ARRAY, p.currentToken());
            assertEquals(Token.NAME, p.nextToken());
            assertEquals("name", p.currentName());
            assertEquals(2, p.contexts().get(0).index());
        }
    }

    @Test
    void keysComeFromTheKeysTableAsTheSameInstance() throws IOException {
        KeysTable table = KeysTable.of(List.of("id", "name"));
        Factory f = line.factory(Settings.defaults().keysTable(table));
        byte[] doc = Documents.write(f, g -> {
            g.writeStartObject();
            g.writeName("id");
            g.writeNumber(1);
            g.writeEndObject();
        });
        assertEquals("464a00" + "6f" + "ab" + "df", hex(doc));
        try (Parser p = f.parser(doc)) {
            p.nextToken();
            p.nextToken();
            assertSame(table.key(0), p.text());
        }
        Failure e = expect(line, READ, () -> {
            try (Parser p = factory.parser(doc)) {
                while (p.nextToken() != null) {
                    // reads until the key
                }
            }
        });
        assertTrue(e.fullMessage().contains("keys table"), e.fullMessage());
    }

    @Test
    void locationsAreByteOffsets() throws IOException {
        try (Parser p = factory.parser(document("9f 1778"))) {
            p.nextToken();
            assertEquals(3, p.tokenByteOffset());
            p.nextToken();
            assertEquals(4, p.tokenByteOffset());
            assertEquals(6, p.byteOffset());
        }
    }

    /**
     * Issue 9 #15: empty input has no token and ends at byte 0, as in Smile; a reader the
     * pool had used for another document reported that document's last token offset.
     */
    @Test
    void emptyInputEndsAtByteZero() throws IOException {
        Mapper mapper = factory.mapper();
        assertEquals(7, mapper.read(document("03 07"), Integer.class)); // leaves a used reader in the pool
        for (int i = 0; i < 2; i++) {
            try (Parser p = i == 0 ? factory.parser(new byte[0]) : factory.parser(new ByteArrayInputStream(new byte[0]))) {
                assertEquals(0, p.tokenByteOffset());
                assertNull(p.nextToken());
                assertEquals(0, p.tokenByteOffset());
                assertEquals(0, p.byteOffset());
            }
        }
        Failure e = expect(line, DATABIND, () -> mapper.read(new byte[0], Map.class));
        assertEquals("MismatchedInputException", e.exception().getClass().getSimpleName());
        assertEquals(0, e.byteOffset());
    }

    @Test
    void concatenatedDocumentsAreARootLevelSequence() throws IOException {
        byte[] twoDocs = write(g -> {
            g.writeNumber(1);
            g.writeStartArray();
            g.writeEndArray();
            g.writeString("x");
        });
        try (Parser p = factory.parser(new ByteArrayInputStream(twoDocs))) {
            assertEquals(Token.INT, p.nextToken());
            assertEquals(Token.START_ARRAY, p.nextToken());
            assertEquals(Token.END_ARRAY, p.nextToken());
            assertEquals(Token.STRING, p.nextToken());
            assertEquals(2, p.contexts().get(0).index());
            assertNull(p.nextToken());
        }
    }

    /**
     * A string is decoded once however often it is asked for; the next is its own, also in the next
     * compressed document, where it sits at the same offset of its body.
     */
    @Test
    void eachStringIsDecodedOnce() throws IOException {
        Factory compressing = line.factory(Settings.defaults().compressionLevel(1));
        byte[] twoDocs = Documents.write(compressing, g -> {
            g.writeStartArray();
            g.writeString("abc");
            g.writeString("def");
            g.writeEndArray();
            g.writeStartArray();
            g.writeString("xyz");
            g.writeEndArray();
        });
        try (Parser p = compressing.parser(new ByteArrayInputStream(twoDocs))) {
            assertEquals(Token.START_ARRAY, p.nextToken());
            assertEquals(Token.STRING, p.nextToken());
            long abcAt = p.tokenByteOffset();
            String abc = p.text();
            assertEquals("abc", abc);
            assertSame(abc, p.text());
            assertEquals("def", p.nextTextValue());
            assertEquals("def", p.text());
            assertEquals(Token.END_ARRAY, p.nextToken());
            assertEquals(Token.START_ARRAY, p.nextToken());
            assertEquals(Token.STRING, p.nextToken());
            assertEquals(abcAt, p.tokenByteOffset(), "where the first document's first string was");
            assertEquals("xyz", p.text());
        }
    }

    @Test
    void binaryValuesDecodeFromBase64Strings() throws IOException {
        byte[] data = {0, 1, 2, (byte) 0xFF};
        try (Parser p = factory.parser(write(g -> g.writeBinary(data)))) {
            p.nextToken();
            assertArrayEquals(data, p.binaryValue());
        }
        try (Parser p = factory.parser(write(g -> g.writeString("not base64!")))) {
            p.nextToken();
            expect(line, READ, p::binaryValue);
        }
    }

    @Test
    void charSourcesAreRefused() {
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
                () -> factory.parser("{}"));
        assertTrue(e.getMessage().contains("binary format"), e.getMessage());
        assertThrows(UnsupportedOperationException.class, () -> factory.generator(new java.io.StringWriter()));
    }

    /** A stream that says whether it was closed. */
    protected static final class Tracking extends ByteArrayInputStream {
        public boolean closed;

        public Tracking() {
            super(document("c0"));
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    /** AUTO_CLOSE_SOURCE off on the factory (as a mapper passes it down): the source stays open. */
    @Test
    void theSourceIsClosedOnlyWhenJacksonSaysSo() throws IOException {
        Tracking kept = new Tracking();
        try (Parser p = line.factory(Settings.defaults().with(Feature.KEEP_SOURCE_OPEN)).parser(kept)) {
            p.nextToken();
        }
        assertFalse(kept.closed);
        Tracking closed = new Tracking();
        factory.parser(closed).close();
        assertTrue(closed.closed);
    }

    /**
     * CLEAR_CURRENT_TOKEN_ON_CLOSE off keeps the token, as Jackson's parsers do; its value went back
     * with the reader, so reading it is refused (was: the token was always cleared).
     */
    @Test
    void closingKeepsTheTokenAsTheFeatureSaysAndRefusesItsValue() throws Exception {
        Factory keeping = line.factory(Settings.defaults().with(Feature.KEEP_TOKEN_ON_CLOSE));
        byte[] doc = write(g -> g.writeNumber(7));
        Parser p = keeping.parser(doc);
        assertEquals(Token.INT, p.nextToken());
        p.close();
        assertEquals(Token.INT, p.currentToken());
        Failure e = expect(line, READ, p::intValue);
        assertTrue(e.fullMessage().contains("closed"), e.fullMessage());
        expect(line, READ, p::text);
        assertNull(p.nextToken());
        assertNull(p.currentToken(), "no token after nextToken() on a closed parser");
        Parser clearing = factory.parser(doc);
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
    void emptyInputIsWhatJacksonMakesOfEmptyJson() throws Exception {
        Mapper json = line.jsonMapper();
        Mapper frac = factory.mapper();
        for (Mapper mapper : List.of(json, frac)) {
            Failure e = expect(line, DATABIND, () -> mapper.read(new byte[0], Map.class));
            assertEquals("MismatchedInputException", e.exception().getClass().getSimpleName());
            assertTrue(e.message().startsWith("No content to map due to end-of-input"), e.message());
        }
        assertEquals(json.readTree(new byte[0]), frac.readTree(new byte[0]));
        assertEquals(json.readTree(new ByteArrayInputStream(new byte[0])), frac.readTree(new ByteArrayInputStream(new byte[0])));
        for (boolean lengthPrefixed : new boolean[] {false, true}) {
            try (Values<Map> it = frac.readValues(new byte[0], Map.class, lengthPrefixed)) {
                assertFalse(it.hasNextValue());
            }
        }
    }
}
