package io.fracjson.jackson;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.fracjson.core.FracReader;

/**
 * Jackson's view of one level of the document structure that the core {@link FracReader}
 * keeps (object or array, children read, current key, attached value). It holds no state of
 * its own: the parser brings its type and index up to date from the reader each time it hands
 * the view out, so that the reader stays the one owner of structure and the parser does no
 * bookkeeping per token.
 */
final class FracReadContext extends JsonStreamContext {
    private final FracJsonParser parser;
    private final FracReadContext parent;
    private final int level;

    FracReadContext(FracJsonParser parser, FracReadContext parent, int level) {
        super(TYPE_ROOT, -1);
        this.parser = parser;
        this.parent = parent;
        this.level = level;
        this._nestingDepth = level;
    }

    /** Brings the type and index up to date with {@code reader}; returns this. */
    FracReadContext sync(FracReader reader) {
        if (level == 0) {
            _type = TYPE_ROOT;
        } else {
            _type = reader.isObjectAt(level) ? TYPE_OBJECT : TYPE_ARRAY;
        }
        _index = (int) Math.min(Integer.MAX_VALUE, reader.childrenReadAt(level) - 1);
        return this;
    }

    /** Empty: the state of a parser without input (closed), or of one before its first token. */
    FracReadContext clear() {
        _type = TYPE_ROOT;
        _index = -1;
        return this;
    }

    @Override
    public FracReadContext getParent() {
        return parent == null ? null : parser.context(parent.level);
    }

    @Override
    public String getCurrentName() {
        FracReader reader = parser.readerOrNull();
        return reader == null || level > reader.depth() ? null : reader.keyAt(level);
    }

    @Override
    public boolean hasCurrentName() {
        return getCurrentName() != null;
    }

    @Override
    public Object getCurrentValue() {
        FracReader reader = parser.readerOrNull();
        return reader == null || level > reader.depth() ? null : reader.valueAt(level);
    }

    @Override
    public void setCurrentValue(Object v) {
        FracReader reader = parser.readerOrNull();
        if (reader != null && level <= reader.depth()) {
            reader.attachValueAt(level, v);
        }
    }

    int level() {
        return level;
    }
}
