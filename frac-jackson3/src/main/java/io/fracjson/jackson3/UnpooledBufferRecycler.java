package io.fracjson.jackson3;

import tools.jackson.core.util.BufferRecycler;
import tools.jackson.core.util.RecyclerPool;

/**
 * A {@link BufferRecycler} that keeps nothing: every buffer asked for is new and every one
 * given back is dropped, so one instance can serve every thread. frac_json's parsers and
 * generators read and write through the core's own buffers, not Jackson's: their
 * {@code IOContext} gets this one instead of a recycler taken from, and given back to, the
 * thread's pool for each parser and generator (which costs about as much as a small
 * document's tokens).
 */
final class UnpooledBufferRecycler extends BufferRecycler {
    static final UnpooledBufferRecycler INSTANCE = new UnpooledBufferRecycler();

    private UnpooledBufferRecycler() {
        super(0, 0);
    }

    @Override
    public byte[] allocByteBuffer(int ix, int minSize) {
        return new byte[Math.max(minSize, byteBufferLength(ix))];
    }

    @Override
    public void releaseByteBuffer(int ix, byte[] buffer) {
    }

    @Override
    public char[] allocCharBuffer(int ix, int minSize) {
        return new char[Math.max(minSize, charBufferLength(ix))];
    }

    @Override
    public void releaseCharBuffer(int ix, char[] buffer) {
    }

    /** Never linked to a pool: it is shared, and giving it back does nothing. */
    @Override
    public BufferRecycler withPool(RecyclerPool<BufferRecycler> pool) {
        return this;
    }
}
