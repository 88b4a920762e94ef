package io.fracjson.spring.common.redis;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/**
 * An order as a service caches it: a {@code BigDecimal} whose scale counts ({@code 10.50}), an
 * {@code Instant} with nanoseconds, nested lists, and null values (a note, a gift message).
 */
public record CachedOrder(String id, String customer, BigDecimal total, Instant placedAt, List<Line> lines,
                          List<List<String>> labelGroups, String note) {

    public record Line(String sku, int quantity, BigDecimal price, String giftMessage) {
    }

    /** The {@code n}th of a reproducible set of orders of one shape. */
    public static CachedOrder sample(int n) {
        List<Line> lines = new java.util.ArrayList<>();
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i <= n % 3; i++) {
            BigDecimal price = new BigDecimal((n * 7 + i * 13) % 90 + 9 + "." + (i * 25 + n) % 10 + "0");
            lines.add(new Line("SKU-" + (1000 + (n * 31 + i) % 997), 1 + (n + i) % 4, price,
                    i == 1 ? "happy birthday" : null));
            total = total.add(price.multiply(BigDecimal.valueOf(1 + (n + i) % 4)));
        }
        return new CachedOrder("A-" + n, "customer-" + n % 17, total,
                Instant.parse("2026-03-03T09:02:49.473Z").plusSeconds(n * 37L).plusNanos(n * 1001L),
                List.copyOf(lines), n % 2 == 0 ? List.of(List.of("express", "fragile"), List.of()) : List.of(),
                n % 2 == 0 ? null : "leave at the door");
    }
}
