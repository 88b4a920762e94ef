package io.fracjson.core;

import com.github.luben.zstd.ZstdOutputStream;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each limit of {@link ReadOptions} is hit by some input and refused with {@link FracLimitException}. */
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
        FracLimitException e = refused(bomb, ReadOptions.builder().maxDecompressedBytes(16 << 20).build());
        assertTrue(e.problem().startsWith("document decompresses to more than the maximum of 16777216 bytes"),
                e.problem());
    }

    @Test
    void limitsMustBeSensible() {
        assertThrows(IllegalArgumentException.class, () -> ReadOptions.builder().maxNestingDepth(0));
        assertThrows(IllegalArgumentException.class, () -> ReadOptions.builder().maxStringBytes(-2));
        ReadOptions.builder().maxStringBytes(-1).maxDocumentBytes(-1).maxDecompressedBytes(-1).build();
    }
}
