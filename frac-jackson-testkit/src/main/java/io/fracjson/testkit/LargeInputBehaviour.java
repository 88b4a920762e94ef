package io.fracjson.testkit;

import io.fracjson.testkit.JacksonLine.Parser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A ~1 GB document, synthesised on the fly, parses token by token in a JVM with a 64 MB heap:
 * stream input goes through the core's bounded window, never buffered whole.
 */
@Tag("LargeInput")
public abstract class LargeInputBehaviour extends LineTest {
    /** Elements of the root array; each after the first is {@link #ELEMENT_BYTES} bytes. */
    static final long ELEMENTS = 12_600_000;
    static final int ELEMENT_BYTES = 85;

    protected LargeInputBehaviour(JacksonLine line) {
        super(line);
    }

    @Test
    void parsesAGigabyteInA64MegabyteHeap() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process child = new ProcessBuilder(List.of(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
                Child.class.getName(), line.getClass().getName())).redirectErrorStream(true).start();
        String output;
        try (InputStream in = child.getInputStream()) {
            boolean done = child.waitFor(120, TimeUnit.SECONDS);
            if (!done) {
                child.destroyForcibly();
            }
            assertTrue(done, "the child JVM did not finish within 120 s");
            output = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(0, child.exitValue(), output);
        assertEquals("tokens=" + (2 + 6 * ELEMENTS), output.strip());
    }

    /**
     * Runs in the child JVM: parses the synthetic document with the line named by its argument (a
     * {@link JacksonLine} class whose static field {@code LINE} is the line) and prints the token count.
     */
    public static final class Child {
        public static void main(String[] args) throws IOException, ReflectiveOperationException {
            JacksonLine line = (JacksonLine) Class.forName(args[0]).getField("LINE").get(null);
            long tokens = 0;
            try (Parser p = line.factory().parser(new SyntheticDocument())) {
                Token t;
                while ((t = p.nextToken()) != null) {
                    tokens++;
                    if (t == Token.INT && p.intValue() != 1) {
                        throw new IllegalStateException("wrong value at token " + tokens);
                    }
                }
            }
            System.out.println("tokens=" + tokens);
        }
    }

    /**
     * {@code [{"id": "x"*80, "name": 1}, ...]} as frac_json: the first element writes its keys,
     * the others refer back to them. Produced on demand, a pattern copied into the caller's buffer.
     */
    static final class SyntheticDocument extends InputStream {
        private final byte[] head;
        private final byte[] element;
        private final long length;
        private long position;

        SyntheticDocument() {
            byte[] text = new byte[80];
            java.util.Arrays.fill(text, (byte) 'x');
            java.io.ByteArrayOutputStream h = new java.io.ByteArrayOutputStream();
            h.writeBytes(new byte[] {'F', 'J', 0, 0x15});
            h.writeBytes(new byte[] {(byte) ELEMENTS, (byte) (ELEMENTS >>> 8), (byte) (ELEMENTS >>> 16),
                    (byte) (ELEMENTS >>> 24)});
            // First element: immediate keys "id" and "name".
            h.write(0x70);
            h.writeBytes(new byte[] {0x05, 'i', 'd', 0x66});
            h.writeBytes(text);
            h.writeBytes(new byte[] {0x07, 'n', 'a', 'm', 'e', (byte) 0xDF});
            head = h.toByteArray();
            java.io.ByteArrayOutputStream e = new java.io.ByteArrayOutputStream();
            e.writeBytes(new byte[] {0x70, 0x57, 0x66});
            e.writeBytes(text);
            e.writeBytes(new byte[] {0x58, (byte) 0xDF});
            element = e.toByteArray();
            if (element.length != ELEMENT_BYTES) {
                throw new IllegalStateException("element of " + element.length + " bytes");
            }
            length = head.length + (ELEMENTS - 1) * ELEMENT_BYTES;
        }

        @Override
        public int read() {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) {
            if (position >= length) {
                return -1;
            }
            int n = (int) Math.min(len, length - position);
            for (int i = 0; i < n; ) {
                long p = position + i;
                byte[] src;
                int at;
                if (p < head.length) {
                    src = head;
                    at = (int) p;
                } else {
                    src = element;
                    at = (int) ((p - head.length) % ELEMENT_BYTES);
                }
                int chunk = Math.min(n - i, src.length - at);
                System.arraycopy(src, at, b, off + i, chunk);
                i += chunk;
            }
            position += n;
            return n;
        }
    }
}
