package io.fracjson.testkit;

import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.Settings.Feature;
import io.fracjson.testkit.Settings.ReadLimit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 10: with default settings, every number databind writes reads back equal — money
 * with its scale, integers beyond 64 bits, decimals beyond the double range, Instants with
 * their nanoseconds — as it does with JSON and Smile. Numbers the format holds exactly keep
 * the reference's bytes. Each line gives its mappers that write dates as timestamps (Jackson 2's
 * JavaTimeModule by default, Jackson 3 with WRITE_DATES_AS_TIMESTAMPS).
 */
public abstract class ExactNumbersBehaviour extends LineTest {
    private final Mapper frac;

    protected ExactNumbersBehaviour(JacksonLine line) {
        super(line);
        this.frac = line.mapper();
    }

    /** A FracJsonMapper (json false) or Jackson's JSON mapper (json true) writing dates as decimal timestamps. */
    protected abstract Mapper timestampsMapper(boolean json);

    /** The mappers WRITE_INEXACT_NUMBERS_AS_FLOAT64 is set on: on the factory, and wherever else the line sets it. */
    protected List<Mapper> lossyMappers() {
        return List.of(line.factory(Settings.defaults().with(Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64)).mapper());
    }

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

    public record Text(String amount) {
    }

    protected static <T> T roundTrip(Mapper mapper, T value, Class<T> type) throws IOException {
        return mapper.read(mapper.write(value), type);
    }

    protected static Times times() {
        return new Times(Instant.parse("2023-11-14T22:13:56.123456789Z"),
                OffsetDateTime.of(2023, 11, 14, 22, 13, 56, 123456789, ZoneOffset.ofHours(2)),
                ZonedDateTime.of(2023, 11, 14, 22, 13, 56, 987654321, ZoneId.of("Europe/Paris")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.10", "100.00", "12345678901234567.89", "1e400", "1e-400", "-0.00", "1E+2",
            "3.14159265358979323846264338327950288", "0.5", "2.25", "0.1", "123", "-7"})
    void bigDecimalsReadBackEqualScaleIncluded(String text) throws IOException {
        Money money = new Money(new BigDecimal(text));
        assertEquals(money, roundTrip(frac, money, Money.class));
    }

    @ParameterizedTest
    @ValueSource(strings = {"100000000000000000000000000000", "-9223372036854775809", "18446744073709551616",
            "18446744073709551615", "-9223372036854775808", "0"})
    void bigIntegersReadBackEqual(String text) throws IOException {
        Big big = new Big(new BigInteger(text));
        assertEquals(big, roundTrip(frac, big, Big.class));
        Big huge = new Big(BigInteger.TEN.pow(400));
        assertEquals(huge, roundTrip(frac, huge, Big.class));
    }

    /**
     * Dates as timestamps (2.x's default): an Instant is decimal seconds with nine decimals, more
     * digits than a double holds; it still reads back with its nanoseconds, as JSON reads it.
     */
    @Test
    void timesAsTimestampsReadBackWithTheirNanoseconds() throws IOException {
        Mapper timestamps = timestampsMapper(false);
        Mapper json = timestampsMapper(true);
        Times times = times();
        assertEquals("NUMBER", line.nodeType(line.field(json.readTree(json.write(times)), "instant")));
        Times back = roundTrip(timestamps, times, Times.class);
        assertEquals(times.instant(), back.instant());
        assertEquals(roundTrip(json, times, Times.class), back);
        assertEquals(times.offset().toInstant(), back.offset().toInstant());
        assertEquals(times.zoned().toInstant(), back.zoned().toInstant());
        Instant whole = Instant.ofEpochSecond(1_700_000_000L);
        assertEquals(whole, roundTrip(timestamps, new Times(whole, null, null), Times.class).instant());
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
            Object amount = line.field(frac.readTree(frac.write(new Money(new BigDecimal(text)))), "amount");
            assertEquals("STRING", line.nodeType(amount), text + ": " + amount);
            assertEquals(new BigDecimal(text).toString(), line.stringValue(amount));
            assertArrayEquals(frac.write(new BigDecimal(text).toString()),
                    frac.write(line.decimalNode(new BigDecimal(text))), text);
        }
        assertArrayEquals(frac.write(-1L), frac.write(BigInteger.valueOf(-1)));
        assertInstanceOf(Double.class,
                line.numberValue(line.field(frac.readTree(frac.write(new AsDouble(759.32))), "amount")));
    }

