package io.fracjson.kafka;

import java.io.IOException;
import java.lang.reflect.Type;

/**
 * How a data binding writes values as frac_json documents and reads them back, with given
 * tables: what {@link FracSerializer} and {@link FracDeserializer} need of it. frac-kafka has one
 * for each Jackson line, behind {@code io.fracjson.kafka.jackson.FracJsonSerializer} (Jackson 2.x)
 * and {@code io.fracjson.kafka.jackson3.FracJsonSerializer} (Jackson 3.x) and their siblings.
 * Writers and readers are made once per set of tables and used by any thread.
 */
public interface FracCodec {
    /**
     * A writer of documents with these tables, compressed at this zstd level (0 for none).
     *
     * @throws IllegalArgumentException for a level zstd does not have
     */
    <T> ValueWriter<T> writer(TableSet tables, int compressionLevel);

    /** A reader of one document per call, with these tables, into a value of this type. */
    <T> ValueReader<T> reader(Type type, TableSet tables);

    /** The zstd level the binding's own settings write at, for when none is configured. */
    int defaultCompressionLevel();

    @FunctionalInterface
    interface ValueWriter<T> {
        byte[] write(T value) throws IOException;
    }

    @FunctionalInterface
    interface ValueReader<T> {
        /** Reads the one document {@code document} holds; anything after it is refused. */
        T read(byte[] document) throws IOException;
    }
}
