package io.fracjson.cli;

import org.junit.jupiter.api.Test;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A long JSON Lines stream goes through {@code frac encode - | frac decode -}, each in a 32 MB heap,
 * and comes out byte for byte as it went in: streaming holds one document at a time, whatever the
 * stream's length. The stream is generated as it is written and compared by digest, so the test
 * holds none of it either.
 *
 * <p>{@value #DEFAULT_MEGABYTES} MB by default, which keeps {@code mvn verify} quick on a small
 * machine; {@code -Dfrac.streamTestMegabytes=300} runs the 300 MB of issue 20.
 */
class StreamIT {
    private static final int DEFAULT_MEGABYTES = 48;
    private static final List<String> SMALL_HEAP = List.of("-Xmx32m");

    /**
     * Compact JSON lines as Jackson writes them (so decoding gives the very bytes back): keys in a
     * fixed order, escapes only where JSON needs them, non-ASCII as UTF-8, floats in shortest form.
     */
    private static String line(SplittableRandom random, long id) {
        return "{\"id\":" + id + ",\"type\":\"" + (random.nextBoolean() ? "click" : "view") + "\",\"user\":\"u-"
                + random.nextInt(100_000) + "\",\"ts\":" + (1_700_000_000_000L + id * 37) + ",\"score\":"
                + random.nextInt(-4_000_000, 4_000_000) / 4.0 + ",\"tags\":[\"a\",\"b" + random.nextInt(50)
                + "\"],\"ok\":" + random.nextBoolean() + ",\"note\":\"café ☕ \\\"quoted\\\" \\\\ " + random.nextLong()
                + "\",\"big\":" + Long.toUnsignedString(random.nextLong()) + ",\"none\":null}\n";
    }

    @Test
    void aLongJsonLinesStreamEncodesAndDecodesInA32MbHeap() throws Exception {
        long target = Long.getLong("frac.streamTestMegabytes", DEFAULT_MEGABYTES) * 1024 * 1024;
        Path err = Files.createTempFile("frac-stream", ".err");
        try {
            List<Process> pipeline = ProcessBuilder.startPipeline(List.of(
                    new ProcessBuilder(FracJar.command(SMALL_HEAP, "encode", "-"))
                            .redirectError(ProcessBuilder.Redirect.appendTo(err.toFile())),
                    new ProcessBuilder(FracJar.command(SMALL_HEAP, "decode", "-"))
                            .redirectError(ProcessBuilder.Redirect.appendTo(err.toFile()))));
            MessageDigest sent = sha256();
            long[] sentBytes = new long[1];
            AtomicReference<IOException> writeFailure = new AtomicReference<>();
            Thread writer = new Thread(() -> {
                SplittableRandom random = new SplittableRandom(300);
                try (OutputStream in = new BufferedOutputStream(pipeline.get(0).getOutputStream(), 1 << 16)) {
                    for (long id = 0; sentBytes[0] < target; id++) {
                        byte[] line = line(random, id).getBytes(StandardCharsets.UTF_8);
                        sent.update(line);
                        in.write(line);
                        sentBytes[0] += line.length;
                    }
                } catch (IOException e) {
                    writeFailure.set(e);
                }
            });
            writer.start();
            MessageDigest received = sha256();
            long receivedBytes = 0;
            byte[] buffer = new byte[1 << 16];
            try (InputStream out = pipeline.get(1).getInputStream()) {
                for (int n; (n = out.read(buffer)) > 0; ) {
                    received.update(buffer, 0, n);
                    receivedBytes += n;
                }
            }
            writer.join();
            int encodeExit = pipeline.get(0).waitFor();
            int decodeExit = pipeline.get(1).waitFor();
            String errors = Files.readString(err);
            assertEquals(0, encodeExit, "encode: " + errors);
            assertEquals(0, decodeExit, "decode: " + errors);
            assertEquals("", errors);
            assertTrue(writeFailure.get() == null, () -> "writing the stream: " + writeFailure.get());
            assertEquals(sentBytes[0], receivedBytes);
            assertEquals(HexFormat.of().formatHex(sent.digest()), HexFormat.of().formatHex(received.digest()));
        } finally {
            Files.deleteIfExists(err);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
