package io.fracjson.report;

import io.fracjson.core.ZstdDictionary;
import java.util.ArrayList;
import java.util.List;

/** Chooses the samples the zstd dictionary of a set of small documents is trained on. */
final class Dictionaries {
    /** The reference benchmark's dictionary size (FORMAT.md section 5). */
    static final int DICTIONARY_BYTES = 10 * 1024;
    /**
     * zstd's guidance is about 100 times the dictionary size in samples; more only slows training.
     * Every k-th document is taken (deterministic, and spread over the whole set).
     */
    private static final int MAX_SAMPLE_BYTES = 100 * DICTIONARY_BYTES;

    private Dictionaries() {}

    /**
     * A dictionary trained on every k-th of the encoded documents.
     *
     * @throws IllegalArgumentException when zstd cannot train one from them (too few or too small)
     */
    static byte[] train(List<byte[]> encodedDocuments) {
        long totalBytes = 0;
        for (byte[] document : encodedDocuments) {
            totalBytes += document.length;
        }
        int step = (int) Math.max(1, (totalBytes + MAX_SAMPLE_BYTES - 1) / MAX_SAMPLE_BYTES);
        List<byte[]> samples = new ArrayList<>();
        for (int i = 0; i < encodedDocuments.size(); i += step) {
            samples.add(encodedDocuments.get(i));
        }
        return ZstdDictionary.train(samples, DICTIONARY_BYTES).toBytes();
    }
}
