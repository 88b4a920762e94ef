package io.fracjson.core;

import com.github.luben.zstd.ZstdOutputStream;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import io.fracjson.core.testing.CountingInputStream;
import io.fracjson.core.testing.TrickleInputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each limit of {@link ReadOptions} is hit by some input and refused with {@link FracLimitException};
 * counts and lengths the input cannot back are refused without allocating for them.
 */
class ReadLimitsTest {
    private static FracLimitException refused(byte[] doc, ReadOptions options) {
        FracLimitException e = assertThrows(FracLimitException.class,
                () -> MalformedInputTest.drain(FracReader.of(doc, options)));
        FracLimitException streamed = assertThrows(FracLimitException.class,
                () -> MalformedInputTest.drain(FracReader.of(new ByteArrayInputStream(doc), options)));
        assertEquals(e.problem(), streamed.problem());
        return e;
    }

    private static byte[] nestedArrays(int depth) {
        byte[] doc = new byte[3 + depth];
        doc[0] = 'F';
        doc[1] = 'J';
        Arrays.fill(doc, 3, doc.length - 1, (byte) 0x9F); // array of 1
        doc[doc.length - 1] = (byte) 0x9E; // empty array
        return doc;
    }

    @Test
    void nestingDepth() throws IOException {
        assertEquals("nesting depth exceeds the maximum of 1000",
                refused(nestedArrays(1001), ReadOptions.DEFAULT).problem());
        MalformedInputTest.drain(FracReader.of(nestedArrays(1000), ReadOptions.DEFAULT));
        ReadOptions deep = ReadOptions.builder().maxNestingDepth(200_000).build();
        MalformedInputTest.drain(FracReader.of(nestedArrays(150_000), deep)); // no recursion, no stack overflow
        // The 11th array starts after the header and ten arrays.
        assertEquals(13, refused(nestedArrays(20), ReadOptions.builder().maxNestingDepth(10).build()).offset());
    }

    /** Depth 0, which Jackson's constraints accept too: scalar documents only. */
    @Test
    void nestingDepthZeroReadsScalarsOnly() throws IOException {
        ReadOptions scalars = ReadOptions.builder().maxNestingDepth(0).build();
        FracWriter w = new FracWriter();
        w.writeLong(42);
        try (FracReader r = FracReader.of(w.toDocument(Compression.NONE), scalars)) {
            assertEquals(FracToken.INT, r.next());
            assertEquals(42, r.longValue());
        }
        assertEquals("nesting depth exceeds the maximum of 0", refused(nestedArrays(1), scalars).problem());
    }

    @Test
    void stringAndKeyLength() throws IOException {
        byte[] doc = DataModel.encode(List.of("x".repeat(1000)), KeysTable.EMPTY, Compression.NONE, false);
        assertTrue(refused(doc, ReadOptions.builder().maxStringBytes(999).build()).problem()
                .startsWith("string of 1000 bytes exceeds the maximum of 999"));
        doc = DataModel.encode(java.util.Map.of("k".repeat(300), 1L), KeysTable.EMPTY, Compression.NONE, false);
        assertTrue(refused(doc, ReadOptions.builder().maxKeyBytes(299).build()).problem()
                .startsWith("key of 300 bytes exceeds the maximum of 299"));
    }

    @Test
    void documentLength() throws IOException {
        byte[] doc = DataModel.encode(List.of("x".repeat(1000)), KeysTable.EMPTY, Compression.NONE, false);
        refused(doc, ReadOptions.builder().maxDocumentBytes(500).build());
        MalformedInputTest.drain(FracReader.of(doc, ReadOptions.builder().maxDocumentBytes(doc.length).build()));
    }

