package io.fracjson.report;

import com.github.luben.zstd.Zstd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 10: the size report reads the data people have. JSON Lines (.jsonl, .ndjson, or a .json
 * file of values one after another, and .zst of each) is a set of small documents; one JSON
 * array is one document unless asked to be a set; a malformed line is named by file and line.
 * Issue 18: files can be named one by one, and each table names the files it was made from.
 */
class SizeReportInputsTest {
    private static final String LINES = "{\"event\":\"click\",\"user\":1}\n{\"event\":\"view\",\"user\":2}\n"
            + "{\"event\":\"click\",\"user\":3}\n";

    record Run(int exitCode, String out, String err) {
    }

    static Run report(String... args) {
        return report(false, args);
    }

    static Run report(boolean terminal, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = new CommandLine(new SizeReport(terminal)).setCommandName("SizeReport")
                .setOut(new PrintWriter(out, true)).setErr(new PrintWriter(err, true)).execute(args);
        return new Run(exit, out.toString(), err.toString());
    }

    @Test
    void jsonLinesInAnyOfItsFilesIsASetOfDocuments(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.jsonl"), LINES);
        Files.writeString(dir.resolve("b.ndjson"), LINES);
        Files.writeString(dir.resolve("c.json"), LINES.replace("\n", " ")); // values one after another
        Files.write(dir.resolve("d.jsonl.zst"), Zstd.compress(LINES.getBytes(StandardCharsets.UTF_8)));
        Corpus corpus = Corpus.open(dir);
        for (String name : corpus.names()) {
            assertEquals(3, corpus.documents(name).size(), name);
            assertTrue(corpus.isSet(name, corpus.values(name)), name);
        }
        Run run = report("--corpus", dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        for (String name : new String[] {"a.jsonl", "b.ndjson", "c.json", "d.jsonl.zst"}) {
            String title = "## Many small objects: " + name.substring(0, 1) + "\n\nFrom " + dir.resolve(name) + ": 3 objects";
            assertTrue(run.out().contains(title), run.out());
        }
        assertTrue(run.out().contains("Too few documents to train a zstd dictionary"), run.out());
        assertEquals(4, run.err().lines().count(), "one progress line per file: " + run.err());
    }

    @Test
    void oneArrayIsOneDocumentUnlessAskedToBeASet(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("events.json"), "[" + LINES.strip().replace("\n", ",") + "]");
        Files.writeString(dir.resolve("one.jsonl"), "{\"event\":\"click\"}\n"); // JSON Lines of one line: still a set
        Run whole = report(dir.toString());
        assertEquals(0, whole.exitCode(), whole.err());
        assertTrue(whole.out().contains("## Small files"), whole.out());
        assertFalse(whole.out().contains("Many small objects: events"), whole.out());
        assertTrue(whole.out().contains("## Many small objects: one\n\nFrom " + dir.resolve("one.jsonl") + ": 1 objects"),
                whole.out());

        Run set = report(dir.toString(), "--many", "events");
        assertEquals(0, set.exitCode(), set.err());
        assertTrue(set.out().contains("## Many small objects: events\n\nFrom " + dir.resolve("events.json") + ": 3 objects"),
                set.out());
    }

