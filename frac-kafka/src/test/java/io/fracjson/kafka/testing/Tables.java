package io.fracjson.kafka.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.KeysTables;
import io.fracjson.kafka.TableSet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/** A keys table and dictionary built from sample values, as the README shows. */
public final class Tables {
    private static final ObjectMapper MAPPER = new ObjectMapper(new FracJsonFactory());

    private Tables() {
    }

    public static KeysTable keysTable(List<?> samples) {
        KeysTableBuilder keys = new KeysTableBuilder();
        try {
            for (Object sample : samples) {
                KeysTables.addValue(keys, MAPPER.valueToTree(sample).traverse());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return keys.build();
    }

    /** A table of the samples' keys, and a dictionary of at most {@code dictionaryBytes} trained on them. */
    public static TableSet tableAndDictionary(List<?> samples, int dictionaryBytes) {
        KeysTable table = keysTable(samples);
        List<byte[]> encoded = new ArrayList<>();
        try {
            for (Object sample : samples) {
                encoded.add(MAPPER.writer(FracSchema.of(table)).writeValueAsBytes(sample));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new TableSet(table, ZstdDictionary.trainOnDocuments(encoded, dictionaryBytes));
    }

    /** {@code count} different tables of about {@code bytes} stored bytes each, of keys of about 65,000 bytes. */
    public static List<KeysTable> big(int count, int bytes) {
        List<KeysTable> tables = new java.util.ArrayList<>();
        for (int t = 0; t < count; t++) {
            List<String> keys = new java.util.ArrayList<>();
            for (int k = 0; k < bytes / 65_000; k++) {
                keys.add(t + "-" + k + "-" + "k".repeat(64_990));
            }
            tables.add(KeysTable.of(keys));
        }
        return tables;
    }
}
