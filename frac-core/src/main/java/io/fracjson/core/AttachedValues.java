package io.fracjson.core;

import java.util.Arrays;

/**
 * The values a data binder attached to the levels of a document it reads or writes (such as the
 * object being built from each container), by level as {@link DocumentLevels} numbers them: what
 * an adapter's parser or generator keeps for its caller. The reader and writer never use them, so
 * they are not kept there: a reader or writer is pooled and long-lived, this is made with each
 * parser or generator and dies young, where a store costs least.
 *
 * <p>One array by level: fields for the shallow levels chosen by a switch cost a deep document's
 * tree write 5% (citm_catalog, measured build against build), the level changing with nearly
 * every container that a tree write attaches its node to.
 */
public final class AttachedValues {
    private static final Object[] NONE = new Object[0];
    /** Levels the array has room for once a value is first attached: POJOs and most documents nest less. */
    private static final int FIRST_LEVELS = 8;

    /** By level, up to {@link #top}; made when a value is first attached, grown as deeper ones are. */
    private Object[] values = NONE;
    /** The deepest level a value was ever attached to (-1 for none): deeper ones hold none. */
    private int top = -1;

    /** The value attached to {@code level} (0 or more); null if none is. */
    public Object get(int level) {
        return level <= top ? values[level] : null;
    }

    /**
     * Attaches {@code value} (or null, for none) to {@code level} (0 or more), replacing what was
     * there: at the start of a container, the caller attaches its value or null, as the new
     * container has none of the last one's at that level; null beyond the deepest level ever
     * attached to is one comparison (a tree read attaches nothing).
     */
    public void set(int level, Object value) {
        if (level > top) {
            if (value == null) {
                return; // nothing is attached there
            }
            deepen(level);
        }
        values[level] = value;
    }

    /** Levels up to {@code level} may now hold a value. Out of line: a document reaches its deepest level once. */
    private void deepen(int level) {
        if (level >= values.length) {
            values = Arrays.copyOf(values, Math.max(level + 1, Math.max(FIRST_LEVELS, 2 * values.length)));
        }
        top = level;
    }
}
