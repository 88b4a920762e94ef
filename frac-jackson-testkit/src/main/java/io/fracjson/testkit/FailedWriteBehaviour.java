package io.fracjson.testkit;

import io.fracjson.testkit.JacksonLine.Factory;
import io.fracjson.testkit.JacksonLine.Generator;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.JacksonLine.Values;
import io.fracjson.testkit.JacksonLine.ValuesWriter;
import io.fracjson.testkit.Settings.Feature;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import static io.fracjson.testkit.Failure.Family.CONSTRAINTS;
import static io.fracjson.testkit.Failure.Family.IO;
import static io.fracjson.testkit.Failure.Family.WRITE;
import static io.fracjson.testkit.Failures.expect;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 9 finding 3: a caller that catches a write's exception and carries on must not get a
 * document that silently lost a value: every later write refuses, naming the first failure.
 */
public abstract class FailedWriteBehaviour extends LineTest {
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();

    protected FailedWriteBehaviour(JacksonLine line) {
        super(line);
    }

    private void assertRefusedNaming(Failure first, Executable write) {
        Failure e = expect(line, WRITE, write);
        assertTrue(e.message().contains("earlier write failed"), e.message());
        assertSame(first.exception(), e.exception().getCause());
    }

    @Test
    void aFailedValueEndsTheDocument() throws IOException {
        Generator g = line.factory().generator(out);
        g.writeStartArray();
        g.writeString("a");
        Failure first = expect(line, WRITE, () -> g.writeString("b\uD800"));
        assertRefusedNaming(first, () -> g.writeString("c"));
        assertRefusedNaming(first, g::writeEndArray);
        assertRefusedNaming(first, () -> g.writeNumber(1));
        g.close(); // drops the document instead of ending its containers, and still releases the writer
        assertEquals(0, out.size(), "nothing was written");
    }

    @Test
    void aJacksonStructureErrorEndsTheDocument() throws IOException {
        Generator g = line.factory().generator(out);
        g.writeStartObject();
        Failure first = expect(line, WRITE, () -> g.writeString("no name"));
        assertRefusedNaming(first, () -> g.writeName("a"));
        assertRefusedNaming(first, g::writeEndObject);
        g.close();
        assertEquals(0, out.size());
    }

    @Test
    void anExceededNestingLimitEndsTheDocument() throws IOException {
        Generator g = line.factory(Settings.defaults().maxWriteNestingDepth(2)).generator(out);
        g.writeStartArray();
        g.writeStartArray();
        Failure first = expect(line, CONSTRAINTS, g::writeStartArray);
        assertRefusedNaming(first, g::writeEndArray);
        g.close();
        assertEquals(0, out.size());
    }

