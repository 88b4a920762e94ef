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

    /** A frame longer than zstd makes for its size, which zstd decodes all the same, streams and reads alike in memory and streamed. */
    @Test
    void aSmallDeclaredFrameLongerThanZstdMakesStillReads() throws IOException {
        StringBuilder frame = new StringBuilder("28b52ffd" + "20" + "02"); // single segment, 2 bytes of content
        frame.append("000000".repeat(40)); // empty raw blocks, 120 bytes where zstd's bound for 2 bytes is 65
        frame.append("110000" + "1761"); // the last, raw: the string "a"
        byte[] doc = HexFormat.of().parseHex("464a10" + frame);
        for (boolean streamed : new boolean[] {false, true}) {
            FracReader r = streamed ? FracReader.of(new ByteArrayInputStream(doc), ReadOptions.DEFAULT)
                    : FracReader.of(doc, ReadOptions.DEFAULT);
            assertEquals(FracToken.STRING, r.next());
            assertEquals("a", r.string());
            assertEquals(null, r.next());
        }
    }

    /**
     * zstd's window limit is 2^27 + 1 bytes (ZSTD_MAXWINDOWSIZE_DEFAULT), which a single-segment
     * frame of exactly that much content asks for: zstd decodes it, so the reader must not refuse
     * it for its window. Cut short after its first block, the frame is refused for that alone;
     * one byte more of content is past zstd's limit, refused for its window in every path.
     */
    @Test
    void aSingleSegmentFrameOfExactlyZstdsWindowLimitIsNotRefusedForItsWindow() {
        for (long contentSize : new long[] {(1L << 27) + 1, (1L << 27) + 2}) {
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
            out.writeBytes(HexFormat.of().parseHex("464a10" + "28b52ffd" + "a0")); // single segment, 4-byte size
            for (int i = 0; i < 4; i++) {
                out.write((int) (contentSize >>> 8 * i));
            }
            int blockHeader = 100 << 3; // a raw block of 100 bytes, not the last
            out.writeBytes(new byte[] {(byte) blockHeader, (byte) (blockHeader >>> 8), (byte) (blockHeader >>> 16)});
            out.writeBytes(HexFormat.of().parseHex("15" + "ffffff00")); // an array of 16777215 elements
            out.writeBytes(new byte[95]); // nulls
            byte[] doc = out.toByteArray();
            for (boolean streamed : new boolean[] {false, true}) {
                FracFormatException e = assertThrows(FracFormatException.class, () -> MalformedInputTest.drain(streamed
                        ? FracReader.of(new ByteArrayInputStream(doc), ReadOptions.DEFAULT)
                        : FracReader.of(doc, ReadOptions.DEFAULT)));
                if (contentSize == (1L << 27) + 1) {
                    assertEquals("input ended inside the zstd frame", e.problem(), e.getMessage());
                } else {
                    assertTrue(e instanceof FracLimitException && e.problem().startsWith("the zstd frame asks for a window"),
                            e.getMessage());
                }
            }
        }
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

    /**
     * A frame that declares a small body is brought into the window whole before zstd sees it,
     * walking its block headers: but block headers bound neither how many blocks follow nor
     * (for RLE blocks) what they regenerate, so a stream whose frame declares 10 bytes and then
     * never ends its blocks was buffered until the document limit (none by default) or the heap
     * gave out. zstd itself refuses such a frame at its first block; the reader must not read
     * more of it than a frame of 10 bytes of content can need.
     */
    @Test
    void aSmallDeclaredFrameWhoseBlocksNeverEndIsNotBufferedFromAStream() {
        for (int blockType : new int[] {0, 1}) { // raw blocks of 128 KiB, RLE blocks of 4 bytes claiming 128 KiB each
            byte[] start = HexFormat.of().parseHex("464a10" + "28b52ffd" + "20" + "0a"); // single segment, 10 bytes
            int blockHeader = (128 * 1024) << 3 | blockType << 1; // never the last
            byte[] block = new byte[3 + (blockType == 0 ? 128 * 1024 : 1)];
            block[0] = (byte) blockHeader;
            block[1] = (byte) (blockHeader >>> 8);
            block[2] = (byte) (blockHeader >>> 16);
            long maxRead = 4L << 20;
            java.io.InputStream endless = new java.io.InputStream() {
                private long read;

                @Override
                public int read() {
                    byte[] one = new byte[1];
                    read(one, 0, 1);
                    return one[0] & 0xFF;
                }

                @Override
                public int read(byte[] b, int off, int len) {
                    if (read + len > maxRead) {
                        throw new AssertionError("the reader read past " + maxRead + " bytes of a frame that declares 10");
                    }
                    for (int i = 0; i < len; i++, read++) {
                        b[off + i] = read < start.length ? start[(int) read]
                                : block[(int) ((read - start.length) % block.length)];
                    }
                    return len;
                }
            };
            FracFormatException e = assertThrows(FracFormatException.class,
                    () -> MalformedInputTest.drain(FracReader.of(endless, ReadOptions.DEFAULT)));
            assertTrue(e.problem().startsWith("corrupt zstd frame"), e.getMessage());
        }
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
