package io.fracjson.bench;

import org.junit.jupiter.api.Test;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The profiling run reports each side's rate and time per operation, and names the method its samples sit under. */
class SidesProfileTest {
    private static final Pattern LINE = Pattern.compile(
            "([AB]) (\\w+): (\\d+) ops/s, (\\d+\\.\\d) ns an operation \\(under SidesProfile\\.measured([AB])\\)");

    @Test
    void eachSideReportsItsRateAndItsMethod() {
        String report = run("--work", "pojo-read", "--a", "FRAC", "--b", "SMILE_DEFAULT", "--jackson", "3",
                "--warmup", "0", "--duration", "1", "--slice", "20");
        Matcher m = LINE.matcher(report);
        for (String side : new String[] {"A", "B"}) {
            assertTrue(m.find(), report);
            assertEquals(side, m.group(1), report);
            assertEquals(side, m.group(5), report);
            assertEquals(side.equals("A") ? "FRAC" : "SMILE_DEFAULT", m.group(2), report);
            double rate = Double.parseDouble(m.group(3));
            double ns = Double.parseDouble(m.group(4));
            assertTrue(rate > 0, report);
            assertEquals(1e9 / rate, ns, 0.01 * ns + 0.1, report); // the same measurement, two ways
        }
    }

    private static String run(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = System.out;
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            assertEquals(0, new CommandLine(new SidesProfile()).execute(args));
        } finally {
            System.setOut(out);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }
}
