package io.fracjson.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Measures every input of a corpus in every format: each document encoded on its own,
 * round-tripped, then counted. A set's trained-dictionary rows are measured on documents the
 * dictionary was not trained on ({@link #split}), as a service would use it.
 */
final class SizeMeasurement {
    private static final List<Compression> COMPRESSIONS = List.of(Compression.NONE, Compression.ZSTD);
    /**
     * The sets of the reference's published table (FORMAT.md section 6), whose trained-dictionary
     * figures were trained and measured on the whole set: for these alone the report also measures
     * that way, to compare with the reference's figures.
     */
    private static final Set<String> REFERENCE_DICTIONARY_SETS = Set.of("reddit_comments_10k");

    private final Progress progress;

    SizeMeasurement(Progress progress) {
        this.progress = progress;
    }

    /**
     * How many documents of a set of {@code documents}, from the first, train the dictionaries: the
     * first half; the rest are measured. Taken in order, as a service trains on what it has stored
     * and compresses what comes next.
     */
    static int split(int documents) {
        return documents / 2;
    }

    /** Documents smallest first (as the reference tables order their columns), then the sets. */
    List<FileSizes> measure(Corpus corpus, Set<String> extraManyNames) throws IOException {
        if (!corpus.names().containsAll(extraManyNames)) {
            throw new IllegalArgumentException("--many names " + extraManyNames + " but the inputs are " + corpus.names());
        }
        List<FileSizes> documents = new ArrayList<>();
        List<FileSizes> sets = new ArrayList<>();
        for (String name : corpus.names()) {
            List<JsonNode> values = corpus.values(name);
            String source = corpus.label(name);
            if (corpus.isSet(name, values)) {
                sets.add(measureSet(name, source, values));
            } else if (extraManyNames.contains(name) || Corpus.isManySmallObjects(name)) {
                sets.add(measureSet(name, source, corpus.elements(name, values.get(0))));
            } else {
                documents.add(measure(name, source, false, values, null, null));
            }
        }
        progress.done();
        documents.sort(Comparator.comparingLong(FileSizes::jsonBytes));
        documents.addAll(sets);
        return documents;
    }

    private FileSizes measureSet(String name, String source, List<JsonNode> documents) throws IOException {
        progress.file(name, documents.size());
        int split = split(documents.size());
        DictionarySizes heldOut = split == 0 ? null : measureWithDictionaries(name, documents.subList(0, split), split,
                documents.subList(split, documents.size()));
        DictionarySizes sameSet = REFERENCE_DICTIONARY_SETS.contains(name)
                ? measureWithDictionaries(name, documents, 0, documents) : null;
        return measure(name, source, true, documents, heldOut, sameSet);
    }

    private FileSizes measure(String name, String source, boolean set, List<JsonNode> documents,
                              DictionarySizes heldOut, DictionarySizes sameSet) throws IOException {
        if (!set) {
            progress.file(name, documents.size());
        }
        Map<Variant, Long> encodedBytes = new LinkedHashMap<>();
        for (Variant variant : Variant.all(COMPRESSIONS)) {
            progress.row(name, variant.label());
            encodedBytes.put(variant, encodedSize(Codec.create(variant.format(), variant.compression(), documents),
                    documents));
        }
        return new FileSizes(name, source, set, documents.size(), jsonSize(documents), encodedBytes, heldOut, sameSet);
    }

    /**
     * Each format with zstd and a dictionary trained on its encoding of {@code training} (its global
     * keys table made from them too), measured on {@code measured}, which start at index
     * {@code firstMeasured} of the set; null when zstd cannot train a dictionary from so few.
     */
    private DictionarySizes measureWithDictionaries(String name, List<JsonNode> training, int firstMeasured,
                                                    List<JsonNode> measured) throws IOException {
        Map<Format, Long> encodedBytes = new LinkedHashMap<>();
        for (Format format : Format.values()) {
            progress.row(name, format.label() + Compression.ZSTD_DICT.labelSuffix());
            Codec codec;
            try {
                codec = Codec.create(format, Compression.ZSTD_DICT, training);
            } catch (IllegalArgumentException e) {
                return null; // too few documents to train a dictionary on: the set's table says so
            }
            encodedBytes.put(format, encodedSize(codec, measured));
        }
        return new DictionarySizes(training.size(), firstMeasured, measured.size(), jsonSize(measured), encodedBytes);
    }

    /** The bytes of every document encoded on its own, each checked by a round trip first. */
    private static long encodedSize(Codec codec, List<JsonNode> documents) throws IOException {
        long bytes = 0;
        for (JsonNode document : documents) {
            codec.verifyRoundTrip(document, JsonNode.class);
            bytes += codec.encode(document).length;
        }
        return bytes;
    }

    private static long jsonSize(List<JsonNode> documents) {
        long bytes = 0;
        for (JsonNode document : documents) {
            bytes += JsonText.compactSize(document);
        }
        return bytes;
    }
}
