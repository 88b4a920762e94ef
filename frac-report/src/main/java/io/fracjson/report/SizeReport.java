package io.fracjson.report;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Prints, as Markdown, each format's size as a percentage of compact JSON text, in the layout of
 * FORMAT.md section 6: small files, big files, and sets of many small documents (JSON Lines,
 * values one after another, or an array asked to be a set), with a rough per-document encode
 * and decode time. Every row is round-tripped before it is measured. With {@code --chart},
 * also draws the sizes as a PNG bar chart (see {@link SizeChart}).
 *
 * <pre>
 * java -cp frac-bench/target/benchmarks.jar io.fracjson.bench.SizeReport [--corpus DIR] [--many NAME]...
 *     [--no-timing | --full-timing] [--chart FILE.png]
 * </pre>
 */
public final class SizeReport {
    /** Files whose compact JSON is below this go in the small-files table. */
    private static final int SMALL_FILE_LIMIT = 10 * 1024;
    /** Rows for whole files; a dictionary trained on one document would only describe that document. */
    private static final List<Compression> FILE_COMPRESSIONS = List.of(Compression.NONE, Compression.ZSTD);
    private static final List<Compression> SET_COMPRESSIONS = List.of(Compression.values());

    private static final String USAGE = "Usage: SizeReport [--corpus DIR] [--many NAME]... [--no-timing | --full-timing]"
            + " [--chart FILE.png]\n"
            + "  --corpus DIR     the files to measure: NAME.json (one document, or values one after another),\n"
            + "                   NAME.jsonl / NAME.ndjson (JSON Lines), each also as .zst (default: -D"
            + Corpus.DIRECTORY_PROPERTY + ", else " + Corpus.BUNDLED_SAMPLES + ")\n"
            + "  --many NAME      measure the elements of file NAME's array as a set of small documents (also any\n"
            + "                   name containing 'many' or ending in a count like '_10k'); JSON Lines and files of\n"
            + "                   several values are sets anyway\n"
            + "  --no-timing      sizes only\n"
            + "  --full-timing    longer rough timings of the sets (by default they are quick)\n"
            + "  --chart FILE.png also draw the sizes as a bar chart";

    private final PrintStream out;
    /** Times the sets' rows; null for sizes only. */
    private final RoughTimer timer;
    private final Progress progress;

    private SizeReport(PrintStream out, RoughTimer timer, Progress progress) {
        this.out = out;
        this.timer = timer;
        this.progress = progress;
    }

    public static void main(String[] args) throws IOException {
        System.exit(run(args, System.out, System.err));
    }

    /** Runs the report; returns the process's exit code. */
    static int run(String[] args, PrintStream out, PrintStream err) throws IOException {
        return run(args, out, err, System.console() != null);
    }

    /** @param terminal whether err is shown on a terminal, where progress is one line rewritten in place */
    static int run(String[] args, PrintStream out, PrintStream err, boolean terminal) throws IOException {
        Path corpusDirectory = null;
        Path chart = null;
        Set<String> many = new TreeSet<>();
        RoughTimer timer = RoughTimer.QUICK;
        for (int i = 0; i < args.length; i++) {
            String option = args[i];
            if (List.of("--corpus", "--many", "--chart").contains(option) && i + 1 == args.length) {
                err.println(option + " needs an argument\n" + USAGE);
                return 2;
            }
            switch (option) {
                case "--corpus" -> corpusDirectory = Path.of(args[++i]);
                case "--many" -> many.add(args[++i]);
                case "--chart" -> chart = Path.of(args[++i]);
                case "--no-timing" -> timer = null;
                case "--full-timing" -> timer = RoughTimer.FULL;
                default -> {
                    err.println(USAGE);
                    return 2;
                }
            }
        }
        if (chart != null && System.getProperty("java.awt.headless") == null) {
            // Set before any AWT class loads, as AWT reads it only once: the chart is drawn off screen.
            System.setProperty("java.awt.headless", "true");
        }
        Progress progress = new Progress(err, terminal);
        try {
            Corpus corpus = corpusDirectory != null ? Corpus.open(corpusDirectory) : Corpus.fromSystemProperty();
            SizeReport report = new SizeReport(out, timer, progress);
            List<FileSizes> files = report.measure(corpus, many);
            report.print(corpus.directory(), files);
            if (chart != null) {
                SizeChart.write(files, "corpus " + corpus.directory(), chart);
                err.println("Wrote " + chart);
            }
            return 0;
        } catch (IllegalArgumentException | IllegalStateException | UncheckedIOException e) {
            progress.done();
            err.println("SizeReport: " + e.getMessage());
            return 1;
        }
    }

