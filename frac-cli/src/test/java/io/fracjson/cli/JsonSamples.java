package io.fracjson.cli;

import com.fasterxml.jackson.core.io.NumberOutput;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded JSON documents of the shape services store (events with a common set of keys, nested
 * objects and arrays), written as JSON text, each with the JSON that decoding its frac_json must
 * give: the same data, numbers as the library's rules say (integers in [-2^63, 2^64-1] and floats
 * as they are; a number no frac_json number holds exactly becomes its text, a string).
 */
final class JsonSamples {
    /** One document: the JSON text to encode, and JSON of the data decoding must give. */
    record Sample(String json, String expected) {
    }

    private static final List<String> KEYS = List.of("id", "type", "user", "ts", "score", "tags", "payload", "ok",
            "retries", "ratio", "name", "items", "price", "geo", "lat", "lon", "note", "session", "ip", "path");
    private static final List<String> WORDS = List.of("click", "view", "purchase", "été", "日本語", "emoji 😀",
            "quote \" and \\ backslash", "line\nbreak", "tab\there", "", "a".repeat(100), "café ☕");
    private static final BigInteger MAX_UINT64 = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);

    private final SplittableRandom random;

    JsonSamples(long seed) {
        this.random = new SplittableRandom(seed);
    }

    Sample next() {
        StringBuilder json = new StringBuilder();
        StringBuilder expected = new StringBuilder();
        object(json, expected, 0);
        return new Sample(json.toString(), expected.toString());
    }

    private void value(StringBuilder json, StringBuilder expected, int depth) {
        int kind = random.nextInt(depth >= 3 ? 6 : 8);
        switch (kind) {
            case 0 -> number(json, expected);
            case 1, 2 -> string(json, expected);
            case 3 -> both(json, expected, random.nextBoolean() ? "true" : "false");
            case 4 -> both(json, expected, "null");
            case 5 -> number(json, expected);
            case 6 -> object(json, expected, depth + 1);
            default -> array(json, expected, depth + 1);
        }
    }

    private void object(StringBuilder json, StringBuilder expected, int depth) {
        both(json, expected, "{");
        int entries = random.nextInt(depth == 0 ? 3 : 0, 7);
        int first = random.nextInt(KEYS.size());
        for (int i = 0; i < entries; i++) {
            if (i > 0) {
                both(json, expected, ",");
            }
            String key = KEYS.get((first + i) % KEYS.size()); // distinct within the object
            both(json, expected, quoted(key) + ":");
            value(json, expected, depth);
        }
        both(json, expected, "}");
    }

    private void array(StringBuilder json, StringBuilder expected, int depth) {
        both(json, expected, "[");
        int elements = random.nextInt(0, 5);
        for (int i = 0; i < elements; i++) {
            if (i > 0) {
                both(json, expected, ",");
            }
            value(json, expected, depth);
        }
        both(json, expected, "]");
    }

    private void string(StringBuilder json, StringBuilder expected) {
        String word = WORDS.get(random.nextInt(WORDS.size()));
        if (random.nextInt(4) == 0) {
            json.append(escapedAscii(word)); // \\uXXXX escapes, surrogate pairs included
            expected.append(quoted(word));
        } else {
            both(json, expected, quoted(word));
        }
    }

    /** Numbers in the forms JSON text takes them, each with what decoding gives. */
    private void number(StringBuilder json, StringBuilder expected) {
        switch (random.nextInt(13)) {
            case 0 -> both(json, expected, Integer.toString(random.nextInt(-40, 40)));
            case 1 -> both(json, expected, Long.toString(random.nextLong()));
            case 2 -> both(json, expected, MAX_UINT64.subtract(BigInteger.valueOf(random.nextInt(1000))).toString());
            case 3 -> { // a double as JSON writers print it: that double
                double d = Double.longBitsToDouble(random.nextLong());
                String text = Double.isFinite(d) ? NumberOutput.toString(d, true) : "0.5";
                both(json, expected, text);
            }
            case 4 -> both(json, expected, (random.nextInt(-1000, 1000) / 8.0) + "");
            case 5 -> {
                json.append("1.50");   // JSON numbers have no scale: the float 1.5
                expected.append("1.5");
            }
            case 6 -> {
                json.append("25E-1");
                expected.append("2.5");
            }
            case 7 -> both(json, expected, "-0.0");
            case 8 -> both(json, expected, "1.0");
            case 11 -> { // a double printed with 17 digits, not the shortest: that double, as the reference reads it
                double d = Double.longBitsToDouble(random.nextLong());
                d = Double.isFinite(d) ? d : 0.1;
                json.append(new BigDecimal(d).round(new MathContext(17, RoundingMode.HALF_EVEN)));
                expected.append(NumberOutput.toString(d, true));
            }
            case 9 -> inexact(json, expected, "123456789012345678901234567890"); // beyond uint64
            case 10 -> inexact(json, expected, "0.1000000000000000000001");     // more digits than a double holds
            default -> inexact(json, expected, "1e400");                        // beyond a double
        }
    }

    /** A number no frac_json number holds exactly: written, and decoded, as its text. */
    private static void inexact(StringBuilder json, StringBuilder expected, String text) {
        json.append(text);
        expected.append(quoted(text));
    }

    private static void both(StringBuilder json, StringBuilder expected, String text) {
        json.append(text);
        expected.append(text);
    }

    static String quoted(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\t' -> out.append("\\t");
                default -> out.append(c);
            }
        }
        return out.append('"').toString();
    }

    private static String escapedAscii(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            out.append(String.format("\\u%04x", (int) s.charAt(i)));
        }
        return out.append('"').toString();
    }
}
