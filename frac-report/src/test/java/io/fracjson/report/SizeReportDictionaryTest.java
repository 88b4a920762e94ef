package io.fracjson.report;

import io.fracjson.report.SizeReportInputsTest.Run;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 18: a set's trained-dictionary rows are measured on documents the dictionary was not
 * trained on (the second half; the first trains it), and the figure trained and measured on the
 * same documents is shown, labelled, only for the sets of the reference's published table.
 */
class SizeReportDictionaryTest {
    private static final int DOCUMENTS = 600;

    /**
     * Events whose text comes from one vocabulary in the first half of the set and from another
     * in the second: a dictionary trained on the first half knows the keys but none of the second
     * half's words, one trained on the whole set knows both.
     */
    private static String events() {
        Random random = new Random(18);
        List<String> first = words(random, "al");
        List<String> second = words(random, "zu");
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < DOCUMENTS; i++) {
            List<String> vocabulary = i < DOCUMENTS / 2 ? first : second;
            StringBuilder text = new StringBuilder();
            for (int w = 0; w < 24; w++) {
                text.append(vocabulary.get(random.nextInt(vocabulary.size()))).append(' ');
            }
            lines.append("{\"id\":").append(i).append(",\"kind\":\"comment\",\"text\":\"").append(text.toString().strip())
                    .append("\",\"score\":").append(random.nextInt(1000)).append("}\n");
        }
        return lines.toString();
    }

    private static List<String> words(Random random, String prefix) {
        return random.ints(200, 0, Integer.MAX_VALUE).mapToObj(n -> prefix + Integer.toString(n, 36)).toList();
    }

    @Test
    void dictionaryRowsAreMeasuredOnTheHalfTheyWereNotTrainedOn(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("events.jsonl"), events());
        Run run = SizeReportInputsTest.report(dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.out().contains("trained on its encoding of objects 1 to 300 (the global keys table is made from"
                + " them too) and measured on objects 301 to 600, which it was not trained on"), run.out());
        assertTrue(percent(run.out(), "JSON + zstd + trained dictionary", 0) > 0, run.out());
        assertTrue(!run.out().contains("Trained and measured on the same"), "not a set of the reference's table: " + run.out());
    }

    @Test
    void theSameSetFigureIsShownLabelledForTheReferencesSetOnly(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("reddit_comments_10k.jsonl"), events());
        Run run = SizeReportInputsTest.report(dir.toString());
        assertEquals(0, run.exitCode(), run.err());
        String out = run.out();
        int sameSet = out.indexOf("Trained and measured on the same 600 objects, as the reference's published table was made");
        assertTrue(sameSet > out.indexOf("which it was not trained on"), out);
        for (String format : new String[] {"JSON", "frac json (+global table)"}) {
            double heldOut = percent(out, format + " + zstd + trained dictionary", 0);
            double trainedOnThem = percent(out, format + " + zstd + trained dictionary", sameSet);
            // Had the held-out rows been trained on the documents they measure, they would match.
            assertTrue(heldOut > trainedOnThem * 1.2, format + ": held out " + heldOut + "%, same set "
                    + trainedOnThem + "%\n" + out);
        }
    }

    /** The size column of the first table row labelled {@code label} at or after {@code from}. */
    private static double percent(String report, String label, int from) {
        Matcher row = Pattern.compile("\\| " + Pattern.quote(label) + " +\\| ([0-9.]+)%").matcher(report);
        assertTrue(row.find(from), label + " in " + report);
        return Double.parseDouble(row.group(1));
    }
}
