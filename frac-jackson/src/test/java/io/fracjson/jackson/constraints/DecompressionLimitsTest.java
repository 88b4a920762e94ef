package io.fracjson.jackson.constraints;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.ReadOptions;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.support.Frac;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 #5: a few KB of zstd could declare enough tokens to exhaust databind's heap, or
 * take seconds to reach the 1 GiB limit. The decompressed size is bounded by the input's
 * size (a ratio above a floor), by Jackson's maxDocumentLength, and by a limit the factory
 * builder sets; maxTokenCount holds while skipping too.
 */
class DecompressionLimitsTest {
    private static final FracJsonFactory COMPRESSING = FracJsonFactory.builder().compressionLevel(3).build();

    /** A compressed document: an array of {@code n} nulls, each one byte of body. */
    private static byte[] nulls(int n) throws IOException {
        return Frac.write(COMPRESSING, g -> {
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
    private static byte[] body(int bytes) throws IOException {
        String text = "a".repeat(1_000);
        return Frac.write(COMPRESSING, g -> {
            g.writeStartArray();
            for (int i = 0; i < bytes / 1_003; i++) {
                g.writeString(text);
            }
            g.writeEndArray();
        });
    }

    private static void readAll(FracJsonFactory f, JsonParser p) throws IOException {
        try (p) {
            while (p.nextToken() != null) {
                p.getText();
            }
        }
    }

    private static void skipRoot(JsonParser p) throws IOException {
        try (p) {
            assertEquals(JsonToken.START_ARRAY, p.nextToken());
            p.skipChildren();
            assertEquals(JsonToken.END_ARRAY, p.currentToken());
        }
    }

    @Test
    void theBuilderLowersTheDecompressedLimit() throws IOException {
        byte[] doc = body(100_000);
        FracJsonFactory tight = FracJsonFactory.builder().maxDecompressedBytes(50_000).build();
        assertEquals(50_000, tight.maxDecompressedBytes());
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class,
                () -> readAll(tight, tight.createParser(doc)));
        assertTrue(e.getMessage().contains("decompresses to more than the maximum of 50000 bytes"), e.getMessage());
        FracJsonFactory roomy = tight.rebuild().maxDecompressedBytes(200_000).build();
        assertDoesNotThrow(() -> readAll(roomy, roomy.createParser(doc)));
    }

    @Test
    void maxDocumentLengthCountsDecompressedBytes() throws IOException {
        byte[] doc = body(100_000);
        assertTrue(doc.length < 10_000, doc.length + " bytes");
        FracJsonFactory f = FracJsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxDocumentLength(10_000).build()).build();
        assertThrows(StreamConstraintsException.class, () -> readAll(f, f.createParser(doc)));
        assertThrows(StreamConstraintsException.class, () -> readAll(f, f.createParser(new ByteArrayInputStream(doc))));
    }

    @Test
    void aDocumentDecompressingFarBeyondItsSizeIsRefused() throws IOException {
        byte[] bomb = body(10_000_000); // 10 MB of body in a few hundred bytes
        FracJsonFactory f = new FracJsonFactory();
        assertEquals(ReadOptions.DEFAULT_MAX_DECOMPRESSION_RATIO, f.maxDecompressionRatio());
        ObjectMapper mapper = new ObjectMapper(f);
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class, () -> mapper.readTree(bomb));
        assertTrue(e.getMessage().contains("ratio"), e.getMessage());
        assertThrows(StreamConstraintsException.class, () -> mapper.readTree(new ByteArrayInputStream(bomb)));
        assertThrows(StreamConstraintsException.class, () -> skipRoot(f.createParser(bomb)));
        assertThrows(StreamConstraintsException.class, () -> skipRoot(f.createParser(new ByteArrayInputStream(bomb))));

        // Within the floor, any ratio is fine; without a ratio limit, so is the bomb.
        assertDoesNotThrow(() -> readAll(f, f.createParser(body((int) ReadOptions.DEFAULT_DECOMPRESSION_RATIO_FLOOR - 10))));
        FracJsonFactory unlimited = f.rebuild().maxDecompressionRatio(-1).build();
        assertDoesNotThrow(() -> skipRoot(unlimited.createParser(bomb)));
    }

    @Test
    void maxTokenCountHoldsWhileSkipping() throws IOException {
        byte[] doc = nulls(1_000);
        FracJsonFactory f = FracJsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxTokenCount(500).build()).build();
        StreamConstraintsException e = assertThrows(StreamConstraintsException.class, () -> skipRoot(f.createParser(doc)));
        assertTrue(e.getMessage().contains("Token count"), e.getMessage());
        FracJsonFactory enough = FracJsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxTokenCount(1_002).build()).build();
        try (JsonParser p = enough.createParser(doc)) {
            p.nextToken();
            p.skipChildren();
            assertEquals(1_002, p.currentTokenCount());
        }
    }
}