    @Test
    void filesAreNamedOneByOneAndEachTableSaysWhichItWasMadeFrom(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("small.json"), "{\"a\":1}");
        Files.writeString(dir.resolve("big.json"), "{\"values\":[" + "1234567,".repeat(2000) + "0]}");
        Files.writeString(dir.resolve("left-out.json"), "{\"b\":2}");
        Run run = report(dir.resolve("small.json").toString(), dir.resolve("big.json").toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("Data: " + dir.resolve("small.json") + ", " + dir.resolve("big.json") + "."), run.out());
        assertTrue(run.out().contains("## Small files (compact JSON under 10 KB)\n\nFrom " + dir.resolve("small.json") + ".\n"),
                run.out());
        assertTrue(run.out().contains("## Big files\n\nFrom " + dir.resolve("big.json") + ".\n"), run.out());
        assertFalse(run.out().contains("left-out"), run.out());
    }

    @Test
    void theReportNamesNoClassesAndPrintsNoTimings(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("events.jsonl"), LINES);
        Run run = report(dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        for (String internal : new String[] {"SizeReport", "Timer", "Benchmark", "µs"}) {
            assertFalse(run.out().contains(internal), internal + " in " + run.out());
        }
        assertTrue(run.out().contains("Sizes only: for encode and decode times, run the benchmarks (frac-bench/README.md)"),
                run.out());
    }

    @Test
    void anInputThatIsNotJsonByItsNameIsRefused(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("events.log"), LINES);
        Run run = report(dir.resolve("events.log").toString());
        assertEquals(1, run.exitCode());
        assertEquals("SizeReport: " + dir.resolve("events.log") + " is not a .json, .jsonl or .ndjson file (nor .zst of one)\n",
                run.err());
        Run missing = report(dir.resolve("absent.json").toString());
        assertEquals("SizeReport: " + dir.resolve("absent.json") + ": no such file or directory\n", missing.err());
    }

    @Test
    void twoInputsOfOneNameAreRefused(@TempDir Path dir) throws IOException {
        Files.createDirectories(dir.resolve("x"));
        Files.writeString(dir.resolve("events.jsonl"), LINES);
        Files.writeString(dir.resolve("x").resolve("events.json"), LINES);
        Run run = report(dir.resolve("events.jsonl").toString(), dir.resolve("x").toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().startsWith("SizeReport: Two inputs named events: "), run.err());
    }

    @Test
    void aMalformedLineIsNamedByFileAndLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("broken.jsonl"), "{\"a\":1}\n{\"a\":2}\n{\"a\":}\n");
        Run run = report("--corpus", dir.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().startsWith("SizeReport: " + dir.resolve("broken.jsonl") + ":3:"), run.err());
        assertEquals(1, run.err().lines().count(), "the error in one line: " + run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
    }

    @Test
    void aFileWithNoValueIsRefusedNotMeasuredAsNothing(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("empty.jsonl"), " \n\n");
        Run run = report("--corpus", dir.toString());
        assertEquals(1, run.exitCode(), run.out());
        assertEquals("SizeReport: " + dir.resolve("empty.jsonl") + " holds no JSON value\n", run.err());
        assertFalse(run.out().contains("NaN"), run.out());
    }

    @Test
    void aLimitExceededIsNamedByFileAndLineToo(@TempDir Path dir) throws IOException {
        // Jackson reports a broken read constraint (here the nesting depth) without a location.
        Files.writeString(dir.resolve("deep.jsonl"), "{\"a\":1}\n" + "[".repeat(1001) + "]".repeat(1001) + "\n");
        Run run = report("--corpus", dir.toString());
        assertEquals(1, run.exitCode());
        assertTrue(run.err().startsWith("SizeReport: " + dir.resolve("deep.jsonl") + ":2:"), run.err());
        assertTrue(run.err().contains("nesting depth"), run.err());
    }

    @Test
    void aBrokenZstdFrameIsNamedWithZstdsReason(@TempDir Path dir) throws IOException {
        byte[] frame = Zstd.compress(LINES.getBytes(StandardCharsets.UTF_8));
        Files.write(dir.resolve("cut.jsonl.zst"), Arrays.copyOf(frame, frame.length - 3));
        Run run = report("--corpus", dir.toString());
        assertEquals(1, run.exitCode());
        assertEquals("SizeReport: Cannot read " + dir.resolve("cut.jsonl.zst") + ": Truncated source\n", run.err());
    }

    @Test
    void anErrorOnATerminalStartsItsOwnLineAfterTheProgress(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.jsonl"), LINES);
        Files.writeString(dir.resolve("b.jsonl"), "{\"a\":}\n");
        Run run = report(true, dir.toString());
        String printed = run.err();
        assertEquals(1, run.exitCode());
        assertTrue(printed.startsWith("\rMeasuring a: JSON"), printed);
        String lastLine = printed.substring(printed.lastIndexOf('\r') + 1);
        assertTrue(lastLine.startsWith("SizeReport: " + dir.resolve("b.jsonl") + ":1:"), printed);
        assertTrue(printed.substring(0, printed.lastIndexOf('\r')).endsWith(" "),
                "the progress line is blanked before the error: " + printed);
    }

    @Test
    void usageErrorsExitWithTwo(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("events.jsonl"), LINES);
        Run bogus = report(dir.toString(), "--bogus");
        assertEquals(2, bogus.exitCode());
        assertTrue(bogus.err().contains("Unknown option: '--bogus'"), bogus.err());
        assertTrue(bogus.err().contains("--chart=FILE.png"), "the usage follows: " + bogus.err());
        assertEquals(2, report("--corpus").exitCode());
    }

    /**
     * Issue 44: run with its output redirected, the report logs a line per input, not a line
     * rewritten in place: on JDK 22 and later System.console() is there even then, and had
     * decided it was a terminal (this test runs the report on the JVM that runs it).
     */
    @Test
    void redirectedProgressIsALinePerInput(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("a.jsonl"), LINES);
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), SizeReport.class.getName(), dir.resolve("a.jsonl").toString())
                .redirectInput(ProcessBuilder.Redirect.from(Files.writeString(dir.resolve("in.txt"), "").toFile()))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, java.util.concurrent.TimeUnit.SECONDS), "the report took over 120 s");
        String progress = Files.readString(err);
        assertEquals(0, p.exitValue(), progress);
        assertTrue(progress.contains("Measuring a (3 documents)"), progress);
        assertFalse(progress.contains("\r"), "a line rewritten in place: " + progress);
        assertFalse(SizeReport.onTerminal(null));
    }
}
