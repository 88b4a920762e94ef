package io.fracjson.core;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.io.NumberOutput;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one rule writers and readers share: which numbers a stored integer or float gives back equal. */
class ExactNumbersTest {

    @Test
    void integersAreThoseOfInt64AndUint64() {
        BigInteger two64 = BigInteger.ONE.shiftLeft(64);
        assertTrue(ExactNumbers.isInteger(two64.subtract(BigInteger.ONE)));
        assertTrue(ExactNumbers.isInteger(BigInteger.ONE.shiftLeft(63).negate()));
        assertFalse(ExactNumbers.isInteger(two64));
        assertFalse(ExactNumbers.isInteger(BigInteger.ONE.shiftLeft(63).negate().subtract(BigInteger.ONE)));
    }

    @Test
    void aDecimalIsExactAsAFloatOnlyWithItsScale() {
        assertEquals(0.5, ExactNumbers.exactDouble(new BigDecimal("0.5")));
        assertEquals(0.1, ExactNumbers.exactDouble(new BigDecimal("0.1")));
        // 0.1f as a double is stored as float32 and reads back as that double's shortest text
        // (was: the float's, "0.1"), which is exact; its full binary expansion is not that text.
        assertEquals((double) 0.1f, ExactNumbers.exactDouble(new BigDecimal("0.10000000149011612")));
        assertTrue(Double.isNaN(ExactNumbers.exactDouble(new BigDecimal((double) 0.1f))));
        for (String inexact : new String[] {"0.10", "100.00", "12345678901234567.89", "1e400", "1e-400", "1E+2"}) {
            assertTrue(Double.isNaN(ExactNumbers.exactDouble(new BigDecimal(inexact))), inexact);
        }
        assertEquals(new BigDecimal("0.1"), ExactNumbers.decimalOf(0.1f));
        assertEquals(new BigDecimal("0.10000000149011612"), ExactNumbers.decimalOf((double) 0.1f));
    }

    @Test
    void numberTextIsExactAsAFloatOfTheSameValue() {
        assertEquals(0.1, ExactNumbers.jsonDouble("0.10"));
        assertEquals(5.0, ExactNumbers.jsonDouble("5e0"));
        assertEquals(1.5, ExactNumbers.jsonDouble("1.5" + "0".repeat(100)));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(ExactNumbers.jsonDouble("-0.0")));
        assertEquals(Double.doubleToRawLongBits(-0.0),
                Double.doubleToRawLongBits(ExactNumbers.jsonDouble("-0e9999999999")));
        for (String inexact : new String[] {"0.1000000000000000000001", "1e400", "1e-400", "1e9999999999", "2e-9999999999"}) {
            assertTrue(Double.isNaN(ExactNumbers.jsonDouble(inexact)), inexact);
        }
    }

    /**
     * Issue 44: text JSON writers print for a double is that double, shortest or not: JDK 17's
     * Double.toString prints some doubles longer (8.409999999999999E21 for 8.41e21), printers
     * with 17 digits give canada.json's -65.613616999999977 (which had been stored as a string),
     * and for the least double Python and Rust print 5e-324 where Java prints 4.9E-324. Text with
     * digits that no double keeps is not.
     */
    @Test
    void theTextJsonWritersPrintIsThatDouble() {
        for (String printed : new String[] {"8.41e21", "8.409999999999999E21", "1.0E23", "1e23", "9.999999999999999E22",
                "2.82879384806159E17", "5e-324", "4.9E-324", "4.94E-324", "1.9400994884341945E25",
                "1.7976931348623157e+308", "2.2250738585072014E-308", "65.613616999999977", "0.10000000000000001",
                "1.00000000000000000", "0.1000000000000000055511151231257827021181583404541015625"}) {
            assertEquals(Double.parseDouble(printed), ExactNumbers.jsonDouble(printed), printed);
            assertEquals(-Double.parseDouble(printed), ExactNumbers.jsonDouble("-" + printed), printed);
        }
        for (String inexact : new String[] {"3.14159265358979323846", "0.1000000000000000000001", "0.10000000000000000555111",
                "-65.6136169999999771", "4.95E-324"}) {
            assertTrue(Double.isNaN(ExactNumbers.jsonDouble(inexact)), inexact);
        }
    }

    /**
     * Random doubles: the shortest text (Jackson's Schubfach writer) and the 17-digit rounding are
     * that double; a 17-digit neighbour that parses to the same double is not the double
     * written with 17 digits (unless the double is a tie between the two, which printers round
     * either way), so no float holds it.
     */
    @Test
    void shortestAndSeventeenDigitTextOfRandomDoublesAreThatDouble() {
        SplittableRandom random = new SplittableRandom(17);
        int neighbours = 0;
        for (int i = 0; i < 20_000; i++) {
            double d = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(d) || d == 0) {
                continue;
            }
            String shortest = NumberOutput.toString(d, true);
            assertEquals(d, ExactNumbers.jsonDouble(shortest), shortest);
            BigDecimal seventeen = new BigDecimal(d).round(new MathContext(17, RoundingMode.HALF_EVEN));
            assertEquals(d, ExactNumbers.jsonDouble(seventeen.toString()), seventeen.toString());
            BigDecimal neighbour = seventeen.add(seventeen.ulp());
            boolean tie = new BigDecimal(d).round(new MathContext(17, RoundingMode.HALF_UP)).compareTo(neighbour) == 0;
            if (neighbour.doubleValue() == d && neighbour.stripTrailingZeros().precision() == 17 && !tie) {
                neighbours++;
                assertTrue(Double.isNaN(ExactNumbers.jsonDouble(neighbour.toString())), neighbour + " (of " + seventeen + ")");
            }
        }
        assertTrue(neighbours > 100, "neighbours tried: " + neighbours);
    }
}
