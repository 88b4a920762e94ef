package io.fracjson.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code frac size} is the size report of the benchmarks, on the user's files and on standard input. */
class SizeIT {
    private static String events() {
        StringBuilder lines = new StringBuilder();
        JsonSamples samples = new JsonSamples(7);
        for (int i = 0; i < 300; i++) {
            lines.append(samples.next().expected()).append('\n'); // only numbers every format holds
        }
        return lines.toString();
    }

    @Test
    void theSizeReportRunsOnFilesAndStandardInput(@TempDir Path work) throws IOException {
        Path events = work.resolve("events.jsonl");
        Files.writeString(events, events());
        FracJar.Run files = FracJar.run("size", work.toString()).succeeded();
        assertTrue(files.outText().startsWith("# Size as % of compact JSON text\n\nData: " + work + "."), files.outText());
        assertTrue(files.outText().contains("## Many small objects: events\n\nFrom " + events + ": 300 objects"),
                files.outText());
        assertTrue(files.outText().contains("measured on objects 151 to 300, which it was not trained on"),
                files.outText());
        assertTrue(files.outText().contains("| frac json (+global table) + zstd + trained dictionary "), files.outText());

        FracJar.Run piped = FracJar.runWithInput(events(), "size", "-").succeeded();
        assertTrue(piped.outText().contains("## Many small objects: stdin\n\nFrom standard input: 300 objects"),
                piped.outText());
    }

    @Test
    void aSizeReportFailureIsOneLine(@TempDir Path work) throws IOException {
        Path broken = work.resolve("broken.jsonl");
        Files.writeString(broken, "{\"a\":1}\n{\"a\":\n");
        FracJar.run("size", broken.toString()).failedWith("frac size: " + broken + ":3:");
    }
}
