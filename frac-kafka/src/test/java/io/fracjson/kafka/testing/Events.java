package io.fracjson.kafka.testing;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;

/** Clickstream {@link Event}s from a seeded generator: the same list for the same seed. */
public final class Events {
    private static final String[] TYPES = {"page_view", "page_view", "page_view", "click", "click", "search",
            "add_to_cart", "purchase", "signup"};
    private static final String[] PAGES = {"/", "/search", "/cart", "/checkout", "/account", "/products/",
            "/products/", "/products/", "/category/shoes", "/category/books", "/category/garden", "/help/returns"};
    private static final String[] REFERRERS = {"https://www.google.com/", "https://duckduckgo.com/",
            "https://news.example.org/daily", "https://www.bing.com/", "android-app://com.example.feed"};
    private static final String[][] DEVICES = {{"iOS", "Safari"}, {"Android", "Chrome"}, {"Windows", "Edge"},
            {"Windows", "Chrome"}, {"macOS", "Safari"}, {"macOS", "Firefox"}, {"Linux", "Firefox"}};
    private static final int[][] SCREENS = {{390, 844}, {412, 915}, {1920, 1080}, {1536, 864}, {1440, 900},
            {2560, 1440}};
    private static final Object[][] CITIES = {{"DE", "BE", "Berlin", 52.52, 13.405}, {"FR", "IDF", "Paris", 48.857,
            2.352}, {"US", "CA", "San Francisco", 37.775, -122.419}, {"US", "NY", "New York", 40.713, -74.006},
            {"JP", "13", "東京", 35.676, 139.65}, {"BR", "SP", "São Paulo", -23.55, -46.633}, {"IN", "KA", "Bengaluru",
            12.972, 77.595}, {"GB", "ENG", "London", 51.507, -0.128}, {"NG", "LA", "Lagos", 6.524, 3.379}};
    private static final String[] TAGS = {"new-user", "returning", "mobile", "promo", "a/b:variant-b", "logged-in",
            "newsletter", "wishlist"};
    private static final String[] CURRENCIES = {"EUR", "USD", "JPY", "BRL", "GBP"};
    private static final String[] CAMPAIGNS = {"spring-sale", "newsletter-42", "retargeting", "partner:acme"};

    private Events() {
    }

    public static List<Event> generate(long seed, int count) {
        Random random = new Random(seed);
        HexFormat hex = HexFormat.of();
        List<Event> events = new ArrayList<>(count);
        long time = 1_767_225_600_000L + random.nextInt(1_000_000);
        for (int i = 0; i < count; i++) {
            time += random.nextInt(250);
            String type = pick(random, TYPES);
            String page = pick(random, PAGES);
            if (page.endsWith("/")) {
                page += 10_000 + random.nextInt(90_000);
            }
            String[] device = pick(random, DEVICES);
            int[] screen = pick(random, SCREENS);
            Object[] city = pick(random, CITIES);
            List<String> tags = new ArrayList<>();
            for (int t = random.nextInt(4); t > 0; t--) {
                tags.add(pick(random, TAGS));
            }
            boolean paid = type.equals("purchase") || type.equals("add_to_cart");
            events.add(new Event(hex.formatHex(bytes(random, 16)), time, type, "u" + random.nextInt(50_000),
                    hex.formatHex(bytes(random, 8)), page, random.nextInt(3) == 0 ? pick(random, REFERRERS) : null,
                    new Event.Device(device[0], device[1], (60 + random.nextInt(80)) + "." + random.nextInt(10),
                            screen[0], screen[1]),
                    new Event.Geo((String) city[0], (String) city[1], (String) city[2],
                            jitter(random, (Double) city[3]), jitter(random, (Double) city[4])),
                    tags, paid ? (100 + random.nextInt(30_000)) / 100.0 : null, paid ? pick(random, CURRENCIES) : null,
                    random.nextInt(5) != 0, null));
        }
        return events;
    }

    /** The same events as version 2 of the shape writes them: every one with a campaign. */
    public static List<Event> withCampaigns(List<Event> events, long seed) {
        Random random = new Random(seed);
        return events.stream().map(e -> e.withCampaign(pick(random, CAMPAIGNS))).toList();
    }

    private static double jitter(Random random, double degrees) {
        return Math.round((degrees + (random.nextDouble() - 0.5) / 10) * 1000) / 1000.0;
    }

    private static byte[] bytes(Random random, int count) {
        byte[] b = new byte[count];
        random.nextBytes(b);
        return b;
    }

    private static <T> T pick(Random random, T[] choices) {
        return choices[random.nextInt(choices.length)];
    }
}
