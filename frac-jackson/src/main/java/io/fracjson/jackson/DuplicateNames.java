package io.fracjson.jackson;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.json.DupDetector;
import io.fracjson.core.PerLevel;

/**
 * The names seen in each open object, for STRICT_DUPLICATE_DETECTION: one Jackson
 * {@link DupDetector} per object level, made on first use and reset when a new object starts
 * at that level.
 */
final class DuplicateNames {
    private final PerLevel<DupDetector> byLevel;

    DuplicateNames(DupDetector root) {
        this.byLevel = new PerLevel<>(level -> root.child());
    }

    /** A new object starts at {@code level}: forgets the names of the last one there. */
    void objectStarted(int level) {
        byLevel.at(level).reset();
    }

    /** Whether the object at {@code level} already had {@code name}, which it now has. */
    boolean isDuplicate(int level, String name) throws JsonParseException {
        return byLevel.at(level).isDup(name);
    }
}
