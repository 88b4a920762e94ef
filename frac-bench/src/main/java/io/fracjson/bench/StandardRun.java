package io.fracjson.bench;

import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The run every benchmark here shares, written once: a state per thread, one fork, three warm-up
 * and five measured iterations of two seconds. JMH's annotations are inherited, so a benchmark
 * extends this and names only its mode and unit, and what it runs otherwise (PoolBenchmark's
 * shared state and one-second iterations). The command line still overrides each ({@code -f},
 * {@code -wi}, {@code -i}, ...).
 */
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public abstract class StandardRun {
}
