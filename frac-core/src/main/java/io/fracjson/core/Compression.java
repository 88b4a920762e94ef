package io.fracjson.core;

import com.github.luben.zstd.Zstd;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Objects;

/**
 * How a document body is stored: plain, or as one zstd frame at a level, optionally
 * with a dictionary (FORMAT.md sections 1 and 5) and zstd's content checksum. Immutable. Java
 * serialization stores the level, the checksum choice and the dictionary's bytes, and checks
 * them again when reading.
 */
public final class Compression implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Plain bodies: no zstd. */
    public static final Compression NONE = new Compression(0, null, false);

    private final int level;
    private final ZstdDictionary dictionary;
    private final boolean checksum;

    private Compression(int level, ZstdDictionary dictionary, boolean checksum) {
        this.level = level;
        this.dictionary = dictionary;
        this.checksum = checksum;
    }

    /**
     * zstd at {@code level}, with an optional dictionary (null for none). Level 0 means no
     * compression (and then no dictionary may be given); the reference's benchmarks use 3.
     */
    public static Compression zstd(int level, ZstdDictionary dictionary) {
        if (level == 0) {
            if (dictionary != null) {
                throw new IllegalArgumentException("a zstd dictionary needs a compression level other than 0");
            }
            return NONE;
        }
        ZstdNative.require();
        if (level < Zstd.minCompressionLevel() || level > Zstd.maxCompressionLevel()) {
            throw new IllegalArgumentException("zstd level " + level + " is outside " + Zstd.minCompressionLevel()
                    + ".." + Zstd.maxCompressionLevel());
        }
        return new Compression(level, dictionary, false);
    }

    public static Compression zstd(int level) {
        return zstd(level, null);
    }

    /**
     * The same, with or without zstd's content checksum in each frame (4 bytes: the low 32 bits
     * of the XXH64 of the body). Readers verify a checksum whenever a frame has one, so a body
     * changed in storage or transit fails to read instead of decoding to other data. The
     * reference writes none, and byte-identical output with it needs none; plain bodies have no
     * frame to hold one, so for {@link #NONE} this changes nothing.
     */
    public Compression withChecksum(boolean checksum) {
        return checksum == this.checksum || level == 0 ? this : new Compression(level, dictionary, checksum);
    }

    /** Whether frames carry zstd's content checksum. */
    public boolean hasChecksum() {
        return checksum;
    }

    public boolean isCompressed() {
        return level != 0;
    }

    /** The zstd level, 0 for none. */
    public int level() {
        return level;
    }

    /** The dictionary, or null. */
    public ZstdDictionary dictionary() {
        return dictionary;
    }

    /** The header's config byte for this compression. */
    int configByte() {
        if (level == 0) {
            return 0;
        }
        return DocumentHeader.config(true, dictionary != null);
    }

    private Object writeReplace() {
        return new SerializedForm(level, dictionary, checksum);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw SerializedBytes.notThisForm(Compression.class);
    }

    private static final class SerializedForm implements Serializable {
        private static final long serialVersionUID = 1L;

        private final int level;
        private final ZstdDictionary dictionary;
        /** Absent (false) in forms serialized before checksums existed. */
        private final boolean checksum;

        SerializedForm(int level, ZstdDictionary dictionary, boolean checksum) {
            this.level = level;
            this.dictionary = dictionary;
            this.checksum = checksum;
        }

        private Object readResolve() throws InvalidObjectException {
            try {
                return zstd(level, dictionary).withChecksum(checksum);
            } catch (IllegalArgumentException e) {
                throw SerializedBytes.invalid("compression", e);
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Compression && level == ((Compression) o).level && checksum == ((Compression) o).checksum
                && Objects.equals(dictionary, ((Compression) o).dictionary);
    }

    @Override
    public int hashCode() {
        return Objects.hash(level, dictionary, checksum);
    }

    @Override
    public String toString() {
        return level == 0 ? "Compression.NONE" : "Compression[zstd " + level + (dictionary == null ? "" : ", " + dictionary)
                + (checksum ? ", checksum" : "") + "]";
    }
}
