package io.fracjson.jackson3;

import java.util.Arrays;

/**
 * A parser's record of what its document's local keys matched: by a key's index in the local
 * table, the matcher asked, the key and its match. A back reference to a key the same matcher
 * matched before is then settled by array loads. The key is compared too, by identity: the next
 * document of the input may give the index another key. Made when a first local key is matched.
 */
final class LocalKeyMatches {
    private FracNameMatcher[] matchers = new FracNameMatcher[16];
    private String[] keys = new String[16];
    private int[] matches = new int[16];

    /** What {@code key}, the local table's key at {@code index}, matches in {@code matcher}. */
    int match(FracNameMatcher matcher, int index, String key) {
        if (index < matchers.length && matchers[index] == matcher && keys[index] == key) {
            return matches[index];
        }
        int match = matcher.matchName(key);
        if (index >= matchers.length) {
            // The local table holds at most 65,535 keys, each read from the input: growth stays in proportion.
            int n = Math.max(index + 1, 2 * matchers.length);
            matchers = Arrays.copyOf(matchers, n);
            keys = Arrays.copyOf(keys, n);
            matches = Arrays.copyOf(matches, n);
        }
        matchers[index] = matcher;
        keys[index] = key;
        matches[index] = match;
        return match;
    }
}