    @Test
    void theNextGeneratorFromThePoolStartsClean() throws IOException {
        Factory factory = line.factory();
        try (Generator g = factory.generator(out)) {
            g.writeStartArray();
            expect(line, WRITE, () -> g.writeString("\uDC00"));
        }
        try (Generator g = factory.generator(out)) {
            g.writeString("c");
        }
        assertEquals("464a001763", HexFormat.of().formatHex(out.toByteArray()));
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
                    throw new UncheckedIOException(e);
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
    private record Outcome(List<Integer> acknowledged, List<Failure> failures) {
    }

    private Outcome writeFiftyDocuments(OutputStream target) throws IOException {
        Mapper mapper = line.mapper();
        List<Integer> acknowledged = new ArrayList<>();
        List<Failure> failures = new ArrayList<>();
        ValuesWriter w = mapper.writeValues(target, false); // flushes after each value (FLUSH_AFTER_WRITE_VALUE)
        for (int id = 0; id < 50; id++) {
            try {
                w.write(Map.of("id", id, "name", "document " + id));
                acknowledged.add(id);
            } catch (IOException | RuntimeException e) {
                failures.add(line.failure(e));
            }
        }
        try {
            w.close();
        } catch (IOException | RuntimeException e) {
            failures.add(line.failure(e));
        }
        return new Outcome(acknowledged, failures);
    }

    /** The ids of the documents in {@code bytes} up to the first that cannot be read. */
    @SuppressWarnings("rawtypes")
    private List<Integer> readableIds(byte[] bytes) throws Exception {
        List<Integer> ids = new ArrayList<>();
        try (Values<Map> it = line.mapper().readValues(bytes, Map.class, false)) {
            while (it.hasNextValue()) {
                ids.add((Integer) it.nextValue().get("id"));
            }
        } catch (Exception e) {
            if (!line.failure(e).isJackson()) {
                throw e;
            }
            // the damage: nothing after it can be trusted
        }
        return ids;
    }

    private static void assertLaterFailuresRefuseNaming(Failure first, List<Failure> failures) {
        for (Failure later : failures.subList(1, failures.size())) {
            assertTrue(later.fullMessage().contains("earlier write failed"), later.fullMessage());
            assertSame(first.exception(), later.exception().getCause());
        }
    }

    /**
     * A target whose flush keeps failing from the 16th on: was 35 writes reported failed yet all 50
     * documents stored. Now the first failed flush ends the sequence: the documents acknowledged
     * are stored, and so is the one whose flush failed (its bytes reached the target), no more.
     */
    @Test
    void aFailedFlushEndsTheSequence() throws Exception {
        FlakyTarget target = FlakyTarget.flushFailingFrom(16);
        Outcome outcome = writeFiftyDocuments(target);
        assertEquals(range(0, 15), outcome.acknowledged());
        Failure first = outcome.failures().get(0);
        assertEquals(IO, first.family(), first.toString());
        assertEquals("flush failed", first.message());
        assertLaterFailuresRefuseNaming(first, outcome.failures());
        assertEquals(range(0, 16), readableIds(target.toByteArray()));
    }

    /**
     * A BufferedOutputStream(64) over a target whose 16th write stores half its bytes and fails:
     * the failure surfaces in the flush after the 16th document. Was 1 exception and the 34
     * documents acknowledged after it unreadable; now every later write refuses, and every
     * acknowledged document reads back.
     */
    @Test
    void aFailedFlushThroughABufferLosesNoAcknowledgedDocument() throws Exception {
        FlakyTarget target = FlakyTarget.writeFailingOnce(16, false);
        Outcome outcome = writeFiftyDocuments(new BufferedOutputStream(target, 64));
        Failure first = outcome.failures().get(0);
        assertEquals(IO, first.family(), first.toString());
        assertEquals("disk full", first.message());
        assertLaterFailuresRefuseNaming(first, outcome.failures());
        List<Integer> readable = readableIds(target.toByteArray());
        assertTrue(readable.containsAll(outcome.acknowledged()), "lost acknowledged documents: " + readable);
        assertEquals(range(0, 15), outcome.acknowledged());
    }

    /** After a failed flush, flush() refuses too, and close() neither flushes the target nor throws again. */
    @Test
    void afterAFailedFlushFlushRefusesAndCloseDoesNotFlush() throws IOException {
        FlakyTarget target = FlakyTarget.flushFailingFrom(1);
        Generator g = line.factory(Settings.defaults().with(Feature.KEEP_TARGET_OPEN)).generator(target);
        g.writeNumber(1);
        Failure first = expect(line, IO, g::flush);
        assertRefusedNaming(first, g::flush);
        assertRefusedNaming(first, () -> g.writeNumber(2));
        g.close();
        assertEquals(1, target.flushes, "close() does not flush a target whose output failed");
        assertTrue(g.isClosed());
    }

    /** A target failing with a RuntimeException ends the document too, and later writes name it. */
    @Test
    void aRuntimeExceptionFromTheTargetEndsTheDocument() throws IOException {
        FlakyTarget target = FlakyTarget.writeFailingOnce(1, true);
        Generator g = line.factory().generator(target);
        UncheckedIOException first = assertThrows(UncheckedIOException.class, () -> g.writeString("abc"));
        Failure refused = expect(line, WRITE, () -> g.writeString("def"));
        assertTrue(refused.message().contains("disk full"), refused.message());
        assertSame(first, refused.exception().getCause().getCause());
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
