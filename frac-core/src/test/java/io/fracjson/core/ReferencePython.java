package io.fracjson.core;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Finds a Python that can import the reference's {@code frac_json} module, for differential tests. */
final class ReferencePython {
    private ReferencePython() {
    }

    /** The interpreter's path, or null if none is installed. */
    static String find() {
        List<String> candidates = new ArrayList<>();
        String configured = System.getenv("FRACJSON_REFERENCE_PYTHON");
        if (configured != null && !configured.isBlank()) {
            candidates.add(configured);
        }
        Path venv = TestData.root().resolveSibling(".venv-reference/bin/python");
        if (Files.isExecutable(venv)) {
            candidates.add(venv.toString());
        }
        candidates.add("python3");
        for (String python : candidates) {
            if (canImportReference(python)) {
                return python;
            }
        }
        return null;
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
