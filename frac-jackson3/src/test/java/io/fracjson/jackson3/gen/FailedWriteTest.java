package io.fracjson.jackson3.gen;

import tools.jackson.core.ObjectWriteContext;
import io.fracjson.jackson3.FracJsonFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import tools.jackson.core.JacksonException;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.StreamWriteConstraints;
import tools.jackson.core.exc.StreamConstraintsException;
import tools.jackson.core.exc.StreamWriteException;

import java.io.ByteArrayOutputStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 finding 3: a caller that catches a write's exception and carries on must not get a
 * document that silently lost a value: every later write refuses, naming the first failure.
 * The Jackson 3 twin of frac-jackson's {@code gen.FailedWriteTest}.
 */
class FailedWriteTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    private static void assertRefusedNaming(JacksonException first, Executable write) {
        StreamWriteException e = assertThrows(StreamWriteException.class, write);
        assertTrue(e.getOriginalMessage().contains("earlier write failed"), e.getOriginalMessage());
        assertSame(first, e.getCause());
    }

    @Test
    void aFailedValueEndsTheDocument() {
        JsonGenerator g = new FracJsonFactory().createGenerator(ObjectWriteContext.empty(), out);
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
    void aJacksonStructureErrorEndsTheDocument() {
        JsonGenerator g = new FracJsonFactory().createGenerator(ObjectWriteContext.empty(), out);
        g.writeStartObject();
        StreamWriteException first = assertThrows(StreamWriteException.class, () -> g.writeString("no name"));
        assertRefusedNaming(first, () -> g.writeName("a"));
        assertRefusedNaming(first, g::writeEndObject);
        g.close();
        assertEquals(0, out.size());
    }

    /** Jackson 3's constraint exception is unchecked, as Jackson's own generators throw it. */
    @Test
    void anExceededNestingLimitEndsTheDocument() {
        FracJsonFactory factory = FracJsonFactory.builder()
                .streamWriteConstraints(StreamWriteConstraints.builder().maxNestingDepth(2).build()).build();
        JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), out);
        g.writeStartArray();
        g.writeStartArray();
        StreamConstraintsException first = assertThrows(StreamConstraintsException.class, g::writeStartArray);
        assertRefusedNaming(first, g::writeEndArray);
        g.close();
        assertEquals(0, out.size());
    }

    @Test
    void theNextGeneratorFromThePoolStartsClean() {
        FracJsonFactory factory = new FracJsonFactory();
        try (JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), out)) {
            g.writeStartArray();
            assertThrows(StreamWriteException.class, () -> g.writeString("\uDC00"));
        }
        try (JsonGenerator g = factory.createGenerator(ObjectWriteContext.empty(), out)) {
            g.writeString("c");
        }
        assertEquals("464a001763", java.util.HexFormat.of().formatHex(out.toByteArray()));
    }
}
