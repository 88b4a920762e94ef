package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

class DocumentBytesTest {
    private static FracWriter writerOf(String key, long value) throws FracFormatException {
        FracWriter w = new FracWriter();
        w.writeStartObject();
        w.writeKey(key);
        w.writeLong(value);
        w.writeEndObject();
        return w;
    }

    private static byte[] streamed(FracWriter w, Compression compression, boolean lengthPrefixed) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (lengthPrefixed) {
            w.writeLengthPrefixedDocument(out, compression);
        } else {
            w.writeDocument(out, compression);
        }
        return out.toByteArray();
    }

    @Test
    void oneDocumentIsTheArrayTheWriterMadeForIt() {
        byte[] document = {'F', 'J', 0, 0x60};
        DocumentBytes out = new DocumentBytes();
        out.take(document);
        assertSame(document, out.toByteArray());
    }

    @Test
    void documentsAreTheBytesAWriterStreams() throws IOException {
        for (Compression compression : new Compression[] {Compression.NONE, Compression.zstd(3)}) {
            for (boolean lengthPrefixed : new boolean[] {false, true}) {
                DocumentBytes out = new DocumentBytes();
                FracWriter w = writerOf("a", 1);
                if (lengthPrefixed) {
                    w.writeLengthPrefixedDocument(out, compression);
                } else {
                    w.writeDocument(out, compression);
                }
                assertArrayEquals(streamed(writerOf("a", 1), compression, lengthPrefixed), out.toByteArray(),
                        compression + (lengthPrefixed ? ", length-prefixed" : ""));
                assertEquals(1, w.childrenAt(0), "the writer counts the document it handed over");
                assertEquals(0, w.depth());
            }
        }
    }

    @Test
    void moreThanOneDocumentOrOtherBytesComeBackInOrder() throws IOException {
        DocumentBytes out = new DocumentBytes();
        FracWriter w = writerOf("a", 1);
        w.writeDocument(out, Compression.NONE);
        out.write(7);
        w.writeStartArray();
        w.writeEndArray();
        w.writeDocument(out, Compression.NONE);
        out.write(new byte[] {8, 9}, 1, 1);

        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        FracWriter e = writerOf("a", 1);
        e.writeDocument(expected, Compression.NONE);
        expected.write(7);
        e.writeStartArray();
        e.writeEndArray();
        e.writeDocument(expected, Compression.NONE);
        expected.write(9);
        assertArrayEquals(expected.toByteArray(), out.toByteArray());
    }

    @Test
    void nothingWrittenIsNoBytes() {
        assertEquals(0, new DocumentBytes().toByteArray().length);
    }
}
