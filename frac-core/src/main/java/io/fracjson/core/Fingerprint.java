package io.fracjson.core;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The one rule that identifies a keys table or a zstd dictionary by its bytes: the first 8
 * bytes of their SHA-256 digest, as 16 lowercase hex digits. It never changes, so stored
 * fingerprints stay valid, and it can be computed without this library
 * ({@code sha256sum | cut -c1-16}).
 */
final class Fingerprint {
    private Fingerprint() {
    }

    static String of(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes), 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform must support SHA-256", e);
        }
    }
}
