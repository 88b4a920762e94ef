package io.fracjson.jackson;

import com.fasterxml.jackson.core.JsonStreamContext;
import io.fracjson.core.FracWriter;

/**
 * Jackson's view of one level of the document structure that the core {@link FracWriter}
 * keeps (object or array, children written, current key, attached value). It holds no state
 * of its own: the generator brings its type and index up to date from the writer each time it
 * hands the view out, so that the writer stays the one owner of structure.
 */
final class FracWriteContext extends JsonStreamContext {
    private final FracJsonGenerator generator;
    private final FracWriteContext parent;
    private final int level;

    FracWriteContext(FracJsonGenerator generator, FracWriteContext parent, int level) {
        super(TYPE_ROOT, -1);
        this.generator = generator;
        this.parent = parent;
        this.level = level;
        this._nestingDepth = level;
    }

    /** Brings the type and index up to date with the generator's writer; returns this. */
    FracWriteContext sync() {
        FracWriter writer = liveWriter();
        if (level == 0) {
            _type = TYPE_ROOT; // a root value counts from its start, the document from its end
            _index = generator.documentsWritten() - (writer != null && writer.depth() > 0 ? 0 : 1);
        } else if (writer == null) {
            _type = TYPE_ROOT;
            _index = -1;
        } else {
            _type = writer.isObjectAt(level) ? TYPE_OBJECT : TYPE_ARRAY;
            _index = (int) Math.min(Integer.MAX_VALUE, writer.childrenWrittenAt(level) - 1);
        }
        return this;
    }

    @Override
    public FracWriteContext getParent() {
        return parent == null ? null : generator.context(parent.level);
    }

    @Override
    public String getCurrentName() {
        FracWriter writer = liveWriter();
        return writer == null ? null : writer.keyAt(level);
    }

    @Override
    public boolean hasCurrentName() {
        return getCurrentName() != null;
    }

    @Override
    public Object getCurrentValue() {
        FracWriter writer = liveWriter();
        return writer == null ? null : writer.valueAt(level);
    }

    @Override
    public void setCurrentValue(Object v) {
        FracWriter writer = liveWriter();
        if (writer != null) {
            writer.attachValueAt(level, v);
        }
    }

    /** The writer, if this level is open in it. */
    private FracWriter liveWriter() {
        FracWriter writer = generator.writerOrNull();
        return writer == null || level > writer.depth() ? null : writer;
    }
}
