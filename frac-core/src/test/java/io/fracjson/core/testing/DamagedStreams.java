package io.fracjson.core.testing;

import io.fracjson.core.Compression;
import io.fracjson.core.FracWriter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Issue 17 section 5's stream: {@link #DOCUMENTS} documents
 * {@code {"id": i, "name": "record i", "tags": ["t" + i, null]}}, the one of id {@link #DAMAGED}
 * (the 10th) damaged as streams meet damage, written as plain concatenation or as this library's
 * length-prefixed sequence. For the core's and both adapters' tests of what each survives.
 */
public final class DamagedStreams {
    public static final int DOCUMENTS = 20;
    /** The id of the damaged document, the 10th. */
    public static final int DAMAGED = 9;

    /** What happened to the damaged document. */
    public enum Damage {
        /** Its header's config byte says version 15: refused where it is read. */
        BAD_HEADER_BYTE,
        /** Its last 4 bytes are missing, as if its writer had cut it short. */
        TRUNCATED,
        /** Its root object's count is one too low: "tags" and its array follow the root's end. */
        COUNT_TOO_LOW,
        /** The null in its "tags" is the reserved type byte 0xFE: refused where it is read, inside the document. */
        RESERVED_TYPE_BYTE
    }

    private DamagedStreams() {
    }

    /** The document of {@code id}, uncompressed, or compressed at zstd level 3. */
    public static byte[] document(int id, boolean compressed) {
        try (FracWriter w = new FracWriter()) {
            w.writeStartObject();
            w.writeKey("id");
            w.writeLong(id);
            w.writeKey("name");
            w.writeString("record " + id);
            w.writeKey("tags");
            w.writeStartArray();
            w.writeString("t" + id);
            w.writeNull();
            w.writeEndArray();
            w.writeEndObject();
            return w.toDocument(compressed ? Compression.zstd(3) : Compression.NONE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The documents, that of id {@link #DAMAGED} damaged (the damage applies to its stored bytes). */
    public static List<byte[]> documents(Damage damage, boolean compressed) {
        List<byte[]> documents = new ArrayList<>();
        for (int id = 0; id < DOCUMENTS; id++) {
            byte[] d = document(id, compressed);
            documents.add(id == DAMAGED ? damaged(d, damage, compressed) : d);
        }
        return documents;
    }

    private static byte[] damaged(byte[] document, Damage damage, boolean compressed) {
        byte[] d = document.clone();
        switch (damage) {
            case BAD_HEADER_BYTE:
                d[2] = 0x0F;
                return d;
            case TRUNCATED:
                return Arrays.copyOf(d, d.length - 4);
            default:
                if (compressed) {
                    throw new IllegalArgumentException(damage + " is made in an uncompressed body");
                }
                if (damage == Damage.COUNT_TOO_LOW) {
                    d[3]--; // the root object's tiny header: 3 entries become 2
                } else {
                    d[d.length - 1] = (byte) 0xFE; // the document's last byte, the null
                }
                return d;
        }
    }

    /** The documents back to back, as the format stores a stream of them. */
    public static byte[] concatenated(Damage damage) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        documents(damage, false).forEach(out::writeBytes);
        return out.toByteArray();
    }

    /**
     * The documents as this library's length-prefixed sequence, each prefix the length of the bytes
     * it precedes, written here by the README's layout (4 bytes, unsigned little-endian), not by the
     * library's writer.
     */
    public static byte[] lengthPrefixed(Damage damage, boolean compressed) {
        return lengthPrefixed(documents(damage, compressed));
    }

    /** These bytes as records of a length-prefixed sequence, by the README's layout. */
    public static byte[] lengthPrefixed(List<byte[]> records) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] r : records) {
            int n = r.length;
            out.writeBytes(new byte[] {(byte) n, (byte) (n >>> 8), (byte) (n >>> 16), (byte) (n >>> 24)});
            out.writeBytes(r);
        }
        return out.toByteArray();
    }

    /** The ids a reader should deliver from a length-prefixed sequence: all but the damaged one. */
    public static List<Integer> allButTheDamaged() {
        List<Integer> ids = new ArrayList<>();
        for (int id = 0; id < DOCUMENTS; id++) {
            if (id != DAMAGED) {
                ids.add(id);
            }
        }
        return ids;
    }

    /** The ids before the damaged one: what survives it in concatenated documents. */
    public static List<Integer> beforeTheDamaged() {
        return allButTheDamaged().subList(0, DAMAGED);
    }
}
