package io.fracjson.cli;

import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracReader;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ZstdDictionary;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code frac inspect}: what a document or stream holds, without decoding it. */
@Command(name = "inspect", mixinStandardHelpOptions = true, versionProvider = FracVersion.class, sortOptions = false,
        description = {
            "What frac_json documents hold, and what reading them needs.",
            "Tells what the frac_json documents of FILE (or standard input) hold, without decoding them: headers,"
                    + " sizes stored and decompressed, values by type, depth, keys by form, and what reading them"
                    + " needs: a keys table of at least as many keys as the highest global index used, and the"
                    + " zstd dictionary, if any. A document names neither: compare the fingerprints stored beside it"
                    + " with those of the files you have (frac fingerprint).",
            "Global keys are counted without a keys table; give --keys-table to check that it covers them."})
final class InspectCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "0..1", description = "frac_json documents; - or none for standard input.")
    private String file = Input.STANDARD;

    @Option(names = "--documents", description = "Also describe each document on a line of its own.")
    private boolean eachDocument;

    @Mixin
    private SharedTables tables;

    @Mixin
    private FracReadLimits limits;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        Input input = Input.of(file);
        KeysTable table = tables.keysTable();
        ZstdDictionary dictionary = tables.dictionary();
        ReadOptions options = limits.applyTo(ReadOptions.builder())
                .keysTable(tables.hasKeysTable() ? table : standIns())
                .dictionary(dictionary)
                .build();
        DocumentStats stats = new DocumentStats();
        try (InputStream in = input.open(out); FracReader reader = FracReader.of(in, options)) {
            stats.readAll(reader, (index, document) -> {
                if (eachDocument) {
                    if (index == 1) {
                        out.println(input.name());
                    }
                    printLine(out, "", DocumentStats.describe(index, document));
                }
            });
        } catch (FracFormatException e) {
            if (stats.documents() > 0) {
                printSummary(out, input, stats, table, dictionary, " before the failure below");
            }
            throw Failure.inFrac(input.name(), stats.documents() + 1, e);
        } catch (IOException e) {
            throw new Failure(input.name() + ": cannot read: " + e.getMessage(), e);
        }
        printSummary(out, input, stats, table, dictionary, "");
        return 0;
    }

    /**
     * Without a keys table, a table of the most keys one can hold, whose keys stand for the real ones:
     * every global index a document may use reads, and inspect looks only at how keys are stored.
     */
    private static KeysTable standIns() {
        return KeysTable.of(IntStream.range(0, 65_535).mapToObj(i -> "#" + i).toList());
    }

    /** @param partial said after the number of documents when a failure ended the input early */
    private void printSummary(PrintWriter out, Input input, DocumentStats stats, KeysTable table,
                              ZstdDictionary dictionary, String partial) {
        if (!eachDocument || stats.documents() == 0) {
            out.println(input.name());
        }
        List<String[]> lines = stats.summary();
        lines.get(0)[1] += partial;
        if (tables.hasKeysTable()) {
            lines.add(new String[] {"keys table", table.fingerprint() + " (" + DocumentStats.number(table.size()) + " keys)"});
        }
        if (dictionary != null) {
            lines.add(new String[] {"dictionary", dictionary.fingerprint() + " (" + DocumentStats.number(dictionary.size())
                    + " bytes)"});
        }
        for (String[] line : lines) {
            printLine(out, line[0], line[1]);
        }
        out.flush();
    }

    private static void printLine(PrintWriter out, String label, String text) {
        out.printf("  %-12s %s%n", label, text);
    }
}
