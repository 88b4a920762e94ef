package io.fracjson.jackson3;

import tools.jackson.core.TokenStreamContext;

import io.fracjson.core.AttachedValues;
import io.fracjson.core.ContextChain;
import io.fracjson.core.DocumentLevels;

import java.util.function.Supplier;

/**
 * Jackson's view of one level of the document structure that a core reader or writer keeps
 * (object or array, children so far, current key), with the value attached to it, which the
 * parser or generator keeps. It holds no state of its own: frac-core's {@link ContextChain}
 * says what it shows, each time it is handed out.
 */
final class FracStreamContext extends TokenStreamContext implements ContextChain.View {
    /** The views of the levels of a parser's reader or a generator's writer, made as deep as asked for and reused. */
    static ContextChain<FracStreamContext> chain(Supplier<DocumentLevels> levels, AttachedValues values) {
        return new ContextChain<>(levels, values, FracStreamContext::new);
    }

    private final ContextChain<FracStreamContext> chain;
    private final int level;

    private FracStreamContext(ContextChain<FracStreamContext> chain, int level) {
        super(TYPE_ROOT, -1);
        this.chain = chain;
        this.level = level;
        this._nestingDepth = level;
    }

    @Override
    public void refresh() {
        _type = chain.isRoot(level) ? TYPE_ROOT : chain.isObject(level) ? TYPE_OBJECT : TYPE_ARRAY;
        _index = chain.index(level);
    }

    @Override
    public FracStreamContext getParent() {
        return chain.parent(level);
    }

    @Override
    public String currentName() {
        return chain.name(level);
    }

    @Override
    public Object currentValue() {
        return chain.value(level);
    }

    @Override
    public void assignCurrentValue(Object v) {
        chain.assignValue(level, v);
    }
}
