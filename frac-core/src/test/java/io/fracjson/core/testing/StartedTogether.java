package io.fracjson.core.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** Threads released at once on one latch, so that their work overlaps: what a concurrency test runs. */
public final class StartedTogether {
    private StartedTogether() {
    }

    /** One thread's work, given its number (0 to threads - 1). */
    @FunctionalInterface
    public interface Work<T> {
        T run(int thread) throws Exception;
    }

    /**
     * Runs {@code work} on {@code threads} threads started together and gives each one's result, in
     * thread order, waiting at most {@code timeoutSeconds} for each; a thread's failure is thrown
     * (as the ExecutionException that holds it). The threads are stopped before this returns.
     */
    public static <T> List<T> run(int threads, long timeoutSeconds, Work<T> work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<T>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                futures.add(pool.submit(() -> {
                    start.await();
                    return work.run(thread);
                }));
            }
            start.countDown();
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get(timeoutSeconds, TimeUnit.SECONDS));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }
}
