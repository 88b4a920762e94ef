package io.fracjson.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** {@code frac --version}: the project's version, which the build writes into version.properties. */
public final class FracVersion implements IVersionProvider {

    @Override
    public String[] getVersion() {
        return new String[] {
            "frac " + projectVersion(),
            "frac_json format version 0; Java " + System.getProperty("java.version") + " ("
                    + System.getProperty("java.vm.name") + ")"
        };
    }

    static String projectVersion() {
        Properties properties = new Properties();
        try (InputStream in = FracVersion.class.getResourceAsStream("version.properties")) {
            if (in == null) {
                throw new IllegalStateException("version.properties is missing from the frac jar");
            }
            properties.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return properties.getProperty("version");
    }
}
