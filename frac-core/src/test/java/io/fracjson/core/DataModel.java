package io.fracjson.core;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;

import java.io.IOException;
import java.io.StringWriter;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The reference's data model in plain Java, for tests: objects are LinkedHashMaps, arrays
 * Lists, integers Long (BigInteger above Long.MAX_VALUE), other numbers Double, then
 * String, Boolean and null. JSON text and frac_json both map onto it.
 */
final class DataModel {
    /** The vectors hold keys of up to 65,535 bytes, beyond Jackson's default name limit. */
    private static final JsonFactory JSON = JsonFactory.builder()
            .streamReadConstraints(StreamReadConstraints.builder().maxNameLength(Integer.MAX_VALUE).build())
            .build();
    private static final BigInteger UINT64_MAX = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private DataModel() {
    }

    /** JSON text to the model, with the reference's number rules. */
    static Object fromJson(String json) throws IOException {
        try (JsonParser p = JSON.createParser(json)) {
            p.nextToken();
            return fromJson(p);
        }
    }

    private static Object fromJson(JsonParser p) throws IOException {
        switch (p.currentToken()) {
            case START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String name = p.currentName();
                    p.nextToken();
                    map.put(name, fromJson(p));
                }
                return map;
            }
            case START_ARRAY: {
                List<Object> list = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    list.add(fromJson(p));
                }
                return list;
            }
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT: {
                BigInteger v = p.getBigIntegerValue();
                if (v.bitLength() < 64) {
                    return v.longValue();
                }
                if (v.signum() > 0 && v.compareTo(UINT64_MAX) <= 0) {
                    return v;
                }
                return v.doubleValue(); // the reference holds it as a float64
            }
            case VALUE_NUMBER_FLOAT:
                return p.getDoubleValue();
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new IllegalStateException("unexpected " + p.currentToken());
        }
    }

    /** The model as compact JSON text: floats keep a fraction or exponent, as the reference expects. */
    static String toJson(Object value) throws IOException {
        StringWriter out = new StringWriter();
        try (JsonGenerator g = JSON.createGenerator(out)) {
            toJson(value, g);
        }
        return out.toString();
    }

    private static void toJson(Object value, JsonGenerator g) throws IOException {
        if (value instanceof Map) {
            g.writeStartObject();
            for (Map.Entry<?, ?> e : ((Map<?, ?>) value).entrySet()) {
                g.writeFieldName((String) e.getKey());
                toJson(e.getValue(), g);
            }
            g.writeEndObject();
        } else if (value instanceof List) {
            g.writeStartArray();
            for (Object o : (List<?>) value) {
                toJson(o, g);
            }
            g.writeEndArray();
        } else if (value instanceof String) {
            g.writeString((String) value);
        } else if (value instanceof Long) {
            g.writeNumber((Long) value);
        } else if (value instanceof BigInteger) {
            g.writeNumber((BigInteger) value);
        } else if (value instanceof Double) {
            g.writeNumber((Double) value); // Double.toString: always a '.' or an 'E'
        } else if (value instanceof Boolean) {
            g.writeBoolean((Boolean) value);
        } else {
            g.writeNull();
        }
    }

    /** Reads the reader's next value (its first token already read) into the model. */
    static Object fromFrac(FracReader r) throws IOException {
        switch (r.token()) {
            case START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                while (r.next() == FracToken.KEY) {
                    String key = r.key();
                    r.next();
                    map.put(key, fromFrac(r));
                }
                return map;
            }
            case START_ARRAY: {
                List<Object> list = new ArrayList<>();
                while (r.next() != FracToken.END_ARRAY) {
                    list.add(fromFrac(r));
                }
                return list;
            }
            case STRING:
                return r.string();
            case INT:
                return r.longValue();
            case UINT64:
                return r.bigIntegerValue();
            case FLOAT32:
            case FLOAT64:
                return r.doubleValue();
            case TRUE:
                return Boolean.TRUE;
            case FALSE:
                return Boolean.FALSE;
            case NULL:
                return null;
            default:
                throw new IllegalStateException("unexpected " + r.token());
        }
    }

    /** Decodes one whole document. */
    static Object decode(byte[] document, ReadOptions options) throws IOException {
        try (FracReader r = FracReader.of(document, options)) {
            if (r.next() == null) {
                throw new IllegalStateException("no document");
            }
            Object value = fromFrac(r);
            if (r.next() != null) {
                throw new IllegalStateException("more than one document");
            }
            return value;
        }
    }

    /** How {@link #write} starts containers. */
    enum Counts {
        /** Without a count: the writer patches the header at the end. */
        NONE,
        /** With the exact count, which the writer checks. */
        EXACT,
        /**
         * With a size hint on the other side of a form boundary from the real count, so that
         * every container's header is patched, widened or narrowed.
         */
        WRONG_HINTS;

        /**
         * The hint for a container of {@code n} children: never {@code n}, and of another header
         * length (u32 for none, u16 for up to 255, tiny beyond), for objects and arrays alike.
         */
        static long wrongHint(int n) {
            return n == 0 ? 70_000 : n <= 255 ? n + 300 : 7;
        }
    }

    /** Writes a model value; containers without counts when {@code sized} is false. */
    static void write(Object value, FracWriter w, boolean sized) throws IOException {
        write(value, w, sized ? Counts.EXACT : Counts.NONE);
    }

    /** Writes a model value, starting its containers as {@code counts} says. */
    static void write(Object value, FracWriter w, Counts counts) throws IOException {
        if (value instanceof Map) {
            Map<?, ?> map = (Map<?, ?>) value;
            switch (counts) {
                case NONE -> w.writeStartObject();
                case EXACT -> w.writeStartObject(map.size());
                case WRONG_HINTS -> w.writeStartObjectWithSizeHint(Counts.wrongHint(map.size()));
            }
            for (Map.Entry<?, ?> e : map.entrySet()) {
                w.writeKey((String) e.getKey());
                write(e.getValue(), w, counts);
            }
            w.writeEndObject();
        } else if (value instanceof List) {
            List<?> list = (List<?>) value;
            switch (counts) {
                case NONE -> w.writeStartArray();
                case EXACT -> w.writeStartArray(list.size());
                case WRONG_HINTS -> w.writeStartArrayWithSizeHint(Counts.wrongHint(list.size()));
            }
            for (Object o : list) {
                write(o, w, counts);
            }
            w.writeEndArray();
        } else if (value instanceof String) {
            w.writeString((String) value);
        } else if (value instanceof Long) {
            w.writeLong((Long) value);
        } else if (value instanceof BigInteger) {
            w.writeBigInteger((BigInteger) value, true);
        } else if (value instanceof Double) {
            w.writeDouble((Double) value);
        } else if (value instanceof Boolean) {
            w.writeBoolean((Boolean) value);
        } else if (value == null) {
            w.writeNull();
        } else {
            throw new IllegalArgumentException("not a model value: " + value.getClass());
        }
    }

    static byte[] encode(Object value, KeysTable keys, Compression compression, boolean sized) throws IOException {
        return encode(value, keys, compression, sized ? Counts.EXACT : Counts.NONE);
    }

    static byte[] encode(Object value, KeysTable keys, Compression compression, Counts counts) throws IOException {
        try (FracWriter w = new FracWriter(keys)) {
            write(value, w, counts);
            return w.toDocument(compression);
        }
    }
}
