package io.fracjson.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Runs the built jar ({@code frac-cli/target/frac.jar}, named by the build in the system property
 * {@code frac.jar}) as a process, the way a user runs {@code frac}: arguments, standard input,
 * standard output and error, exit status.
 */
final class FracJar {
    /** A short-lived JVM starts faster with the client compiler only; the long stream test drops these. */
    static final List<String> QUICK_JVM = List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC");

    /** What one run gave. */
    record Run(int exitCode, byte[] out, String err) {
        String outText() {
            return new String(out, StandardCharsets.UTF_8);
        }

        /** Asserts exit status 0, showing stderr otherwise. */
        Run succeeded() {
            assertTrue(exitCode == 0, "exit " + exitCode + ": " + err);
            return this;
        }

        /**
         * Asserts the way bad input must end: status 1, one line on stderr that starts with
         * {@code prefix}, and no stack trace.
         */
        Run failedWith(String prefix) {
            assertTrue(exitCode == 1, "exit " + exitCode + ", expected 1: " + err);
            assertTrue(err.startsWith(prefix), "expected a line starting with \"" + prefix + "\": " + err);
            assertTrue(err.endsWith("\n") && err.indexOf('\n') == err.length() - 1, "one line: " + err);
            assertTrue(!err.contains("\tat ") && !err.contains("Exception"), "no stack trace: " + err);
            return this;
        }
    }

    private FracJar() {
    }

    static Path jar() {
        String jar = System.getProperty("frac.jar");
        assertTrue(jar != null && Files.isRegularFile(Path.of(jar)), "frac.jar not built: " + jar);
        return Path.of(jar);
    }

    /** {@code java -jar frac.jar ARGS}, with {@link #QUICK_JVM}, the java of this test. */
    static List<String> command(List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-jar");
        command.add(jar().toString());
        command.addAll(List.of(args));
        return command;
    }

    static Run run(String... args) {
        return runWithInput(new byte[0], args);
    }

    static Run runWithInput(String stdin, String... args) {
        return runWithInput(stdin.getBytes(StandardCharsets.UTF_8), args);
    }

    /** Runs frac with {@code stdin} as its standard input, in the working directory of the test. */
    static Run runWithInput(byte[] stdin, String... args) {
        return runWithOptions(List.of(), stdin, args);
    }

    /** The same, with these options for the JVM besides {@link #QUICK_JVM}. */
    static Run runWithOptions(List<String> jvmOptions, byte[] stdin, String... args) {
        List<String> options = new ArrayList<>(QUICK_JVM);
        options.addAll(jvmOptions);
        return unchecked(() -> {
            Path out = Files.createTempFile("frac-out", ".bin");
            Path err = Files.createTempFile("frac-err", ".txt");
            try {
                Process process = new ProcessBuilder(command(options, args))
                        .redirectOutput(out.toFile())
                        .redirectError(err.toFile())
                        .start();
                try (OutputStream in = process.getOutputStream()) {
                    in.write(stdin);
                } catch (IOException e) {
                    // frac stopped reading (it failed early): its status and stderr tell why
                }
                if (!process.waitFor(120, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    fail("frac " + String.join(" ", args) + " did not end within 120 s");
                }
                return new Run(process.exitValue(), Files.readAllBytes(out), Files.readString(err));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        });
    }

    /**
     * Runs {@code frac FIRST | frac SECOND} with {@code stdin} into the first: the pipe between them
     * is the operating system's, as in a shell.
     */
    static Run pipe(byte[] stdin, List<String> first, List<String> second) {
        return unchecked(() -> {
            Path err = Files.createTempFile("frac-err", ".txt");
            try {
                List<Process> processes = ProcessBuilder.startPipeline(List.of(
                        new ProcessBuilder(command(QUICK_JVM, first.toArray(String[]::new)))
                                .redirectError(ProcessBuilder.Redirect.appendTo(err.toFile())),
                        new ProcessBuilder(command(QUICK_JVM, second.toArray(String[]::new)))
                                .redirectError(ProcessBuilder.Redirect.appendTo(err.toFile()))));
                Process head = processes.get(0);
                Process tail = processes.get(1);
                Thread writer = new Thread(() -> {
                    try (OutputStream in = head.getOutputStream()) {
                        in.write(stdin);
                    } catch (IOException e) {
                        // the first process failed early: its status tells
                    }
                });
                writer.start();
                byte[] out;
                try (InputStream result = tail.getInputStream()) {
                    out = result.readAllBytes();
                }
                writer.join();
                int exit = Math.max(head.waitFor(), tail.waitFor());
                return new Run(exit, out, Files.readString(err));
            } finally {
                Files.deleteIfExists(err);
            }
        });
    }

    /** A run of frac processes: starting them, feeding them and waiting for them may fail. */
    private interface ProcessRun {
        Run run() throws IOException, InterruptedException;
    }

    /** The run's result; failing to start or wait for a process ends the test, an interrupt kept. */
    private static Run unchecked(ProcessRun run) {
        try {
            return run.run();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
