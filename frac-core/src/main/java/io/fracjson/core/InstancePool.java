package io.fracjson.core;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A few idle instances kept for reuse: readers and writers (whose buffers are worth keeping
 * between small documents) for the Jackson adapters' factories, zstd contexts for the core.
 * Lock-free and allocation-free: slots are taken and filled by compare-and-set, and threads
 * start at different slots so that they rarely contend for one. When every slot is empty a
 * caller builds its own; when every slot is full it disposes of what it would give back.
 *
 * <p>Jackson's {@code RecyclerPool}s were measured against this one for the adapters' pools
 * ({@code PoolBenchmark} in frac-bench): its bounded pool takes a lock and its deque pool
 * allocates a node for each instance given back, and they hand out only instances that know
 * their pool, which the core's readers and writers cannot (the core does not depend on Jackson).
 */
public final class InstancePool<T> {
    private final AtomicReferenceArray<T> slots;
    private final int capacity;

    /** A pool keeping at most {@code capacity} idle instances. */
    public InstancePool(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity " + capacity + " is below 1");
        }
        this.slots = new AtomicReferenceArray<>(capacity);
        this.capacity = capacity;
    }

    /** An idle instance, or null if there is none. */
    public T poll() {
        int start = start();
        for (int i = 0; i < capacity; i++) {
            int slot = slot(start, i);
            T t = slots.get(slot);
            if (t != null && slots.compareAndSet(slot, t, null)) {
                return t;
            }
        }
        return null;
    }

    /** Keeps {@code t} for reuse; false if every slot is taken (the caller then disposes of it). */
    public boolean offer(T t) {
        int start = start();
        for (int i = 0; i < capacity; i++) {
            int slot = slot(start, i);
            if (slots.get(slot) == null && slots.compareAndSet(slot, null, t)) {
                return true;
            }
        }
        return false;
    }

    /** How many idle instances it holds now (a snapshot, for tests and statistics). */
    public int size() {
        int n = 0;
        for (int i = 0; i < capacity; i++) {
            if (slots.get(i) != null) {
                n++;
            }
        }
        return n;
    }

    /** Threads start at different slots, so that they rarely contend for one. */
    private int start() {
        return (int) ((Thread.currentThread().getId() * 7) % capacity);
    }

    /** The {@code i}-th slot from {@code start}, wrapping around. */
    private int slot(int start, int i) {
        int slot = start + i;
        return slot < capacity ? slot : slot - capacity;
    }
}