    /**
     * What is being measured, on stderr: one line rewritten in place on a terminal, else a
     * line per file, so that a log shows progress without a line per row.
     */
    private static final class Progress {
        private final PrintStream err;
        private final boolean inPlace;
        private int width;

        Progress(PrintStream err, boolean inPlace) {
            this.err = err;
            this.inPlace = inPlace;
        }

        void file(String name, int documents) {
            if (!inPlace) {
                err.println("Measuring " + name + (documents == 1 ? "" : " (" + documents + " documents)"));
            }
        }

        void row(String name, String variant) {
            if (inPlace) {
                String line = "Measuring " + name + ": " + variant;
                err.print("\r" + line + " ".repeat(Math.max(0, width - line.length())));
                width = line.length();
            }
        }

        /** Blanks the line rewritten in place, so that what follows starts a line of its own. */
        void done() {
            if (inPlace && width > 0) {
                err.print("\r" + " ".repeat(width) + "\r");
                width = 0;
            }
        }
    }

    /** A format with a compression: one row of a table, one bar of the chart. */
    record Variant(Format format, Compression compression) {
        String label() {
            return format.label() + compression.labelSuffix();
        }
    }

    /** Every format with each of the compressions, format-major as the tables list them. */
    private static List<Variant> variants(List<Compression> compressions) {
        List<Variant> variants = new ArrayList<>();
        for (Format format : Format.values()) {
            for (Compression compression : compressions) {
                variants.add(new Variant(format, compression));
            }
        }
        return variants;
    }

    /**
     * Everything measured on one corpus file, the single source of both the tables and the chart.
     * A set of many small objects counts the bytes of all its documents together.
     *
     * @param encodedBytes per measured variant, in table order
     * @param timings      per variant; empty for a single document, or when timing is off
     */
    record FileSizes(String name, boolean manySmallObjects, int documentCount, long jsonBytes,
                     Map<Variant, Long> encodedBytes, Map<Variant, Timings> timings) {
        double percentOfJson(Variant variant) {
            return 100.0 * encodedBytes.get(variant) / jsonBytes;
        }
    }

    /** Documents smallest first (as the reference tables order their columns), then the sets. */
    private List<FileSizes> measure(Corpus corpus, Set<String> extraManyNames) throws IOException {
        if (!corpus.names().containsAll(extraManyNames)) {
            throw new IllegalArgumentException("--many names " + extraManyNames + " but the corpus has " + corpus.names());
        }
        List<FileSizes> documents = new ArrayList<>();
        List<FileSizes> sets = new ArrayList<>();
        for (String name : corpus.names()) {
            List<JsonNode> values = corpus.values(name);
            if (corpus.isSet(name, values)) {
                sets.add(measure(name, true, values));
            } else if (extraManyNames.contains(name) || Corpus.isManySmallObjects(name)) {
                sets.add(measure(name, true, corpus.elements(name, values.get(0))));
            } else {
                documents.add(measure(name, false, values));
            }
        }
        progress.done();
        documents.sort(Comparator.comparingLong(FileSizes::jsonBytes));
        documents.addAll(sets);
        return documents;
    }

    private FileSizes measure(String name, boolean manySmallObjects, List<JsonNode> documents) throws IOException {
        long jsonBytes = 0;
        for (JsonNode document : documents) {
            jsonBytes += JsonText.compactSize(document);
        }
        Map<Variant, Long> encodedBytes = new LinkedHashMap<>();
        Map<Variant, Timings> timings = new LinkedHashMap<>();
        progress.file(name, documents.size());
        for (Variant variant : variants(manySmallObjects ? SET_COMPRESSIONS : FILE_COMPRESSIONS)) {
            progress.row(name, variant.label());
            Codec codec;
            try {
                codec = Codec.create(variant.format(), variant.compression(), documents);
            } catch (IllegalArgumentException e) {
                if (variant.compression() != Compression.ZSTD_DICT) {
                    throw e;
                }
                continue; // too few documents to train a dictionary on: the set's table says so
            }
            List<byte[]> encoded = encodeVerified(codec, documents);
            encodedBytes.put(variant, encoded.stream().mapToLong(bytes -> bytes.length).sum());
            if (timer != null && manySmallObjects) {
                timings.put(variant, Timings.measure(timer, codec, documents, encoded));
            }
        }
        return new FileSizes(name, manySmallObjects, documents.size(), jsonBytes, encodedBytes, timings);
    }

    private static List<byte[]> encodeVerified(Codec codec, List<JsonNode> documents) throws IOException {
        for (JsonNode document : documents) {
            codec.verifyRoundTrip(document, JsonNode.class);
        }
        return codec.encodeAll(documents);
    }

