package io.fracjson.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds a global {@link KeysTable} from sample data, as the reference's
 * {@code keys_table_from_json} does: counts how many objects use each key, sorts keys by
 * that count (descending), keeps the first {@code maxCount}, then only those used at
 * least {@code occurrenceCutoff} times. Unlike the reference, ties keep the order in which
 * keys first appeared, so the same input always gives the same table.
 *
 * <p>Feed it keys one object entry at a time ({@link #addKey}), or whole frac_json
 * documents ({@link #addDocument}). A key that one object holds twice counts twice.
 */
public final class KeysTableBuilder {
    /** The reference's default, and the most a table can hold. */
    public static final int DEFAULT_MAX_COUNT = 65_535;

    private final Map<String, int[]> uses = new LinkedHashMap<>();
    private int maxCount = DEFAULT_MAX_COUNT;
    private int occurrenceCutoff = 1;

    /**
     * Keep at most this many keys (the most used); 0 means no limit other than the
     * format's 65,535.
     */
    public KeysTableBuilder maxCount(int maxCount) {
        Limits.atLeastZero(maxCount, "maxCount");
        this.maxCount = maxCount == 0 || maxCount > DEFAULT_MAX_COUNT ? DEFAULT_MAX_COUNT : maxCount;
        return this;
    }

    /** Keep only keys used by at least this many objects (default 1). */
    public KeysTableBuilder occurrenceCutoff(int occurrenceCutoff) {
        this.occurrenceCutoff = (int) Limits.atLeastZero(occurrenceCutoff, "occurrenceCutoff");
        return this;
    }

    /** Counts one use of {@code key} by an object. */
    public KeysTableBuilder addKey(String key) {
        uses.computeIfAbsent(key, k -> new int[1])[0]++;
        return this;
    }

    /**
     * Reads the next document from {@code reader} and counts its keys.
     *
     * @return false if the reader had no document left
     */
    public boolean addDocument(FracReader reader) throws IOException {
        FracToken t = reader.next();
        if (t == null) {
            return false;
        }
        while (reader.depth() > 0) {
            if (reader.next() == FracToken.KEY) {
                addKey(reader.key());
            }
        }
        return true;
    }

    /** The table of the most used keys. */
    public KeysTable build() {
        List<Map.Entry<String, int[]>> entries = new ArrayList<>(uses.entrySet());
        // List.sort is stable: equal counts keep their order of first appearance.
        entries.sort(Comparator.comparingInt((Map.Entry<String, int[]> e) -> e.getValue()[0]).reversed());
        List<String> keys = new ArrayList<>();
        for (Map.Entry<String, int[]> e : entries) {
            if (keys.size() == maxCount) {
                break;
            }
            if (e.getValue()[0] >= occurrenceCutoff) {
                keys.add(e.getKey());
            }
        }
        return KeysTable.of(keys);
    }
}
