package io.fracjson.jackson3;

import tools.jackson.core.TokenStreamContext;

import java.util.Arrays;

/**
 * Jackson's view of one level of the document structure that a core reader or writer keeps
 * (object or array, children so far, current key, attached value). It holds no state of its
 * own: its type and index are brought up to date from the {@link Levels} each time it is
 * handed out, so that the core stays the one owner of structure and the parser or generator
 * does no bookkeeping per token.
 */
final class FracStreamContext extends TokenStreamContext {
    /** The structure a parser's or generator's contexts show, by level: 0 is the root. */
    interface Levels {
        /** The innermost open level; -1 when there is nothing to show (closed). */
        int depth();

        boolean isObjectAt(int level);

        /** Children of the level so far, as Jackson's own contexts count them; at level 0, root values. */
        long childrenAt(int level);

        String keyAt(int level);

        Object valueAt(int level);

        void attachValueAt(int level, Object value);
    }

    /** The views of one parser's or generator's levels, made as deep as asked for and reused. */
    static final class Chain {
        private final Levels levels;
        private FracStreamContext[] contexts = new FracStreamContext[8];

        Chain(Levels levels) {
            this.levels = levels;
        }

        /** The view of the innermost open level, up to date. */
        FracStreamContext current() {
            return at(Math.max(0, levels.depth()));
        }

        /** The view of {@code level}, up to date. */
        FracStreamContext at(int level) {
            if (level >= contexts.length) {
                contexts = Arrays.copyOf(contexts, Math.max(level + 1, contexts.length * 2));
            }
            FracStreamContext c = contexts[level];
            if (c == null) {
                c = contexts[level] = new FracStreamContext(this, level);
            }
            return c.sync();
        }
    }

    private final Chain chain;
    private final int level;

    private FracStreamContext(Chain chain, int level) {
        super(TYPE_ROOT, -1);
        this.chain = chain;
        this.level = level;
        this._nestingDepth = level;
    }

    private FracStreamContext sync() {
        if (!isOpen()) {
            _type = TYPE_ROOT;
            _index = -1;
        } else {
            Levels levels = chain.levels;
            _type = level == 0 ? TYPE_ROOT : levels.isObjectAt(level) ? TYPE_OBJECT : TYPE_ARRAY;
            _index = (int) Math.min(Integer.MAX_VALUE, levels.childrenAt(level) - 1);
        }
        return this;
    }

    /** This level is open in the reader or writer (which a closed parser or generator no longer has). */
    private boolean isOpen() {
        return level <= chain.levels.depth();
    }

    @Override
    public FracStreamContext getParent() {
        return level == 0 ? null : chain.at(level - 1);
    }

    @Override
    public String currentName() {
        return isOpen() ? chain.levels.keyAt(level) : null;
    }

    @Override
    public Object currentValue() {
        return isOpen() ? chain.levels.valueAt(level) : null;
    }

    @Override
    public void assignCurrentValue(Object v) {
        if (isOpen()) {
            chain.levels.attachValueAt(level, v);
        }
    }
}