    private void print(Path corpusDirectory, List<FileSizes> files) {
        out.println("# Size as % of compact JSON text (corpus " + corpusDirectory + ")");
        out.println();
        out.println("zstd level " + Compression.ZSTD_LEVEL + " on each document; dictionaries are "
                + Dictionaries.DICTIONARY_BYTES / 1024 + " KB, trained on the set they compress.");
        out.println();
        List<FileSizes> documents = files.stream().filter(file -> !file.manySmallObjects()).toList();
        printDocumentsTable("Small files (compact JSON under " + SMALL_FILE_LIMIT / 1024 + " KB)",
                documents.stream().filter(document -> document.jsonBytes() < SMALL_FILE_LIMIT).toList());
        printDocumentsTable("Big files",
                documents.stream().filter(document -> document.jsonBytes() >= SMALL_FILE_LIMIT).toList());
        for (FileSizes file : files) {
            if (file.manySmallObjects()) {
                printSetTable(file);
            }
        }
    }

    private void printDocumentsTable(String title, List<FileSizes> documents) {
        if (documents.isEmpty()) {
            return;
        }
        out.println("## " + title);
        out.println();
        List<String> header = new ArrayList<>(List.of(""));
        List<String> jsonSizes = new ArrayList<>(List.of("compact JSON bytes"));
        for (FileSizes document : documents) {
            header.add(document.name());
            jsonSizes.add(Long.toString(document.jsonBytes()));
        }
        MarkdownTable table = new MarkdownTable(header);
        table.addRow(jsonSizes);
        for (Variant variant : variants(FILE_COMPRESSIONS)) {
            List<String> row = new ArrayList<>(List.of(variant.label()));
            for (FileSizes document : documents) {
                row.add(percent(document.percentOfJson(variant)));
            }
            table.addRow(row);
        }
        table.print(out);
    }

    private void printSetTable(FileSizes set) {
        out.println("## Many small objects: " + set.name());
        out.println();
        out.printf(Locale.ROOT, "%d objects, each its own document; compact JSON %.0f bytes per object on average.%n",
                set.documentCount(), (double) set.jsonBytes() / set.documentCount());
        if (timer != null) {
            out.println("Times are a rough single run per row (see RoughTimer; --full-timing runs longer), µs per"
                    + " object, and × the JSON row; the JMH ManySmallObjectsBenchmark is the real measurement.");
        }
        out.println();
        List<String> header = new ArrayList<>(List.of("", "size", "bytes/object"));
        if (timer != null) {
            header.addAll(List.of("encode µs/object", "decode µs/object"));
        }
        if (!set.encodedBytes().containsKey(new Variant(Format.JSON, Compression.ZSTD_DICT))) {
            out.println("Too few documents to train a zstd dictionary on: no trained-dictionary rows.");
            out.println();
        }
        MarkdownTable table = new MarkdownTable(header);
        Timings jsonTimings = set.timings().get(new Variant(Format.JSON, Compression.NONE));
        for (Variant variant : set.encodedBytes().keySet()) {
            List<String> row = new ArrayList<>(List.of(variant.label(), percent(set.percentOfJson(variant)),
                    String.format(Locale.ROOT, "%.1f", (double) set.encodedBytes().get(variant) / set.documentCount())));
            if (timer != null) {
                Timings timings = set.timings().get(variant);
                row.add(relative(timings.encodeNanos(), jsonTimings.encodeNanos()));
                row.add(relative(timings.decodeNanos(), jsonTimings.decodeNanos()));
            }
            table.addRow(row);
        }
        table.print(out);
    }

    /** Rough per-object times of one row. */
    record Timings(double encodeNanos, double decodeNanos) {
        static Timings measure(RoughTimer timer, Codec codec, List<JsonNode> objects, List<byte[]> documents)
                throws IOException {
            double encode = timer.nanosPerItem(objects.size(), () -> {
                long bytes = 0;
                for (JsonNode object : objects) {
                    bytes += codec.encode(object).length;
                }
                return bytes;
            });
            double decode = timer.nanosPerItem(documents.size(), () -> {
                long nodes = 0;
                for (byte[] document : documents) {
                    nodes += codec.decodeTree(document).size();
                }
                return nodes;
            });
            return new Timings(encode, decode);
        }
    }

    private static String percent(double percent) {
        return String.format(Locale.ROOT, "%.1f%%", percent);
    }

    private static String relative(double nanos, double jsonNanos) {
        return String.format(Locale.ROOT, "%.2f (%.2f×)", nanos / 1000, nanos / jsonNanos);
    }
}
