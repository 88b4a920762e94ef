package io.fracjson.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Decoded documents compared exactly, for the fuzz tests. A document is the flat list of
 * its tokens, so a document of any depth the reader accepts is read, compared and written
 * without recursion (a tree's {@code equals} overflowed the stack on 1000 nested objects).
 * Objects keep every member in order, duplicate keys included, so no datum can vanish
 * unnoticed; floats compare by their raw bits. Tokens are {@link Start}, {@link End},
 * {@link Key}, and the values null, Boolean, Long, BigInteger (above Long.MAX_VALUE),
 * {@link Float64} and String.
 */
final class DocumentTokens {
    private DocumentTokens() {
    }

    /** A container's start, with the count it declared (for writing it sized again). */
    record Start(boolean object, long count) {
    }

    enum End {
        OBJECT, ARRAY
    }

    record Key(String key) {
    }

    /** A float32 or float64, as the reader widens it to a double, by its raw bits. */
    record Float64(long bits) {
        double value() {
            return Double.longBitsToDouble(bits);
        }
    }

    /** Every document of the reader's input, as its tokens, every string decoded. */
    static List<List<Object>> readAll(FracReader r) throws IOException {
        return readAll(r, false);
    }

    /**
     * Like {@link #readAll(FracReader)}; with {@code keysFirst}, each step first asks for a key
     * ({@link FracReader#nextKey()}), as a caller expecting names does, and reads the next token
     * only when there is none.
     */
    static List<List<Object>> readAll(FracReader r, boolean keysFirst) throws IOException {
        List<List<Object>> documents = new ArrayList<>();
        while (r.next() != null) {
            List<Object> tokens = new ArrayList<>();
            readDocument(r, tokens, keysFirst);
            documents.add(tokens);
        }
        return documents;
    }

    /** The document whose first token the reader is at, into {@code tokens}. */
    static void readDocument(FracReader r, List<Object> tokens) throws IOException {
        readDocument(r, tokens, false);
    }

    private static void readDocument(FracReader r, List<Object> tokens, boolean keysFirst) throws IOException {
        tokens.add(current(r));
        while (r.depth() > 0) {
            if (!keysFirst || r.nextKey() == null) {
                r.next();
            }
            tokens.add(current(r));
        }
    }

    private static Object current(FracReader r) throws IOException {
        switch (r.token()) {
            case START_OBJECT:
                return new Start(true, r.count());
            case START_ARRAY:
                return new Start(false, r.count());
            case END_OBJECT:
                return End.OBJECT;
            case END_ARRAY:
                return End.ARRAY;
            case KEY:
                return new Key(r.key());
            case FLOAT32:
            case FLOAT64:
                return new Float64(Double.doubleToRawLongBits(r.doubleValue()));
            default:
                return DataModel.fromFrac(r); // the other scalars, as the data model reads them
        }
    }

    /** One document of these tokens; containers declare their count up front when {@code sized}. */
    static byte[] encode(List<Object> tokens, KeysTable keys, Compression compression, boolean sized)
            throws IOException {
        try (FracWriter w = new FracWriter(keys)) {
            for (Object token : tokens) {
                write(token, w, sized);
            }
            return w.toDocument(compression);
        }
    }

    private static void write(Object token, FracWriter w, boolean sized) throws IOException {
        if (token instanceof Start) {
            Start start = (Start) token;
            if (start.object()) {
                if (sized) {
                    w.writeStartObject(start.count());
                } else {
                    w.writeStartObject();
                }
            } else if (sized) {
                w.writeStartArray(start.count());
            } else {
                w.writeStartArray();
            }
        } else if (token == End.OBJECT) {
            w.writeEndObject();
        } else if (token == End.ARRAY) {
            w.writeEndArray();
        } else if (token instanceof Key) {
            w.writeKey(((Key) token).key());
        } else if (token instanceof Float64) {
            w.writeDouble(((Float64) token).value());
        } else {
            DataModel.write(token, w, sized); // the other scalars, as the data model writes them
        }
    }
}
