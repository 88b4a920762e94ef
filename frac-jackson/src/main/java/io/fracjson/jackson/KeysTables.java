package io.fracjson.jackson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import io.fracjson.core.KeysAndDictionary;
import io.fracjson.core.KeysTableBuilder;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;

/**
 * Builds the keys table and zstd dictionary from what an application writes: {@link #build}
 * from its own mapper and a sample of its objects, or a {@link KeysTableBuilder} fed from any
 * Jackson source ({@link #addValue}: JSON text, trees, frac_json read through
 * {@link FracJsonFactory}).
 */
public final class KeysTables {
    private KeysTables() {
    }

    /**
     * The keys table and a dictionary of {@link KeysAndDictionary#DEFAULT_DICTIONARY_SIZE}
     * bytes, from {@code samples} written by the application's own frac_json {@code mapper}
     * (its modules, features and naming: the keys and bytes its documents will have).
     */
    public static KeysAndDictionary build(ObjectMapper mapper, Iterable<?> samples) throws IOException {
        return build(mapper, samples, KeysAndDictionary.DEFAULT_DICTIONARY_SIZE);
    }

    /**
     * The keys table of the keys {@code samples} use as {@code mapper} writes them, and a
     * dictionary of at most {@code dictionarySize} bytes trained on them written with that table
     * (zstd needs about 100 times that size of samples). {@code mapper} writes frac_json (a
     * {@link FracJsonMapper}, or any mapper over a {@link FracJsonFactory}); whatever table,
     * dictionary or level it has, the samples are written with the new table, uncompressed.
     *
     * @throws IllegalArgumentException if zstd cannot train a dictionary on the samples (too few)
     */
    public static KeysAndDictionary build(ObjectMapper mapper, Iterable<?> samples, int dictionarySize) throws IOException {
        return KeysAndDictionary.build(samples, (sample, table) -> mapper
                .writer(FracSchema.builder().keysTable(table).compressionLevel(0).build())
                .writeValueAsBytes(sample), dictionarySize);
    }

    /**
     * Reads the parser's next value (or the current one, if the parser is positioned on
     * its first token) and counts every object key in it, in document order.
     *
     * @return false if the parser had no value left
     */
    public static boolean addValue(KeysTableBuilder builder, JsonParser parser) throws IOException {
        JsonToken t = parser.hasCurrentToken() ? parser.currentToken() : parser.nextToken();
        if (t == null) {
            return false;
        }
        int depth = 0;
        do {
            if (t == JsonToken.FIELD_NAME) {
                builder.addKey(parser.currentName());
            } else if (t.isStructStart()) {
                depth++;
            } else if (t.isStructEnd()) {
                depth--;
            }
        } while (depth > 0 && (t = parser.nextToken()) != null);
        parser.clearCurrentToken();
        return true;
    }
}
