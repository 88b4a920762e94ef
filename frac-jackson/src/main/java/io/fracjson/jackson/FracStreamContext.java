package io.fracjson.jackson;

import com.fasterxml.jackson.core.JsonStreamContext;

import io.fracjson.core.AttachedValues;
import io.fracjson.core.DocumentLevels;

import java.util.Arrays;
import java.util.function.Supplier;

/**
 * Jackson's view of one level of the document structure that a core reader or writer keeps
 * (object or array, children so far, current key), with the value attached to it, which the
 * parser or generator keeps. It holds no state of its own: its type and index are brought up to
 * date from the reader's or writer's {@link DocumentLevels} each time it is handed out, so that
 * the core stays the one owner of structure and the parser or generator does no bookkeeping per
 * token.
 */
final class FracStreamContext extends JsonStreamContext {
    /** The views of one parser's or generator's levels, made as deep as asked for and reused. */
    static final class Chain {
        /** The reader's or writer's levels; null once the parser or generator is closed and has given it back. */
        private final Supplier<DocumentLevels> levels;
        /** The values attached to the levels, kept by the parser or generator. */
        private final AttachedValues values;
        private FracStreamContext[] contexts = new FracStreamContext[8];

        Chain(Supplier<DocumentLevels> levels, AttachedValues values) {
            this.levels = levels;
            this.values = values;
        }

        /** The view of the innermost open level, up to date. */
        FracStreamContext current() {
            DocumentLevels l = levels.get();
            return at(l == null ? 0 : l.depth());
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
        DocumentLevels levels = open();
        if (levels == null) {
            _type = TYPE_ROOT;
            _index = -1;
        } else {
            _type = level == 0 ? TYPE_ROOT : levels.isObjectAt(level) ? TYPE_OBJECT : TYPE_ARRAY;
            _index = (int) Math.min(Integer.MAX_VALUE, levels.childrenAt(level) - 1);
        }
        return this;
    }

    /** The reader's or writer's levels if this level is open there (a closed parser or generator has none); else null. */
    private DocumentLevels open() {
        DocumentLevels levels = chain.levels.get();
        return levels != null && level <= levels.depth() ? levels : null;
    }

    @Override
    public FracStreamContext getParent() {
        return level == 0 ? null : chain.at(level - 1);
    }

    @Override
    public String getCurrentName() {
        DocumentLevels levels = open();
        return levels == null ? null : levels.keyAt(level);
    }

    @Override
    public Object getCurrentValue() {
        return open() == null ? null : chain.values.get(level);
    }

    @Override
    public void setCurrentValue(Object v) {
        if (open() != null) {
            chain.values.set(level, v);
        }
    }
}
