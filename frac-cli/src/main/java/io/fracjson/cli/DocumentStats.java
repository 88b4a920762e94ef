package io.fracjson.cli;

import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import io.fracjson.core.KeyForm;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a sequence of frac_json documents holds, counted token by token without decoding their
 * strings: headers, sizes, values by type, depth, keys by form, and the highest global index.
 */
final class DocumentStats {
    /** A value's kind, as counted. */
    enum Kind {
        OBJECT("object", "objects"), ARRAY("array", "arrays"), STRING("string", "strings"),
        INTEGER("integer", "integers"), FLOAT32("float32", "float32"), FLOAT64("float64", "float64"),
        BOOLEAN("boolean", "booleans"), NULL("null", "nulls");

        /** What one of them, and several, are called. */
        final String[] names;

        Kind(String one, String many) {
            this.names = new String[] {one, many};
        }
    }

    /**
     * One document as its header and reader saw it; one not decoded (compressed with a dictionary
     * not given) has {@code keys} -1 and the {@code dictionaryId} its zstd frame names.
     */
    record Document(long offset, boolean compressed, boolean withDictionary, long storedBytes, long bodyBytes,
                    long keys, long dictionaryId) {
        boolean decoded() {
            return keys >= 0;
        }
    }

    /** Called with each complete document. */
    @FunctionalInterface
    interface Listener {
        void document(long index, Document document);
    }

    private long documents;
    private long plain;
    private long compressed;
    private long withDictionary;
    private long storedBytes;
    private long largestStored;
    private long bodyBytes;
    private long largestBody;
    private final Map<Kind, Long> values = new EnumMap<>(Kind.class);
    private int maxDepth;
    private final Map<KeyForm, Long> keys = new EnumMap<>(KeyForm.class);
    /** The highest global key index any document used; -1 for none. */
    private int highestGlobalIndex = -1;
    /** Documents compressed with a dictionary that was not given, counted from their headers. */
    private long undecoded;
    private final Set<Long> dictionaryIds = new TreeSet<>();

    /** Reads every document of the reader's input, telling {@code listener} of each. */
    void readAll(FracReader reader, Listener listener) throws IOException {
        long documentKeys = 0;
        for (FracToken t = reader.next(); t != null; t = reader.next()) {
            count(reader, t);
            if (t == FracToken.KEY) {
                documentKeys++;
            }
            if (reader.depth() == 0) { // the root value is complete
                Document document = new Document(reader.documentOffset(), reader.documentCompressed(),
                        reader.documentWithDictionary(), reader.currentOffset() - reader.documentOffset(),
                        reader.documentBodyBytes(), documentKeys, 0);
                add(document);
                listener.document(documents, document);
                documentKeys = 0;
            }
        }
    }

    private void count(FracReader reader, FracToken t) {
        switch (t) {
            case START_OBJECT -> add(Kind.OBJECT);
            case START_ARRAY -> add(Kind.ARRAY);
            case STRING -> add(Kind.STRING);
            case INT, UINT64 -> add(Kind.INTEGER);
            case FLOAT32 -> add(Kind.FLOAT32);
            case FLOAT64 -> add(Kind.FLOAT64);
            case TRUE, FALSE -> add(Kind.BOOLEAN);
            case NULL -> add(Kind.NULL);
            case KEY -> {
                keys.merge(reader.keyForm(), 1L, Long::sum);
                if (reader.keyForm() == KeyForm.GLOBAL) {
                    highestGlobalIndex = Math.max(highestGlobalIndex, reader.keyIndex());
                }
            }
            case END_OBJECT, END_ARRAY -> {
            }
        }
        maxDepth = Math.max(maxDepth, reader.depth());
    }

    private void add(Kind kind) {
        values.merge(kind, 1L, Long::sum);
    }

    /** A document described from its bytes, not decoded: it needs the dictionary its frame names. */
    void addUndecoded(Document document) {
        add(document);
        undecoded++;
        dictionaryIds.add(document.dictionaryId());
    }

