package io.fracjson.core;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.DoubleSupplier;

/**
 * How a writer stores numbers without silently changing one, and so that a value's type in the
 * document depends on its Java type, never on its value. The one place these rules live for
 * every adapter and the command line:
 * <ul>
 * <li>{@code double} and {@code float}: binary floats (float32 when that is exact), as the
 *     reference stores them; NaN and infinities as such unless {@link #failOnNonFinite}.
 * <li>{@code BigDecimal} (and Jackson's {@code DecimalNode}, which writes through it): under the
 *     default, exact policy, always its decimal text, a string value, whatever the value
 *     ({@code "759.32"} as {@code "1368.90"}: money keeps its scale, and a field one type), which
 *     data binders read back equal. Under {@link #nearestFloat64} or {@link #failOnPrecisionLoss}
 *     a number, as JSON writes it: an integer or a float where that is exact (scale included),
 *     otherwise the nearest float64 or refused ({@link #failOnPrecisionLoss} takes precedence).
 * <li>{@code BigInteger} (and {@code BigIntegerNode}): an integer wherever the format holds one,
 *     [-2^63, 2^64-1]; beyond, the policy's choice for inexact numbers (text by default).
 * <li>JSON number text ({@code writeNumber(String)}, the command line's {@code encode}): JSON's
 *     data model, a number wherever the format holds one ({@link ExactNumbers#jsonDouble});
 *     only what no frac_json number holds follows the policy for inexact numbers (text, nearest
 *     float64, or refused).
 * </ul>
 */
public final class NumberPolicy {
    /** What JSON number text given to a writer is, read as JSON would read it. */
    public enum TextKind {
        /** No fraction or exponent. */
        INTEGER,
        /** A fraction or exponent, or NaN / Infinity as Jackson writes them. */
        FLOAT,
        /** Not JSON number text. */
        INVALID
    }

    /** Every policy, indexed by its choices as bits 0 to 2: immutable, so each generator takes one rather than making its own. */
    private static final NumberPolicy[] POLICIES = new NumberPolicy[8];

    static {
        for (int i = 0; i < POLICIES.length; i++) {
            POLICIES[i] = new NumberPolicy((i & 1) != 0, (i & 2) != 0, (i & 4) != 0);
        }
    }

    private final boolean failOnPrecisionLoss;
    private final boolean nearestFloat64;
    private final boolean failOnNonFinite;
    /** The exact policy: a BigDecimal is its decimal text whatever its value. */
    private final boolean decimalsAsText;

    private NumberPolicy(boolean failOnPrecisionLoss, boolean nearestFloat64, boolean failOnNonFinite) {
        this.failOnPrecisionLoss = failOnPrecisionLoss;
        this.nearestFloat64 = nearestFloat64;
        this.failOnNonFinite = failOnNonFinite;
        this.decimalsAsText = !failOnPrecisionLoss && !nearestFloat64;
    }

    /** The policy with these choices. */
    public static NumberPolicy of(boolean failOnPrecisionLoss, boolean nearestFloat64, boolean failOnNonFinite) {
        return POLICIES[(failOnPrecisionLoss ? 1 : 0) | (nearestFloat64 ? 2 : 0) | (failOnNonFinite ? 4 : 0)];
    }

    /** float32 when that is exact, else float64; NaN and infinities as such unless refused. */
    public void writeDouble(FracWriter w, double v) throws FracFormatException {
        if (failOnNonFinite && !Double.isFinite(v)) {
            throw new FracFormatException(v + " refused: the reference reads NaN and infinities back as null"
                    + " (FAIL_ON_NON_FINITE_NUMBERS)", -1);
        }
        w.writeDouble(v);
    }

    /**
     * An integer in [-2^63, 2^64-1], as JSON writes it and the reference stores it (JSON parsers,
     * Jackson's included, give a BigInteger for integers beyond a long: a tree or stream copied
     * from JSON must keep the reference's bytes); beyond, where no frac_json integer holds it,
     * the policy's choice for inexact numbers.
     */
    public void writeBigInteger(FracWriter w, BigInteger v) throws FracFormatException {
        if (ExactNumbers.isInteger(v)) {
            w.writeBigInteger(v, true);
        } else {
            writeInexact(w, "BigInteger", v.toString(), v::doubleValue);
        }
    }

    /**
     * Under the exact policy its decimal text ({@code plain}: without an exponent), whatever its
     * value. Otherwise as JSON text of this number would be read, exactly: scale 0 (or, with
     * {@code plain}, any integral value) is an integer, anything else the float that reads back
     * as it, scale included, if there is one; beyond, the nearest float64 or refused.
     */
    public void writeBigDecimal(FracWriter w, BigDecimal v, boolean plain) throws FracFormatException {
        if (decimalsAsText) {
            writeText(w, v, plain);
            return;
        }
        if (v.scale() == 0 || v.scale() < 0 && plain) {
            writeBigInteger(w, v.toBigIntegerExact());
            return;
        }
        double d = ExactNumbers.exactDouble(v);
        if (Double.isNaN(d)) {
            writeInexact(w, "BigDecimal", plain ? v.toPlainString() : v.toString(), v::doubleValue);
        } else {
            writeDouble(w, d);
        }
    }

