package io.fracjson.core;

import org.junit.jupiter.api.Test;

import com.fasterxml.jackson.core.io.NumberOutput;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
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
        assertEquals(0.1, ExactNumbers.sameValueDouble("0.10"));
        assertEquals(5.0, ExactNumbers.sameValueDouble("5e0"));
        assertEquals(1.5, ExactNumbers.sameValueDouble("1.5" + "0".repeat(100)));
        assertEquals(Double.doubleToRawLongBits(-0.0), Double.doubleToRawLongBits(ExactNumbers.sameValueDouble("-0.0")));
        assertEquals(Double.doubleToRawLongBits(-0.0),
                Double.doubleToRawLongBits(ExactNumbers.sameValueDouble("-0e9999999999")));
        for (String inexact : new String[] {"0.1000000000000000000001", "1e400", "1e-400", "1e9999999999", "2e-9999999999"}) {
            assertTrue(Double.isNaN(ExactNumbers.sameValueDouble(inexact)), inexact);
        }
    }

    /**
     * The text JSON writers print for a double is exact as that double, whichever JDK runs: JDK 17's
     * Double.toString prints some doubles longer (8.409999999999999E21 for 8.41e21), and that
     * text had made the writer store 8.41e21 as a string; and for the least double, Python and
     * Rust print 5e-324 where Java prints 4.9E-324: both are that double.
     */
    @Test
    void theTextJsonWritersPrintIsExactOnEveryJdk() {
        for (String printed : new String[] {"8.41e21", "1.0E23", "1e23", "2.82879384806159E17", "5e-324", "4.9E-324",
                "1.9400994884341945E25", "1.7976931348623157e+308", "2.2250738585072014E-308"}) {
            assertEquals(Double.parseDouble(printed), ExactNumbers.sameValueDouble(printed), printed);
            assertEquals(-Double.parseDouble(printed), ExactNumbers.sameValueDouble("-" + printed), printed);
        }
        for (String longer : new String[] {"8.409999999999999E21", "9.999999999999999E22", "2.82879384806159008E17",
                "4.94E-324", "0.10000000000000001", "1.00000000000000000"}) {
            boolean sameAsPrinted = longer.equals("1.00000000000000000"); // trailing zeros are no digits
            assertEquals(sameAsPrinted, !Double.isNaN(ExactNumbers.sameValueDouble(longer)), longer);
        }
    }

    /** Random doubles: the shortest text (Jackson's Schubfach writer) is exact, 17 digits are not when fewer do. */
    @Test
    void shortestTextOfRandomDoublesIsExactAndLongerTextIsNot() {
        SplittableRandom random = new SplittableRandom(17);
        for (int i = 0; i < 20_000; i++) {
            double d = Double.longBitsToDouble(random.nextLong());
            if (!Double.isFinite(d) || d == 0) {
                continue;
            }
            String shortest = NumberOutput.toString(d, true);
            assertEquals(d, ExactNumbers.sameValueDouble(shortest), shortest);
            String seventeen = String.format(Locale.ROOT, "%.16e", d);
            if (new BigDecimal(seventeen).stripTrailingZeros().precision() > new BigDecimal(shortest).precision()) {
                assertTrue(Double.isNaN(ExactNumbers.sameValueDouble(seventeen)), seventeen + " (shortest " + shortest + ")");
            }
        }
    }
}
