package io.fracjson.jackson.mapper;

import io.fracjson.core.KeysAndDictionary;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracJsonMapper;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.KeysTables;
import org.junit.jupiter.api.Test;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 44: one call builds the keys table and the dictionary from the application's own mapper
 * and a sample of its objects: the table of the keys as that mapper names them, and a
 * dictionary trained on that mapper's bytes written with the table, uncompressed, whatever
 * table, dictionary and level the mapper already has.
 */
class KeysTablesBuildTest {
    public record Order(String orderId, BigDecimal amount, Instant placedAt, List<String> items) {
    }

    private static List<Order> samples() {
        List<Order> orders = new ArrayList<>();
        for (int i = 0; i < 1500; i++) {
            orders.add(new Order("A-" + i, new BigDecimal(i).movePointLeft(2), Instant.ofEpochSecond(1_700_000_000L + i * 37L),
                    List.of("sku-" + (i % 17), "sku-" + (i % 5))));
        }
        return orders;
    }

    @Test
    void theTableAndDictionaryAreThoseOfTheMappersOwnBytes() throws Exception {
        ObjectMapper mapper = FracJsonMapper.builder().addModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule())
                .propertyNamingStrategy(com.fasterxml.jackson.databind.PropertyNamingStrategies.SNAKE_CASE).build();
        List<Order> samples = samples();
        KeysAndDictionary built = KeysTables.build(mapper, samples, 4096);

        KeysTableBuilder keys = new KeysTableBuilder();
        for (Order sample : samples) {
            KeysTables.addValue(keys, mapper.readTree(mapper.writeValueAsBytes(sample)).traverse());
        }
        KeysTable table = keys.build();
        assertEquals(Set.of("order_id", "amount", "placed_at", "items"), new HashSet<>(table.keys()));
        assertEquals(table, built.keysTable());
        List<byte[]> encoded = new ArrayList<>();
        for (Order sample : samples) {
            encoded.add(mapper.writer(FracSchema.of(table)).writeValueAsBytes(sample));
        }
        assertEquals(ZstdDictionary.trainOnDocuments(encoded, 4096), built.dictionary());

        // A mapper already tuned (another table, a dictionary, a level) builds the same.
        ObjectMapper tuned = FracJsonMapper.builder(FracJsonFactory.builder().keysTable(table).compressionLevel(3)
                .zstdDictionary(built.dictionary()).build()).addModule(new com.fasterxml.jackson.datatype.jsr310.JavaTimeModule())
                .propertyNamingStrategy(com.fasterxml.jackson.databind.PropertyNamingStrategies.SNAKE_CASE).build();
        KeysAndDictionary again = KeysTables.build(tuned, samples, 4096);
        assertEquals(built, again);
        Order first = samples.get(0);
        assertEquals(first, tuned.readValue(tuned.writeValueAsBytes(first), Order.class));
        assertArrayEquals(built.keysTable().toBytes(), again.keysTable().toBytes());
    }
}
