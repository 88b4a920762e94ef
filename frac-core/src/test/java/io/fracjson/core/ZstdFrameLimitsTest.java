package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 17 #2: the window a zstd frame header asks for is memory a streaming decoder
 * allocates and a pooled context keeps. A 1.4 MB document declaring a 2^27 window pinned
 * 128 MiB per pooled context; now the header is read first, held to the limits, and a context
 * that had to keep a large window is freed instead of pooled.
 */
class ZstdFrameLimitsTest {
    /**
     * A compressed document of one string, its frame made by hand of raw blocks: it declares no
     * content size and a window of 2^windowLog bytes (zstd's own encoder shrinks the window to fit
     * what it compresses; an attacker's frame need not).
     */
    private static byte[] documentWithWindow(int windowLog, int stringBytes) throws IOException {
        byte[] plain = DataModel.encode("x".repeat(stringBytes), KeysTable.EMPTY, Compression.NONE, false);
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.write(HexFormat.of().parseHex("464a10" + "28b52ffd" + "00"));
        out.write((windowLog - 10) << 3);
        for (int at = DocumentHeader.SIZE; at < plain.length; at += 100_000) {
            int n = Math.min(100_000, plain.length - at);
            int blockHeader = n << 3 | (at + n == plain.length ? 1 : 0); // a raw block, last or not
            out.write(blockHeader);
            out.write(blockHeader >>> 8);
            out.write(blockHeader >>> 16);
            out.write(plain, at, n);
        }
        return out.toByteArray();
    }

    @Test
    void aFrameAskingForAWindowLargerThanTheDecompressedLimitIsRefusedBeforeZstdSeesIt() throws IOException {
        byte[] doc = documentWithWindow(24, 100);
        ReadOptions limited = ReadOptions.builder().maxDecompressedBytes(1 << 20).build();
        FracLimitException e = assertThrows(FracLimitException.class, () -> MalformedInputTest.drain(FracReader.of(doc, limited)));
        assertTrue(e.problem().startsWith("the zstd frame asks for a window of 16777216 bytes"), e.getMessage());
        assertEquals(DocumentHeader.SIZE, e.offset());
        // Within the limit the same document reads.
        FracReader r = FracReader.of(doc, ReadOptions.DEFAULT);
        assertEquals(FracToken.STRING, r.next());
        assertEquals(100, r.string().length());
    }

    @Test
    void aFrameAskingForMoreThanZstdsWindowLimitIsRefusedInEveryPath() {
        // Window descriptor 0x90: 2^28 bytes. zstd refuses it when streaming; the one-call path must too.
        byte[] doc = HexFormat.of().parseHex("464a10" + "28b52ffd" + "00" + "90" + "090000" + "be");
        FracLimitException inMemory = assertThrows(FracLimitException.class,
                () -> MalformedInputTest.drain(FracReader.of(doc, ReadOptions.DEFAULT)));
        FracLimitException streamed = assertThrows(FracLimitException.class,
                () -> MalformedInputTest.drain(FracReader.of(new ByteArrayInputStream(doc), ReadOptions.DEFAULT)));
        assertEquals(inMemory.getMessage(), streamed.getMessage());
        assertTrue(inMemory.problem().contains("268435456 bytes"), inMemory.getMessage());
    }

    @Test
    void aContextThatStreamedALargeWindowIsNotPooled() throws IOException {
        byte[] doc = documentWithWindow(27, 2 << 20); // 2 MiB of content, no declared size: it streams
        for (int i = 0; i < 3; i++) {
            FracReader r = i == 0 ? FracReader.of(doc, ReadOptions.DEFAULT)
                    : FracReader.of(new ByteArrayInputStream(doc), ReadOptions.DEFAULT);
            assertEquals(FracToken.STRING, r.next());
            assertEquals(2 << 20, r.string().length());
            assertEquals(null, r.next());
        }
        List<ZstdBodyInput> idle = new ArrayList<>();
        try {
            for (int i = 0; i < ZstdContexts.KEPT; i++) {
                ZstdBodyInput d = ZstdContexts.DECOMPRESS.borrow();
                idle.add(d);
                assertTrue(d.isWorthKeeping(), "a pooled context keeps a large window");
            }
        } finally {
            idle.forEach(ZstdContexts.DECOMPRESS::giveBack);
        }
    }

    @Test
    void aFrameWithAReservedDescriptorBitOrAnInvalidBlockIsRefusedAsCorrupt() {
        byte[] reserved = HexFormat.of().parseHex("464a10" + "28b52ffd" + "28" + "04" + "090000" + "be");
        FracFormatException e = assertThrows(FracFormatException.class,
                () -> MalformedInputTest.drain(FracReader.of(reserved, ReadOptions.DEFAULT)));
        assertTrue(e.problem().startsWith("corrupt zstd frame"), e.getMessage());
        byte[] reservedBlockType = HexFormat.of().parseHex("464a10" + "28b52ffd" + "20" + "04" + "0f0000" + "be");
        e = assertThrows(FracFormatException.class,
                () -> MalformedInputTest.drain(FracReader.of(reservedBlockType, ReadOptions.DEFAULT)));
        assertTrue(e.problem().startsWith("corrupt zstd frame"), e.getMessage());
    }

    @Test
    void aDeclaredSizePastTheRatioIsRefusedBeforeAnythingIsAllocated() throws IOException {
        byte[] doc = DataModel.encode("y".repeat(1 << 20), KeysTable.EMPTY, Compression.zstd(3), false);
        ReadOptions tight = ReadOptions.builder().maxDecompressionRatio(10).decompressionRatioFloor(1024).build();
        FracLimitException e = assertThrows(FracLimitException.class, () -> MalformedInputTest.drain(FracReader.of(doc, tight)));
        assertTrue(e.problem().contains("more than the maximum ratio of 10"), e.getMessage());
        assertFalse(e.problem().contains("(at byte"), e.getMessage());
    }

    /** Issue 17, small: an error inside a compressed body names the body's offset and the document's, once each. */
    @Test
    void anErrorInsideACompressedBodySaysWhichBodyItsOffsetCountsIn() throws IOException {
        byte[] plain = DataModel.encode("abc", KeysTable.EMPTY, Compression.NONE, false);
        byte[] body = java.util.Arrays.copyOfRange(plain, DocumentHeader.SIZE, plain.length);
        body[body.length - 1] = (byte) 0xFF; // invalid UTF-8 in the root string: body byte 3, after type, length, "ab"
        byte[] frame = com.github.luben.zstd.Zstd.compress(body, 3);
        byte[] first = DataModel.encode(1L, KeysTable.EMPTY, Compression.NONE, false);
        byte[] header = new byte[DocumentHeader.SIZE];
        DocumentHeader.put(header, Compression.zstd(3).configByte());
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.write(first);
        out.write(header);
        out.write(frame);
        byte[] doc = out.toByteArray();
        FracReader r = FracReader.of(doc, ReadOptions.DEFAULT);
        r.next();
        r.next();
        FracFormatException e = assertThrows(FracFormatException.class, r::string);
        assertEquals(first.length, e.compressedDocumentOffset());
        assertTrue(e.getMessage().endsWith("(at byte 3 of the decompressed body of the document at byte "
                + first.length + ")"), e.getMessage());
    }
}
