package io.fracjson.core.testing;

import io.fracjson.core.ZstdUnavailableException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Runs a class's {@code main} in a new JVM on this test's class path where zstd-jni's native
 * library cannot load, so that whatever would load it, a class's static initialiser included,
 * fails there: what runs without compression must still work, and the first use of compression
 * must say what it needs. The main method reports each of its steps with {@link #step}; the
 * test reads the reports with {@link #run}.
 */
public final class WithoutNativeZstd {
    /** Starts in the middle of what the library says when compression is used without zstd's native library. */
    public static final String NEEDS_NATIVE_LIBRARY = "zstd compression needs zstd-jni's native library";
    /** The option the library's message names for Java 24 and later. */
    public static final String ENABLE_NATIVE_ACCESS = "--enable-native-access=ALL-UNNAMED";

    /**
     * The option of a JVM (Java 24 and later) that denies native access, as a future JDK will by
     * default: a restricted method's call throws there instead of warning.
     */
    public static final String DENY_NATIVE_ACCESS = "--illegal-native-access=deny";

    private static final String REPORT = "step\t";
    private static final String OK = "ok";

    private WithoutNativeZstd() {
    }

    /** Whether this JVM restricts native access (Java 24 and later), so that {@link #runDenied} can run. */
    public static boolean nativeAccessIsRestricted() {
        return Runtime.version().feature() >= 24;
    }

    /**
     * Options for a JVM where zstd-jni's library file does not exist: its {@code ZstdNativePath}
     * property, when set, is the only place zstd-jni loads it from. On Java 24 and later native
     * access is enabled too, so loading fails for the missing file alone, with no warning.
     */
    public static List<String> libraryMissing() {
        List<String> options = new ArrayList<>(List.of(
                "-DZstdNativePath=" + Path.of("no-such-dir", "libzstd-jni.so").toAbsolutePath()));
        if (nativeAccessIsRestricted()) {
            options.add(ENABLE_NATIVE_ACCESS);
        }
        return options;
    }

    /**
     * Runs {@code main}'s main method with {@code args} in a JVM of {@link #libraryMissing()},
     * asserts it ended normally having printed nothing but its steps' reports, and returns them
     * by name: {@code ok}, or the exception a step threw.
     */
    public static Map<String, String> run(Class<?> main, String... args) {
        return run(main, libraryMissing(), args);
    }

    /** The same in a JVM that denies native access ({@link #DENY_NATIVE_ACCESS}; Java 24 and later only). */
    public static Map<String, String> runDenied(Class<?> main, String... args) {
        assertTrue(nativeAccessIsRestricted(), "native access is restricted from Java 24 on");
        return run(main, List.of(DENY_NATIVE_ACCESS), args);
    }

    /** {@link #run}, and on Java 24 and later {@link #runDenied} too: each one's reports. */
    public static List<Map<String, String>> runEach(Class<?> main, String... args) {
        List<Map<String, String>> runs = new ArrayList<>(List.of(run(main, args)));
        if (nativeAccessIsRestricted()) {
            runs.add(runDenied(main, args));
        }
        return runs;
    }

    private static Map<String, String> run(Class<?> main, List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"));
        if (nativeAccessIsRestricted()) {
            // Netty and kafka-clients on a test's class path call sun.misc.Unsafe's memory methods,
            // which Java 24+ warns of; allowed here, so that what the JVM prints is this check's only.
            command.add("--sun-misc-unsafe-memory-access=allow");
        }
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        command.addAll(List.of(args));
        Path file = null;
        try {
            file = Files.createTempFile("without-native-zstd", ".txt");
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(file.toFile()).start();
            process.getOutputStream().close();
            boolean ended = process.waitFor(2, TimeUnit.MINUTES);
            if (!ended) {
                process.destroyForcibly().waitFor();
            }
            String output = Files.readString(file, StandardCharsets.UTF_8);
            assertTrue(ended, "the JVM without zstd's native library did not end: " + output);
            assertEquals(0, process.exitValue(), output);
            Map<String, String> reports = new LinkedHashMap<>();
            for (String line : output.split("\n")) {
                if (line.startsWith(REPORT)) {
                    int tab = line.indexOf('\t', REPORT.length());
                    reports.put(line.substring(REPORT.length(), tab), line.substring(tab + 1));
                } else {
                    assertTrue(line.isBlank(), "the JVM printed something besides its steps: " + output);
                }
            }
            return reports;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        } finally {
            if (file != null) {
                file.toFile().delete();
            }
        }
    }

    /**
     * In the JVM {@link #run} started: runs a step and reports it under {@code name}, as
     * {@code ok} or as the exception it threw and its causes (any Throwable: a class that failed
     * to initialise throws an Error).
     */
    public static void step(String name, Callable<?> step) {
        String report;
        try {
            step.call();
            report = OK;
        } catch (Throwable e) { // with its causes: an integration may wrap the library's exception in its own
            StringBuilder chain = new StringBuilder(String.valueOf(e));
            for (Throwable cause = e.getCause(); cause != null && chain.length() < 10_000; cause = cause.getCause()) {
                chain.append(" / caused by ").append(cause);
            }
            report = chain.toString().replace('\n', ' ');
        }
        System.out.println(REPORT + name + "\t" + report);
    }

    /** Asserts that each of these steps ran without an exception. */
    public static void assertOk(Map<String, String> reports, String... steps) {
        for (String step : steps) {
            assertEquals(OK, reports.get(step), step);
        }
    }

    /**
     * Asserts that each of these steps failed saying that zstd's native library is needed and
     * naming the option that enables native access.
     */
    public static void assertNeedsNativeLibrary(Map<String, String> reports, String... steps) {
        for (String step : steps) {
            String report = reports.get(step);
            assertTrue(report != null && report.contains(NEEDS_NATIVE_LIBRARY) && report.contains(ENABLE_NATIVE_ACCESS)
                    && report.contains(ZstdUnavailableException.class.getName()), step + ": " + report);
        }
    }
}
