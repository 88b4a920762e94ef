package io.fracjson.jackson;

/**
 * Classifies number text given to {@code writeNumber(String)} the way a JSON reader would see
 * it: an integer (no fraction, no exponent) or a floating-point number.
 */
final class NumberText {
    enum Kind { INTEGER, FLOAT, INVALID }

    private NumberText() {
    }

    /** {@code -?digits(.digits)?([eE][+-]?digits)?}, plus the non-finite names Jackson may write. */
    static Kind classify(String s) {
        int n = s.length();
        if (n == 0) {
            return Kind.INVALID;
        }
        int i = 0;
        if (i < n && (s.charAt(i) == '-' || s.charAt(i) == '+')) {
            i++;
        }
        if (s.startsWith("NaN", i) && i + 3 == n || s.startsWith("Infinity", i) && i + 8 == n) {
            return Kind.FLOAT;
        }
        if (s.charAt(0) == '+') {
            return Kind.INVALID;
        }
        int digits = skipDigits(s, i);
        if (digits == i) {
            return Kind.INVALID;
        }
        i = digits;
        if (i == n) {
            return Kind.INTEGER;
        }
        if (s.charAt(i) == '.') {
            int end = skipDigits(s, i + 1);
            if (end == i + 1) {
                return Kind.INVALID;
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
                return Kind.INVALID;
            }
            i = end;
        }
        return i == n ? Kind.FLOAT : Kind.INVALID;
    }

    private static int skipDigits(String s, int i) {
        while (i < s.length() && s.charAt(i) >= '0' && s.charAt(i) <= '9') {
            i++;
        }
        return i;
    }
}
