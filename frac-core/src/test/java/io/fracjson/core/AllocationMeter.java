package io.fracjson.core;

import java.lang.management.ManagementFactory;

/**
 * Heap bytes the current thread allocates while running some code: a deterministic way to
 * show that hostile input did not make the reader allocate what it claims, unlike heap
 * usage, which depends on when the collector runs.
 */
final class AllocationMeter {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private AllocationMeter() {
    }

    static long allocatedBytes(Runnable code) {
        long before = THREADS.getCurrentThreadAllocatedBytes();
        code.run();
        return THREADS.getCurrentThreadAllocatedBytes() - before;
    }
}
