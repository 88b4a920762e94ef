package io.fracjson.cli;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 44: every jar of the build names its module (Automatic-Module-Name io.fracjson.PACKAGE,
 * as Jackson's jars do), and frac-bom pins every module an application depends on. Reads the
 * jars this build made: those of the modules this one depends on at least (the whole build,
 * which builds this module last, checks them all).
 */
class ModuleNamesIT {
    /** Modules no application depends on: the BOM itself, the benchmarks, test support. */
    private static final List<String> NOT_IN_THE_BOM = List.of("frac-bom", "frac-bench", "frac-jackson-testkit",
            "frac-report");

    private static Path root() {
        return Path.of(System.getProperty("fracjson.testdata", "../src-test-data")).toAbsolutePath().normalize().getParent();
    }

    private static List<String> modules() throws IOException {
        List<String> modules = new ArrayList<>();
        Matcher m = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(root().resolve("pom.xml")));
        while (m.find()) {
            modules.add(m.group(1));
        }
        return modules;
    }

    @Test
    void everyBuiltJarNamesItsModuleAfterItsPackage() throws IOException {
        List<String> checked = new ArrayList<>();
        for (String module : modules()) {
            Path packages = root().resolve(module).resolve("src/main/java/io/fracjson");
            if (!Files.isDirectory(packages)) {
                continue; // the BOM
            }
            String name = packageOf(packages, "io.fracjson");
            for (Path jar : jars(root().resolve(module).resolve("target"))) {
                try (JarFile file = new JarFile(jar.toFile())) {
                    assertEquals(name, file.getManifest().getMainAttributes().getValue("Automatic-Module-Name"),
                            jar.getFileName().toString());
                }
                checked.add(jar.getFileName().toString());
            }
        }
        for (String needed : List.of("frac-core-", "frac-jackson-", "frac-report-", "frac-cli-", "frac.jar")) {
            assertTrue(checked.stream().anyMatch(jar -> jar.startsWith(needed)), needed + " not built: " + checked);
        }
    }

    /** The package of a module's classes: down from io/fracjson while a directory holds only one directory. */
    private static String packageOf(Path dir, String name) throws IOException {
        List<Path> entries;
        try (Stream<Path> files = Files.list(dir)) {
            entries = files.toList();
        }
        if (entries.size() == 1 && Files.isDirectory(entries.get(0))) {
            return packageOf(entries.get(0), name + "." + entries.get(0).getFileName());
        }
        return name;
    }

    /** The module's main jars: not its tests, sources or the shade plugin's original. */
    private static List<Path> jars(Path target) throws IOException {
        if (!Files.isDirectory(target)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(target)) {
            return files.filter(f -> {
                String n = f.getFileName().toString();
                return n.endsWith(".jar") && !n.endsWith("-tests.jar") && !n.endsWith("-sources.jar")
                        && !n.startsWith("original-") && !n.contains("benchmarks");
            }).sorted().toList();
        }
    }

    @Test
    void theBomPinsEveryModuleAnApplicationDependsOn() throws IOException {
        String bom = Files.readString(root().resolve("frac-bom/pom.xml"));
        String parent = Files.readString(root().resolve("pom.xml"));
        Matcher version = Pattern.compile("<artifactId>frac-json-parent</artifactId>\\s*<version>([^<]+)</version>").matcher(parent);
        assertTrue(version.find());
        assertTrue(bom.contains("<artifactId>frac-bom</artifactId>\n  <version>" + version.group(1) + "</version>"),
                "the BOM's version is the build's, " + version.group(1));
        for (String module : modules()) {
            if (!NOT_IN_THE_BOM.contains(module)) {
                assertTrue(bom.contains("<artifactId>" + module + "</artifactId>"), module + " is not in frac-bom");
            }
        }
    }
}