    /** Under the lossy policy a BigDecimal is a number: 0.5 and 2.25 float32, 0.1 float64, 123 an integer, as JSON's. */
    @Test
    void underTheLossyPolicyExactDecimalsKeepTheReferencesBytes() throws IOException {
        for (Mapper lossy : lossyMappers()) {
            for (String text : List.of("0.5", "2.25", "0.1", "123")) {
                byte[] asDecimal = lossy.write(new BigDecimal(text));
                byte[] asNumber = text.contains(".") ? lossy.write(Double.parseDouble(text))
                        : lossy.write(Long.parseLong(text));
                assertArrayEquals(asNumber, asDecimal, text);
            }
        }
    }

    @Test
    void aTreeReaderSeesDecimalsAndInexactNumbersAsTheirText() throws IOException {
        Object tree = frac.readTree(frac.write(Map.of("price", new BigDecimal("100.00"),
                "count", BigInteger.TEN.pow(29), "half", new BigDecimal("0.5"), "double", 0.5)));
        assertEquals("100.00", line.stringValue(line.field(tree, "price")));
        assertEquals("100000000000000000000000000000", line.stringValue(line.field(tree, "count")));
        assertEquals("0.5", line.stringValue(line.field(tree, "half")));
        assertInstanceOf(Double.class, line.numberValue(line.field(tree, "double")));
        Map<?, ?> map = frac.read(frac.write(Map.of("price", new BigDecimal("0.10"))), Map.class);
        assertEquals("0.10", map.get("price"));
    }

    /**
     * Decimal text read into other number properties: a double reads what JSON reads; an int or
     * long refuses it (Jackson coerces only integer text), where JSON would truncate 0.10 to 0.
     */
    @Test
    void decimalTextReadIntoOtherNumberTypes() throws IOException {
        Mapper json = line.jsonMapper();
        for (String text : List.of("100.00", "0.10", "12345678901234567.89", "1E+2")) {
            Money money = new Money(new BigDecimal(text));
            assertEquals(json.read(json.write(money), AsDouble.class), frac.read(frac.write(money), AsDouble.class), text);
            Failure f = Failures.expect(line, Failure.Family.DATABIND, () -> frac.read(frac.write(money), AsLong.class));
            assertEquals("InvalidFormatException", f.exception().getClass().getSimpleName(), f.fullMessage());
            assertTrue(f.fullMessage().contains(text), f.fullMessage());
        }
    }

    @Test
    void theLossyOptInWritesTheNearestFloat() throws IOException {
        for (Mapper lossy : lossyMappers()) {
            assertArrayEquals(lossy.write(0.1), lossy.write(new BigDecimal("0.10")));
            assertArrayEquals(lossy.write(1e29), lossy.write(BigInteger.TEN.pow(29)));
            assertArrayEquals(lossy.write(Double.POSITIVE_INFINITY), lossy.write(new BigDecimal("1e400")));
            assertEquals(new BigDecimal("0.1"), roundTrip(lossy, new Money(new BigDecimal("0.10")), Money.class).amount());
        }
    }

    @Test
    void failOnPrecisionLossCatchesALostScaleToo() {
        Mapper strict = line.factory(Settings.defaults().with(Feature.FAIL_ON_PRECISION_LOSS).with(Feature.WRITE_INEXACT_NUMBERS_AS_FLOAT64)).mapper();
        for (Object value : List.of(new Money(new BigDecimal("0.10")), new Big(BigInteger.TEN.pow(29)))) {
            Failure f = Failures.expectJackson(line, () -> strict.write(value));
            assertTrue(f.fullMessage().contains("FAIL_ON_PRECISION_LOSS"), f.fullMessage());
        }
        Failures.expectJackson(line, () -> strict.write(new BigDecimal("100.00")));
    }

