package io.fracjson.core;

import com.github.luben.zstd.Zstd;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.Objects;

/**
 * How a document body is stored: plain, or as one zstd frame at a level, optionally
 * with a dictionary (FORMAT.md sections 1 and 5). Immutable. Java serialization stores the
 * level and the dictionary's bytes, and checks them again when reading.
 */
public final class Compression implements Serializable {
    private static final long serialVersionUID = 1L;

    /** Plain bodies: no zstd. */
    public static final Compression NONE = new Compression(0, null);

    private final int level;
    private final ZstdDictionary dictionary;

    private Compression(int level, ZstdDictionary dictionary) {
        this.level = level;
        this.dictionary = dictionary;
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
        if (level < Zstd.minCompressionLevel() || level > Zstd.maxCompressionLevel()) {
            throw new IllegalArgumentException("zstd level " + level + " is outside " + Zstd.minCompressionLevel()
                    + ".." + Zstd.maxCompressionLevel());
        }
        return new Compression(level, dictionary);
    }

    public static Compression zstd(int level) {
        return zstd(level, null);
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
        return new SerializedForm(level, dictionary);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("a Compression is read from its serialized form");
    }

    private static final class SerializedForm implements Serializable {
        private static final long serialVersionUID = 1L;

        private final int level;
        private final ZstdDictionary dictionary;

        SerializedForm(int level, ZstdDictionary dictionary) {
            this.level = level;
            this.dictionary = dictionary;
        }

        private Object readResolve() throws InvalidObjectException {
            try {
                return zstd(level, dictionary);
            } catch (IllegalArgumentException e) {
                InvalidObjectException invalid = new InvalidObjectException("invalid serialized compression: "
                        + e.getMessage());
                invalid.initCause(e);
                throw invalid;
            }
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Compression && level == ((Compression) o).level
                && Objects.equals(dictionary, ((Compression) o).dictionary);
    }

    @Override
    public int hashCode() {
        return Objects.hash(level, dictionary);
    }

    @Override
    public String toString() {
        return level == 0 ? "Compression.NONE" : "Compression[zstd " + level + (dictionary == null ? "" : ", " + dictionary) + "]";
    }
}
