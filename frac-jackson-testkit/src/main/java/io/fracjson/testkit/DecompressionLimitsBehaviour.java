package io.fracjson.testkit;

import io.fracjson.core.ReadOptions;
import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Parser;
import io.fracjson.testkit.Settings.ReadLimit;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import static io.fracjson.testkit.Failure.Family.CONSTRAINTS;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 #5: a few KB of zstd could declare enough tokens to exhaust databind's heap, or
 * take seconds to reach the 1 GiB limit. The decompressed size is bounded by the input's
 * size (a ratio above a floor), by Jackson's maxDocumentLength, and by a limit the factory
 * builder sets; maxTokenCount holds while skipping too.
 */
public abstract class DecompressionLimitsBehaviour extends LineTest {
    private final Factory compressing;

    protected DecompressionLimitsBehaviour(JacksonLine line) {
        super(line);
        this.compressing = line.factory(Settings.defaults().compressionLevel(3));
    }

    /** A compressed document: an array of {@code n} nulls, each one byte of body. */
    private byte[] nulls(int n) throws IOException {
        return Documents.write(compressing, g -> {
            g.writeStartArray();
            for (int i = 0; i < n; i++) {
                g.writeNull();
            }
            g.writeEndArray();
        });
    }

    /**
     * A compressed document of about {@code bytes} bytes of body in few tokens: strings of 1,000
     * bytes, so that the decompression limits, not the bound on a compressed document's tokens, stop it.
     */
    private byte[] body(int bytes) throws IOException {
        String text = "a".repeat(1_000);
        return Documents.write(compressing, g -> {
            g.writeStartArray();
            for (int i = 0; i < bytes / 1_003; i++) {
                g.writeString(text);
            }
            g.writeEndArray();
        });
    }

    private static void readAll(Parser p) throws IOException {
        try (p) {
            while (p.nextToken() != null) {
                p.text();
            }
        }
    }

    private static void skipRoot(Parser p) throws IOException {
        try (p) {
            assertEquals(Token.START_ARRAY, p.nextToken());
            p.skipChildren();
            assertEquals(Token.END_ARRAY, p.currentToken());
        }
    }

    @Test
    void theBuilderLowersTheDecompressedLimit() throws IOException {
        byte[] doc = body(100_000);
        Factory tight = line.factory(Settings.defaults().maxDecompressedBytes(50_000));
        assertEquals(50_000, tight.documentSettings().maxDecompressedBytes());
        Failure e = expect(line, CONSTRAINTS, () -> readAll(tight.parser(doc)));
        assertTrue(e.fullMessage().contains("decompresses to more than the maximum of 50000 bytes"), e.fullMessage());
        Factory roomy = tight.rebuilt(Settings.defaults().maxDecompressedBytes(200_000));
        assertEquals(200_000, roomy.documentSettings().maxDecompressedBytes());
        assertDoesNotThrow(() -> readAll(roomy.parser(doc)));
    }

    @Test
    void maxDocumentLengthCountsDecompressedBytes() throws IOException {
        byte[] doc = body(100_000);
        assertTrue(doc.length < 10_000, doc.length + " bytes");
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.DOCUMENT_LENGTH, 10_000));
        expect(line, CONSTRAINTS, () -> readAll(f.parser(doc)));
        expect(line, CONSTRAINTS, () -> readAll(f.parser(new ByteArrayInputStream(doc))));
    }

    @Test
    void aDocumentDecompressingFarBeyondItsSizeIsRefused() throws IOException {
        byte[] bomb = body(10_000_000); // 10 MB of body in a few hundred bytes
        Factory f = line.factory();
        assertEquals(ReadOptions.DEFAULT_MAX_DECOMPRESSION_RATIO, f.documentSettings().maxDecompressionRatio());
        Mapper mapper = f.objectMapper();
        Failure e = expect(line, CONSTRAINTS, () -> mapper.readTree(bomb));
        assertTrue(e.fullMessage().contains("ratio"), e.fullMessage());
        expect(line, CONSTRAINTS, () -> mapper.readTree(new ByteArrayInputStream(bomb)));
        expect(line, CONSTRAINTS, () -> skipRoot(f.parser(bomb)));
        expect(line, CONSTRAINTS, () -> skipRoot(f.parser(new ByteArrayInputStream(bomb))));

        // Within the floor, any ratio is fine; without a ratio limit, so is the bomb.
        assertDoesNotThrow(() -> readAll(f.parser(body((int) ReadOptions.DEFAULT_DECOMPRESSION_RATIO_FLOOR - 10))));
        Factory unlimited = f.rebuilt(Settings.defaults().maxDecompressionRatio(-1));
        assertDoesNotThrow(() -> skipRoot(unlimited.parser(bomb)));
    }

    @Test
    void maxTokenCountHoldsWhileSkipping() throws IOException {
        byte[] doc = nulls(1_000);
        Factory f = line.factory(Settings.defaults().readLimit(ReadLimit.TOKEN_COUNT, 500));
        Failure e = expect(line, CONSTRAINTS, () -> skipRoot(f.parser(doc)));
        assertTrue(e.fullMessage().contains("Token count"), e.fullMessage());
        Factory enough = line.factory(Settings.defaults().readLimit(ReadLimit.TOKEN_COUNT, 1_002));
        try (Parser p = enough.parser(doc)) {
            p.nextToken();
            p.skipChildren();
            assertEquals(1_002, p.tokenCount());
        }
    }
}
