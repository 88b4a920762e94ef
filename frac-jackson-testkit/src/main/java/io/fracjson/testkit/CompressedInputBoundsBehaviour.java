package io.fracjson.testkit;

import io.fracjson.core.testing.CountingInputStream;
import io.fracjson.core.testing.HostileDocuments;
import io.fracjson.testkit.JacksonLine.Mapper;
import io.fracjson.testkit.Settings.ReadLimit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

import java.io.ByteArrayInputStream;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 40 #1 and #2: what a read builds, or holds, stays proportional to the bytes that arrived
 * (the core's bound itself is tested in frac-core; the real documents it keeps readable through
 * Jackson 2's {@code CompressedTokensTest}).
 */
public abstract class CompressedInputBoundsBehaviour extends LineTest {
    protected CompressedInputBoundsBehaviour(JacksonLine line) {
        super(line);
    }

    private Failure refused(Executable read) {
        return line.failure(assertThrows(Throwable.class, read));
    }

    /**
     * The 153-byte document of 4,190,000 empty objects, within the decompression floor: read as a
     * tree or as {@code Object} it ended in OutOfMemoryError at -Xmx256m (about 250 MB).
     */
    @Test
    void theTokenBombIsRefusedAsALimitReadAsATreeOrAsObject() {
        byte[] bomb = HostileDocuments.bomb();
        Mapper mapper = line.mapper();
        List<Executable> reads = List.of(
                () -> mapper.readTree(bomb),
                () -> mapper.read(bomb, Object.class),
                () -> mapper.read(new ByteArrayInputStream(bomb), Object.class));
        for (Executable read : reads) {
            Failure f = refused(read);
            assertEquals(Failure.Family.CONSTRAINTS, f.family(), line.name() + ": " + f.exception());
            assertTrue(f.message().startsWith("compressed document yields more than 100000 tokens"), f.message());
        }
    }

    /**
     * A streamed string of more bytes than maxStringLength (up to 3 a char) was brought in whole
     * before its chars were counted: with Jackson 3's default of 100,000,000 chars a Boot 4 server
     * answered a body of one 200 MB string with 500 (OutOfMemoryError in FracReader.fill). It is
     * refused once past the limit, having taken little more than the limit's bytes from the stream.
     */
    @Test
    void aStreamedStringIsRefusedOnceItPassesMaxStringLength() throws Exception {
        int maxChars = 100_000;
        Mapper mapper = line.factory(Settings.defaults().readLimit(ReadLimit.STRING_LENGTH, maxChars)).mapper();
        byte[] doc = line.mapper().write("x".repeat(250_000)); // within 3 bytes a char: its chars must be counted
        CountingInputStream in = new CountingInputStream(doc);
        Failure f = refused(() -> mapper.read(in, Object.class));
        assertEquals(Failure.Family.CONSTRAINTS, f.family(), line.name() + ": " + f.exception());
        assertTrue(f.message().startsWith("string of 250000 bytes holds more than the maximum of 100000 chars"),
                f.message());
        assertTrue(in.taken() < maxChars + 10_000, in.taken() + " bytes taken from the stream");
    }
}
