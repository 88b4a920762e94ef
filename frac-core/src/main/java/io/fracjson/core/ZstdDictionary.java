package io.fracjson.core;

import com.github.luben.zstd.ZstdDictCompress;
import com.github.luben.zstd.ZstdDictDecompress;
import com.github.luben.zstd.ZstdDictTrainer;
import com.github.luben.zstd.ZstdException;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Iterator;
import java.util.LinkedHashMap;

/**
 * A zstd dictionary shared by the writer and the reader of documents (FORMAT.md section 5).
 * Nothing in a document names its dictionary: both sides must use the same bytes, and
 * {@link #fingerprint()} identifies them.
 *
 * <p>zstd digests a dictionary before use, which is expensive; this class does it once for
 * decompression (when the dictionary is made, which also validates it, for compression too) and once per
 * compression level for the few levels used most recently ({@value #KEPT_LEVELS}; each holds
 * native memory about the dictionary's size), and shares the results between threads, so keep
 * one instance per dictionary.
 *
 * <p>Java serialization stores the dictionary bytes only; zstd digests them again after reading.
 */
public final class ZstdDictionary implements Serializable {
    private static final long serialVersionUID = 1L;

    private static final int DIGESTED_PARAMS_CUTOFF = 128 * 1024;
    private static final int DIGESTED_PARAMS_DICT_MULTIPLIER = 6;
    /** The first 4 bytes (little-endian) of a dictionary in zstd's format; other bytes are raw content. */
    private static final int ZSTD_DICT_MAGIC = 0xEC30A437;
    /** Digested compressors kept, one per compression level, the most recently used. */
    static final int KEPT_LEVELS = 4;

    private final byte[] bytes;
    /** In zstd's format (entropy tables, then content), as trained dictionaries are; else raw content. */
    private final boolean hasZstdFormat;
    private transient volatile String fingerprint;
    /** By level, in order of use (the least recently used first); guarded by itself. */
    private final transient LinkedHashMap<Integer, Compressor> compressors = new LinkedHashMap<>(8, 0.75f, true);
    private final transient ZstdDictDecompress decompressor;

    /** @throws IllegalArgumentException if zstd cannot digest bytes that claim its dictionary format */
    private ZstdDictionary(byte[] bytes) {
        ZstdNative.require();
        this.bytes = bytes;
        this.hasZstdFormat = bytes.length >= 4 && (int) LittleEndian.INT.get(bytes, 0) == ZSTD_DICT_MAGIC;
        try {
            if (hasZstdFormat) {
                // zstd's compressor reads the entropy tables more strictly than its decompressor, at any level alike.
                new ZstdDictCompress(bytes, 1).close();
            }
            this.decompressor = new ZstdDictDecompress(bytes);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("not a valid zstd dictionary: its " + bytes.length + " bytes start"
                    + " with zstd's dictionary magic number but zstd cannot load its entropy tables (" + e.getMessage()
                    + "); a dictionary must be the exact bytes zstd trained (or raw content without that magic number)", e);
        }
    }

    /**
     * A dictionary of these bytes (copied): a trained zstd dictionary or raw content. A
     * dictionary in zstd's format is loaded here, so one that is cut short or damaged is refused
     * now rather than at the first read or write.
     *
     * @throws IllegalArgumentException for null or no bytes, or bytes that start with zstd's
     *         dictionary magic number but that zstd cannot load
     */
    public static ZstdDictionary of(byte[] bytes) {
        if (bytes == null) {
            throw new IllegalArgumentException("the zstd dictionary bytes are null");
        }
        if (bytes.length == 0) {
            throw new IllegalArgumentException("a zstd dictionary cannot be empty");
        }
        return new ZstdDictionary(bytes.clone());
    }

    /**
     * Trains a dictionary of at most {@code maxSize} bytes from sample documents (for
     * frac_json, typically the encoded bodies of representative documents).
     *
     * @throws IllegalArgumentException when zstd cannot train from these samples (too few or too small)
     */
    public static ZstdDictionary train(List<byte[]> samples, int maxSize) {
        long total = 0;
        for (byte[] sample : samples) {
            total += sample.length;
        }
        if (total > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("samples total " + total + " bytes; at most 2 GiB can be trained from");
        }
        ZstdNative.require();
        ZstdDictTrainer trainer = new ZstdDictTrainer((int) total, maxSize);
        for (byte[] sample : samples) {
            trainer.addSample(sample);
        }
        try {
            return new ZstdDictionary(trainer.trainSamples());
        } catch (ZstdException e) {
            throw new IllegalArgumentException("zstd could not train a dictionary from " + samples.size()
                    + " samples of " + total + " bytes: " + e.getMessage(), e);
        }
    }