    private void add(Document document) {
        documents++;
        if (!document.compressed()) {
            plain++;
        } else if (document.withDictionary()) {
            withDictionary++;
        } else {
            compressed++;
        }
        storedBytes += document.storedBytes();
        largestStored = Math.max(largestStored, document.storedBytes());
        bodyBytes += document.bodyBytes();
        largestBody = Math.max(largestBody, document.bodyBytes());
    }

    long documents() {
        return documents;
    }

    /** The documents read so far, described a line each: a label and what it says. */
    List<String[]> summary() {
        List<String[]> lines = new ArrayList<>();
        lines.add(line("documents", number(documents)));
        if (documents == 0) {
            return lines;
        }
        List<String> headers = new ArrayList<>();
        addCount(headers, plain, "plain", "plain");
        addCount(headers, compressed, "zstd", "zstd");
        addCount(headers, withDictionary, "zstd with a dictionary", "zstd with a dictionary");
        lines.add(line("headers", String.join(", ", headers)));
        lines.add(line("stored", sizes(storedBytes, largestStored)));
        lines.add(line(plain == documents ? "bodies" : "decompressed", sizes(bodyBytes, largestBody)));
        lines.add(line("values", number(total(values)) + ": " + counts(values, Kind.values(), kind -> kind.names)));
        lines.add(line("depth", maxDepth + " at most"));
        lines.add(line("keys", number(total(keys)) + ": " + counts(keys, KeyForm.values(), DocumentStats::names)));
        lines.add(line("needs", (highestGlobalIndex < 0 ? "no keys table"
                : "a keys table of at least " + number(highestGlobalIndex + 1L) + " keys")
                + (withDictionary == 0 ? "; no dictionary"
                : undecoded > 0 ? "; the zstd dictionary with id " + dictionaryIds.stream().map(String::valueOf)
                        .collect(Collectors.joining(", ")) + " (frac fingerprint prints a dictionary file's id), which "
                        + number(undecoded) + (undecoded == 1 ? " document" : " documents") + " were not decoded"
                        + " without: give it with --dict"
                : "; the zstd dictionary " + (documents == 1 ? "it was" : "they were") + " compressed with")));
        return lines;
    }

    /** One document in a line. */
    static String describe(long index, Document document) {
        return "#" + index + " at byte " + number(document.offset()) + ": "
                + (!document.compressed() ? "plain" : document.withDictionary() ? "zstd with a dictionary" : "zstd")
                + ", " + number(document.storedBytes()) + " bytes stored, body " + number(document.bodyBytes())
                + " bytes, " + (document.decoded() ? number(document.keys()) + " keys"
                : "not decoded: needs the zstd dictionary with id " + document.dictionaryId());
    }

    private static String[] line(String label, String text) {
        return new String[] {label, text};
    }

    private String sizes(long total, long largest) {
        if (documents == 1) {
            return number(total) + " bytes";
        }
        return number(total) + " bytes; " + number(Math.round((double) total / documents)) + " per document on average, "
                + number(largest) + " at most";
    }

    /** @param names what one of each, and several, are called */
    private static <K extends Enum<K>> String counts(Map<K, Long> counts, K[] order, Function<K, String[]> names) {
        List<String> parts = new ArrayList<>();
        for (K k : order) {
            String[] name = names.apply(k);
            addCount(parts, counts.getOrDefault(k, 0L), name[0], name[1]);
        }
        return String.join(", ", parts);
    }

    private static void addCount(List<String> parts, long n, String one, String many) {
        if (n > 0) {
            parts.add(number(n) + " " + (n == 1 ? one : many));
        }
    }

    private static String[] names(KeyForm form) {
        return switch (form) {
            case GLOBAL -> new String[] {"by global index", "by global index"};
            case BACK_REFERENCE -> new String[] {"back reference", "back references"};
            case IMMEDIATE -> new String[] {"written in full", "written in full"};
        };
    }

    private static long total(Map<?, Long> counts) {
        return counts.values().stream().mapToLong(Long::longValue).sum();
    }

    static String number(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
