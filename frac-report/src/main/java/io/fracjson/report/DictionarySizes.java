package io.fracjson.report;

import java.util.Map;

/**
 * The sizes of a set's documents compressed with zstd and a dictionary trained for each format
 * (on that format's encoding of the training documents), measured on a range of the set's documents.
 *
 * @param trainedOn     how many documents, from the first, the dictionaries (and the global keys
 *                      table) were made from
 * @param firstMeasured the index of the first document measured
 * @param measured      how many documents were measured, from {@code firstMeasured}
 * @param jsonBytes     the compact JSON size of the measured documents
 * @param encodedBytes  per format, the size of the measured documents, in table order
 */
record DictionarySizes(int trainedOn, int firstMeasured, int measured, long jsonBytes, Map<Format, Long> encodedBytes) {

    /** Whether the documents measured are the ones the dictionaries were trained on. */
    boolean measuredOnTrainingSet() {
        return firstMeasured < trainedOn;
    }

    double percentOfJson(Format format) {
        return 100.0 * encodedBytes.get(format) / jsonBytes;
    }
}