    @Test
    void nonFiniteNumbersCanBeRefused() throws IOException {
        assertEquals("NUMBER", line.nodeType(frac.readTree(frac.write(Double.NaN)))); // written as IEEE by default
        Mapper strict = line.factory(Settings.defaults().with(Feature.FAIL_ON_NON_FINITE_NUMBERS)).mapper();
        for (double d : new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY}) {
            Failure f = Failures.expectJackson(line, () -> strict.write(d));
            assertTrue(f.fullMessage().contains("FAIL_ON_NON_FINITE_NUMBERS"), f.fullMessage());
        }
        Failures.expectJackson(line, () -> strict.write(Float.NaN));
    }

    /** Issue 9 #10: a huge scale under WRITE_BIGDECIMAL_AS_PLAIN stalled for seconds in toBigIntegerExact. */
    @Test
    void hugeNumbersAreRefusedOrWrittenWithoutStalling() throws IOException {
        Mapper plain = line.factory(Settings.defaults().with(Feature.WRITE_BIGDECIMAL_AS_PLAIN)).mapper();
        Failure f = Failures.expectJackson(line, () -> plain.write(new BigDecimal("1E+10000000")));
        assertTrue(f.fullMessage().contains("WRITE_BIGDECIMAL_AS_PLAIN"), f.fullMessage());
        assertEquals(new Money(new BigDecimal("1E+10000000")),
                roundTrip(frac, new Money(new BigDecimal("1E+10000000")), Money.class));
        // Under WRITE_BIGDECIMAL_AS_PLAIN an integral value is written as an integer, as JSON writes its plain text.
        Mapper plainJson = line.jsonMapper(Settings.defaults().with(Feature.WRITE_BIGDECIMAL_AS_PLAIN));
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
            Failure f = Failures.expect(line, Failure.Family.CONSTRAINTS, () -> write(g -> g.writeNumberText(text)));
            assertTrue(f.fullMessage().contains("getMaxNumberLength"), f.fullMessage());
        }
        JacksonLine.Factory tight = line.factory(Settings.defaults().readLimit(ReadLimit.NUMBER_LENGTH, 40));
        Failures.expect(line, Failure.Family.CONSTRAINTS,
                () -> Documents.write(tight, g -> g.writeNumberText("9".repeat(41))));
        Failures.expect(line, Failure.Family.CONSTRAINTS,
                () -> Documents.write(tight, g -> g.writeNumberText("0." + "1".repeat(39))));

        Object back = frac.readTree(Documents.write(tight, g -> {
            g.writeStartArray();
            g.writeNumberText("9".repeat(40));
            g.writeNumberText("0." + "1".repeat(38));
            g.writeNumberText("1e400");
            g.writeNumberText("0.25");
            g.writeEndArray();
        }));
        assertEquals("9".repeat(40), line.stringValue(line.child(back, 0)));
        assertEquals("0." + "1".repeat(38), line.stringValue(line.child(back, 1)));
        assertEquals("1e400", line.stringValue(line.child(back, 2)));
        assertInstanceOf(Double.class, line.numberValue(line.child(back, 3)));
    }

    /** JSON text has no scale: long text of a float's value is that float, as the reference stores it. */
    @Test
    void longNumberTextOfAFloatKeepsTheReferencesBytes() throws IOException {
        assertArrayEquals(write(g -> g.writeNumber(1.5)), write(g -> g.writeNumberText("1.5" + "0".repeat(40))));
        assertArrayEquals(write(g -> g.writeNumber(0.1)), write(g -> g.writeNumberText("0.1" + "0".repeat(40) + "e0")));
        assertArrayEquals(write(g -> g.writeNumber(-1e300)), write(g -> g.writeNumberText("-1" + "0".repeat(300) + ".0")));
    }

    /**
     * Number text is read as JSON reads it: "-0.0" is the float -0.0 (the reference keeps the
     * sign; a BigDecimal has none), and an exponent beyond BigDecimal's range is still a number.
     */
    @Test
    void numberTextKeepsNegativeZeroAndAnyExponent() throws IOException {
        assertArrayEquals(write(g -> g.writeNumber(-0.0)), write(g -> g.writeNumberText("-0.0")));
        assertArrayEquals(write(g -> g.writeNumber(-0.0)), write(g -> g.writeNumberText("-0e9999999999")));
        assertArrayEquals(write(g -> g.writeNumber(0.0)), write(g -> g.writeNumberText("0.0E-9999999999")));
        for (String text : List.of("1e9999999999", "-2.5e-9999999999", "1e-400")) {
            assertEquals(text, line.stringValue(frac.readTree(write(g -> g.writeNumberText(text)))));
        }
    }

    /**
     * A double stored as float32 (it converts exactly) reads back as that double, also as a
     * BigDecimal or as text, as JSON gives it (was: the float's shorter text, 0.1).
     */
    @Test
    void aFloat32ExactDoubleReadsBackAsItsOwnDecimal() throws IOException {
        Mapper json = line.jsonMapper();
        byte[] document = frac.write(new AsDouble(0.1f));
        assertEquals(0x0B, document[document.length - 5] & 0xFF, "stored as float32");
        assertEquals(new BigDecimal("0.10000000149011612"), frac.read(document, Money.class).amount());
        assertEquals(json.read(json.write(new AsDouble(0.1f)), Money.class), frac.read(document, Money.class));
        assertEquals(json.read(json.write(new AsDouble(0.1f)), Text.class), frac.read(document, Text.class));
    }
}
