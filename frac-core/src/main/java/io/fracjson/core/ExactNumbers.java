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
    /** Every double has a decimal of at most 17 significant digits that parses back to it. */
    private static final int MAX_SHORTEST_DIGITS = 17;

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
     * Like {@link #exactDouble(BigDecimal)}, for JSON number text with a fraction or exponent,
     * whose data model has no scale: the float must read back as the same value ({@code 5e0}
     * and {@code 0.10} are the floats 5.0 and 0.1, {@code -0.0} is -0.0, as the reference stores
     * that text), not the same scale. The text is parsed as a double first, so an exponent
     * beyond BigDecimal's range costs nothing; only text of a finite, non-zero double is
     * compared as a decimal, with {@link #printsAs}.
     */
    public static double sameValueDouble(String jsonNumber) {
        double d = Double.parseDouble(jsonNumber);
        if (!Double.isFinite(d)) {
            return Double.NaN;
        }
        if (d == 0) {
            return hasZeroSignificand(jsonNumber) ? d : Double.NaN;
        }
        return printsAs(d, new BigDecimal(jsonNumber)) ? d : Double.NaN;
    }

    /**
     * Whether {@code value}, which parses to {@code d}, is the decimal JSON writers print for
     * {@code d}: the shortest that parses to it, and of those the closest to it (Python, Rust's
     * ryu, JDK 19+ {@code Double.toString}, which for a one-digit shortest prints the closest of
     * one or two digits: both are taken, so {@code 5e-324} and {@code 4.9e-324} are the least
     * double). Decided on the digits, not on {@code Double.toString}, which JDK 17 prints longer
     * for some doubles ({@code 8.409999999999999E21} for 8.41e21).
     */
    private static boolean printsAs(double d, BigDecimal value) {
        int digits = value.stripTrailingZeros().precision();
        if (digits > MAX_SHORTEST_DIGITS) {
            return false;
        }
        BigDecimal exact = new BigDecimal(d);
        if (digits > 2 && hasPrintWithDigits(d, exact, digits - 1)) {
            return false;
        }
        BigDecimal closest = exact.round(new MathContext(digits, RoundingMode.HALF_EVEN));
        if (closest.compareTo(value) == 0) {
            return true;
        }
        if (closest.doubleValue() == d) {
            return false;
        }
        // At a power of two the doubles below are closer together: the closest decimal of this
        // many digits may parse to the neighbouring double, and the nearest on the other side be the print.
        RoundingMode otherSide = closest.compareTo(exact) > 0 ? RoundingMode.FLOOR : RoundingMode.CEILING;
        return exact.round(new MathContext(digits, otherSide)).compareTo(value) == 0;
    }

    /** Whether a decimal of {@code digits} significant digits parses to {@code d}: one on either side of it. */
    private static boolean hasPrintWithDigits(double d, BigDecimal exact, int digits) {
        return exact.round(new MathContext(digits, RoundingMode.FLOOR)).doubleValue() == d
                || exact.round(new MathContext(digits, RoundingMode.CEILING)).doubleValue() == d;
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
