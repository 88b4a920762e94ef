package io.fracjson.bench;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * A format's own code per operation, from a cpu profile of one format working alone: the share
 * of samples whose stack holds a frame of the format's packages, times the time an operation
 * took; databind's part costs the same under every format. Reads async-profiler's collapsed
 * output (one stack a line, frames joined by ';', then the sample count), counting only stacks
 * under the measured work (a frame naming {@code --under}), and prints the split and the
 * format's entry points (its outermost frame in each stack), costliest first:
 *
 * <pre>
 * java -agentpath:libasyncProfiler.so=start,event=cpu,interval=1ms,file=frac.txt,collapsed \
 *      -cp frac-bench/target/benchmarks.jar io.fracjson.bench.RatioBenchmark --work pojo-read --a FRAC --b FRAC --forks 0
 * java -cp frac-bench/target/benchmarks.jar io.fracjson.bench.ProfileSplit frac.txt --ns-per-op 1041 \
 *      --package io/fracjson/jackson/ --package io/fracjson/core/
 * </pre>
 */
@Command(name = "ProfileSplit", mixinStandardHelpOptions = true,
        description = "A format's own code per operation, from async-profiler's collapsed stacks of it working alone.")
public final class ProfileSplit implements Callable<Integer> {
    @Parameters(index = "0", description = "async-profiler's collapsed output")
    Path profile;

    @Option(names = "--ns-per-op", required = true, description = "nanoseconds an operation took in the profiled run")
    double nsPerOp;

    @Option(names = "--package", required = true, description = "a frame of the format's code starts with this"
            + " (e.g. io/fracjson/core/ or com/fasterxml/jackson/dataformat/smile/); repeatable. Name classes"
            + " rather than a package where one of it calls databind (io/fracjson/jackson/FracJsonGenerator, not"
            + " io/fracjson/jackson/, whose FracJsonMapper.writeValueAsBytes holds the whole write)")
    List<String> packages;

    @Option(names = "--under", description = "only stacks with a frame containing this count (default: ${DEFAULT-VALUE})")
    String under = "io/fracjson/bench/";

    @Option(names = "--top", description = "entry points shown (default: ${DEFAULT-VALUE})")
    int top = 12;

    /** The samples of the measured work, those of the format's code, and the latter by entry point. */
    record Split(long samples, long formatSamples, Map<String, Long> byEntry) {
        double formatShare() {
            return samples == 0 ? 0 : (double) formatSamples / samples;
        }
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new ProfileSplit()).execute(args));
    }

    @Override
    public Integer call() throws IOException {
        print(split(Files.readAllLines(profile, StandardCharsets.UTF_8), packages, under), System.out);
        return 0;
    }

    static Split split(List<String> collapsed, List<String> packages, String under) {
        long samples = 0;
        long formatSamples = 0;
        Map<String, Long> byEntry = new HashMap<>();
        for (String line : collapsed) {
            int space = line.lastIndexOf(' ');
            if (space < 0 || !line.contains(under)) {
                continue;
            }
            long n = Long.parseLong(line.substring(space + 1).trim());
            samples += n;
            for (String frame : line.substring(0, space).split(";")) {
                if (packages.stream().anyMatch(frame::startsWith)) {
                    formatSamples += n;
                    byEntry.merge(frame, n, Long::sum);
                    break;
                }
            }
        }
        return new Split(samples, formatSamples, byEntry);
    }

    private void print(Split s, PrintStream out) {
        out.printf(Locale.ROOT, "%d samples, %.1f%% in the format's code: %.0f ns an operation of %.0f (the rest %.0f)%n",
                s.samples(), 100 * s.formatShare(), s.formatShare() * nsPerOp, nsPerOp, (1 - s.formatShare()) * nsPerOp);
        s.byEntry().entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()))
                .limit(top)
                .forEach(e -> out.printf(Locale.ROOT, "%10.1f ns  %s%n", (double) e.getValue() / s.samples() * nsPerOp, e.getKey()));
    }
}
