package io.fracjson.core;

import io.fracjson.core.testing.HostileDocuments;
import io.fracjson.core.testing.TrickleInputStream;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 40 #1: a compressed document yields at most {@link ReadOptions#maxCompressedTokens} tokens
 * for its stored bytes, whether its body is decompressed whole or streams, so that what a caller
 * builds from a few hundred bytes stays proportional to them. Before, 153 bytes yielded 8,380,002.
 */
class CompressedTokensTest {
    /** Reads every token, returning how many there were. */
    private static long tokens(FracReader r) throws IOException {
        long n = 0;
        try (r) {
            while (r.next() != null) {
                n++;
            }
        }
        return n;
    }

    @Test
    void theBombIsRefusedAfterAtMostTheFloorsTokensInEveryInputKind() throws IOException {
        byte[] bomb = HostileDocuments.bomb();
        assertEquals(153, bomb.length);
        for (FracReader r : new FracReader[] {FracReader.of(bomb, ReadOptions.DEFAULT),
                FracReader.of(new ByteArrayInputStream(bomb), ReadOptions.DEFAULT),
                FracReader.of(new TrickleInputStream(bomb), ReadOptions.DEFAULT)}) {
            long[] read = {0};
            FracLimitException e = assertThrows(FracLimitException.class, () -> {
                while (r.next() != null) {
                    read[0]++;
                }
            });
            assertTrue(e.getMessage().startsWith("compressed document yields more than 100000 tokens from "),
                    e.getMessage());
            assertTrue(e.getMessage().contains(": the maximum is 100000, or 50 a stored byte if that is more"),
                    e.getMessage());
            // Checked as the streamed body's window is refilled: at most a window's tokens past the floor.
            assertTrue(read[0] > 100_000 && read[0] < 140_000, read[0] + " tokens before the refusal");
        }
    }

    @Test
    void aBodyDecompressedWholeIsRefusedAsItsContainersDeclareTooMany() throws IOException {
        byte[] doc = HostileDocuments.emptyObjects(1_000_000); // declares under 1 MiB: decompressed in one call
        FracReader r = FracReader.of(doc, ReadOptions.DEFAULT);
        FracLimitException e = assertThrows(FracLimitException.class, r::next);
        assertEquals("compressed document declares more than 100000 tokens from " + doc.length
                + " stored bytes: the maximum is 100000, or 50 a stored byte if that is more", e.problem());
        assertEquals(0, e.offset(), "the root array, at the start of the body");
        // Without the limit, as before: every one of its tokens.
        ReadOptions unlimited = ReadOptions.builder().maxTokensPerCompressedByte(-1).build();
        assertEquals(2_000_002, tokens(FracReader.of(doc, unlimited)));
        assertEquals(8_380_002, tokens(FracReader.of(HostileDocuments.bomb(), unlimited)));
    }

    @Test
    void theBoundIsTheFloorOrTheRatiosWorthOfTheStoredBytes() throws IOException {
        byte[] doc = HostileDocuments.emptyObjects(998); // 1,998 tokens with its end and the root's
        long tokens = 2 * 998 + 2;
        ReadOptions atFloor = ReadOptions.builder().compressedTokenFloor(tokens).maxTokensPerCompressedByte(1).build();
        assertEquals(tokens, tokens(FracReader.of(doc, atFloor)));
        assertEquals(tokens, tokens(FracReader.of(new ByteArrayInputStream(doc), atFloor)));
        ReadOptions belowFloor = atFloor.toBuilder().compressedTokenFloor(tokens - 1).build();
        assertThrows(FracLimitException.class, () -> tokens(FracReader.of(doc, belowFloor)));
        // The ratio's worth of the stored bytes, when more than the floor.
        int perByte = (int) ((tokens + doc.length - 1) / doc.length);
        ReadOptions byRatio = ReadOptions.builder().compressedTokenFloor(0).maxTokensPerCompressedByte(perByte).build();
        assertEquals(tokens, tokens(FracReader.of(doc, byRatio)));
        ReadOptions belowRatio = byRatio.toBuilder().maxTokensPerCompressedByte(perByte - 1).build();
        assertThrows(FracLimitException.class, () -> tokens(FracReader.of(doc, belowRatio)));
    }

    /** Uncompressed documents hold a token in a byte at most (ends aside): no budget applies. */
    @Test
    void plainDocumentsAreBoundedByTheirBytesAlone() throws IOException {
        byte[] compressed = HostileDocuments.emptyObjects(200_000);
        FracReader unlimited = FracReader.of(compressed, ReadOptions.builder().maxTokensPerCompressedByte(-1).build());
        FracWriter w = new FracWriter();
        w.writeStartArray(200_000);
        for (int i = 0; i < 200_000; i++) {
            w.writeStartObject(0);
            w.writeEndObject();
        }
        w.writeEndArray();
        byte[] plain = w.toDocument(Compression.NONE);
        assertEquals(tokens(unlimited), tokens(FracReader.of(plain, ReadOptions.DEFAULT)));
        assertEquals(400_002, tokens(FracReader.of(new ByteArrayInputStream(plain), ReadOptions.DEFAULT)));
    }

    /** A sequence's documents each have their own budget. */
    @Test
    void eachDocumentOfASequenceHasItsOwnBudget() throws IOException {
        byte[] one = HostileDocuments.emptyObjects(40_000);
        byte[] three = new byte[3 * one.length];
        for (int i = 0; i < 3; i++) {
            System.arraycopy(one, 0, three, i * one.length, one.length);
        }
        assertEquals(3 * 80_002, tokens(FracReader.of(three, ReadOptions.DEFAULT)));
        assertEquals(3 * 80_002, tokens(FracReader.of(new ByteArrayInputStream(three), ReadOptions.DEFAULT)));
    }
}
