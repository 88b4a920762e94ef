package io.fracjson.kafka.testing;

import io.fracjson.core.testing.HostileDocuments;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/** Hostile frac_json documents. */
public final class Bombs {
    private Bombs() {
    }

    /**
     * A compressed document of a few KB whose body is one string of {@code length} bytes ('a'):
     * read in full, it would take some {@code 2 * length} bytes of heap.
     */
    public static byte[] zstdString(int length) {
        ByteBuffer body = ByteBuffer.allocate(5 + length).order(ByteOrder.LITTLE_ENDIAN);
        body.put((byte) 0x0F).putInt(length); // a string with a 32-bit length (FORMAT.md section 2)
        Arrays.fill(body.array(), 5, body.capacity(), (byte) 'a');
        return HostileDocuments.compressed(body.array(), 3);
    }
}
