package io.fracjson.core;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The stream contexts a parser or generator hands out, one view per level of the document its
 * reader or writer keeps, made as deep as asked for and reused. A view holds no state of its own:
 * what it shows (object or array, children so far, current key, attached value) is read here from
 * the reader's or writer's {@link DocumentLevels} and the parser's or generator's {@link
 * AttachedValues} each time, so that the core stays the one owner of structure and the parser or
 * generator does no bookkeeping per token. Each Jackson line's context class (its own
 * {@code JsonStreamContext} or {@code TokenStreamContext}) is a {@link View} and asks this chain
 * for all it shows.
 *
 * @param <C> the line's context class
 */
public final class ContextChain<C extends ContextChain.View> {
    /** One level's view as the Jackson line's context class. */
    public interface View {
        /** Brings what the line's base class keeps in fields (its type and index) up to date from the chain. */
        void refresh();
    }

    /** Makes the view of one level of a chain. */
    @FunctionalInterface
    public interface Views<C extends View> {
        C make(ContextChain<C> chain, int level);
    }

    /** The reader's or writer's levels; null once the parser or generator is closed and has given it back. */
    private final Supplier<DocumentLevels> levels;
    /** The values attached to the levels, kept by the parser or generator. */
    private final AttachedValues values;
    private final Views<C> views;
    private Object[] contexts = new Object[8];

    public ContextChain(Supplier<DocumentLevels> levels, AttachedValues values, Views<C> views) {
        this.levels = levels;
        this.values = values;
        this.views = views;
    }

    /** The view of the innermost open level, up to date. */
    public C current() {
        DocumentLevels l = levels.get();
        return at(l == null ? 0 : l.depth());
    }

    /** The view of {@code level}, up to date. */
    public C at(int level) {
        if (level >= contexts.length) {
            contexts = Arrays.copyOf(contexts, Math.max(level + 1, contexts.length * 2));
        }
        @SuppressWarnings("unchecked")
        C c = (C) contexts[level];
        if (c == null) {
            c = views.make(this, level);
            contexts[level] = c;
        }
        c.refresh();
        return c;
    }

    /** The view of the level that holds {@code level}; null for the root. */
    public C parent(int level) {
        return level == 0 ? null : at(level - 1);
    }

    /** Whether {@code level} shows as the root: level 0, or a level no longer open (a closed parser or generator has none). */
    public boolean isRoot(int level) {
        return level == 0 || open(level) == null;
    }

    /** Whether {@code level} is an open object. */
    public boolean isObject(int level) {
        DocumentLevels l = open(level);
        return l != null && level > 0 && l.isObjectAt(level);
    }

    /** The index of the current child of {@code level} (-1 before the first, or where it is not open). */
    public int index(int level) {
        DocumentLevels l = open(level);
        return l == null ? -1 : (int) Math.min(Integer.MAX_VALUE, l.childrenAt(level) - 1);
    }

    /** The current key of {@code level}, or null. */
    public String name(int level) {
        DocumentLevels l = open(level);
        return l == null ? null : l.keyAt(level);
    }

    /** The value attached to {@code level}, or null where it is not open. */
    public Object value(int level) {
        return open(level) == null ? null : values.get(level);
    }

    /** Attaches a value to {@code level} if it is open; else does nothing. */
    public void assignValue(int level, Object value) {
        if (open(level) != null) {
            values.set(level, value);
        }
    }

    /** The reader's or writer's levels if {@code level} is open there; else null. */
    private DocumentLevels open(int level) {
        DocumentLevels l = levels.get();
        return l != null && level <= l.depth() ? l : null;
    }
}
