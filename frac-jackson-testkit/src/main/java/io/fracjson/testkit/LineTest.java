package io.fracjson.testkit;

import java.io.IOException;

/**
 * What every behaviour class of the kit is: a JUnit test class written against {@link JacksonLine}.
 * Each adapter's test sources hold one small concrete subclass per behaviour class, which names its
 * line (and adds what only that line has), so that surefire runs the whole kit in each module and a
 * failure names the line.
 */
public abstract class LineTest {
    protected final JacksonLine line;

    protected LineTest(JacksonLine line) {
        this.line = line;
    }

    /** A document written by hand with a generator of a default factory of the line. */
    protected final byte[] write(Documents.Writes writes) throws IOException {
        return Documents.write(line.factory(), writes);
    }
}
