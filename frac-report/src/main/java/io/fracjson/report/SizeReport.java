package io.fracjson.report;

import java.io.Console;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The size report: each format's size as a percentage of compact JSON text, as Markdown (see
 * {@link SizeTables}), and with {@code --chart} as a PNG bar chart ({@link SizeChart}). The
 * benchmarks' {@code SizeReport} and the command line tool's {@code frac size} both run this command.
 */
@Command(name = "size", sortOptions = false,
        description = {
            "The size of JSON data in frac_json and its peers, as Markdown.",
            "Prints, as Markdown, the size of JSON data in frac_json (with and without a global keys table),"
                    + " Smile, CBOR and MessagePack, each as %% of compact JSON text, without and with zstd; sets"
                    + " of many small documents also with a trained zstd dictionary, measured on documents it was"
                    + " not trained on. Every document is read back before it is counted.",
            "A file holding one JSON value is one document; JSON Lines (.jsonl, .ndjson), a file of several"
                    + " values one after another, and a file holding one array whose name contains 'many' or ends"
                    + " in a count such as '_10k' (or named with --many) are sets, each value or element its own"
                    + " document. Each file may be zstd-compressed (.zst)."})
public final class SizeReport implements Callable<Integer> {

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Directories (their .json, .jsonl and .ndjson files, and .zst of them), such files, or -"
                    + " for standard input (JSON Lines, or values one after another). Default: the directory of"
                    + " -D" + Corpus.DIRECTORY_PROPERTY + ", else the bundled samples (src-test-data/samples).")
    private final List<String> inputs = new ArrayList<>();

    @Option(names = "--corpus", paramLabel = "DIR", description = "The same as a DIR argument.")
    private final List<String> corpusDirectories = new ArrayList<>();

    @Option(names = "--many", paramLabel = "NAME",
            description = "Measure the elements of NAME's one array as a set of small documents.")
    private final Set<String> many = new TreeSet<>();

    @Option(names = "--chart", paramLabel = "FILE.png", description = "Also draw the sizes as a bar chart.")
    private Path chart;

    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help message and exit.")
    private boolean help;

    @Spec
    private CommandSpec spec;

    private final boolean terminal;

    public SizeReport() {
        this(onTerminal(System.console()));
    }

    /**
     * Whether standard input and output are a terminal. {@code System.console()} alone does not
     * say on JDK 22 and later, where it is there even when they are redirected; its
     * {@code isTerminal()} (JDK 22) does. Before, a console exists only on a terminal.
     */
    static boolean onTerminal(Console console) {
        if (console == null) {
            return false;
        }
        try {
            return (Boolean) Console.class.getMethod("isTerminal").invoke(console);
        } catch (NoSuchMethodException e) {
            return true;
        } catch (ReflectiveOperationException e) {
            return false;
        }
    }

    /** @param terminal whether stderr is shown on a terminal, where progress is one line rewritten in place */
    SizeReport(boolean terminal) {
        this.terminal = terminal;
    }

    public static void main(String[] args) {
        System.exit(new CommandLine(new SizeReport()).setCommandName("SizeReport").execute(args));
    }

    /**
     * Prints the report; a problem with the inputs is one line on stderr, naming the input (and
     * the line and column), and exit status 1.
     */
    @Override
    public Integer call() throws IOException {
        if (chart != null && System.getProperty("java.awt.headless") == null) {
            // Set before any AWT class loads, as AWT reads it only once: the chart is drawn off screen.
            System.setProperty("java.awt.headless", "true");
        }
        CommandLine commandLine = spec.commandLine();
        PrintWriter err = commandLine.getErr();
        Progress progress = new Progress(err, terminal);
        try {
            List<String> paths = new ArrayList<>(corpusDirectories);
            paths.addAll(inputs);
            Corpus corpus = paths.isEmpty() ? Corpus.fromSystemProperty() : Corpus.of(paths, System.in);
            List<FileSizes> files = new SizeMeasurement(progress).measure(corpus, many);
            new SizeTables(commandLine.getOut()).print(corpus.description(), files);
            if (chart != null) {
                SizeChart.write(files, corpus.description(), chart);
                err.println("Wrote " + chart);
            }
            return 0;
        } catch (IllegalArgumentException | IllegalStateException | UncheckedIOException e) {
            progress.done();
            err.println(spec.qualifiedName() + ": " + e.getMessage());
            return 1;
        }
    }
}