    /**
     * The document limit counts the stored bytes of a compressed body as they are read, not
     * only once it ends: a zstd frame of empty blocks decompresses to nothing (no ratio, no
     * decompressed size to stop it), and a stream could deliver them without end.
     */
    @Test
    void documentLengthHoldsInsideAStreamedCompressedBody() throws IOException {
        long emptyBlocks = 64L << 20;
        EmptyZstdBlocks stream = new EmptyZstdBlocks(emptyBlocks);
        ReadOptions limited = ReadOptions.builder().maxDocumentBytes(1 << 20).build();
        FracLimitException e = assertThrows(FracLimitException.class,
                () -> MalformedInputTest.drain(FracReader.of(stream, limited)));
        assertEquals("document exceeds the maximum of 1048576 bytes", e.problem());
        assertEquals(0, e.offset());
        assertTrue(stream.served < 2 << 20, stream.served + " bytes read");
        // Within the limit, the same document reads: an empty block is valid zstd.
        MalformedInputTest.drain(FracReader.of(new EmptyZstdBlocks(1_000), limited));
    }

    /** A compressed document whose zstd frame holds {@code count} empty blocks before its one value, made as it is read. */
    private static final class EmptyZstdBlocks extends java.io.InputStream {
        private static final byte[] HEAD = HexFormat.of().parseHex("464a10" + "28b52ffd" + "00" + "00"); // frame: no size, 1 KB window
        private static final byte[] TAIL = HexFormat.of().parseHex("090000" + "be"); // last raw block of 1 byte: int 0
        private final long length;
        long served;

        EmptyZstdBlocks(long count) {
            this.length = HEAD.length + 3 * count + TAIL.length;
        }

        @Override
        public int read() {
            byte[] b = new byte[1];
            return read(b, 0, 1) < 0 ? -1 : b[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (served == length) {
                return -1;
            }
            int n = (int) Math.min(len, length - served);
            for (int i = 0; i < n; i++, served++) {
                long tail = served - (length - TAIL.length);
                b[off + i] = served < HEAD.length ? HEAD[(int) served] : tail >= 0 ? TAIL[(int) tail] : 0; // empty raw block: 000000
            }
            return n;
        }
    }

    /** A zstd bomb: 64 KB of frame that expands to 256 MB must stop at the limit, holding little memory. */
    @Test
    void decompressedSize() throws IOException {
        int size = 256 << 20;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {'F', 'J', 0x10});
        try (ZstdOutputStream z = new ZstdOutputStream(out, 3)) {
            z.write(new byte[] {0x15, 0, 0, 0, 0x40}); // array of 2^30 elements
            byte[] nulls = new byte[1 << 20];
            for (int i = 0; i < size >> 20; i++) {
                z.write(nulls);
            }
        }
        byte[] bomb = out.toByteArray();
        assertTrue(bomb.length < 64 * 1024, "bomb of " + bomb.length + " bytes");
        FracLimitException e = refused(bomb, ReadOptions.builder().maxDecompressedBytes(16 << 20)
                .maxDecompressionRatio(-1).maxTokensPerCompressedByte(-1).build());
        assertTrue(e.problem().startsWith("document decompresses to more than the maximum of 16777216 bytes"),
                e.problem());
    }

