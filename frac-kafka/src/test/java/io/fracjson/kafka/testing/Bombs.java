package io.fracjson.kafka.testing;

import com.github.luben.zstd.Zstd;

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
        byte[] frame = Zstd.compress(body.array(), 3);
        byte[] document = new byte[3 + frame.length];
        document[0] = 'F';
        document[1] = 'J';
        document[2] = 0x10; // zstd, no dictionary
        System.arraycopy(frame, 0, document, 3, frame.length);
        return document;
    }
}
