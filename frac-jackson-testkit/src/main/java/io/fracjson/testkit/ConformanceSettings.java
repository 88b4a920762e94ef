package io.fracjson.testkit;

import io.fracjson.core.testing.ConformanceVector;
import io.fracjson.testkit.Settings.ReadLimit;

import java.io.IOException;

/**
 * The conformance vectors through an adapter: the settings each one is read and written with. The
 * vectors themselves are listed by frac-core's test jar ({@link ConformanceVector#documents()}).
 */
public final class ConformanceSettings {
    private ConformanceSettings() {
    }

    /** This vector's keys table, level and dictionary, and room for its long keys (65,535 bytes, beyond Jackson's default). */
    public static Settings of(ConformanceVector v) throws IOException {
        Settings settings = Settings.defaults().compressionLevel(v.level()).readLimit(ReadLimit.NAME_LENGTH, Integer.MAX_VALUE);
        if (v.keysTable() != null) {
            settings.keysTable(v.keysTable());
        }
        if (v.dictionary() != null) {
            settings.zstdDictionary(v.dictionary());
        }
        return settings;
    }

    /** Read constraints with room for the vectors' long keys, for Jackson's own JSON. */
    public static Settings longNames() {
        return Settings.defaults().readLimit(ReadLimit.NAME_LENGTH, Integer.MAX_VALUE);
    }
}
