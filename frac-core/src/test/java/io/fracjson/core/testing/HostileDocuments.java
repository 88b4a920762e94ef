package io.fracjson.core.testing;

import com.github.luben.zstd.Zstd;

import java.util.Arrays;

/** Small documents that ask a reader, or what its caller builds, for much more than their bytes. */
public final class HostileDocuments {
    private HostileDocuments() {
    }

    /**
     * Issue 40's bomb: a compressed document whose body is an array of {@code n} empty objects,
     * one byte each. With 4,190,000 it is 153 bytes, decompresses to under the ratio floor (4 MiB),
     * streams (it declares more than 1 MiB), and read as a tree needs about 250 MB of heap.
     */
    public static byte[] emptyObjects(int n) {
        byte[] body = new byte[5 + n];
        body[0] = 0x15; // array, u32 count
        body[1] = (byte) n;
        body[2] = (byte) (n >>> 8);
        body[3] = (byte) (n >>> 16);
        body[4] = (byte) (n >>> 24);
        Arrays.fill(body, 5, body.length, (byte) 0x6E); // empty object
        return compressed(body, 19);
    }

    /** A document whose zstd body (compressed at {@code level}, without a dictionary) is {@code body}. */
    public static byte[] compressed(byte[] body, int level) {
        byte[] frame = Zstd.compress(body, level);
        byte[] doc = new byte[3 + frame.length];
        doc[0] = 'F';
        doc[1] = 'J';
        doc[2] = 0x10; // version 0, zstd, no dictionary
        System.arraycopy(frame, 0, doc, 3, frame.length);
        return doc;
    }

    /** The 153-byte document of issue 40. */
    public static byte[] bomb() {
        return emptyObjects(4_190_000);
    }
}
