package io.fracjson.core;

import java.lang.ref.WeakReference;

/** For tests that something is no longer reachable. */
final class Gc {
    private Gc() {
    }

    /** Whether a few collections clear {@code ref}. */
    static boolean collects(WeakReference<?> ref) throws InterruptedException {
        for (int i = 0; i < 50 && ref.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }
        return ref.get() == null;
    }
}
