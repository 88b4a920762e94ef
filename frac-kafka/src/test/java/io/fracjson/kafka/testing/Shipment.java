package io.fracjson.kafka.testing;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * An event as services write them: a timestamp, money, an optional note and nested lists. Jackson 2
 * writes the {@code Instant} only with its java.time module, the {@code Optional} with its Jdk8 one.
 */
public record Shipment(String id, Instant shippedAt, BigDecimal price, Optional<String> note,
                       List<List<Integer>> parcels) {
    public static Shipment sample(int i) {
        return new Shipment("s-" + i, Instant.parse("2023-11-14T22:13:56.123456789Z").plusSeconds(i),
                new BigDecimal(i + ".50"), i % 2 == 0 ? Optional.of("fragile") : Optional.empty(),
                List.of(List.of(i, i + 1), List.of()));
    }
}
