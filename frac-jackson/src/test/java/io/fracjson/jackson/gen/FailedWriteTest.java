package io.fracjson.jackson.gen;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteConstraints;
import com.fasterxml.jackson.core.exc.StreamWriteException;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SequenceWriter;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import org.junit.jupiter.api.Test;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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

    // ---------------------------------------------------------------- issue 17 section 4: a failing output

    /**
     * An output whose flush fails from the given call on, or whose given write stores half its
     * bytes and fails (with an IOException, or an unchecked one), as a full disk or a broken
     * connection does.
     */
    private static final class FlakyTarget extends OutputStream {
        private final ByteArrayOutputStream stored = new ByteArrayOutputStream();
        private final int failingFlushesFrom;
        private final int failingWrite;
        private final boolean unchecked;
        private int flushes;
        private int writes;

        private FlakyTarget(int failingFlushesFrom, int failingWrite, boolean unchecked) {
            this.failingFlushesFrom = failingFlushesFrom;
            this.failingWrite = failingWrite;
            this.unchecked = unchecked;
        }

        static FlakyTarget flushFailingFrom(int call) {
            return new FlakyTarget(call, Integer.MAX_VALUE, false);
        }

        static FlakyTarget writeFailingOnce(int call, boolean unchecked) {
            return new FlakyTarget(Integer.MAX_VALUE, call, unchecked);
        }

        @Override
        public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            if (++writes == failingWrite) {
                stored.write(b, off, len / 2);
                IOException e = new IOException("disk full");
                if (unchecked) {
                    throw new java.io.UncheckedIOException(e);
                }
                throw e;
            }
            stored.write(b, off, len);
        }

        @Override
        public void flush() throws IOException {
            if (++flushes >= failingFlushesFrom) {
                throw new IOException("flush failed");
            }
        }

        byte[] toByteArray() {
            return stored.toByteArray();
        }
    }

    /** What a caller of SequenceWriter saw: the ids whose write returned, and the exceptions of the others. */
    private record Outcome(List<Integer> acknowledged, List<Exception> failures) {
    }

    private static Outcome writeFiftyDocuments(OutputStream target) throws IOException {
        ObjectMapper mapper = new FracJsonMapper();
        List<Integer> acknowledged = new ArrayList<>();
        List<Exception> failures = new ArrayList<>();
        SequenceWriter w = mapper.writer().writeValues(target); // flushes after each value (FLUSH_AFTER_WRITE_VALUE)
        for (int id = 0; id < 50; id++) {
            try {
                w.write(Map.of("id", id, "name", "document " + id));
                acknowledged.add(id);
            } catch (IOException | RuntimeException e) {
                failures.add(e);
            }
        }
        try {
            w.close();
        } catch (IOException | RuntimeException e) {
            failures.add(e);
        }
        return new Outcome(acknowledged, failures);
    }

    /** The ids of the documents in {@code bytes} up to the first that cannot be read. */
    private static List<Integer> readableIds(byte[] bytes) throws IOException {
        List<Integer> ids = new ArrayList<>();
        try (MappingIterator<Map<String, Object>> it = new FracJsonMapper().readerFor(Map.class).readValues(bytes)) {
            while (it.hasNextValue()) {
                ids.add((Integer) it.nextValue().get("id"));
            }
        } catch (IOException e) {
            // the damage: nothing after it can be trusted
        }
        return ids;
    }

    private static void assertLaterFailuresRefuseNaming(Exception first, List<Exception> failures) {
        for (Exception later : failures.subList(1, failures.size())) {
            assertTrue(later.getMessage().contains("earlier write failed"), later.getMessage());
            assertSame(first, later.getCause());
        }
    }

    /**
     * A target whose flush keeps failing from the 16th on: was 35 writes reported failed yet all 50
     * documents stored. Now the first failed flush ends the sequence: the documents acknowledged
     * are stored, and so is the one whose flush failed (its bytes reached the target), no more.
     */
    @Test
    void aFailedFlushEndsTheSequence() throws IOException {
        FlakyTarget target = FlakyTarget.flushFailingFrom(16);
        Outcome outcome = writeFiftyDocuments(target);
        assertEquals(range(0, 15), outcome.acknowledged());
        assertEquals("flush failed", outcome.failures().get(0).getMessage());
        assertLaterFailuresRefuseNaming(outcome.failures().get(0), outcome.failures());
        assertEquals(range(0, 16), readableIds(target.toByteArray()));
    }

    /**
     * A BufferedOutputStream(64) over a target whose 16th write stores half its bytes and fails:
     * the failure surfaces in the flush after the 16th document. Was 1 exception and the 34
     * documents acknowledged after it unreadable; now every later write refuses, and every
     * acknowledged document reads back.
     */
    @Test
    void aFailedFlushThroughABufferLosesNoAcknowledgedDocument() throws IOException {
        FlakyTarget target = FlakyTarget.writeFailingOnce(16, false);
        Outcome outcome = writeFiftyDocuments(new BufferedOutputStream(target, 64));
        assertEquals("disk full", outcome.failures().get(0).getMessage());
        assertLaterFailuresRefuseNaming(outcome.failures().get(0), outcome.failures());
        List<Integer> readable = readableIds(target.toByteArray());
        assertTrue(readable.containsAll(outcome.acknowledged()), "lost acknowledged documents: " + readable);
        assertEquals(range(0, 15), outcome.acknowledged());
    }

    /** After a failed flush, flush() refuses too, and close() neither flushes the target nor throws again. */
    @Test
    void afterAFailedFlushFlushRefusesAndCloseDoesNotFlush() throws IOException {
        FlakyTarget target = FlakyTarget.flushFailingFrom(1);
        JsonGenerator g = new FracJsonFactory().createGenerator(target);
        g.writeNumber(1);
        IOException first = assertThrows(IOException.class, g::flush);
        assertRefusedNaming(first, g::flush);
        assertRefusedNaming(first, () -> g.writeNumber(2));
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        g.close();
        assertEquals(1, target.flushes, "close() does not flush a target whose output failed");
        assertTrue(g.isClosed());
    }

    /** A target failing with a RuntimeException ends the document too, and later writes name it. */
    @Test
    void aRuntimeExceptionFromTheTargetEndsTheDocument() throws IOException {
        FlakyTarget target = FlakyTarget.writeFailingOnce(1, true);
        JsonGenerator g = new FracJsonFactory().createGenerator(target);
        RuntimeException first = assertThrows(RuntimeException.class, () -> g.writeString("abc"));
        StreamWriteException refused = assertThrows(StreamWriteException.class, () -> g.writeString("def"));
        assertTrue(refused.getOriginalMessage().contains("disk full"), refused.getOriginalMessage());
        assertSame(first, refused.getCause().getCause());
        g.close();
        assertEquals(1, target.toByteArray().length, "the half written header stays where it is; nothing follows");
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> ids = new ArrayList<>();
        for (int i = from; i < to; i++) {
            ids.add(i);
        }
        return ids;
    }
}
