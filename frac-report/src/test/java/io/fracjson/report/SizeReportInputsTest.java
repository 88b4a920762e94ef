package io.fracjson.report;

import com.github.luben.zstd.Zstd;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
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
 */
class SizeReportInputsTest {
    private static final String LINES = "{\"event\":\"click\",\"user\":1}\n{\"event\":\"view\",\"user\":2}\n"
            + "{\"event\":\"click\",\"user\":3}\n";

    private record Run(int exitCode, String out, String err) {
    }

    private static Run report(String... args) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = SizeReport.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
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
        Run run = report("--corpus", dir.toString(), "--no-timing");
        assertEquals(0, run.exitCode(), run.err());
        for (String name : new String[] {"a", "b", "c", "d"}) {
            assertTrue(run.out().contains("## Many small objects: " + name + "\n\n3 objects"), run.out());
        }
        assertTrue(run.out().contains("Too few documents to train a zstd dictionary on"), run.out());
        assertEquals(4, run.err().lines().count(), "one progress line per file: " + run.err());
    }

    @Test
    void oneArrayIsOneDocumentUnlessAskedToBeASet(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("events.json"), "[" + LINES.strip().replace("\n", ",") + "]");
        Files.writeString(dir.resolve("one.jsonl"), "{\"event\":\"click\"}\n"); // JSON Lines of one line: still a set
        Run whole = report("--corpus", dir.toString(), "--no-timing");
        assertEquals(0, whole.exitCode(), whole.err());
        assertTrue(whole.out().contains("## Small files"), whole.out());
        assertFalse(whole.out().contains("Many small objects: events"), whole.out());
        assertTrue(whole.out().contains("## Many small objects: one\n\n1 objects"), whole.out());

        Run set = report("--corpus", dir.toString(), "--many", "events", "--no-timing");
        assertEquals(0, set.exitCode(), set.err());
        assertTrue(set.out().contains("## Many small objects: events\n\n3 objects"), set.out());
    }

    @Test
    void aMalformedLineIsNamedByFileAndLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("broken.jsonl"), "{\"a\":1}\n{\"a\":2}\n{\"a\":}\n");
        Run run = report("--corpus", dir.toString(), "--no-timing");
        assertEquals(1, run.exitCode());
        assertTrue(run.err().startsWith("SizeReport: " + dir.resolve("broken.jsonl") + ":3:"), run.err());
        assertEquals(1, run.err().lines().count(), "the error in one line: " + run.err());
        assertFalse(run.err().contains("\tat "), "no stack trace: " + run.err());
    }

    @Test
    void aFileWithNoValueIsRefusedNotMeasuredAsNothing(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("empty.jsonl"), " \n\n");
        Run run = report("--corpus", dir.toString(), "--no-timing");
        assertEquals(1, run.exitCode(), run.out());
        assertEquals("SizeReport: " + dir.resolve("empty.jsonl") + " holds no JSON value\n", run.err());
        assertFalse(run.out().contains("NaN"), run.out());
    }

    @Test
    void aLimitExceededIsNamedByFileAndLineToo(@TempDir Path dir) throws IOException {
        // Jackson reports a broken read constraint (here the nesting depth) without a location.
        Files.writeString(dir.resolve("deep.jsonl"), "{\"a\":1}\n" + "[".repeat(1001) + "]".repeat(1001) + "\n");
        Run run = report("--corpus", dir.toString(), "--no-timing");
        assertEquals(1, run.exitCode());
        assertTrue(run.err().startsWith("SizeReport: " + dir.resolve("deep.jsonl") + ":2:"), run.err());
        assertTrue(run.err().contains("nesting depth"), run.err());
    }

    @Test
    void aBrokenZstdFrameIsNamedWithZstdsReason(@TempDir Path dir) throws IOException {
        byte[] frame = Zstd.compress(LINES.getBytes(StandardCharsets.UTF_8));
        Files.write(dir.resolve("cut.jsonl.zst"), Arrays.copyOf(frame, frame.length - 3));
        Run run = report("--corpus", dir.toString(), "--no-timing");
        assertEquals(1, run.exitCode());
        assertEquals("SizeReport: Cannot read " + dir.resolve("cut.jsonl.zst").toAbsolutePath()
                + ": Truncated source\n", run.err());
    }

    @Test
    void anErrorOnATerminalStartsItsOwnLineAfterTheProgress(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("a.jsonl"), LINES);
        Files.writeString(dir.resolve("b.jsonl"), "{\"a\":}\n");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int exit = SizeReport.run(new String[] {"--corpus", dir.toString(), "--no-timing"},
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), true);
        String printed = err.toString(StandardCharsets.UTF_8);
        assertEquals(1, exit);
        assertTrue(printed.startsWith("\rMeasuring a: JSON"), printed);
        String lastLine = printed.substring(printed.lastIndexOf('\r') + 1);
        assertTrue(lastLine.startsWith("SizeReport: " + dir.resolve("b.jsonl") + ":1:"), printed);
        assertTrue(printed.substring(0, printed.lastIndexOf('\r')).endsWith(" "),
                "the progress line is blanked before the error: " + printed);
    }

    @Test
    void usageErrorsExitWithTwo(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("events.jsonl"), LINES);
        Run bogus = report("--corpus", dir.toString(), "--bogus");
        assertEquals(2, bogus.exitCode());
        assertTrue(bogus.err().contains("--full-timing"), bogus.err());
        assertEquals(2, report("--corpus").exitCode());
    }
}
