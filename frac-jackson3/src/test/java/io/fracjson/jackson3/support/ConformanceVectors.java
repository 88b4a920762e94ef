package io.fracjson.jackson3.support;

import tools.jackson.core.StreamReadConstraints;
import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.jackson3.FracJsonFactory;

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

    /** A factory with this vector's keys table, level and dictionary, and room for its long keys. */
    public static FracJsonFactory factory(ConformanceVector v) throws IOException {
        return FracJsonFactory.builder().keysTable(v.keysTable()).compressionLevel(v.level())
                .zstdDictionary(v.dictionary()).streamReadConstraints(LONG_NAMES).build();
    }
}
