package io.fracjson.report;

import java.io.IOException;
import java.util.Arrays;

/**
 * A quick timing for the size report: one run in one JVM, no forks. Good for orders of magnitude
 * and ratios within one run; the JMH benchmarks are the real measurement.
 */
final class RoughTimer {
    /**
     * The default: a quarter to half a second a measurement, so that the report on the bundled
     * samples (two measurements for each of its 24 set rows) is waited for, not left: its timings
     * stay under 30 s even when no warm-up settles.
     */
    static final RoughTimer QUICK = new RoughTimer(80_000_000L, 160_000_000L, 400_000_000L);
    /** Long enough for the JIT to recompile code whose earlier profile (another format) was wrong. */
    static final RoughTimer FULL = new RoughTimer(500_000_000L, 1_000_000_000L, 5_000_000_000L);

    private static final double SETTLED = 0.95;

    private final long roundNanos;
    private final long minWarmupNanos;
    private final long maxWarmupNanos;

    /** Keeps the JIT from discarding the work whose result nothing else reads. */
    private static volatile long sink;

    /** One pass over all the items; returns something computed from each result. */
    @FunctionalInterface
    interface Pass {
        long run() throws IOException;
    }

    private RoughTimer(long roundNanos, long minWarmupNanos, long maxWarmupNanos) {
        this.roundNanos = roundNanos;
        this.minWarmupNanos = minWarmupNanos;
        this.maxWarmupNanos = maxWarmupNanos;
    }

    /**
     * Nanoseconds per item in the median pass of a measurement round, after warming up until a
     * round is no longer clearly faster than the one before it.
     */
    double nanosPerItem(int itemsPerPass, Pass pass) throws IOException {
        // Otherwise the first row pays for promoting the freshly parsed corpus out of the young
        // generation, and each later row for the garbage of the one before.
        System.gc();
        long warmupStart = System.nanoTime();
        long previous = Long.MAX_VALUE;
        while (true) {
            long current = medianPassNanos(pass);
            long elapsed = System.nanoTime() - warmupStart;
            boolean settled = current >= previous * SETTLED;
            if ((settled && elapsed >= minWarmupNanos) || elapsed >= maxWarmupNanos) {
                break;
            }
            previous = current;
        }
        return (double) medianPassNanos(pass) / itemsPerPass;
    }

    /**
     * Runs whole passes for about one round (at least one pass) and returns the median pass time:
     * the median, because on a shared machine a few passes are slowed by other processes.
     */
    private long medianPassNanos(Pass pass) throws IOException {
        long[] passNanos = new long[16];
        int passes = 0;
        long checksum = 0;
        long roundStart = System.nanoTime();
        do {
            long start = System.nanoTime();
            checksum += pass.run();
            if (passes == passNanos.length) {
                passNanos = Arrays.copyOf(passNanos, passes * 2);
            }
            passNanos[passes++] = System.nanoTime() - start;
        } while (System.nanoTime() - roundStart < roundNanos);
        sink = checksum;
        Arrays.sort(passNanos, 0, passes);
        return passNanos[passes / 2];
    }
}
