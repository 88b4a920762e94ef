package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;

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

    private static void writeDocument(FracWriter w, OutputStream out, Compression compression, boolean lengthPrefixed)
            throws IOException {
        if (lengthPrefixed) {
            w.writeLengthPrefixedDocument(out, compression);
        } else {
            w.writeDocument(out, compression);
        }
    }

    /** Two documents, each followed by bytes written otherwise. */
    private static void writeMixture(OutputStream out) throws IOException {
        FracWriter w = writerOf("a", 1);
        w.writeDocument(out, Compression.NONE);
        out.write(7);
        w.writeStartArray();
        w.writeEndArray();
        w.writeDocument(out, Compression.NONE);
        out.write(new byte[] {8, 9}, 1, 1);
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
                writeDocument(w, out, compression, lengthPrefixed);
                ByteArrayOutputStream streamed = new ByteArrayOutputStream();
                writeDocument(writerOf("a", 1), streamed, compression, lengthPrefixed);
                assertArrayEquals(streamed.toByteArray(), out.toByteArray(),
                        compression + (lengthPrefixed ? ", length-prefixed" : ""));
                assertEquals(1, w.childrenAt(0), "the writer counts the document it handed over");
                assertEquals(0, w.depth());
            }
        }
    }

    @Test
    void moreThanOneDocumentOrOtherBytesComeBackInOrder() throws IOException {
        DocumentBytes out = new DocumentBytes();
        writeMixture(out);
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        writeMixture(expected);
        assertArrayEquals(expected.toByteArray(), out.toByteArray());
    }

    @Test
    void nothingWrittenIsNoBytes() {
        assertEquals(0, new DocumentBytes().toByteArray().length);
    }
}
