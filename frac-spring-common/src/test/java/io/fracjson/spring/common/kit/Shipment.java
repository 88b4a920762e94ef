package io.fracjson.spring.common.kit;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** An event as a Boot service sends it: a timestamp, money and nested lists. */
public record Shipment(String id, Instant shippedAt, BigDecimal price, List<List<String>> parcels) {
    static Shipment sample(int i) {
        return new Shipment("s-" + i, Instant.parse("2025-03-01T10:15:30.123456789Z").plusSeconds(i),
                new BigDecimal(i + ".50"), List.of(List.of("box-" + i, "bag"), List.of()));
    }
}
