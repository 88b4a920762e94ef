package io.fracjson.core;

/**
 * A reader's current string, decoded once for a caller that may ask for it again (a Jackson
 * parser's {@code getText()}), and kept by that caller, which lives for one read: kept by the
 * pooled, long-lived reader, each string's store cost G1 a card mark (POJO read 2.6%). Not
 * thread-safe; one per reader's user.
 */
public final class CurrentString {
    private String decoded;
    /** The reader's {@link FracReader#stringSerial()} of {@link #decoded}; -1, which no string has, before the first. */
    private long serial = -1;

    /** At STRING: {@code r}'s current string, decoded and validated at the first call for it. */
    public String of(FracReader r) throws FracFormatException {
        long current = r.stringSerial();
        if (current != serial) {
            decoded = r.string();
            serial = current;
        }
        return decoded;
    }
}