    /**
     * JSON number text, {@link #classify classified} and within the caller's length limits (which
     * must be checked first: parsing costs time in the text's length): an integer if it has no
     * fraction or exponent and the format holds it, else the float the text is a print of
     * ({@link ExactNumbers#jsonDouble}: JSON numbers have no scale, {@code 5e0} is the float 5.0,
     * as the reference stores it); otherwise the policy's choice for inexact numbers.
     */
    public void writeNumberText(FracWriter w, String text, TextKind kind) throws FracFormatException {
        if (kind == TextKind.INTEGER) {
            writeIntegerText(w, text);
        } else if (kind == TextKind.FLOAT) {
            writeFloatText(w, text);
        } else {
            throw new FracFormatException("not a number: \"" + abbreviated(text)
                    + "\"; writeNumber(String) takes JSON number text", -1);
        }
    }

    /**
     * JSON number text with a fraction or exponent, within the caller's length limits, written as
     * the exact policy writes the {@code BigDecimal} a JSON parser makes of it: its decimal text
     * ({@code 1368.90} as {@code "1368.90"}, {@code 1e5} as {@code "1E+5"}), so that JSON converted
     * this way and a Java writer's documents give a field one type. An exponent beyond
     * BigDecimal's range is refused.
     */
    public void writeDecimalText(FracWriter w, String jsonNumber) throws FracFormatException {
        BigDecimal v;
        try {
            v = new BigDecimal(jsonNumber);
        } catch (NumberFormatException e) {
            throw new FracFormatException("no decimal holds " + abbreviated(jsonNumber)
                    + ": its exponent is beyond BigDecimal's range", -1);
        }
        writeText(w, v, false);
    }

    /** A BigDecimal as the exact policy writes it: its decimal text ({@code plain}: without an exponent). */
    private static void writeText(FracWriter w, BigDecimal v, boolean plain) throws FracFormatException {
        w.writeString(plain ? v.toPlainString() : v.toString());
    }

    private void writeIntegerText(FracWriter w, String text) throws FracFormatException {
        if (text.length() <= 18) {
            w.writeLong(Long.parseLong(text));
            return;
        }
        BigInteger v = new BigInteger(text);
        if (ExactNumbers.isInteger(v)) {
            w.writeBigInteger(v, true);
        } else {
            writeInexact(w, "integer", text, v::doubleValue);
        }
    }

    private void writeFloatText(FracWriter w, String text) throws FracFormatException {
        if (!Character.isDigit(text.charAt(text.length() - 1))) { // NaN or Infinity, as Jackson writes them
            writeDouble(w, Double.parseDouble(text));
            return;
        }
        double d = ExactNumbers.jsonDouble(text);
        if (Double.isNaN(d)) {
            writeInexact(w, "number", text, () -> Double.parseDouble(text));
        } else {
            writeDouble(w, d);
        }
    }

    private void writeInexact(FracWriter w, String kind, String exactText, DoubleSupplier nearest)
            throws FracFormatException {
        if (failOnPrecisionLoss) {
            throw new FracFormatException("no frac_json number holds " + kind + " " + abbreviated(exactText)
                    + " exactly: they are integers in [-2^63, 2^64-1] and floats, and no float reads back as it"
                    + " (FAIL_ON_PRECISION_LOSS)", -1);
        }
        if (nearestFloat64) {
            writeDouble(w, nearest.getAsDouble());
        } else {
            w.writeString(exactText);
        }
    }

    private static String abbreviated(String text) {
        return text.length() <= 64 ? text : text.substring(0, 60) + "... (" + text.length() + " chars)";
    }

    /** {@code -?digits(.digits)?([eE][+-]?digits)?}, plus the non-finite names Jackson may write. */
    public static TextKind classify(String s) {
        int n = s.length();
        if (n == 0) {
            return TextKind.INVALID;
        }
        int i = 0;
        if (s.charAt(0) == '-' || s.charAt(0) == '+') {
            i++;
        }
        if (s.startsWith("NaN", i) && i + 3 == n || s.startsWith("Infinity", i) && i + 8 == n) {
            return TextKind.FLOAT;
        }
        if (s.charAt(0) == '+') {
            return TextKind.INVALID;
        }
        int digits = skipDigits(s, i);
        if (digits == i) {
            return TextKind.INVALID;
        }
        i = digits;
        if (i == n) {
            return TextKind.INTEGER;
        }
        if (s.charAt(i) == '.') {
            int end = skipDigits(s, i + 1);
            if (end == i + 1) {
                return TextKind.INVALID;
            }
            i = end;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            i++;
            if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
                i++;
            }
            int end = skipDigits(s, i);
            if (end == i) {
                return TextKind.INVALID;
            }
            i = end;
        }
        return i == n ? TextKind.FLOAT : TextKind.INVALID;
    }

    private static int skipDigits(String s, int i) {
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        return i;
    }
}
