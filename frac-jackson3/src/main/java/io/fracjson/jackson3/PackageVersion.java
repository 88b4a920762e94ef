package io.fracjson.jackson3;

import tools.jackson.core.Version;
import tools.jackson.core.Versioned;
import tools.jackson.core.util.VersionUtil;

/** The version of this module, reported by its factory, parser, generator and mapper. */
public final class PackageVersion implements Versioned {
    /** Kept in step with the project version in the pom by hand (there is one place to change). */
    public static final Version VERSION = VersionUtil.parseVersion("0.1.0-SNAPSHOT", "io.fracjson", "frac-jackson3");

    @Override
    public Version version() {
        return VERSION;
    }
}
