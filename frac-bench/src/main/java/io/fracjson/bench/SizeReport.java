package io.fracjson.bench;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * Prints, as Markdown, each format's size as a percentage of compact JSON text, in the layout of
 * FORMAT.md section 6: small files, big files, and sets of many small objects (with a rough
 * per-object encode and decode time). Every row is round-tripped before it is measured.
 *
 * <pre>
 * java -cp frac-bench/target/benchmarks.jar io.fracjson.bench.SizeReport [--corpus DIR] [--many NAME]... [--no-timing]
 * </pre>
 */
public final class SizeReport {
    /** Files whose compact JSON is below this go in the small-files table. */
    private static final int SMALL_FILE_LIMIT = 10 * 1024;
    /** Rows for whole files; a dictionary trained on one document would only describe that document. */
    private static final List<Compression> FILE_COMPRESSIONS = List.of(Compression.NONE, Compression.ZSTD);

    private final PrintStream out;
    private final boolean timing;

    private SizeReport(PrintStream out, boolean timing) {
        this.out = out;
        this.timing = timing;
    }

    public static void main(String[] args) throws IOException {
        Path corpusDirectory = null;
        Set<String> many = new TreeSet<>();
        boolean timing = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--corpus" -> corpusDirectory = Path.of(argumentOf(args, ++i));
                case "--many" -> many.add(argumentOf(args, ++i));
                case "--no-timing" -> timing = false;
                default -> {
                    System.err.println("Usage: SizeReport [--corpus DIR] [--many NAME]... [--no-timing]\n"
                            + "  --corpus DIR  .json / .json.zst files to measure (default: -D" + Corpus.DIRECTORY_PROPERTY
                            + ", else " + Corpus.BUNDLED_SAMPLES + ")\n"
                            + "  --many NAME   treat file NAME as a set of small documents (also any name containing\n"
                            + "                'many' or ending in a count like '_10k')\n"
                            + "  --no-timing   sizes only");
                    System.exit(2);
                }
            }
        }
        Corpus corpus = corpusDirectory != null ? Corpus.open(corpusDirectory) : Corpus.fromSystemProperty();
        new SizeReport(System.out, timing).print(corpus, many);
    }

    private static String argumentOf(String[] args, int index) {
        if (index >= args.length) {
            throw new IllegalArgumentException(args[index - 1] + " needs an argument");
        }
        return args[index];
    }

    /** A file measured as one document. */
    private record Document(String name, JsonNode tree, int jsonSize) {}

    private void print(Corpus corpus, Set<String> extraManyNames) throws IOException {
        if (!corpus.names().containsAll(extraManyNames)) {
            throw new IllegalArgumentException("--many names " + extraManyNames + " but the corpus has " + corpus.names());
        }
        List<Document> documents = new ArrayList<>();
        List<String> sets = new ArrayList<>();
        for (String name : corpus.names()) {
            if (extraManyNames.contains(name) || Corpus.isManySmallObjects(name)) {
                sets.add(name);
            } else {
                JsonNode tree = corpus.tree(name);
                documents.add(new Document(name, tree, JsonText.compactSize(tree)));
            }
        }
        // Smallest first, as the reference tables order their columns.
        documents.sort(Comparator.comparingInt(Document::jsonSize));

        out.println("# Size as % of compact JSON text (corpus " + corpus.directory() + ")");
        out.println();
        out.println("zstd level " + Compression.ZSTD_LEVEL + " on each document; dictionaries are "
                + Dictionaries.DICTIONARY_BYTES / 1024 + " KB, trained on the set they compress.");
        out.println();
        printDocumentsTable("Small files (compact JSON under " + SMALL_FILE_LIMIT / 1024 + " KB)",
                documents.stream().filter(document -> document.jsonSize() < SMALL_FILE_LIMIT).toList());
        printDocumentsTable("Big files",
                documents.stream().filter(document -> document.jsonSize() >= SMALL_FILE_LIMIT).toList());
        for (String set : sets) {
            printSetTable(set, corpus.smallObjects(set));
        }
    }

    private void printDocumentsTable(String title, List<Document> documents) throws IOException {
        if (documents.isEmpty()) {
            return;
        }
        out.println("## " + title);
        out.println();
        List<String> header = new ArrayList<>(List.of(""));
        List<String> jsonSizes = new ArrayList<>(List.of("compact JSON bytes"));
        for (Document document : documents) {
            header.add(document.name());
            jsonSizes.add(Integer.toString(document.jsonSize()));
        }
        MarkdownTable table = new MarkdownTable(header);
        table.addRow(jsonSizes);
        for (Format format : Format.values()) {
            for (Compression compression : FILE_COMPRESSIONS) {
                List<String> row = new ArrayList<>(List.of(format.label() + compression.labelSuffix()));
                for (Document document : documents) {
                    Codec codec = Codec.create(format, compression, List.of(document.tree()));
                    codec.verifyRoundTrip(document.tree(), JsonNode.class);
                    row.add(percent(codec.encode(document.tree()).length, document.jsonSize()));
                }
                table.addRow(row);
            }
        }
        table.print(out);
    }

    private void printSetTable(String name, List<JsonNode> objects) throws IOException {
        long jsonBytes = 0;
        for (JsonNode object : objects) {
            jsonBytes += JsonText.compactSize(object);
        }
        out.println("## Many small objects: " + name);
        out.println();
        out.printf(Locale.ROOT, "%d objects, each its own document; compact JSON %.0f bytes per object on average.%n",
                objects.size(), (double) jsonBytes / objects.size());
        if (timing) {
            out.println("Times are a rough single run per row (see RoughTimer), µs per object, and × the JSON row;"
                    + " the JMH ManySmallObjectsBenchmark is the real measurement.");
        }
        out.println();
        List<String> header = new ArrayList<>(List.of("", "size", "bytes/object"));
        if (timing) {
            header.addAll(List.of("encode µs/object", "decode µs/object"));
        }
        MarkdownTable table = new MarkdownTable(header);
        Timings jsonTimings = null;
        for (Format format : Format.values()) {
            for (Compression compression : Compression.values()) {
                String label = format.label() + compression.labelSuffix();
                System.err.println("Measuring " + name + ": " + label);
                Codec codec = Codec.create(format, compression, objects);
                List<byte[]> documents = new ArrayList<>(objects.size());
                long encodedBytes = 0;
                for (JsonNode object : objects) {
                    codec.verifyRoundTrip(object, JsonNode.class);
                    byte[] document = codec.encode(object);
                    documents.add(document);
                    encodedBytes += document.length;
                }
                List<String> row = new ArrayList<>(List.of(label, percent(encodedBytes, jsonBytes),
                        String.format(Locale.ROOT, "%.1f", (double) encodedBytes / objects.size())));
                if (timing) {
                    Timings timings = Timings.measure(codec, objects, documents);
                    if (jsonTimings == null) {
                        jsonTimings = timings; // Format.JSON without compression is the first row
                    }
                    row.add(relative(timings.encodeNanos(), jsonTimings.encodeNanos()));
                    row.add(relative(timings.decodeNanos(), jsonTimings.decodeNanos()));
                }
                table.addRow(row);
            }
        }
        table.print(out);
    }

    /** Rough per-object times of one row. */
    private record Timings(double encodeNanos, double decodeNanos) {
        static Timings measure(Codec codec, List<JsonNode> objects, List<byte[]> documents) throws IOException {
            double encode = RoughTimer.nanosPerItem(objects.size(), () -> {
                long bytes = 0;
                for (JsonNode object : objects) {
                    bytes += codec.encode(object).length;
                }
                return bytes;
            });
            double decode = RoughTimer.nanosPerItem(documents.size(), () -> {
                long nodes = 0;
                for (byte[] document : documents) {
                    nodes += codec.decodeTree(document).size();
                }
                return nodes;
            });
            return new Timings(encode, decode);
        }
    }

    private static String percent(long part, long whole) {
        return String.format(Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }

    private static String relative(double nanos, double jsonNanos) {
        return String.format(Locale.ROOT, "%.2f (%.2f×)", nanos / 1000, nanos / jsonNanos);
    }
}
