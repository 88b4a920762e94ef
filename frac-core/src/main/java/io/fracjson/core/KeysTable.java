package io.fracjson.core;

import java.io.InvalidObjectException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A global keys table (FORMAT.md section 4): keys known ahead of time, which documents
 * then refer to by index. Immutable and safe to share between threads; the writer and
 * the reader of a document must use the same table.
 *
 * <p>Layout: {@code config:u8 (0) count:u16 entry[count]}, {@code entry = length:u16 bytes}.
 * Java serialization stores the table in this layout, and reads it back through
 * {@link #fromBytes}, which checks it again.
 */
public final class KeysTable implements Serializable {
    private static final long serialVersionUID = 1L;
    /** The last {@link #id} given (declared before {@link #EMPTY}, the first table made). */
    private static final AtomicLong IDS = new AtomicLong();

    /** The table of no keys: what a reader uses when none is given. */
    public static final KeysTable EMPTY = new KeysTable(new String[0]);

    /**
     * The largest keys table, or zstd dictionary, a registry entry or a file given to the command
     * line may hold (16 MiB): a table of 255 keys of 65,535 bytes fits, and real ones are a few KB
     * (zstd's dictionaries some 100 KB). Larger ones are refused unread.
     */
    public static final int MAX_STORED_BYTES = 16 << 20;

    private final String[] keys;
    /** Key to its first index. */
    private final GlobalKeyIndex indexes;
    /** The length in chars of the longest key, for readers with a char limit on keys. */
    private final int maxKeyChars;
    /** The length of {@link #toBytes()}, for caches bounded in bytes. */
    private final long storedBytes;
    /**
     * Computed on first use. Racy but safe, as String.hash is: every thread computes the same
     * immutable String, so seeing null at worst means computing it again.
     */
    private String fingerprint;
    /**
     * A number no other table made in this JVM has: a writer tells by it, without keeping the
     * table reachable, whether a table is the one it last wrote with.
     */
    private final long id = IDS.incrementAndGet();

    /**
     * Keys are interned, once per table: code that compares keys with string constants
     * (as Jackson's databind does) then finds them by identity.
     */
    private KeysTable(String[] keys) {
        for (int i = 0; i < keys.length; i++) {
            keys[i] = keys[i].intern();
        }
        this.keys = keys;
        this.indexes = GlobalKeyIndex.of(keys);
        int longest = 0;
        long stored = 3;
        for (String key : keys) {
            longest = Math.max(longest, key.length());
            stored += 2 + Utf8.length(key);
        }
        this.maxKeyChars = longest;
        this.storedBytes = stored;
    }

    /**
     * A table of these keys, in this order.
     *
     * @throws IllegalArgumentException for a null list, more than 65,535 keys, a key over 65,535
     *         UTF-8 bytes, a null key, one with an unpaired surrogate, or a key given twice (a
     *         document could only ever refer to its first position)
     */
    public static KeysTable of(List<String> keys) {
        if (keys == null) {
            throw new IllegalArgumentException("the list of keys is null");
        }
        if (keys.size() > Format.MAX_U16) {
            throw new IllegalArgumentException("a keys table holds at most 65535 keys, got " + keys.size());
        }
        String[] array = keys.toArray(new String[0]);
        Map<String, Integer> positions = new HashMap<>(array.length * 2);
        for (int i = 0; i < array.length; i++) {
            String key = array[i];
            if (key == null) {
                throw new IllegalArgumentException("key " + i + " is null");
            }
            Integer first = positions.putIfAbsent(key, i);
            if (first != null) {
                throw new IllegalArgumentException("key " + i + " \"" + key + "\" is also key " + first
                        + "; a keys table holds each key once");
            }
            int length = Utf8.encodedLength(key.toCharArray(), key.length());
            if (length < 0) {
                throw new IllegalArgumentException("key " + i + " has an unpaired surrogate at char " + (-1 - length));
            }
            if (length > Format.MAX_U16) {
                throw new IllegalArgumentException("key " + i + " is " + length + " UTF-8 bytes; at most 65535 allowed");
            }
        }
        return new KeysTable(array);
    }

    /**
     * Reads a table in the reference layout. A key may appear more than once, as the reference
     * allows; documents refer to its first position.
     *
     * @throws IllegalArgumentException for null
     */
    public static KeysTable fromBytes(byte[] bytes) throws FracFormatException {
        if (bytes == null) {
            throw new IllegalArgumentException("the keys table bytes are null");
        }
        if (bytes.length < 3) {
            throw new FracFormatException("keys table truncated: " + bytes.length + " bytes, the header needs 3", 0);
        }
        if (bytes[0] != 0) {
            throw new FracFormatException("keys table config byte is " + (bytes[0] & 0xFF) + ", expected 0", 0);
        }
        int count = u16(bytes, 1);
        // Each entry takes at least its two length bytes: refuse a count the input cannot hold.
        if ((long) count * 2 > bytes.length - 3) {
            throw new FracFormatException("keys table count " + count + " needs at least " + count * 2
                    + " bytes but only " + (bytes.length - 3) + " remain", 1);
        }
        String[] keys = new String[count];
        int pos = 3;
        for (int i = 0; i < count; i++) {
            if (bytes.length - pos < 2) {
                throw new FracFormatException("keys table truncated in the length of key " + i, pos);
            }
            int length = u16(bytes, pos);
            pos += 2;
            if (length > bytes.length - pos) {
                throw new FracFormatException("keys table key " + i + " length " + length + " exceeds remaining "
                        + (bytes.length - pos) + " bytes", pos - 2);
            }
            keys[i] = Utf8.decodeStrict(bytes, pos, length);
            if (keys[i] == null) {
                throw new FracFormatException("keys table key " + i + " is not valid UTF-8",
                        Utf8.firstInvalid(bytes, pos, length));
            }
            pos += length;
        }
        if (pos != bytes.length) {
            throw new FracFormatException("keys table has " + (bytes.length - pos) + " bytes after its last key", pos);
        }
        return new KeysTable(keys);
    }

    /** See {@link #id}. */
    long id() {
        return id;
    }

    /** Serialized as its bytes in the reference layout. */
    private Object writeReplace() {
        return new SerializedBytes(SerializedBytes.Kind.KEYS_TABLE, toBytes());
    }

    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw SerializedBytes.notThisForm(KeysTable.class);
    }

    private static int u16(byte[] b, int pos) {
        return (b[pos] & 0xFF) | (b[pos + 1] & 0xFF) << 8;
    }

    /** The table in the reference layout. */
    public byte[] toBytes() {
        byte[][] encoded = new byte[keys.length][];
        int size = 3;
        for (int i = 0; i < keys.length; i++) {
            encoded[i] = keys[i].getBytes(StandardCharsets.UTF_8); // validated by of()/fromBytes()
            size += 2 + encoded[i].length;
        }
        byte[] out = new byte[size];
        out[1] = (byte) keys.length;
        out[2] = (byte) (keys.length >>> 8);
        int pos = 3;
        for (byte[] key : encoded) {
            out[pos++] = (byte) key.length;
            out[pos++] = (byte) (key.length >>> 8);
            System.arraycopy(key, 0, out, pos, key.length);
            pos += key.length;
        }
        return out;
    }

    /**
     * Identifies this table, for storing beside the documents written with it and checking on
     * read: a document does not name its table, and one of the same size but other keys or
     * order decodes silently to wrong keys. The first 8 bytes of the SHA-256 digest of
     * {@link #toBytes()}, as 16 lowercase hex digits; this definition never changes, so stored
     * fingerprints stay valid, and it can be computed without this library.
     */
    public String fingerprint() {
        String f = fingerprint;
        if (f == null) {
            f = Fingerprint.of(toBytes());
            fingerprint = f;
        }
        return f;
    }

    public int size() {
        return keys.length;
    }

    /**
     * The length of {@link #toBytes()}: what a file or a registry entry of this table holds, and
     * about what its keys take in memory, for caches bounded in bytes. Tables of up to
     * {@link #MAX_STORED_BYTES} are what registries and the command line accept.
     */
    public long storedBytes() {
        return storedBytes;
    }

    /** The key at {@code index}. */
    public String key(int index) {
        return keys[index];
    }

    /** The first index of {@code key}, or -1 if the table does not hold it. */
    public int indexOf(String key) {
        return key == null ? -1 : indexes.indexOf(key);
    }

    /** The writer's index of the keys: {@link #indexOf} without its null check. */
    GlobalKeyIndex index() {
        return indexes;
    }

    /** The length in chars of the longest key. */
    int maxKeyChars() {
        return maxKeyChars;
    }

    /** The keys in order; the reader shares this array, so it is never handed out. */
    String[] keysArray() {
        return keys;
    }

    public List<String> keys() {
        return List.of(keys);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof KeysTable && Arrays.equals(keys, ((KeysTable) o).keys);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(keys);
    }

    @Override
    public String toString() {
        return "KeysTable[" + keys.length + " keys, fingerprint " + fingerprint() + "]";
    }
}
