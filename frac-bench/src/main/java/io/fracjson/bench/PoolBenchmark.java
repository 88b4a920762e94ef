package io.fracjson.bench;

import com.fasterxml.jackson.core.util.RecyclerPool;
import io.fracjson.core.InstancePool;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * What a factory pays to take a pooled reader or writer and give it back, once per parser or
 * generator: the core's {@link InstancePool} against Jackson's {@link RecyclerPool}s, the
 * measurement behind keeping the former. Run with {@code -t 1} and {@code -t 2} (threads
 * sharing one pool).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class PoolBenchmark extends StandardRun {
    /** What is pooled; Jackson's pools hand out only instances that know their pool. */
    static final class Pooled implements RecyclerPool.WithPool<Pooled> {
        private RecyclerPool<Pooled> pool;

        @Override
        public Pooled withPool(RecyclerPool<Pooled> pool) {
            this.pool = pool;
            return this;
        }

        @Override
        public void releaseToPool() {
            pool.releasePooled(this);
        }
    }

    private static final class Bounded extends RecyclerPool.BoundedPoolBase<Pooled> {
        Bounded() {
            super(16);
        }

        @Override
        public Pooled createPooled() {
            return new Pooled();
        }
    }

    private static final class Deque extends RecyclerPool.ConcurrentDequePoolBase<Pooled> {
        Deque() {
            super(SERIALIZATION_NON_SHARED);
        }

        @Override
        public Pooled createPooled() {
            return new Pooled();
        }
    }

    private final InstancePool<Pooled> instancePool = new InstancePool<>(16);
    private final RecyclerPool<Pooled> bounded = new Bounded();
    private final RecyclerPool<Pooled> deque = new Deque();

    @Benchmark
    public Pooled instancePool() {
        Pooled p = instancePool.poll();
        if (p == null) {
            p = new Pooled();
        }
        instancePool.offer(p);
        return p;
    }

    @Benchmark
    public Pooled recyclerPoolBounded() {
        Pooled p = bounded.acquireAndLinkPooled();
        p.releaseToPool();
        return p;
    }

    @Benchmark
    public Pooled recyclerPoolConcurrentDeque() {
        Pooled p = deque.acquireAndLinkPooled();
        p.releaseToPool();
        return p;
    }
}
