package io.fracjson.core;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.function.DoubleSupplier;

/**
 * How a writer stores numbers without silently changing one: integers in [-2^63, 2^64-1] and
 * doubles exactly, as the reference stores them; a number no format value holds exactly
 * (see {@link ExactNumbers}) as its exact decimal text (a string value, which data binders
 * read back equal), as the nearest float64 ({@link #nearestFloat64}), or refused
 * ({@link #failOnPrecisionLoss}, which takes precedence). NaN and infinities are IEEE floats
 * unless {@link #failOnNonFinite}. The one place these rules live for every adapter.
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

    private NumberPolicy(boolean failOnPrecisionLoss, boolean nearestFloat64, boolean failOnNonFinite) {
        this.failOnPrecisionLoss = failOnPrecisionLoss;
        this.nearestFloat64 = nearestFloat64;
        this.failOnNonFinite = failOnNonFinite;
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

    /** Exact in [-2^63, 2^64-1]; beyond, the policy's choice for inexact numbers. */
    public void writeBigInteger(FracWriter w, BigInteger v) throws FracFormatException {
        if (ExactNumbers.isInteger(v)) {
            w.writeBigInteger(v, true);
        } else {
            writeInexact(w, "BigInteger", v.toString(), v::doubleValue);
        }
    }

    /**
     * As JSON text of this number would be read, exactly: scale 0 (or, with {@code plain}, any
     * integral value) is an integer, anything else the float that reads back as it, scale
     * included, if there is one; otherwise the policy's choice for inexact numbers.
     */
    public void writeBigDecimal(FracWriter w, BigDecimal v, boolean plain) throws FracFormatException {
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
     * fraction or exponent and the format holds it, else the float of the same value if there is
     * one (JSON numbers have no scale: {@code 5e0} is the float 5.0, as the reference stores it);
     * otherwise the policy's choice for inexact numbers.
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
        double d = ExactNumbers.sameValueDouble(text);
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