    /**
     * Trains a dictionary of at most {@code maxSize} bytes from uncompressed frac_json documents
     * (written with the keys table the dictionary will be used with): on their bodies, which is
     * what a dictionary compresses.
     *
     * @throws IllegalArgumentException when a sample is not an uncompressed frac_json document,
     *         or zstd cannot train from these samples (too few or too small)
     */
    public static ZstdDictionary trainOnDocuments(List<byte[]> documents, int maxSize) {
        List<byte[]> bodies = new ArrayList<>(documents.size());
        for (byte[] document : documents) {
            if (!DocumentHeader.isUncompressedDocument(document)) {
                throw new IllegalArgumentException("sample " + bodies.size() + " is not an uncompressed frac_json"
                        + " document (header 'F' 'J' 0x00): train on documents written without compression");
            }
            bodies.add(Arrays.copyOfRange(document, DocumentHeader.SIZE, document.length));
        }
        return train(bodies, maxSize);
    }

    /** The dictionary bytes (a copy). */
    public byte[] toBytes() {
        return bytes.clone();
    }

    public int size() {
        return bytes.length;
    }

    /**
     * Identifies this dictionary, for storing beside the documents compressed with it and
     * checking on read: a document does not name its dictionary. The same rule as
     * {@link KeysTable#fingerprint()}: the first 8 bytes of the SHA-256 digest of
     * {@link #toBytes()}, as 16 lowercase hex digits.
     */
    public String fingerprint() {
        String f = fingerprint;
        if (f == null) {
            f = Fingerprint.of(bytes);
            fingerprint = f;
        }
        return f;
    }

    /**
     * Whether zstd compresses {@code srcSize} bytes with this dictionary's digested form
     * ({@link #compressor}) exactly as it does with the raw bytes, as the reference encoder loads
     * them. zstd 1.5.5 keeps a digested dictionary's parameters only below
     * {@code max(128 KiB, 6 x its content size)} ({@code ZSTD_USE_CDICT_PARAMS_SRCSIZE_CUTOFF} and
     * {@code ZSTD_USE_CDICT_PARAMS_DICTSIZE_MULTIPLIER}); above, it derives them from the input
     * size, as it does for a raw dictionary, but not identically. The content size of a dictionary
     * in zstd's format is its size less its entropy tables, which zstd-jni does not report: for
     * those, only the 128 KiB bound is used, which is safe, just slower for a few sizes.
     */
    boolean digestedMatchesRaw(int srcSize) {
        return srcSize < DIGESTED_PARAMS_CUTOFF
                || !hasZstdFormat && srcSize < (long) DIGESTED_PARAMS_DICT_MULTIPLIER * bytes.length;
    }

    /** The bytes themselves, not a copy: for the writer to hand to zstd. */
    byte[] bytes() {
        return bytes;
    }

    /**
     * The dictionary digested for compressing at {@code level}, until {@link #release}: levels can
     * come from per-call settings, so only the {@value #KEPT_LEVELS} most recently used are kept,
     * and one pushed out is freed once its last user releases it (a context that loaded it refers
     * to its native memory until reset).
     */
    Compressor acquireCompressor(int level) {
        synchronized (compressors) {
            Compressor c = compressors.get(level);
            if (c == null) {
                c = new Compressor(new ZstdDictCompress(bytes, level));
                compressors.put(level, c);
                if (compressors.size() > KEPT_LEVELS) {
                    Iterator<Compressor> eldest = compressors.values().iterator();
                    Compressor evicted = eldest.next();
                    eldest.remove();
                    evicted.evicted = true;
                    evicted.freeIfUnused();
                }
            }
            c.users++;
            return c;
        }
    }

    void release(Compressor c) {
        synchronized (compressors) {
            c.users--;
            c.freeIfUnused();
        }
    }

    /** How many digested compressors this dictionary holds (for tests). */
    int compressorsHeld() {
        synchronized (compressors) {
            return compressors.size();
        }
    }

    /** A digested compressor and its users; guarded by the dictionary's map. */
    static final class Compressor {
        private final ZstdDictCompress digested;
        private int users;
        private boolean evicted;

        private Compressor(ZstdDictCompress digested) {
            this.digested = digested;
        }

        ZstdDictCompress digested() {
            return digested;
        }

        private void freeIfUnused() {
            if (evicted && users == 0) {
                digested.close();
            }
        }
    }

    ZstdDictDecompress decompressor() {
        return decompressor;
    }

    /** Serialized as its bytes. */
    private Object writeReplace() {
        return new SerializedBytes(SerializedBytes.Kind.ZSTD_DICTIONARY, bytes);
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw SerializedBytes.notThisForm(ZstdDictionary.class);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ZstdDictionary && Arrays.equals(bytes, ((ZstdDictionary) o).bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    /** Shown with its fingerprint, which identifies the bytes wherever they are stored. */
    @Override
    public String toString() {
        return "ZstdDictionary[" + bytes.length + " bytes, fingerprint " + fingerprint() + "]";
    }
}
