package io.fracjson.core;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.util.Native;

/**
 * zstd-jni's native library, loaded by the first thing that compresses or decompresses: a
 * {@link Compression} other than none, a {@link ZstdDictionary}, a compressed body read or
 * written. Nothing else in the library touches zstd-jni, so uncompressed documents, keys tables
 * and everything built on them run without native code, and so without Java 24+'s warning about
 * it. Where the library cannot load (no build of it for this platform, or native access denied,
 * as a future JDK will by default), each use of compression says so and what it needs, rather
 * than zstd-jni's class-initialisation errors, the second of which names no cause.
 */
final class ZstdNative {
    private static volatile boolean loaded;
    /** Why loading failed, once it has; it is not tried again. Guarded by the class. */
    private static Throwable failure;

    private ZstdNative() {
    }

    /**
     * Loads the native library if no one has yet.
     *
     * @throws ZstdUnavailableException if it cannot be loaded, naming why and what it needs
     */
    static void require() {
        if (!loaded) {
            load();
        }
    }

    private static synchronized void load() {
        if (loaded) {
            return;
        }
        if (failure == null) {
            try {
                Native.load();
                loaded = true;
                return;
            } catch (RuntimeException | LinkageError e) { // IllegalCallerException where native access is denied
                failure = e;
            }
        }
        throw new ZstdUnavailableException("zstd compression needs zstd-jni's native library, which could not be loaded ("
                + failure + "): on Java 24 and later, allow native access with --enable-native-access=ALL-UNNAMED"
                + " (or =com.github.luben.zstd_jni with zstd-jni on the module path); on any JDK, zstd-jni needs a"
                + " native library for " + System.getProperty("os.name") + " " + System.getProperty("os.arch"), failure);
    }

    /** The longest frame zstd makes for {@code contentSize} bytes ({@code ZSTD_compressBound}). */
    static long compressBound(long contentSize) {
        require();
        return Zstd.compressBound(contentSize);
    }
}
