package io.fracjson.core;

import java.io.InvalidObjectException;
import java.io.Serializable;

/**
 * The serialized form of a value whose bytes are all it is (a {@link KeysTable} in the reference
 * layout, a {@link ZstdDictionary}): Java serialization writes the bytes, and reading them back
 * builds the value again through its own checks, so a stream cannot make a value its bytes would
 * not. An invalid stream ends in an InvalidObjectException naming what it should have held (as
 * {@link Compression}'s own form does, through {@link #invalid} and {@link #notThisForm}).
 */
final class SerializedBytes implements Serializable {
    private static final long serialVersionUID = 1L;

    /** What the bytes are, and how they become it again. */
    enum Kind {
        KEYS_TABLE("keys table") {
            @Override
            Object read(byte[] bytes) throws FracFormatException {
                KeysTable table = KeysTable.fromBytes(bytes);
                return table.size() == 0 ? KeysTable.EMPTY : table;
            }
        },
        ZSTD_DICTIONARY("zstd dictionary") {
            @Override
            Object read(byte[] bytes) {
                return ZstdDictionary.of(bytes);
            }
        };

        private final String what;

        Kind(String what) {
            this.what = what;
        }

        abstract Object read(byte[] bytes) throws FracFormatException;
    }

    private final Kind kind;
    private final byte[] bytes;

    SerializedBytes(Kind kind, byte[] bytes) {
        this.kind = kind;
        this.bytes = bytes;
    }

    /** For the value's {@code readObject}: a value is read only from this form. */
    static InvalidObjectException notThisForm(Class<?> type) {
        return new InvalidObjectException("a " + type.getSimpleName() + " is read from its serialized form");
    }

    /** What a serialized form's readResolve throws when its value refuses what the stream held. */
    static InvalidObjectException invalid(String what, Exception refusal) {
        InvalidObjectException invalid = new InvalidObjectException("invalid serialized " + what + ": "
                + refusal.getMessage());
        invalid.initCause(refusal);
        return invalid;
    }

    private Object readResolve() throws InvalidObjectException {
        try {
            return kind.read(bytes);
        } catch (FracFormatException | IllegalArgumentException e) {
            throw invalid(kind.what, e);
        }
    }
}
