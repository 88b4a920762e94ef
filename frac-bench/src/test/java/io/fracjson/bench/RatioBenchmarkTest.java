package io.fracjson.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The ratio tool runs each work on each Jackson line and reports what the README quotes: the
 * median, its quartiles and the pairs behind them. It times nothing here that a test relies on:
 * the runs are a second long, and only the shape of the report and its bounds are checked.
 */
class RatioBenchmarkTest {
    private static final Pattern REPORT = Pattern.compile(
            ": (\\d+\\.\\d{3}) \\(quartiles (\\d+\\.\\d{3})–(\\d+\\.\\d{3})\\), (\\d+) pairs of 20 ms slices in (\\d+) JVMs");

    @Test
    void anAOverARunInThisJvmReportsItsMedianBetweenItsQuartiles() {
        String report = run("--work", "pojo-read", "--a", "FRAC", "--b", "FRAC", "--forks", "0");
        assertReport(report, "pojo-read, FRAC ÷ FRAC (A ÷ A): ", 1);
    }

    @Test
    void treesOfTheCorpusRunThroughJackson3() {
        String report = onSamples("--work", "tree-write", "--file", "catalog", "--a", "FRAC", "--b", "SMILE_DEFAULT",
                "--jackson", "3", "--forks", "0");
        assertReport(report, "tree-write catalog, FRAC ÷ SMILE_DEFAULT (Jackson 3): ", 1);
    }

    /** The token works walk the whole document, through the parser as the tree reader calls it, or the core alone. */
    @ParameterizedTest
    @ValueSource(strings = {"tokens", "tree-tokens", "core-tokens"})
    void tokenWorksReadTheCorpus(String work) {
        String report = onSamples("--work", work, "--file", "catalog", "--a", "FRAC", "--b", "SMILE_DEFAULT",
                "--forks", "0");
        assertReport(report, work + " catalog, FRAC ÷ SMILE_DEFAULT: ", 1);
    }

    /** The report of a run on the bundled samples, named as the corpus for its duration. */
    private static String onSamples(String... args) {
        String corpus = System.getProperty("fracjson.corpus");
        System.setProperty("fracjson.corpus", Path.of(System.getProperty("fracjson.testdata"), "samples").toString());
        try {
            return run(args);
        } finally {
            if (corpus == null) {
                System.clearProperty("fracjson.corpus");
            } else {
                System.setProperty("fracjson.corpus", corpus);
            }
        }
    }

    /**
     * Two builds compared in one JVM: each side made in a class loader of its own over a class path
     * (here both this one's, the A ÷ A of the mode), and named by it in the report.
     */
    @Test
    void sidesMadeFromClassPathsOfTheirOwnAreNamedByThem() {
        String classpath = System.getProperty("java.class.path");
        String first = Path.of(classpath.split(File.pathSeparator)[0]).getFileName().toString();
        String report = run("--work", "pojo-read", "--a", "FRAC", "--b", "FRAC", "--a-classpath", classpath,
                "--b-classpath", classpath, "--forks", "0");
        assertReport(report, "pojo-read, FRAC [" + first + "] ÷ FRAC [" + first + "] (A ÷ A): ", 1);
        String formats = run("--work", "pojo-write", "--a", "FRAC", "--b", "SMILE_DEFAULT", "--b-classpath", classpath,
                "--forks", "0");
        assertTrue(formats.startsWith("pojo-write, FRAC ÷ SMILE_DEFAULT [" + first + "]: "), formats);
    }

