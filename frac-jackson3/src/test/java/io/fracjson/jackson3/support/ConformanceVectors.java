package io.fracjson.jackson3.support;

import tools.jackson.core.StreamReadConstraints;
import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.testkit.ConformanceSettings;
import io.fracjson.jackson3.FracJsonFactory;
import io.fracjson.jackson3.Jackson3Line;

import java.io.IOException;

/**
 * The conformance vectors through this adapter: the factory each one is read and written
 * with. The vectors themselves are listed by frac-core's test jar ({@link ConformanceVector#documents()}).
 */
public final class ConformanceVectors {
    /** The vectors hold keys of 65,535 bytes, beyond Jackson's default name limit. */
    public static final StreamReadConstraints LONG_NAMES =
            StreamReadConstraints.builder().maxNameLength(Integer.MAX_VALUE).build();

    private ConformanceVectors() {
    }

    /** A factory with this vector's settings ({@link ConformanceSettings#of}). */
    public static FracJsonFactory factory(ConformanceVector v) throws IOException {
        return (FracJsonFactory) Jackson3Line.LINE.factory(ConformanceSettings.of(v)).unwrap();
    }
}
