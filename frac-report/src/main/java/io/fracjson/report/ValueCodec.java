package io.fracjson.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;

/**
 * Turns values into documents and back through one Jackson major version: a {@link Codec}
 * (Jackson 2) or a {@code Codec3} (Jackson 3), so that one benchmark can time both.
 */
public interface ValueCodec {

    byte[] encode(Object value) throws IOException;

    <T> T decode(byte[] document, Class<T> type) throws IOException;

    /** The tree type of this codec's Jackson: its {@code JsonNode}, which {@link #decode} can read. */
    Class<?> treeType();

    /** The corpus's (Jackson 2) tree as a tree of this codec's Jackson, which {@link #encode} can write. */
    Object tree(JsonNode document);

    /** Fails unless the value survives a round trip: the sizes and timings of a lossy codec mean nothing. */
    default void verifyRoundTrip(Object value, Class<?> type) throws IOException {
        Object decoded = decode(encode(value), type);
        if (!value.equals(decoded)) {
            throw new IllegalStateException("Round trip changed the value: " + value + " came back as " + decoded);
        }
    }
}
