package io.fracjson.jackson.mapper;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonGenerator;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.support.Frac;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 10: with default settings, every number databind writes reads back equal — money
 * with its scale, integers beyond 64 bits, decimals beyond the double range, Instants with
 * their nanoseconds — as it does with JSON and Smile. Numbers the format holds exactly keep
 * the reference's bytes.
 */
class ExactNumbersTest {
    private static final ObjectMapper FRAC = new FracJsonMapper();

    public record Money(BigDecimal amount) {
    }

    public record Big(BigInteger value) {
    }

    public record AsDouble(double amount) {
    }

    public record AsLong(long amount) {
    }

    public record Times(Instant instant, OffsetDateTime offset, ZonedDateTime zoned) {
    }

    private static <T> T roundTrip(ObjectMapper mapper, T value, Class<T> type) throws IOException {
        return mapper.readValue(mapper.writeValueAsBytes(value), type);
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.10", "100.00", "12345678901234567.89", "1e400", "1e-400", "-0.00", "1E+2",
            "3.14159265358979323846264338327950288", "0.5", "2.25", "0.1", "123", "-7"})
    void bigDecimalsReadBackEqualScaleIncluded(String text) throws IOException {
        Money money = new Money(new BigDecimal(text));
        assertEquals(money, roundTrip(FRAC, money, Money.class));
    }

    @ParameterizedTest
    @ValueSource(strings = {"100000000000000000000000000000", "-9223372036854775809", "18446744073709551616",
            "18446744073709551615", "-9223372036854775808", "0"})
    void bigIntegersReadBackEqual(String text) throws IOException {
        Big big = new Big(new BigInteger(text));
        assertEquals(big, roundTrip(FRAC, big, Big.class));
        Big huge = new Big(BigInteger.TEN.pow(400));
        assertEquals(huge, roundTrip(FRAC, huge, Big.class));
    }

    @Test
    void timesWithTheDefaultJavaTimeModuleReadBackAsJsonReadsThem() throws IOException {
        ObjectMapper frac = FracJsonMapper.builder().addModule(new JavaTimeModule()).build();
        ObjectMapper json = JsonMapper.builder().addModule(new JavaTimeModule()).build();
        Instant instant = Instant.parse("2023-11-14T22:13:56.123456789Z");
        Times times = new Times(instant, OffsetDateTime.of(2023, 11, 14, 22, 13, 56, 123456789, ZoneOffset.ofHours(2)),
                ZonedDateTime.of(2023, 11, 14, 22, 13, 56, 987654321, ZoneId.of("Europe/Paris")));
        Times back = roundTrip(frac, times, Times.class);
        assertEquals(instant, back.instant());
        assertEquals(roundTrip(json, times, Times.class), back);
        assertEquals(times.offset().toInstant(), back.offset().toInstant());
        assertEquals(times.zoned().toInstant(), back.zoned().toInstant());
        Instant whole = Instant.ofEpochSecond(1_700_000_000L);
        assertEquals(whole, roundTrip(frac, new Times(whole, null, null), Times.class).instant());
    }

    /**
     * Issue 44: a BigDecimal is its decimal text whatever its value, so a reader in another
     * language sees one type for the field in every document (was: 759.32 a float64, 1368.90 a
     * string, 123 an integer); DecimalNode likewise. A BigInteger is an integer where the format
     * holds one, as JSON's; a double a float.
     */
    @Test
    void aBigDecimalFieldHasOneTypeInEveryDocument() throws IOException {
        for (String text : List.of("759.32", "1368.90", "0.5", "123", "1E+2", "-7")) {
            JsonNode amount = FRAC.readTree(FRAC.writeValueAsBytes(new Money(new BigDecimal(text)))).get("amount");
            assertTrue(amount.isTextual(), text + ": " + amount);
            assertEquals(new BigDecimal(text).toString(), amount.textValue());
            assertArrayEquals(FRAC.writeValueAsBytes(new BigDecimal(text).toString()),
                    FRAC.writeValueAsBytes(DecimalNode.valueOf(new BigDecimal(text))), text);
        }
        assertArrayEquals(FRAC.writeValueAsBytes(-1L), FRAC.writeValueAsBytes(BigInteger.valueOf(-1)));
        assertTrue(FRAC.readTree(FRAC.writeValueAsBytes(new AsDouble(759.32))).get("amount").isDouble());
    }

    /** Under the lossy policy a BigDecimal is a number: 0.5 and 2.25 float32, 0.1 float64, 123 an integer, as JSON's. */
    @Test
    void underTheLossyPolicyExactDecimalsKeepTheReferencesBytes() throws IOException {
        ObjectMapper lossy = new FracJsonMapper(FracJsonFactory.builder()
                .enable(FracJsonGenerator.Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64).build());
        for (String text : List.of("0.5", "2.25", "0.1", "123")) {
            byte[] asDecimal = lossy.writeValueAsBytes(new BigDecimal(text));
            byte[] asNumber = text.contains(".") ? lossy.writeValueAsBytes(Double.parseDouble(text))
                    : lossy.writeValueAsBytes(Long.parseLong(text));
            assertArrayEquals(asNumber, asDecimal, text);
        }
    }

    @Test
    void aTreeReaderSeesDecimalsAndInexactNumbersAsTheirText() throws IOException {
        JsonNode tree = FRAC.readTree(FRAC.writeValueAsBytes(Map.of("price", new BigDecimal("100.00"),
                "count", BigInteger.TEN.pow(29), "half", new BigDecimal("0.5"), "double", 0.5)));
        assertEquals("100.00", tree.get("price").textValue());
        assertEquals("100000000000000000000000000000", tree.get("count").textValue());
        assertEquals("0.5", tree.get("half").textValue());
        assertTrue(tree.get("double").isDouble());
        Map<?, ?> map = FRAC.readValue(FRAC.writeValueAsBytes(Map.of("price", new BigDecimal("0.10"))), Map.class);
        assertEquals("0.10", map.get("price"));
    }

    /**
     * Decimal text read into other number properties: a double reads what JSON reads; an int or
     * long refuses it (Jackson coerces only integer text), where JSON would truncate 0.10 to 0.
     */
    @Test
    void decimalTextReadIntoOtherNumberTypes() throws IOException {
        ObjectMapper json = new JsonMapper();
        for (String text : List.of("100.00", "0.10", "12345678901234567.89", "1E+2")) {
            Money money = new Money(new BigDecimal(text));
            assertEquals(json.readValue(json.writeValueAsBytes(money), AsDouble.class),
                    FRAC.readValue(FRAC.writeValueAsBytes(money), AsDouble.class), text);
            InvalidFormatException e = assertThrows(InvalidFormatException.class,
                    () -> FRAC.readValue(FRAC.writeValueAsBytes(money), AsLong.class));
            assertTrue(e.getMessage().contains(text), e.getMessage());
        }
    }

    @Test
    void theLossyOptInWritesTheNearestFloat() throws IOException {
        ObjectMapper lossy = new FracJsonMapper(FracJsonFactory.builder()
                .enable(FracJsonGenerator.Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64).build());
        assertArrayEquals(lossy.writeValueAsBytes(0.1), lossy.writeValueAsBytes(new BigDecimal("0.10")));
        assertArrayEquals(lossy.writeValueAsBytes(1e29), lossy.writeValueAsBytes(BigInteger.TEN.pow(29)));
        assertArrayEquals(lossy.writeValueAsBytes(Double.POSITIVE_INFINITY),
                lossy.writeValueAsBytes(new BigDecimal("1e400")));
        assertEquals(new BigDecimal("0.1"), roundTrip(lossy, new Money(new BigDecimal("0.10")), Money.class).amount());
    }

    @Test
    void failOnPrecisionLossCatchesALostScaleToo() {
        ObjectMapper strict = new FracJsonMapper(FracJsonFactory.builder()
                .enable(FracJsonGenerator.Feature.FAIL_ON_PRECISION_LOSS)
                .enable(FracJsonGenerator.Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64).build());
        for (Object value : List.of(new Money(new BigDecimal("0.10")), new Big(BigInteger.TEN.pow(29)))) {
            JsonProcessingException e = assertThrows(JsonProcessingException.class, () -> strict.writeValueAsBytes(value));
            assertTrue(e.getMessage().contains("FAIL_ON_PRECISION_LOSS"), e.getMessage());
        }
        assertThrows(JsonProcessingException.class, () -> strict.writeValueAsBytes(new BigDecimal("100.00")));
    }

    @Test
    void nonFiniteNumbersCanBeRefused() throws IOException {
        assertTrue(FRAC.readTree(FRAC.writeValueAsBytes(Double.NaN)).isNumber()); // written as IEEE by default
        ObjectMapper strict = new FracJsonMapper(FracJsonFactory.builder()
                .enable(FracJsonGenerator.Feature.FAIL_ON_NON_FINITE_NUMBERS).build());
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            JsonProcessingException e = assertThrows(JsonProcessingException.class, () -> strict.writeValueAsBytes(d));
            assertTrue(e.getMessage().contains("FAIL_ON_NON_FINITE_NUMBERS"), e.getMessage());
        }
        assertThrows(JsonProcessingException.class, () -> strict.writeValueAsBytes(Float.NaN));
    }

    /** Issue 9 #10: a huge scale under WRITE_BIGDECIMAL_AS_PLAIN stalled for seconds in toBigIntegerExact. */
    @Test
    void hugeNumbersAreRefusedOrWrittenWithoutStalling() throws IOException {
        ObjectMapper plain = FracJsonMapper.builder().enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN).build();
        JsonProcessingException e = assertThrows(JsonProcessingException.class,
                () -> plain.writeValueAsBytes(new BigDecimal("1E+10000000")));
        assertTrue(e.getMessage().contains("WRITE_BIGDECIMAL_AS_PLAIN"), e.getMessage());
        assertEquals(new Money(new BigDecimal("1E+10000000")),
                roundTrip(FRAC, new Money(new BigDecimal("1E+10000000")), Money.class));
        // Under WRITE_BIGDECIMAL_AS_PLAIN an integral value is written as an integer, as JSON writes its plain text.
        ObjectMapper plainJson = JsonMapper.builder().enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN).build();
        Money e20 = new Money(new BigDecimal("1E+20"));
        assertEquals(roundTrip(plainJson, e20, Money.class), roundTrip(plain, e20, Money.class));
    }

    /**
     * Issue 9 #10: number text given to writeNumber(String) is bounded as Jackson's parsers and
     * Smile's generator bound it, by StreamReadConstraints' maximum number length, before it is
     * parsed; within it, the text is written exactly.
     */
    @Test
    void numberTextIsBoundedByStreamReadConstraints() throws IOException {
        String digits = "9".repeat(1_000_000);
        for (String text : List.of(digits, digits + ".5", "1e" + digits)) {
            StreamConstraintsException e = assertThrows(StreamConstraintsException.class,
                    () -> Frac.write(g -> g.writeNumber(text)));
            assertTrue(e.getMessage().contains("getMaxNumberLength"), e.getMessage());
        }
        FracJsonFactory tight = FracJsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNumberLength(40).build()).build();
        assertThrows(StreamConstraintsException.class, () -> Frac.write(tight, g -> g.writeNumber("9".repeat(41))));
        assertThrows(StreamConstraintsException.class, () -> Frac.write(tight, g -> g.writeNumber("0." + "1".repeat(39))));

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonGenerator g = tight.createGenerator(out)) {
            g.writeStartArray();
            g.writeNumber("9".repeat(40));
            g.writeNumber("0." + "1".repeat(38));
            g.writeNumber("1e400");
            g.writeNumber("0.25");
            g.writeEndArray();
        }
        JsonNode back = FRAC.readTree(out.toByteArray());
        assertEquals("9".repeat(40), back.get(0).textValue());
        assertEquals("0." + "1".repeat(38), back.get(1).textValue());
        assertEquals("1e400", back.get(2).textValue());
        assertInstanceOf(Double.class, back.get(3).numberValue());
    }

    /** JSON text has no scale: long text of a float's value is that float, as the reference stores it. */
    @Test
    void longNumberTextOfAFloatKeepsTheReferencesBytes() throws IOException {
        assertArrayEquals(Frac.write(g -> g.writeNumber(1.5)),
                Frac.write(g -> g.writeNumber("1.5" + "0".repeat(40))));
        assertArrayEquals(Frac.write(g -> g.writeNumber(0.1)),
                Frac.write(g -> g.writeNumber("0.1" + "0".repeat(40) + "e0")));
        assertArrayEquals(Frac.write(g -> g.writeNumber(-1e300)),
                Frac.write(g -> g.writeNumber("-1" + "0".repeat(300) + ".0")));
    }

    /**
     * Number text is read as JSON reads it: "-0.0" is the float -0.0 (the reference keeps the
     * sign; a BigDecimal has none), and an exponent beyond BigDecimal's range is still a number.
     */
    @Test
    void numberTextKeepsNegativeZeroAndAnyExponent() throws IOException {
        assertArrayEquals(Frac.write(g -> g.writeNumber(-0.0)), Frac.write(g -> g.writeNumber("-0.0")));
        assertArrayEquals(Frac.write(g -> g.writeNumber(-0.0)), Frac.write(g -> g.writeNumber("-0e9999999999")));
        assertArrayEquals(Frac.write(g -> g.writeNumber(0.0)), Frac.write(g -> g.writeNumber("0.0E-9999999999")));
        for (String text : List.of("1e9999999999", "-2.5e-9999999999", "1e-400")) {
            assertEquals(text, FRAC.readTree(Frac.write(g -> g.writeNumber(text))).textValue());
        }
    }

    public record Text(String amount) {
    }

    /**
     * A double stored as float32 (it converts exactly) reads back as that double, also as a
     * BigDecimal or as text, as JSON gives it (was: the float's shorter text, 0.1).
     */
    @Test
    void aFloat32ExactDoubleReadsBackAsItsOwnDecimal() throws Exception {
        ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        byte[] frac = FRAC.writeValueAsBytes(new AsDouble(0.1f));
        assertEquals(0x0B, frac[frac.length - 5] & 0xFF, "stored as float32");
        assertEquals(new BigDecimal("0.10000000149011612"), FRAC.readValue(frac, Money.class).amount());
        assertEquals(json.readValue(json.writeValueAsBytes(new AsDouble(0.1f)), Money.class),
                FRAC.readValue(frac, Money.class));
        assertEquals(json.readValue(json.writeValueAsBytes(new AsDouble(0.1f)), Text.class),
                FRAC.readValue(frac, Text.class));
    }
}
