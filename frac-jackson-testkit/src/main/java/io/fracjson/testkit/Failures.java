package io.fracjson.testkit;

import org.junit.jupiter.api.function.Executable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

/** Expectations on a line's exceptions, the line-neutral form of {@code assertThrows}. */
public final class Failures {
    private Failures() {
    }

    /** Runs the code, which must throw an exception of this family on this line; returns what it was. */
    public static Failure expect(JacksonLine line, Failure.Family family, Executable code) {
        Failure failure = thrown(line, code);
        assertEquals(family, failure.family(), () -> line.name() + ": " + failure.exception());
        return failure;
    }

    /** Runs the code, which must throw an exception of the line's own kind (any family but NOT_JACKSON). */
    public static Failure expectJackson(JacksonLine line, Executable code) {
        Failure failure = thrown(line, code);
        if (!failure.isJackson()) {
            fail(line.name() + ": not the line's exception: " + failure.exception(), failure.exception());
        }
        return failure;
    }

    private static Failure thrown(JacksonLine line, Executable code) {
        try {
            code.execute();
        } catch (Throwable t) {
            return line.failure(t);
        }
        return fail(line.name() + ": nothing thrown");
    }
}