    /**
     * The default limit of 1 GiB against a bomb of several GiB: 3 GiB of 16 MiB strings
     * (each under the string limit) from a frame of a few hundred KB. It must stop at the
     * limit, having allocated little more than the window for one string. (The ratio limit,
     * off here, would stop it far sooner: see {@link #decompressionRatio()}.)
     */
    @Test
    void decompressedSizeAtTheDefaultLimit() throws IOException {
        ReadOptions noRatio = ReadOptions.builder().maxDecompressionRatio(-1).build();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {'F', 'J', 0x10});
        int stringBytes = 16 << 20;
        try (ZstdOutputStream z = new ZstdOutputStream(out, 1)) {
            z.write(new byte[] {0x15, -1, -1, -1, -1}); // array of 2^32 - 1 elements
            byte[] zeros = new byte[stringBytes];
            for (int i = 0; i < 3 * 64; i++) {
                z.write(new byte[] {0x0F, 0, 0, 0, 1}); // string of 16 MiB ...
                z.write(zeros); // ... of NUL characters, valid UTF-8
            }
        }
        byte[] bomb = out.toByteArray();
        assertTrue(bomb.length < 1 << 20, "bomb of " + bomb.length + " bytes");
        for (boolean streamed : new boolean[] {false, true}) {
            FracReader reader = streamed ? FracReader.of(new ByteArrayInputStream(bomb), noRatio)
                    : FracReader.of(bomb, noRatio);
            long allocated = AllocationMeter.allocatedBytes(() -> {
                FracLimitException e = assertThrows(FracLimitException.class, () -> skim(reader));
                assertTrue(e.problem().startsWith("document decompresses to more than the maximum of 1073741824 bytes"),
                        e.problem());
            });
            assertTrue(allocated < 4L * stringBytes, "read " + (streamed ? "streamed" : "in memory")
                    + " allocated " + allocated + " bytes");
        }
    }

    /** A body of {@code nulls} nulls in one array, compressed: it shrinks about 10,000 times. */
    private static byte[] compressedNulls(int nulls) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {'F', 'J', 0x10});
        try (ZstdOutputStream z = new ZstdOutputStream(out, 3)) {
            z.write(new byte[] {0x15});
            z.write(new byte[] {(byte) nulls, (byte) (nulls >>> 8), (byte) (nulls >>> 16), (byte) (nulls >>> 24)});
            z.write(new byte[nulls]);
        }
        return out.toByteArray();
    }

    /**
     * Issue 9 #5: a few KB of zstd declaring 10^8 nulls. Past the floor, what the body
     * decompresses to may not outgrow the compressed bytes read by more than the ratio, in
     * memory and streamed alike; below the floor, or with the ratio off, it reads.
     */
    @Test
    void decompressionRatio() throws IOException {
        // The token limit, which refuses these nulls first, apart (see CompressedTokensTest).
        ReadOptions ratioOnly = ReadOptions.builder().maxTokensPerCompressedByte(-1).build();
        byte[] bomb = compressedNulls(100_000_000);
        assertTrue(bomb.length < 16 * 1024, "bomb of " + bomb.length + " bytes");
        long allocated = AllocationMeter.allocatedBytes(() -> {
            FracLimitException e = refused(bomb, ratioOnly);
            assertTrue(e.problem().matches("document decompresses to \\d+ bytes from \\d+ compressed bytes: more"
                    + " than the maximum ratio of 100 beyond the first 4194304 bytes.*"), e.problem());
        });
        assertTrue(allocated < 16 << 20, "allocated " + allocated + " bytes");

        byte[] small = compressedNulls(4_000_000); // under the floor of 4 MiB: any ratio (here about 70,000)
        MalformedInputTest.drain(FracReader.of(small, ratioOnly));
        assertTrue(refused(small, ReadOptions.DEFAULT).problem().startsWith("compressed document yields more than"));
        ReadOptions lowFloor = ratioOnly.toBuilder().decompressionRatioFloor(1 << 20).build();
        refused(small, lowFloor);
        MalformedInputTest.drain(FracReader.of(small, lowFloor.toBuilder().maxDecompressionRatio(-1).build()));
        MalformedInputTest.drain(FracReader.of(small, lowFloor.toBuilder().maxDecompressionRatio(1_000_000).build()));
    }

    /**
     * Issue 9 #6: the keys a document defines stay in memory until it ends, so their total is
     * limited, even when the caller only skips: distinct keys one after another exceed it.
     */
    @Test
    void localKeyBytesPerDocument() throws IOException {
        java.util.Map<String, Object> object = new java.util.LinkedHashMap<>();
        for (int i = 0; i < 100; i++) {
            object.put(String.format("key-%05d-", i) + "k".repeat(90), 1L); // 100 bytes each
        }
        byte[] doc = DataModel.encode(object, KeysTable.EMPTY, Compression.zstd(3), false);
        ReadOptions budget = ReadOptions.builder().maxLocalKeyBytes(5_000).build();
        FracLimitException e = refused(doc, budget);
        assertTrue(e.problem().startsWith("keys of more than 5000 bytes in one document"), e.problem());
        MalformedInputTest.drain(FracReader.of(doc, budget.toBuilder().maxLocalKeyBytes(10_000).build()));
        assertEquals(ReadOptions.DEFAULT_MAX_STRING_BYTES, ReadOptions.DEFAULT.maxLocalKeyBytes());

        // The budget is per document: two documents of 60 keys each stay within 6,000 bytes.
        java.util.Map<String, Object> half = new java.util.LinkedHashMap<>();
        object.keySet().stream().limit(60).forEach(k -> half.put(k, 1L));
        byte[] one = DataModel.encode(half, KeysTable.EMPTY, Compression.NONE, false);
        byte[] two = new byte[2 * one.length];
        System.arraycopy(one, 0, two, 0, one.length);
        System.arraycopy(one, 0, two, one.length, one.length);
        MalformedInputTest.drain(FracReader.of(two, budget.toBuilder().maxLocalKeyBytes(6_000).build()));
    }

    /**
     * Issue 9 #6 in the finding's shape: an object of 65,535 distinct 16 KB keys (1 GiB of keys)
     * from a few hundred KB of zstd. The ratio limit alone would stop it (off here, as it is for
     * a caller who turns it off or a body that compresses less); the default key budget must
     * stop it too, once the keys held pass the string limit, long before the heap runs out.
     * Only the first 4,000 keys (64 MB) are written, far more than the budget lets through.
     */
    @Test
    void distinctLongKeysStopAtTheDefaultBudget() throws IOException {
        int keyBytes = 16 * 1024;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(new byte[] {'F', 'J', 0x10});
        try (ZstdOutputStream z = new ZstdOutputStream(out, 1)) {
            z.write(new byte[] {0x11, -1, -1}); // object of 65,535 entries
            byte[] key = "k".repeat(keyBytes).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            for (int i = 0; i < 4_000; i++) {
                byte[] distinct = String.format("%08d", i).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
                System.arraycopy(distinct, 0, key, 0, distinct.length);
                z.write(new byte[] {0x00, (byte) 0x80, (byte) 0x80, 0x01}); // immediate key of vu16 16,384 bytes
                z.write(key);
                z.write(0x00); // null
            }
        }
        byte[] doc = out.toByteArray();
        assertTrue(doc.length < 1 << 20, "document of " + doc.length + " bytes");
        ReadOptions defaultKeyBudget = ReadOptions.builder().maxDecompressionRatio(-1).build();
        long allocated = AllocationMeter.allocatedBytes(() -> {
            FracLimitException e = refused(doc, defaultKeyBudget); // in memory, then streamed
            assertTrue(e.problem().startsWith("keys of more than 20000000 bytes in one document"), e.problem());
        });
        // Each of the two reads holds at most the budget in keys, plus windows.
        assertTrue(allocated < 3 * ReadOptions.DEFAULT_MAX_LOCAL_KEY_BYTES, "allocated " + allocated + " bytes");
    }

    /**
     * A container claims 2^32 - 1 children in a few bytes. In memory that is refused before
     * the container starts (each child takes at least a byte); streamed, the reader cannot
     * know what is to come, so it must end in a truncation error having allocated nothing
     * for the count. Likewise a string that claims just under the limit.
     */
    @Test
    void countsAndLengthsBeyondTheInput() throws IOException {
        String array = "464a0015ffffffff000000";
        String object = "464a0012ffffffff046b00";
        String string = "464a000fff2c310161626364"; // 19,999,999 bytes claimed, 4 present
        assertEquals("array of 4294967295 elements exceeds remaining 3 bytes", inMemoryFailure(array).problem());
        assertEquals("object of 4294967295 entries exceeds remaining 3 bytes", inMemoryFailure(object).problem());
        assertEquals("string length 19999999 exceeds remaining 4 bytes", inMemoryFailure(string).problem());
        assertEquals("input ended inside a value: needed 1 bytes, 0 remain", streamedFailure(array).problem());
        assertEquals("input ended inside a key: needed 1 bytes, 0 remain", streamedFailure(object).problem());
        assertEquals("input ended inside a string: needed 19999999 bytes, 4 remain",
                streamedFailure(string).problem());
    }

    private static FracFormatException inMemoryFailure(String hex) {
        FracFormatException e = assertThrows(FracFormatException.class,
                () -> MalformedInputTest.drain(FracReader.of(HexFormat.of().parseHex(hex), ReadOptions.DEFAULT)));
        assertFalse(e instanceof FracLimitException, e.getMessage());
        return e;
    }

    private static FracFormatException streamedFailure(String hex) {
        byte[] input = HexFormat.of().parseHex(hex);
        FracFormatException[] failure = new FracFormatException[1];
        long allocated = AllocationMeter.allocatedBytes(() -> failure[0] = assertThrows(FracFormatException.class,
                () -> MalformedInputTest.drain(FracReader.of(new ByteArrayInputStream(input), ReadOptions.DEFAULT))));
        assertFalse(failure[0] instanceof FracLimitException, failure[0].getMessage());
        assertTrue(allocated < 256 * 1024, hex + " allocated " + allocated + " bytes");
        return failure[0];
    }

    /** Reads every token without decoding strings: what is measured is the reader, not String. */
    private static void skim(FracReader r) throws IOException {
        try (r) {
            while (r.next() != null) {
                // nothing: reading is the point
            }
        }
    }

    @Test
    void limitsMustBeSensible() {
        assertThrows(IllegalArgumentException.class, () -> ReadOptions.builder().maxNestingDepth(-1));
        assertThrows(IllegalArgumentException.class, () -> ReadOptions.builder().maxStringBytes(-2));
        ReadOptions.builder().maxStringBytes(-1).maxDocumentBytes(-1).maxDecompressedBytes(-1).build();
    }

    private static byte[] stringDocument(String s) throws IOException {
        FracWriter w = new FracWriter();
        w.writeString(s);
        return w.toDocument(Compression.NONE);
    }

    private static byte[] stringDocument(int bytes, Compression compression) throws IOException {
        FracWriter w = new FracWriter();
        StringBuilder text = new StringBuilder(bytes);
        java.util.Random random = new java.util.Random(40);
        for (int i = 0; i < bytes; i++) {
            text.append((char) ('a' + random.nextInt(26))); // does not compress much: a body streams as it is stored
        }
        w.writeString(text.toString());
        return w.toDocument(compression);
    }

    /**
     * Issue 40 #2: a streamed string of more bytes than the char limit was brought into the window
     * whole (its declared length, up to 3 bytes a char of the limit) before its chars were counted;
     * it is counted as it arrives and refused once past the limit, having held no more than that.
     */
    @Test
    void aStreamedStringIsRefusedOnceItsCharsPassTheLimit() throws IOException {
        int maxChars = 100_000;
        ReadOptions options = ReadOptions.builder().maxStringChars(maxChars).build(); // bytes: 20,000,000
        for (Compression compression : new Compression[] {Compression.NONE, Compression.zstd(1)}) {
            byte[] doc = stringDocument(2_000_000, compression); // a compressed body of 2 MB streams
            CountingInputStream in = new CountingInputStream(doc);
            FracReader r = FracReader.of(in, options);
            FracLimitException e = assertThrows(FracLimitException.class, r::next);
            assertEquals("string of 2000000 bytes holds more than the maximum of 100000 chars", e.problem(),
                    compression.toString());
            assertTrue(in.taken() < 3 * maxChars, in.taken() + " bytes taken from the stream to refuse it, " + compression);
            assertTrue(r.retainedBytes() < 3 * maxChars, r.retainedBytes() + " bytes kept, " + compression);
        }
        // Within the limit, in every input kind: read whole (a char takes up to 3 bytes).
        byte[] wide = stringDocument("\u20ac".repeat(maxChars));
        for (FracReader r : new FracReader[] {FracReader.of(wide, options),
                FracReader.of(new ByteArrayInputStream(wide), options),
                FracReader.of(new TrickleInputStream(wide), options)}) {
            assertEquals(FracToken.STRING, r.next());
            assertEquals(maxChars, r.string().length());
        }
        byte[] oneTooMany = stringDocument("\u20ac".repeat(maxChars) + "a");
        for (FracReader r : new FracReader[] {FracReader.of(oneTooMany, options),
                FracReader.of(new ByteArrayInputStream(oneTooMany), options),
                FracReader.of(new TrickleInputStream(oneTooMany), options)}) {
            assertThrows(FracLimitException.class, r::next);
        }
    }
}
