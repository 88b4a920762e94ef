package io.fracjson.jackson.gen;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamWriteException;
import io.fracjson.jackson.FracJsonFactory;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 finding 3: a caller that catches a write's exception and carries on must not get a
 * document that silently lost a value: every later write refuses, naming the first failure.
 */
class FailedWriteTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    @FunctionalInterface
    private interface Write {
        void run() throws IOException;
    }

    private static void assertRefusedNaming(IOException first, Write write) {
        StreamWriteException e = assertThrows(StreamWriteException.class, write::run);
        assertTrue(e.getOriginalMessage().contains("earlier write failed"), e.getOriginalMessage());
        assertSame(first, e.getCause());
    }

    @Test
    void aFailedValueEndsTheDocument() throws IOException {
        JsonGenerator g = new FracJsonFactory().createGenerator(out);
        g.writeStartArray();
        g.writeString("a");
        StreamWriteException first = assertThrows(StreamWriteException.class, () -> g.writeString("b\uD800"));
        assertRefusedNaming(first, () -> g.writeString("c"));
        assertRefusedNaming(first, g::writeEndArray);
        assertRefusedNaming(first, () -> g.writeNumber(1));
        g.close(); // drops the document instead of ending its containers, and still releases the writer
        assertEquals(0, out.size(), "nothing was written");
    }

    @Test
    void aJacksonStructureErrorEndsTheDocument() throws IOException {
        JsonGenerator g = new FracJsonFactory().createGenerator(out);
        g.writeStartObject();
        StreamWriteException first = assertThrows(StreamWriteException.class, () -> g.writeString("no name"));
        assertRefusedNaming(first, () -> g.writeFieldName("a"));
        assertRefusedNaming(first, g::writeEndObject);
        g.close();
        assertEquals(0, out.size());
    }

    @Test
    void anExceededNestingLimitEndsTheDocument() throws IOException {
        FracJsonFactory factory = FracJsonFactory.builder()
                .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(2).build()).build();
        JsonGenerator g = factory.createGenerator(out);
        g.writeStartArray();
        g.writeStartArray();
        IOException first = assertThrows(IOException.class, g::writeStartArray);
        assertRefusedNaming(first, g::writeEndArray);
        g.close();
        assertEquals(0, out.size());
    }

    @Test
    void theNextGeneratorFromThePoolStartsClean() throws IOException {
        FracJsonFactory factory = new FracJsonFactory();
        try (JsonGenerator g = factory.createGenerator(out)) {
            g.writeStartArray();
            assertThrows(StreamWriteException.class, () -> g.writeString("\uDC00"));
        }
        try (JsonGenerator g = factory.createGenerator(out)) {
            g.writeString("c");
        }
        assertEquals("464a001763", java.util.HexFormat.of().formatHex(out.toByteArray()));
    }
}
