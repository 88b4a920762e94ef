package io.fracjson.cli;

import io.fracjson.core.testing.WithoutNativeZstd;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * frac loads zstd's native library only for compression, and on Java 24 and later its jar's
 * manifest grants it native access, so that frac prints nothing but its own output there.
 */
class NativeAccessIT {
    private static final String JSON = "{\"id\":7,\"tags\":[\"a\",true]}";
    private static final byte[] INPUT = (JSON + "\n").getBytes(StandardCharsets.UTF_8);

    @Test
    void withoutTheNativeLibraryPlainDocumentsAndKeysTablesWorkAndCompressionSaysWhatItNeeds(@TempDir Path work)
            throws IOException {
        List<String> jvm = WithoutNativeZstd.libraryMissing();
        Path table = work.resolve("events.keys");
        FracJar.runWithOptions(jvm, INPUT, "keys", "build", "-", "-o", table.toString()).succeeded();
        FracJar.runWithOptions(jvm, new byte[0], "fingerprint", table.toString()).succeeded();
        byte[] document = FracJar.runWithOptions(jvm, INPUT, "encode", "--keys-table", table.toString()).succeeded().out();
        assertEquals(JSON, FracJar.runWithOptions(jvm, document, "decode", "--keys-table", table.toString()).succeeded()
                .outText().strip());
        FracJar.runWithOptions(jvm, document, "inspect", "--keys-table", table.toString()).succeeded();

        for (FracJar.Run compressed : List.of(FracJar.runWithOptions(jvm, INPUT, "encode", "--level", "3"),
                FracJar.runWithOptions(jvm, compressedDocument(work), "decode"))) {
            assertEquals(1, compressed.exitCode(), compressed.err());
            String err = compressed.err();
            assertTrue(err.contains(WithoutNativeZstd.NEEDS_NATIVE_LIBRARY) && err.contains(WithoutNativeZstd.ENABLE_NATIVE_ACCESS)
                    && err.indexOf('\n') == err.length() - 1, err);
            // the environment's fault, said as such: not reported as a fault of frac's own
            assertTrue(err.startsWith("frac ") && !err.contains("unexpected") && !err.contains("IllegalStateException"), err);
        }
    }

    /** Compression and decompression through frac on Java 24+, which would warn of zstd-jni's native access, and deny it. */
    @Test
    void onJava24AndLaterTheJarsManifestGrantsNativeAccess(@TempDir Path work) throws IOException {
        assumeTrue(WithoutNativeZstd.nativeAccessIsRestricted(), "native access is restricted from Java 24 on");
        for (List<String> jvm : List.of(List.<String>of(), List.of(WithoutNativeZstd.DENY_NATIVE_ACCESS))) {
            FracJar.Run encoded = FracJar.runWithOptions(jvm, INPUT, "encode", "--level", "3").succeeded();
            assertEquals("", encoded.err());
            FracJar.Run decoded = FracJar.runWithOptions(jvm, encoded.out(), "decode").succeeded();
            assertEquals("", decoded.err());
            assertEquals(JSON, decoded.outText().strip());
        }
    }

    /** A compressed document, made by frac where the native library loads. */
    private static byte[] compressedDocument(Path work) throws IOException {
        Path document = work.resolve("compressed.frac");
        FracJar.runWithInput(INPUT, "encode", "--level", "3", "-o", document.toString()).succeeded();
        return Files.readAllBytes(document);
    }
}
