package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.math.BigInteger;

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
}
