package io.fracjson.core;

import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Decoded documents compared exactly, for the fuzz and round-trip tests: unlike
 * {@link DataModel} (LinkedHashMap), objects keep every member in order, duplicate keys
 * included, so no decoded datum can vanish unnoticed; floats are compared by their raw
 * bits (records compare doubles numerically, so -0.0 and NaN payloads would blur).
 * Values are null, Boolean, Long, BigInteger (above Long.MAX_VALUE), {@link Float64},
 * String, {@link FracObject} and List (arrays).
 */
final class ExactModel {
    private ExactModel() {
    }

    /** A float32 or float64, as the reader widens it to a double, by its raw bits. */
    record Float64(long bits) {
        double value() {
            return Double.longBitsToDouble(bits);
        }
    }

    record Member(String key, Object value) {
    }

    record FracObject(List<Member> members) {
    }

    /** Every document of the reader's input, every string decoded. */
    static List<Object> readAll(FracReader r) throws IOException {
        List<Object> documents = new ArrayList<>();
        while (r.next() != null) {
            documents.add(read(r));
        }
        return documents;
    }

    /** The value whose first token the reader is at. Recursive: depth is bounded by the read limits. */
    static Object read(FracReader r) throws IOException {
        switch (r.token()) {
            case START_OBJECT: {
                List<Member> members = new ArrayList<>();
                while (r.next() == FracToken.KEY) {
                    String key = r.key();
                    r.next();
                    members.add(new Member(key, read(r)));
                }
                return new FracObject(members);
            }
            case START_ARRAY: {
                List<Object> elements = new ArrayList<>();
                while (r.next() != FracToken.END_ARRAY) {
                    elements.add(read(r));
                }
                return elements;
            }
            case STRING:
                return r.string();
            case INT:
                return r.longValue();
            case UINT64:
                return r.bigIntegerValue();
            case FLOAT32:
            case FLOAT64:
                return new Float64(Double.doubleToRawLongBits(r.doubleValue()));
            case TRUE:
                return Boolean.TRUE;
            case FALSE:
                return Boolean.FALSE;
            case NULL:
                return null;
            default:
                throw new IllegalStateException("a value cannot start with " + r.token());
        }
    }

    /** Writes a value; containers declare their count up front when {@code sized}. */
    static void write(Object value, FracWriter w, boolean sized) throws IOException {
        if (value instanceof FracObject) {
            List<Member> members = ((FracObject) value).members();
            if (sized) {
                w.writeStartObject(members.size());
            } else {
                w.writeStartObject();
            }
            for (Member m : members) {
                w.writeKey(m.key());
                write(m.value(), w, sized);
            }
            w.writeEndObject();
        } else if (value instanceof List) {
            List<?> elements = (List<?>) value;
            if (sized) {
                w.writeStartArray(elements.size());
            } else {
                w.writeStartArray();
            }
            for (Object e : elements) {
                write(e, w, sized);
            }
            w.writeEndArray();
        } else if (value instanceof String) {
            w.writeString((String) value);
        } else if (value instanceof Long) {
            w.writeLong((Long) value);
        } else if (value instanceof BigInteger) {
            w.writeBigInteger((BigInteger) value, true);
        } else if (value instanceof Float64) {
            w.writeDouble(((Float64) value).value());
        } else if (value instanceof Boolean) {
            w.writeBoolean((Boolean) value);
        } else if (value == null) {
            w.writeNull();
        } else {
            throw new IllegalArgumentException("not an exact model value: " + value.getClass());
        }
    }

    /** One document holding {@code value}. */
    static byte[] encode(Object value, KeysTable keys, Compression compression, boolean sized) throws IOException {
        try (FracWriter w = new FracWriter(keys)) {
            write(value, w, sized);
            return w.toDocument(compression);
        }
    }
}
