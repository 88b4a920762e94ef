package io.fracjson.testkit;

import io.fracjson.core.KeysAndDictionary;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.testkit.JacksonLine.Mapper;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Issue 44: one call ({@code KeysTables.build}) builds the keys table and the dictionary from the
 * application's own mapper and a sample of its objects: the table of the keys as that mapper names
 * them, and a dictionary trained on that mapper's bytes written with the table, uncompressed,
 * whatever table, dictionary and level the mapper already has.
 */
public abstract class KeysTablesBuildBehaviour extends LineTest {
    protected KeysTablesBuildBehaviour(JacksonLine line) {
        super(line);
    }

    /** A FracJsonMapper over a factory with these settings, names in snake_case, java.time as the line writes it. */
    protected abstract Mapper snakeCaseMapper(Settings factory);

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
    void theTableAndDictionaryAreThoseOfTheMappersOwnBytes() throws IOException {
        Mapper mapper = snakeCaseMapper(Settings.defaults());
        List<Order> samples = samples();
        KeysAndDictionary built = line.keysAndDictionary(mapper, samples, 4096);

        KeysTableBuilder keys = new KeysTableBuilder();
        for (Order sample : samples) {
            try (JacksonLine.Parser p = line.traverse(mapper.readTree(mapper.write(sample)))) {
                line.addKeys(keys, p);
            }
        }
        KeysTable table = keys.build();
        assertEquals(Set.of("order_id", "amount", "placed_at", "items"), new HashSet<>(table.keys()));
        assertEquals(table, built.keysTable());
        List<byte[]> encoded = new ArrayList<>();
        for (Order sample : samples) {
            encoded.add(mapper.write(sample, line.schema(Schema.of(table))));
        }
        assertEquals(ZstdDictionary.trainOnDocuments(encoded, 4096), built.dictionary());

        // A mapper already tuned (another table, a dictionary, a level) builds the same.
        Mapper tuned = snakeCaseMapper(Settings.defaults().keysTable(table).compressionLevel(3)
                .zstdDictionary(built.dictionary()));
        KeysAndDictionary again = line.keysAndDictionary(tuned, samples, 4096);
        assertEquals(built, again);
        Order first = samples.get(0);
        assertEquals(first, tuned.read(tuned.write(first), Order.class));
        assertArrayEquals(built.keysTable().toBytes(), again.keysTable().toBytes());
    }
}
