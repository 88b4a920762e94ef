package io.fracjson.jackson;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * A few instances a factory keeps for its next parsers or generators: the core's readers
 * and writers own buffers that are worth keeping between small documents. Lock-free and
 * allocation-free; when the slots are all taken, callers simply build (and later drop)
 * their own.
 */
final class InstancePool<T> {
    private static final int SLOTS = 16;

    private final AtomicReferenceArray<T> slots = new AtomicReferenceArray<>(SLOTS);

    /** A pooled instance, or null if there is none. */
    T poll() {
        int start = start();
        for (int i = 0; i < SLOTS; i++) {
            int slot = (start + i) & (SLOTS - 1);
            T t = slots.get(slot);
            if (t != null && slots.compareAndSet(slot, t, null)) {
                return t;
            }
        }
        return null;
    }

    /** Keeps {@code t} for reuse; false if every slot is taken (the caller then disposes of it). */
    boolean offer(T t) {
        int start = start();
        for (int i = 0; i < SLOTS; i++) {
            int slot = (start + i) & (SLOTS - 1);
            if (slots.get(slot) == null && slots.compareAndSet(slot, null, t)) {
                return true;
            }
        }
        return false;
    }

    /** Threads start at different slots, so that they rarely contend for one. */
    private static int start() {
        return (int) Thread.currentThread().getId() * 7;
    }
}
