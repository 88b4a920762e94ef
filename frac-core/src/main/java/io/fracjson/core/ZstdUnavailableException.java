package io.fracjson.core;

/**
 * Compression or decompression was asked for where zstd-jni's native library cannot load: a fault
 * of the running environment (its JDK's native-access setting, its platform), not of the data or
 * of the program, and its message says what the environment needs. Unchecked, as the
 * {@link IllegalStateException} it was before it had a name of its own, so that callers who caught
 * that catch this.
 */
public final class ZstdUnavailableException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    ZstdUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
