package io.fracjson.core.testing;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Finds a Python that can import the reference's {@code frac_json} module, for differential
 * tests: {@code FRACJSON_REFERENCE_PYTHON}, then {@code .venv-reference/bin/python} in the
 * clone (where {@code .ci/run} installs it), then {@code python3}. The search starts Python
 * processes, so it runs once per JVM. Shared by every module's differential tests (frac-core's
 * test jar).
 */
public final class ReferencePython {
    public static final String ENV = "FRACJSON_REFERENCE_PYTHON";

    private static boolean searched;
    private static String found;

    private ReferencePython() {
    }

    /**
     * For {@code @EnabledIf}: true when the reference is installed. When it is not, says on
     * stderr what was tried, since Surefire's console shows a skip's count but not its reason.
     *
     * @throws IllegalStateException when {@code FRACJSON_REFERENCE_PYTHON} names a Python that
     *         cannot import frac_json: asked to run, the tests must not quietly skip instead
     */
    public static boolean installed() {
        if (find() != null) {
            return true;
        }
        System.err.println("[differential tests skipped] no Python with the reference encoder (PyPI frac-json==0.1.2):"
                + " tried " + String.join(", ", fallbacks()) + ". Set " + ENV + ", or see the README for .ci/run.");
        return false;
    }

    /** The interpreter's path, or null if none is installed. */
    public static synchronized String find() {
        if (!searched) {
            found = search();
            searched = true;
        }
        return found;
    }

    private static String search() {
        String configured = System.getenv(ENV);
        if (configured != null && !configured.isBlank()) {
            if (!canImportReference(configured)) {
                throw new IllegalStateException(ENV + "=" + configured + " cannot import frac_json");
            }
            return configured;
        }
        for (String python : fallbacks()) {
            if (canImportReference(python)) {
                return python;
            }
        }
        return null;
    }

    private static List<String> fallbacks() {
        return List.of(testData().resolveSibling(".venv-reference/bin/python").toString(), "python3");
    }

    /** The driver around the reference that differential tests run: src-test-data/conformance/reference_cli.py. */
    public static Path driver() {
        return testData().resolve("conformance/reference_cli.py");
    }

    /** src-test-data, which the build names in the fracjson.testdata system property. */
    private static Path testData() {
        return Path.of(System.getProperty("fracjson.testdata", "../src-test-data")).toAbsolutePath().normalize();
    }

    private static boolean canImportReference(String python) {
        try {
            Process p = new ProcessBuilder(python, "-c", "import frac_json").redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (Exception e) {
            return false;
        }
    }
}
