package io.fracjson.bench;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;

/**
 * Two formats doing one work in one JVM, alternating in slices as {@link RatioBenchmark} runs them,
 * for a profiler attached to both at once: each side's measured slices run in a method of its own
 * ({@link #measuredA}, {@link #measuredB}), so that every stack says whose it is. Under {@code
 * RatioBenchmark --forks 0} a POJO work's stacks do not: both sides run the same lambda, codec class
 * and databind frames. Prints each side's rate over the measured seconds, by which its samples (those
 * under its method) become time per operation, for {@link ProfileSplit}'s {@code --under}:
 *
 * <pre>
 * java -XX:+UnlockDiagnosticVMOptions -XX:+DebugNonSafepoints \
 *      -agentpath:libasyncProfiler.so=start,event=cpu,interval=1ms,file=sides.txt,collapsed \
 *      -cp frac-bench/target/benchmarks.jar io.fracjson.bench.SidesProfile --jackson 3 --work pojo-read \
 *      --a FRAC --b SMILE_DEFAULT
 * java -cp frac-bench/target/benchmarks.jar io.fracjson.bench.ProfileSplit sides.txt --ns-per-op A_NS \
 *      --under SidesProfile.measuredA --package io/fracjson/core/ --package io/fracjson/jackson3/FracJsonParser
 * </pre>
 */
@Command(name = "SidesProfile", mixinStandardHelpOptions = true,
        description = "Two formats doing one work in alternating slices, each side's measured slices in a method of its"
                + " own, for a profiler attached to both.")
public final class SidesProfile implements Callable<Integer> {
    @Option(names = "--work", required = true, converter = RatioBenchmark.WorkConverter.class,
            description = "as RatioBenchmark's --work")
    RatioBenchmark.Work work;

    @Option(names = "--a", required = true, description = "side A's format (with --jackson 3 a Format3 name)")
    String a;

    @Option(names = "--b", required = true, description = "side B's format")
    String b;

    @Option(names = "--jackson", description = "2 or 3 (default: ${DEFAULT-VALUE})")
    int jackson = 2;

    @Option(names = "--file", description = "as RatioBenchmark's --file (default: ${DEFAULT-VALUE})")
    String file = "comments_many";

    @Option(names = "--warmup", description = "seconds of alternating slices not measured (default: ${DEFAULT-VALUE})")
    int warmupSeconds = 8;

    @Option(names = "--duration", description = "seconds measured (default: ${DEFAULT-VALUE})")
    int durationSeconds = 16;

    @Option(names = "--slice", description = "milliseconds of one slice (default: ${DEFAULT-VALUE})")
    int sliceMillis = 50;

    /** Results go here, so that no operation is optimized away. */
    static volatile long sink;

    public static void main(String[] args) {
        System.exit(new CommandLine(new SidesProfile()).setCaseInsensitiveEnumValuesAllowed(true).execute(args));
    }

    @Override
    public Integer call() throws IOException {
        LongSupplier opA = RatioBenchmark.isolatedOperation(work.name(), a, jackson, file);
        LongSupplier opB = RatioBenchmark.isolatedOperation(work.name(), b, jackson, file);
        long slice = sliceMillis * 1_000_000L;
        long[] counts = new long[2];
        long[] nanos = new long[2];
        for (long end = System.nanoTime() + warmupSeconds * 1_000_000_000L; System.nanoTime() < end; ) {
            warmUpA(opA, slice);
            warmUpB(opB, slice);
        }
        for (long end = System.nanoTime() + durationSeconds * 1_000_000_000L; System.nanoTime() < end; ) {
            long t0 = System.nanoTime();
            counts[0] += measuredA(opA, slice);
            long t1 = System.nanoTime();
            counts[1] += measuredB(opB, slice);
            nanos[0] += t1 - t0;
            nanos[1] += System.nanoTime() - t1;
        }
        System.out.println(line("A", a, counts[0], nanos[0]));
        System.out.println(line("B", b, counts[1], nanos[1]));
        return 0;
    }

    private static String line(String side, String format, long count, long nanos) {
        return String.format(Locale.ROOT, "%s %s: %.0f ops/s, %.1f ns an operation (under SidesProfile.measured%s)",
                side, format, count * 1e9 / nanos, (double) nanos / count, side);
    }

    // One method a side and phase, so that a stack names both; each only calls slice.

    private static long warmUpA(LongSupplier op, long sliceNanos) {
        return slice(op, sliceNanos);
    }

    private static long warmUpB(LongSupplier op, long sliceNanos) {
        return slice(op, sliceNanos);
    }

    private static long measuredA(LongSupplier op, long sliceNanos) {
        return slice(op, sliceNanos);
    }

    private static long measuredB(LongSupplier op, long sliceNanos) {
        return slice(op, sliceNanos);
    }

    /** Operations for about {@code sliceNanos}, checking the clock every 16; how many ran. */
    private static long slice(LongSupplier op, long sliceNanos) {
        long until = System.nanoTime() + sliceNanos;
        long count = 0;
        long result = 0;
        do {
            for (int i = 0; i < 16; i++) {
                result += op.getAsLong();
            }
            count += 16;
        } while (System.nanoTime() < until);
        sink += result;
        return count;
    }
}
