package io.fracjson.jackson3;

import tools.jackson.core.json.DupDetector;

import java.util.Arrays;

/**
 * The names seen in each open object, for STRICT_DUPLICATE_DETECTION: one Jackson
 * {@link DupDetector} per object level, made on first use and reset when a new object starts
 * at that level.
 */
final class DuplicateNames {
    private final DupDetector root;
    private DupDetector[] byLevel = new DupDetector[8];

    DuplicateNames(DupDetector root) {
        this.root = root;
    }

    /** A new object starts at {@code level}: forgets the names of the last one there. */
    void objectStarted(int level) {
        at(level).reset();
    }

    /** Whether the object at {@code level} already had {@code name}, which it now has. */
    boolean isDuplicate(int level, String name) {
        return at(level).isDup(name);
    }

    private DupDetector at(int level) {
        if (level >= byLevel.length) {
            byLevel = Arrays.copyOf(byLevel, Math.max(level + 1, byLevel.length * 2));
        }
        DupDetector d = byLevel[level];
        if (d == null) {
            d = byLevel[level] = root.child();
        }
        return d;
    }
}
