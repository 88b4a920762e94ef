package io.fracjson.core;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.math.BigDecimal;
import java.math.BigInteger;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Numbers are never silently changed: the one place both adapters' number rules live. */
class NumberPolicyTest {
    private static final NumberPolicy DEFAULT = NumberPolicy.of(false, false, false);

    @ParameterizedTest
    @CsvSource({"0,INTEGER", "-12,INTEGER", "1.5,FLOAT", "1e5,FLOAT", "-2.5E-3,FLOAT", "NaN,FLOAT", "-Infinity,FLOAT",
            "+Infinity,FLOAT", "+1,INVALID", "1.,INVALID", ".5,INVALID", "1e,INVALID", "0x10,INVALID", "'',INVALID",
            "-,INVALID", "1.5.5,INVALID"})
    void classifiesJsonNumberText(String text, NumberPolicy.TextKind kind) {
        assertEquals(kind, NumberPolicy.classify(text));
    }

    private static final NumberPolicy LOSSY = NumberPolicy.of(false, true, false);
    private static final NumberPolicy STRICT = NumberPolicy.of(true, false, false);

    /**
     * Issue 44: under the default, exact policy a BigDecimal is its decimal text whatever its
     * value, so a field has one type in every document (was: 759.32 a float64, 1368.90 a string,
     * 123 an integer). A BigInteger is an integer wherever the format holds one, as JSON's.
     */
    @Test
    void bigDecimalsAreTheirTextWhateverTheirValueByDefault() throws Exception {
        for (String text : new String[] {"759.32", "1368.90", "0.5", "123", "1E+2", "-0.00", "12345678901234567.89"}) {
            BigDecimal v = new BigDecimal(text);
            assertArrayEquals(document(w -> w.writeString(v.toString())), document(w -> DEFAULT.writeBigDecimal(w, v, false)), text);
        }
        assertArrayEquals(document(w -> w.writeString("100")), document(w -> DEFAULT.writeBigDecimal(w, new BigDecimal("1E+2"), true)));
        assertArrayEquals(document(w -> w.writeLong(-7)), document(w -> DEFAULT.writeBigInteger(w, BigInteger.valueOf(-7))));
        BigInteger huge = BigInteger.TEN.pow(30);
        assertArrayEquals(document(w -> w.writeString(huge.toString())), document(w -> DEFAULT.writeBigInteger(w, huge)));
        assertArrayEquals(document(w -> w.writeDouble(759.32)), document(w -> DEFAULT.writeDouble(w, 759.32)));
    }

    /** The other policies write numbers, as JSON does: the reference's bytes where a number is exact. */
    @Test
    void theNumberPoliciesWriteExactNumbersAsTheReferenceWouldWriteTheirValue() throws Exception {
        for (NumberPolicy numbers : new NumberPolicy[] {LOSSY, STRICT}) {
            assertArrayEquals(document(w -> w.writeDouble(0.5)), document(w -> numbers.writeBigDecimal(w, new BigDecimal("0.5"), false)));
            assertArrayEquals(document(w -> w.writeLong(100)), document(w -> numbers.writeBigDecimal(w, new BigDecimal("1E+2"), true)));
            assertArrayEquals(document(w -> w.writeLong(-7)), document(w -> numbers.writeBigInteger(w, BigInteger.valueOf(-7))));
        }
        assertArrayEquals(document(w -> w.writeDouble(5.0)), document(w -> DEFAULT.writeNumberText(w, "5e0", NumberPolicy.TextKind.FLOAT)));
        BigInteger max = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
        assertArrayEquals(document(w -> w.writeBigInteger(max, true)),
                document(w -> DEFAULT.writeNumberText(w, max.toString(), NumberPolicy.TextKind.INTEGER)));
    }

    @Test
    void inexactNumbersAreNearestFloatOrRefusedAsAskedAndJsonTextFollowsThePolicy() throws Exception {
        BigDecimal scaled = new BigDecimal("0.10");
        assertArrayEquals(document(w -> w.writeDouble(0.1)), document(w -> LOSSY.writeBigDecimal(w, scaled, false)));
        FracFormatException e = assertThrows(FracFormatException.class,
                () -> document(w -> NumberPolicy.of(true, true, false).writeBigDecimal(w, scaled, false)));
        assertTrue(e.getMessage().contains("FAIL_ON_PRECISION_LOSS"), e.getMessage());
        assertThrows(FracFormatException.class, () -> document(w -> STRICT.writeBigInteger(w, BigInteger.TEN.pow(30))));
        assertArrayEquals(document(w -> w.writeDouble(1e30)), document(w -> LOSSY.writeBigInteger(w, BigInteger.TEN.pow(30))));
        String pi = "3.14159265358979323846";
        assertArrayEquals(document(w -> w.writeString(pi)), document(w -> DEFAULT.writeNumberText(w, pi, NumberPolicy.TextKind.FLOAT)));
        assertArrayEquals(document(w -> w.writeDouble(Math.PI)), document(w -> LOSSY.writeNumberText(w, pi, NumberPolicy.TextKind.FLOAT)));
        assertArrayEquals(document(w -> w.writeDouble(-65.613616999999977)),
                document(w -> DEFAULT.writeNumberText(w, "-65.613616999999977", NumberPolicy.TextKind.FLOAT)));
    }

    @Test
    void nonFiniteNumbersAreWrittenUnlessRefused() throws Exception {
        assertArrayEquals(document(w -> w.writeDouble(Double.NaN)),
                document(w -> DEFAULT.writeNumberText(w, "NaN", NumberPolicy.TextKind.FLOAT)));
        FracFormatException e = assertThrows(FracFormatException.class,
                () -> document(w -> NumberPolicy.of(false, false, true).writeDouble(w, Double.NEGATIVE_INFINITY)));
        assertTrue(e.getMessage().contains("FAIL_ON_NON_FINITE_NUMBERS"), e.getMessage());
    }

    @Test
    void invalidTextIsRefusedNamingIt() {
        FracFormatException e = assertThrows(FracFormatException.class,
                () -> document(w -> DEFAULT.writeNumberText(w, "12abc", NumberPolicy.classify("12abc"))));
        assertTrue(e.getMessage().contains("12abc"), e.getMessage());
    }

    private interface Writes {
        void to(FracWriter w) throws FracFormatException;
    }

    private static byte[] document(Writes writes) throws FracFormatException {
        FracWriter w = new FracWriter();
        writes.to(w);
        return w.toDocument(Compression.NONE);
    }
}
