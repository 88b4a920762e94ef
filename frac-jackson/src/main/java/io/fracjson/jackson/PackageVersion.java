package io.fracjson.jackson;

import com.fasterxml.jackson.core.Version;
import com.fasterxml.jackson.core.Versioned;
import com.fasterxml.jackson.core.util.VersionUtil;

/** The version of this module, reported by its factory, parser, generator and mapper. */
public final class PackageVersion implements Versioned {
    /** Kept in step with the project version in the pom by hand (there is one place to change). */
    public static final Version VERSION = VersionUtil.parseVersion("0.1.0-SNAPSHOT", "io.fracjson", "frac-jackson");

    @Override
    public Version version() {
        return VERSION;
    }
}
