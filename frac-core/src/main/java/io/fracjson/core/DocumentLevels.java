package io.fracjson.core;

/**
 * The open levels of the document a {@link FracReader} reads or a {@link FracWriter} writes, as
 * a data binder's stream contexts show them: level 0 is the root, outside any container; 1 to
 * {@link #depth()} are the open containers, outermost first. One view for both sides, so that
 * each adapter shows either through the same code. A level outside 0 to {@code depth()} is
 * refused with an {@link IndexOutOfBoundsException}.
 */
public interface DocumentLevels {
    /** How many containers are open. */
    int depth();

    /** Whether the container at {@code level} is an object (never level 0). */
    boolean isObjectAt(int level);

    /**
     * The children of the container at {@code level} so far, the current one included (an
     * object's entry counts from its key when read, once its value begins when written); at
     * level 0, the root values so far, each from its start.
     */
    long childrenAt(int level);

    /** The current key of the object at {@code level}; null for arrays, the root, and before the first key. */
    String keyAt(int level);
}
