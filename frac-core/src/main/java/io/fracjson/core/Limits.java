package io.fracjson.core;

/**
 * The rules a limit's value follows, written once for every builder that takes limits
 * ({@link ReadOptions.Builder}, {@link DocumentSettings.Builder}, {@link KeysTableBuilder}),
 * each refusing a value out of range with an {@link IllegalArgumentException} that names the setting.
 */
final class Limits {
    private Limits() {
    }

    /** -1 (no limit) or a limit of at least 0. */
    static long limitOrNone(long value, String name) {
        if (value < -1) {
            throw new IllegalArgumentException(name + " must be -1 (no limit) or at least 0, got " + value);
        }
        return value;
    }

    /** -1 (no limit) or a ratio of at least 1. */
    static int ratioOrNone(int value, String name) {
        if (value < 1 && value != -1) {
            throw new IllegalArgumentException(name + " must be -1 (no limit) or at least 1, got " + value);
        }
        return value;
    }

    /** A count of at least 0. */
    static long atLeastZero(long value, String name) {
        if (value < 0) {
            throw new IllegalArgumentException(name + " must be at least 0, got " + value);
        }
        return value;
    }
}
