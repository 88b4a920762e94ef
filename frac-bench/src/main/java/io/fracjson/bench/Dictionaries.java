package io.fracjson.bench;

import com.github.luben.zstd.ZstdDictTrainer;
import java.util.List;

/** Trains the zstd dictionary for a set of small documents. */
final class Dictionaries {
    /** The reference benchmark's dictionary size (FORMAT.md section 5). */
    static final int DICTIONARY_BYTES = 10 * 1024;
    /**
     * zstd's guidance is about 100 times the dictionary size in samples; more only slows training.
     * Every k-th document is taken (deterministic, and spread over the whole set).
     */
    private static final int MAX_SAMPLE_BYTES = 100 * DICTIONARY_BYTES;

    private Dictionaries() {}

    /** A dictionary trained on every k-th of the encoded documents. */
    static byte[] train(List<byte[]> encodedDocuments) {
        long totalBytes = 0;
        for (byte[] document : encodedDocuments) {
            totalBytes += document.length;
        }
        int step = (int) Math.max(1, (totalBytes + MAX_SAMPLE_BYTES - 1) / MAX_SAMPLE_BYTES);
        int sampleBytes = 0;
        for (int i = 0; i < encodedDocuments.size(); i += step) {
            sampleBytes += encodedDocuments.get(i).length;
        }
        ZstdDictTrainer trainer = new ZstdDictTrainer(sampleBytes, DICTIONARY_BYTES);
        for (int i = 0; i < encodedDocuments.size(); i += step) {
            trainer.addSample(encodedDocuments.get(i));
        }
        return trainer.trainSamples();
    }
}
