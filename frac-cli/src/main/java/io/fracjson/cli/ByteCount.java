package io.fracjson.cli;

import java.util.Locale;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** A limit in bytes: a whole number, optionally with K, M or G (powers of 1024), or -1 for none. */
final class ByteCount implements ITypeConverter<Long> {
    private static final String SUFFIXES = "KMG";

    @Override
    public Long convert(String value) {
        String text = value.strip().toUpperCase(Locale.ROOT);
        if (text.equals("-1")) {
            return -1L;
        }
        int power = text.isEmpty() ? -1 : SUFFIXES.indexOf(text.charAt(text.length() - 1));
        String digits = power < 0 ? text : text.substring(0, text.length() - 1);
        try {
            long number = Long.parseLong(digits);
            if (number < 0) {
                throw new TypeConversionException("'" + value + "' is negative; -1 means no limit");
            }
            return Math.multiplyExact(number, 1L << (10 * (power + 1)));
        } catch (NumberFormatException | ArithmeticException e) {
            throw new TypeConversionException("'" + value + "' is not a number of bytes (such as 65536, 64K, 20M or 1G)");
        }
    }
}