    /**
     * Rounds of both orders: each round measures A ÷ B and then B ÷ A, both reported, its figure
     * and position effect made of those two, and the summary's geometric mean lies within the
     * rounds' range.
     */
    @Test
    void roundsMeasureBothOrdersAndSummarizeThem() {
        String report = run("--work", "pojo-write", "--a", "FRAC", "--b", "JSON", "--forks", "0", "--rounds", "2");
        assertEquals(2, count(report, "pojo-write, FRAC ÷ JSON: "), report);
        assertEquals(2, count(report, "pojo-write, JSON ÷ FRAC: "), report);
        Matcher rounds = Pattern.compile("round [12]: FRAC ÷ JSON (\\d+\\.\\d{3}) \\(position effect: A ÷ B × B ÷ A ="
                + " (\\d+\\.\\d{3})\\)").matcher(report);
        Matcher ab = Pattern.compile("pojo-write, FRAC ÷ JSON: (\\d+\\.\\d{3})").matcher(report);
        Matcher ba = Pattern.compile("pojo-write, JSON ÷ FRAC: (\\d+\\.\\d{3})").matcher(report);
        double low = Double.MAX_VALUE;
        double high = 0;
        for (int i = 0; i < 2; i++) {
            assertTrue(rounds.find() && ab.find() && ba.find(), report);
            double figure = Double.parseDouble(rounds.group(1));
            double abMedian = Double.parseDouble(ab.group(1));
            double baMedian = Double.parseDouble(ba.group(1));
            // Both from the medians printed to three places: equal to within what their rounding (h) and
            // the figure's own make of them, which grows with the medians (a loaded machine's 12.062 x 0.069).
            double h = 0.0005;
            assertEquals(Math.sqrt(abMedian / baMedian), figure,
                    Math.sqrt((abMedian + h) / (baMedian - h)) - Math.sqrt(abMedian / baMedian) + h + 1e-9, report);
            assertEquals(abMedian * baMedian, Double.parseDouble(rounds.group(2)), h * (abMedian + baMedian) + h * h + h + 1e-9,
                    report);
            low = Math.min(low, figure);
            high = Math.max(high, figure);
        }
        Matcher summary = Pattern.compile("pojo-write, FRAC ÷ JSON, both orders: geometric mean (\\d+\\.\\d{3})"
                + " \\(range (\\d+\\.\\d{3})–(\\d+\\.\\d{3})\\) of 2 rounds").matcher(report);
        assertTrue(summary.find(), report);
        double mean = Double.parseDouble(summary.group(1));
        assertEquals(low, Double.parseDouble(summary.group(2)), report);
        assertEquals(high, Double.parseDouble(summary.group(3)), report);
        assertTrue(low - 0.001 <= mean && mean <= high + 0.001, report);
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    /**
     * A side made from a class path opens its jars; they are closed once it is measured, not left
     * for the collector: with {@code --rounds} or in a test, one JVM makes many sides.
     */
    @Test
    void theJarsOfASideAreClosedOnceItIsMeasured(@TempDir Path copies) throws IOException {
        Path descriptors = Path.of("/proc/self/fd");
        assumeTrue(Files.isDirectory(descriptors), "counts open files through /proc");
        // Copies of this class path's jars, which nothing else in this JVM has open (an open jar is shared).
        List<String> entries = new ArrayList<>();
        int jars = 0;
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (entry.endsWith(".jar")) {
                Path copy = copies.resolve(jars++ + "-" + Path.of(entry).getFileName());
                Files.copy(Path.of(entry), copy);
                entries.add(copy.toString());
            } else {
                entries.add(entry);
            }
        }
        assumeTrue(jars >= 4, "needs a class path of jars");
        String classpath = String.join(File.pathSeparator, entries);
        String[] args = {"--work", "pojo-read", "--a", "FRAC", "--b", "FRAC", "--a-classpath", classpath, "--b-classpath",
                classpath, "--forks", "0", "--warmup", "0", "--duration", "0"};
        long before = openFiles(descriptors);
        for (int i = 0; i < 3; i++) {
            assertEquals(0, execute(args).status());
        }
        long opened = openFiles(descriptors) - before;
        assertTrue(opened < 4, opened + " files left open by three runs over a class path of " + jars + " jars");
    }

    private static long openFiles(Path descriptors) throws IOException {
        try (Stream<Path> open = Files.list(descriptors)) {
            return open.count();
        }
    }

    /** Forks set up the two sides in alternating order; their pairs are pooled into one report, each JVM's median before it. */
    @Test
    void forksPoolTheirPairs() {
        String report = run("--work", "pojo-write", "--a", "FRAC", "--b", "JSON", "--forks", "2");
        assertTrue(report.contains("pojo-write, FRAC ÷ JSON: "), report);
        checkNumbers(report, 2);
        for (int jvm = 1; jvm <= 2; jvm++) {
            assertTrue(Pattern.compile("(?m)^  JVM " + jvm + ": \\d\\.\\d{3} \\(\\d+ pairs\\)$").matcher(report).find(), report);
        }
    }

    @Test
    void anUnknownFormatIsNamed() {
        assertNotEquals(0, execute("--work", "pojo-read", "--a", "FRAK", "--b", "FRAC", "--forks", "0", "--warmup", "0",
                "--duration", "0").status());
    }

    /** The report begins with {@code heading}, and its numbers are in order ({@link #checkNumbers}). */
    private static void assertReport(String report, String heading, int jvms) {
        assertTrue(report.startsWith(heading), report);
        checkNumbers(report, jvms);
    }

    private static void checkNumbers(String report, int jvms) {
        Matcher m = REPORT.matcher(report);
        assertTrue(m.find(), report);
        double median = Double.parseDouble(m.group(1));
        double low = Double.parseDouble(m.group(2));
        double high = Double.parseDouble(m.group(3));
        assertTrue(low > 0 && low <= median && median <= high, report);
        assertTrue(Integer.parseInt(m.group(4)) > 0, report);
        assertEquals(jvms, Integer.parseInt(m.group(5)), report);
    }

    /** The tool's report for these arguments, with a second of warm-up and one measured. */
    private static String run(String... args) {
        String[] all = new String[args.length + 6];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(new String[] {"--warmup", "1", "--duration", "1", "--slice", "20"}, 0, all, args.length, 6);
        Execution execution = execute(all);
        assertEquals(0, execution.status(), execution.out());
        return execution.out();
    }

    /** What a run of the tool returned and printed. */
    private record Execution(int status, String out) {
    }

    /** Runs the tool as its main method does, in this JVM, with what it prints captured. */
    private static Execution execute(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream original = System.out;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            int status = new CommandLine(new RatioBenchmark()).setCaseInsensitiveEnumValuesAllowed(true).execute(args);
            return new Execution(status, out.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(original);
        }
    }
}
