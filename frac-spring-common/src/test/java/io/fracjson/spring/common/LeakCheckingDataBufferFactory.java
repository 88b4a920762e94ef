package io.fracjson.spring.common;

import io.netty.buffer.UnpooledByteBufAllocator;
import org.springframework.core.io.buffer.DataBuffer;
import org.springframework.core.io.buffer.DataBufferFactory;
import org.springframework.core.io.buffer.NettyDataBuffer;
import org.springframework.core.io.buffer.NettyDataBufferFactory;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/**
 * A buffer factory that remembers every buffer it hands out and {@link #checkForLeaks() checks}
 * that each was released, as Spring's own {@code LeakAwareDataBufferFactory} (in spring-core's
 * test fixtures, which are not published) does: Netty buffers, whose reference counts show it.
 */
public final class LeakCheckingDataBufferFactory implements DataBufferFactory {
    private final NettyDataBufferFactory delegate = new NettyDataBufferFactory(new UnpooledByteBufAllocator(false));
    private final List<NettyDataBuffer> handedOut = new ArrayList<>();

    private synchronized DataBuffer remember(NettyDataBuffer buffer) {
        handedOut.add(buffer);
        return buffer;
    }

    /** Fails with the number of buffers not released. */
    public synchronized void checkForLeaks() {
        long leaked = handedOut.stream().filter(b -> b.getNativeBuffer().refCnt() > 0).count();
        if (leaked > 0) {
            throw new AssertionError(leaked + " of " + handedOut.size() + " buffers were not released");
        }
    }

    /** How many buffers it handed out. */
    public synchronized int handedOut() {
        return handedOut.size();
    }

    @Override
    @Deprecated
    public DataBuffer allocateBuffer() {
        return remember((NettyDataBuffer) delegate.allocateBuffer(256));
    }

    @Override
    public DataBuffer allocateBuffer(int initialCapacity) {
        return remember((NettyDataBuffer) delegate.allocateBuffer(initialCapacity));
    }

    @Override
    public DataBuffer wrap(ByteBuffer byteBuffer) {
        return remember((NettyDataBuffer) delegate.wrap(byteBuffer));
    }

    @Override
    public DataBuffer wrap(byte[] bytes) {
        return remember((NettyDataBuffer) delegate.wrap(bytes));
    }

    @Override
    public DataBuffer join(List<? extends DataBuffer> dataBuffers) {
        return remember((NettyDataBuffer) delegate.join(dataBuffers));
    }

    @Override
    public boolean isDirect() {
        return false;
    }
}
