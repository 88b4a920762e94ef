package io.fracjson.core;

import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Finds a Python that can import the reference's {@code frac_json} module, for differential
 * tests: {@code FRACJSON_REFERENCE_PYTHON}, then {@code .venv-reference/bin/python} in the
 * clone (where {@code .ci/run} installs it), then {@code python3}. The search starts Python
 * processes, so it runs once per JVM.
 */
final class ReferencePython {
    static final String ENV = "FRACJSON_REFERENCE_PYTHON";

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
    static boolean installed() {
        if (find() != null) {
            return true;
        }
        System.err.println("[differential tests skipped] no Python with the reference encoder (PyPI frac-json==0.1.2):"
                + " tried " + String.join(", ", fallbacks()) + ". Set " + ENV + ", or see the README for .ci/run.");
        return false;
    }

    /** The interpreter's path, or null if none is installed. */
    static synchronized String find() {
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
        return List.of(TestData.root().resolveSibling(".venv-reference/bin/python").toString(), "python3");
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
