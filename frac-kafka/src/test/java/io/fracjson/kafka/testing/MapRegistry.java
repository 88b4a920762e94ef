package io.fracjson.kafka.testing;

import io.fracjson.kafka.CachingTableRegistry;
import io.fracjson.kafka.TableKind;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** A registry whose store is a map, and which counts what it loads from it. */
public final class MapRegistry extends CachingTableRegistry {
    public final Map<String, byte[]> entries = new ConcurrentHashMap<>();
    public final List<String> loads = Collections.synchronizedList(new ArrayList<>());

    public MapRegistry(int cacheSize) {
        super(cacheSize);
    }

    public MapRegistry() {
        super(DEFAULT_CACHE_SIZE);
    }

    @Override
    protected byte[] load(TableKind kind, String fingerprint) {
        loads.add(kind.entryName(fingerprint));
        return entries.get(kind.entryName(fingerprint));
    }

    @Override
    protected void store(TableKind kind, String fingerprint, byte[] bytes) {
        entries.put(kind.entryName(fingerprint), bytes);
    }

    @Override
    public void close() {
    }
}
