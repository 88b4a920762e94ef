package io.fracjson.core;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Which numbers the format holds exactly, in one place for writers and readers (FORMAT.md
 * section 2): integers in [-2^63, 2^64-1], and decimals that a stored float reads back as.
 *
 * <p>A float is read back as the decimal its shortest text says, as JSON text of the same
 * value would say it ({@link #decimalOf(double)}). A decimal is therefore exact as a float
 * only if that decimal equals it, scale included: {@code 0.5} and {@code 0.1} are, while
 * {@code 0.10}, {@code 100.00} and {@code 12345678901234567.89} are not.
 */
public final class ExactNumbers {
    private ExactNumbers() {
    }

    /** Whether {@code v} is in [-2^63, 2^64-1], where the format's integers hold it exactly. */
    public static boolean isInteger(BigInteger v) {
        int bits = v.bitLength();
        return bits < 64 || bits == 64 && v.signum() > 0;
    }

    /** Whether a writer stores {@code v} as float32: converting to float32 and back gives the same double. */
    public static boolean isFloat32(double v) {
        return Double.doubleToRawLongBits((float) v) == Double.doubleToRawLongBits(v);
    }

    /** The decimal a stored float64 reads back as: its shortest text. */
    public static BigDecimal decimalOf(double v) {
        return new BigDecimal(Double.toString(v));
    }

    /** The decimal of a float32 read as a float (REPORT_FLOAT32_AS_FLOAT): its shortest text as a float. */
    public static BigDecimal decimalOf(float v) {
        return new BigDecimal(Float.toString(v));
    }

    /**
     * The double to write for {@code v} if the float it is stored as reads back equal to
     * {@code v}, scale included; NaN if no float does.
     */
    public static double exactDouble(BigDecimal v) {
        double d = v.doubleValue();
        return Double.isFinite(d) && readBack(d).equals(v) ? d : Double.NaN;
    }

    /**
     * The double JSON number text with a fraction or exponent is stored as, NaN if none: the
     * nearest double, if that double, written with as many significant digits as the text has,
     * gives the text's value back. JSON's data model has no scale, and JSON writers print a double
     * with at most 17 digits, not always the shortest ({@code -65.613616999999977}): such text is
     * that double, as the reference stores it, while text with digits no double keeps
     * ({@code 3.14159265358979323846}) or beyond its range ({@code 1e400}, {@code 1e-400}) is not.
     * {@code 5e0} and {@code 0.10} are the floats 5.0 and 0.1, {@code -0.0} is -0.0. The text is
     * parsed as a double first, so an exponent beyond BigDecimal's range costs nothing.
     */
    public static double jsonDouble(String jsonNumber) {
        double d = Double.parseDouble(jsonNumber);
        if (!Double.isFinite(d)) {
            return Double.NaN;
        }
        if (d == 0) {
            return hasZeroSignificand(jsonNumber) ? d : Double.NaN;
        }
        BigDecimal value = new BigDecimal(jsonNumber);
        return isWrittenAs(d, value, RoundingMode.HALF_EVEN) || isWrittenAs(d, value, RoundingMode.HALF_UP)
                ? d : Double.NaN;
    }

    /**
     * Whether {@code d}'s exact value, rounded to as many significant digits as {@code value}
     * has, is {@code value}. Printers round a tie either way (Python half-even, Java's
     * {@code %.17g} half-up): both are prints of the double.
     */
    private static boolean isWrittenAs(double d, BigDecimal value, RoundingMode rounding) {
        int digits = value.stripTrailingZeros().precision();
        return new BigDecimal(d).round(new MathContext(digits, rounding)).compareTo(value) == 0;
    }

    /** Whether the digits before the exponent are all zeros, whatever the exponent says. */
    private static boolean hasZeroSignificand(String jsonNumber) {
        for (int i = 0; i < jsonNumber.length(); i++) {
            char c = jsonNumber.charAt(i);
            if (c == 'e' || c == 'E') {
                break;
            }
            if (c >= '1' && c <= '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * What the reader gives back for {@code d}, stored as float32 or float64: the double's
     * shortest text, as JSON text of it would say it (a float32 stores the double exactly).
     */
    private static BigDecimal readBack(double d) {
        return decimalOf(d);
    }
}
