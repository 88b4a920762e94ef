package io.fracjson.jackson.gen;

import io.fracjson.jackson.Jackson2Line;
import io.fracjson.testkit.FracJsonGeneratorBehaviour;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The kit's {@link FracJsonGeneratorBehaviour} on Jackson 2, and what only Jackson 2's generator has:
 * setSchema between root values, and a target's RuntimeException at close.
 */
class FracJsonGeneratorTest extends FracJsonGeneratorBehaviour {
    FracJsonGeneratorTest() {
        super(Jackson2Line.LINE);
    }

    /** A schema set between root values keeps the root context counting them (was: back to 0). */
    @Test
    void aSchemaBetweenRootValuesKeepsTheRootIndex() throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (com.fasterxml.jackson.core.JsonGenerator g = new io.fracjson.jackson.FracJsonFactory().createGenerator(out)) {
            g.writeNumber(1);
            g.writeNumber(2);
            g.setSchema(io.fracjson.jackson.FracSchema.of(io.fracjson.core.KeysTable.of(java.util.List.of("a"))));
            assertEquals(2, g.getOutputContext().getEntryCount());
            g.writeStartObject();
            g.writeFieldName("a");
            g.writeNumber(3);
            g.writeEndObject();
            assertEquals(3, g.getOutputContext().getEntryCount());
        }
        byte[] withTable = new io.fracjson.jackson.FracJsonMapper().writer(io.fracjson.jackson.FracSchema.of(
                io.fracjson.core.KeysTable.of(java.util.List.of("a")))).writeValueAsBytes(java.util.Map.of("a", 3));
        byte[] all = out.toByteArray();
        assertArrayEquals(withTable, java.util.Arrays.copyOfRange(all, all.length - withTable.length, all.length),
                "the third document refers to the schema's table");
    }

    /**
     * A schema refused between root values leaves the generator as it was: its File stays open
     * and writable (was: closed, so the next write failed), and the schema is not half applied.
     */
    @Test
    void aRefusedSchemaBetweenRootValuesLeavesTheGeneratorAsItWas(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.io.File file = dir.resolve("two.frac").toFile();
        io.fracjson.jackson.FracSchema badLevel = io.fracjson.jackson.FracSchema.builder().compressionLevel(99).build();
        try (com.fasterxml.jackson.core.JsonGenerator g = new io.fracjson.jackson.FracJsonFactory()
                .createGenerator(file, com.fasterxml.jackson.core.JsonEncoding.UTF8)) {
            g.writeNumber(1);
            assertThrows(IllegalArgumentException.class, () -> g.setSchema(badLevel));
            assertEquals(null, g.getSchema());
            g.writeNumber(2);
        }
        assertEquals(java.util.List.of(1, 2), new io.fracjson.jackson.FracJsonMapper().readerFor(Integer.class)
                .readValues(file).readAll());
    }

    /** After a failed document, a schema is refused naming that failure, and nothing of it applies. */
    @Test
    void aSchemaAfterAFailedDocumentIsRefusedNamingTheFailure() throws Exception {
        java.io.OutputStream failing = new java.io.OutputStream() {
            @Override
            public void write(int b) throws java.io.IOException {
                throw new java.io.IOException("disk full");
            }
        };
        com.fasterxml.jackson.core.JsonGenerator g = new io.fracjson.jackson.FracJsonFactory().createGenerator(failing);
        assertThrows(java.io.IOException.class, () -> g.writeNumber(1));
        io.fracjson.jackson.FracSchema schema = io.fracjson.jackson.FracSchema.of(
                io.fracjson.core.KeysTable.of(java.util.List.of("a")));
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> g.setSchema(schema));
        assertTrue(e.getMessage().contains("disk full"), e.getMessage());
        assertEquals(null, g.getSchema());
    }

    /** A target failing with a RuntimeException is still closed by close() (was: not closed at all). */
    @Test
    void closeClosesTheTargetAfterARuntimeFailure() throws Exception {
        int[] closed = {0};
        java.io.OutputStream broken = new java.io.OutputStream() {
            @Override
            public void write(int b) {
                throw new IllegalStateException("broken target");
            }

            @Override
            public void close() {
                closed[0]++;
            }
        };
        com.fasterxml.jackson.core.JsonGenerator g = new io.fracjson.jackson.FracJsonFactory().createGenerator(broken);
        g.writeStartObject();
        g.writeNumberField("a", 1);
        IllegalStateException e = assertThrows(IllegalStateException.class, g::close);
        assertEquals("broken target", e.getMessage());
        assertEquals(1, closed[0]);
        assertTrue(g.isClosed());
    }
}
