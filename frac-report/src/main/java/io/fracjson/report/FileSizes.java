package io.fracjson.report;

import java.util.Map;

/**
 * Everything measured on one input, the single source of both the tables and the chart. A set of
 * many small objects counts the bytes of all its documents together.
 *
 * @param name             the input's name (its file name without extensions)
 * @param source           where it was read from: its path, or standard input
 * @param manySmallObjects whether each of its documents was measured on its own, as a set
 * @param encodedBytes     per variant (every format, without and with zstd), in table order
 * @param heldOut          a set's trained-dictionary sizes, measured on documents the dictionaries
 *                         were not trained on; null for a single document, and for a set too small
 *                         to train a dictionary on
 * @param sameSet          trained and measured on the whole set, for the sets of the reference's
 *                         published table only; else null
 */
record FileSizes(String name, String source, boolean manySmallObjects, int documentCount, long jsonBytes,
                 Map<Variant, Long> encodedBytes, DictionarySizes heldOut, DictionarySizes sameSet) {

    double percentOfJson(Variant variant) {
        return 100.0 * encodedBytes.get(variant) / jsonBytes;
    }
}
