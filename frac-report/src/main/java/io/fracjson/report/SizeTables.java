package io.fracjson.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The size report as Markdown, in the layout of FORMAT.md section 6: small files, big files, then
 * a table for each set of many small documents. Each table says which data it was made from.
 */
final class SizeTables {
    /** Files whose compact JSON is below this go in the small-files table. */
    private static final int SMALL_FILE_LIMIT = 10 * 1024;

    private final PrintWriter out;

    SizeTables(PrintWriter out) {
        this.out = out;
    }

    void print(String data, List<FileSizes> files) {
        out.println("# Size as % of compact JSON text");
        out.println();
        out.println("Data: " + data + ". Each document is encoded on its own and read back before it is counted;"
                + " the + zstd rows compress each document with zstd level " + Compression.ZSTD_LEVEL + ".");
        out.println("Sizes only: for encode and decode times, run the benchmarks (frac-bench/README.md); one pass over"
                + " the data cannot time them reliably.");
        out.println();
        List<FileSizes> documents = files.stream().filter(file -> !file.manySmallObjects()).toList();
        printDocumentsTable("Small files (compact JSON under " + SMALL_FILE_LIMIT / 1024 + " KB)",
                documents.stream().filter(document -> document.jsonBytes() < SMALL_FILE_LIMIT).toList());
        printDocumentsTable("Big files",
                documents.stream().filter(document -> document.jsonBytes() >= SMALL_FILE_LIMIT).toList());
        for (FileSizes file : files) {
            if (file.manySmallObjects()) {
                printSet(file);
            }
        }
        out.flush();
    }

    private void printDocumentsTable(String title, List<FileSizes> documents) {
        if (documents.isEmpty()) {
            return;
        }
        out.println("## " + title);
        out.println();
        out.println("From " + String.join(", ", documents.stream().map(FileSizes::source).toList()) + ".");
        out.println();
        List<String> header = new ArrayList<>(List.of(""));
        List<String> jsonSizes = new ArrayList<>(List.of("compact JSON bytes"));
        for (FileSizes document : documents) {
            header.add(document.name());
            jsonSizes.add(Long.toString(document.jsonBytes()));
        }
        MarkdownTable table = new MarkdownTable(header);
        table.addRow(jsonSizes);
        for (Variant variant : documents.get(0).encodedBytes().keySet()) {
            List<String> row = new ArrayList<>(List.of(variant.label()));
            for (FileSizes document : documents) {
                row.add(percent(document.percentOfJson(variant)));
            }
            table.addRow(row);
        }
        table.print(out);
    }

    private void printSet(FileSizes set) {
        out.println("## Many small objects: " + set.name());
        out.println();
        out.printf(Locale.ROOT, "From %s: %d objects, each its own document; compact JSON %.0f bytes per object on"
                + " average.%n%n", set.source(), set.documentCount(), (double) set.jsonBytes() / set.documentCount());
        MarkdownTable table = sizeTable();
        for (Variant variant : set.encodedBytes().keySet()) {
            addRow(table, variant.label(), set.percentOfJson(variant), set.encodedBytes().get(variant),
                    set.documentCount());
        }
        table.print(out);
        if (set.heldOut() == null) {
            out.println("Too few documents to train a zstd dictionary on the first half of the set: no"
                    + " trained-dictionary rows.");
            out.println();
        } else {
            printDictionaryTable(set.heldOut());
        }
        if (set.sameSet() != null) {
            printDictionaryTable(set.sameSet());
        }
    }

    private void printDictionaryTable(DictionarySizes sizes) {
        if (sizes.measuredOnTrainingSet()) {
            out.printf(Locale.ROOT, "Trained and measured on the same %d objects, as the reference's published table"
                    + " was made: for comparing with that table; a service compresses documents its dictionary"
                    + " has not seen (above).%n%n", sizes.measured());
        } else {
            out.printf(Locale.ROOT, "With a trained zstd dictionary (%d KB), one per format, trained on its encoding"
                            + " of objects 1 to %d (the global keys table is made from them too) and measured on"
                            + " objects %d to %d, which it was not trained on (compact JSON %.0f bytes per object"
                            + " on average):%n%n", Dictionaries.DICTIONARY_BYTES / 1024, sizes.trainedOn(),
                    sizes.firstMeasured() + 1, sizes.firstMeasured() + sizes.measured(),
                    (double) sizes.jsonBytes() / sizes.measured());
        }
        MarkdownTable table = sizeTable();
        for (Format format : sizes.encodedBytes().keySet()) {
            addRow(table, format.label() + Compression.ZSTD_DICT.labelSuffix(), sizes.percentOfJson(format),
                    sizes.encodedBytes().get(format), sizes.measured());
        }
        table.print(out);
    }

    private static MarkdownTable sizeTable() {
        return new MarkdownTable(List.of("", "size", "bytes/object"));
    }

    private static void addRow(MarkdownTable table, String label, double percent, long bytes, int objects) {
        table.addRow(List.of(label, percent(percent), String.format(Locale.ROOT, "%.1f", (double) bytes / objects)));
    }

    private static String percent(double percent) {
        return String.format(Locale.ROOT, "%.1f%%", percent);
    }
}
