package io.fracjson.core;

import java.util.Arrays;
import java.util.function.IntFunction;

/**
 * One object for each level of a document (as {@link DocumentLevels} numbers them), made on first
 * use at that level and kept for the next container there: what an adapter keeps per level of
 * its parser or generator beside the core's own state (such as each line's duplicate-name
 * detectors), written once for both Jackson lines.
 *
 * @param <T> what a level holds
 */
public final class PerLevel<T> {
    private final IntFunction<? extends T> make;
    private Object[] objects = new Object[8];

    /** {@code make} makes the object of a level (given the level) the first time it is asked for. */
    public PerLevel(IntFunction<? extends T> make) {
        this.make = make;
    }

    /** The object of {@code level} (0 or more), made now if this is the first time it is asked for. */
    public T at(int level) {
        if (level >= objects.length) {
            objects = Arrays.copyOf(objects, Math.max(level + 1, objects.length * 2));
        }
        @SuppressWarnings("unchecked") // only make's results are stored
        T t = (T) objects[level];
        if (t == null) {
            t = make.apply(level);
            objects[level] = t;
        }
        return t;
    }
}
