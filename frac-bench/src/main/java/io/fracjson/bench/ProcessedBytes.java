package io.fracjson.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Bytes processed by a benchmark, which JMH reports as a rate ({@code bytes}, per second)
 * beside ops/s: divide by 10^6 for MB/s. Each benchmark says which bytes it counts.
 */
@AuxCounters(AuxCounters.Type.OPERATIONS)
@State(Scope.Thread)
public class ProcessedBytes {
    public long bytes;

    @Setup(Level.Iteration)
    public void reset() {
        bytes = 0;
    }
}
