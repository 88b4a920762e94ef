package io.fracjson.cli;

import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Counts and limits given as whole numbers, refused when out of their range as the option is parsed. */
final class WholeNumber {
    private WholeNumber() {
    }

    /** 0 or more. */
    static final class AtLeastZero implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            int n = parse(value);
            if (n < 0) {
                throw new TypeConversionException("'" + value + "' is negative");
            }
            return n;
        }
    }

    /** 1 or more, or -1 for no limit. */
    static final class LimitOrNone implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            int n = parse(value);
            if (n < 1 && n != -1) {
                throw new TypeConversionException("'" + value + "' is neither at least 1 nor -1 (no limit)");
            }
            return n;
        }
    }

    private static int parse(String value) {
        try {
            return Integer.parseInt(value.strip());
        } catch (NumberFormatException e) {
            throw new TypeConversionException("'" + value + "' is not a whole number");
        }
    }
}
