package io.fracjson.bench;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.FracReader;
import io.fracjson.core.FracToken;
import io.fracjson.core.ReadOptions;
import io.fracjson.report.Codec;
import io.fracjson.report.Compression;
import io.fracjson.report.Corpus;
import io.fracjson.report.Format;
import io.fracjson.report.JsonText;
import io.fracjson.report.MapperSetup;
import io.fracjson.report.ValueCodec;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;

/**
 * The speed of one configuration relative to another, measured so that this machine's swings
 * cancel out: both run in one JVM, alternating in short slices (A, B, B, A, A, B, ...), and each
 * adjacent pair of slices gives one ratio of their rates; the median of a few hundred pairs is
 * the figure, with its quartiles. Two JMH runs made one after the other on shared hardware
 * differ by up to 40%, since anything that touches memory slows with the neighbours; within one
 * pair of 50 ms slices, both sides meet the same neighbours. {@code --b} equal to {@code --a}
 * (two instances of one configuration) is the instrument's own check: it must read 1.00.
 *
 * <pre>
 * java -cp frac-bench/target/benchmarks.jar io.fracjson.bench.RatioBenchmark \
 *      --work pojo-read --a FRAC --b SMILE_DEFAULT [--file NAME] [--warmup 10] [--slice 50] [--duration 30] [--forks 2]
 * </pre>
 *
 * <p>A change to the library is measured the same way, as two builds in one JVM: each side made in
 * a class loader of its own over a benchmarks jar ({@code --a FRAC --b FRAC --a-classpath new.jar
 * --b-classpath old.jar}), where run one after the other the two would meet different neighbours;
 * {@code --rounds N} repeats that in both orders, since the side measured as A gains a few percent
 * and each JVM compiles the code its own way.
 */
@Command(name = "RatioBenchmark", mixinStandardHelpOptions = true,
        description = "Interleaved A/B ratio of two formats doing one work, median and quartiles of slice pairs.")
public final class RatioBenchmark implements Callable<Integer> {
    /** What one operation does. */
    enum Work {
        POJO_READ, POJO_WRITE, BEAN_READ, TREE_READ, TREE_WRITE, MANY_DECODE, MANY_ENCODE, TOKENS, TREE_TOKENS, CORE_TOKENS
    }

    @Option(names = "--work", required = true, converter = WorkConverter.class,
            description = "pojo-read, pojo-write (MediaContent), bean-read (MediaContent's document read into"
                    + " classes with fields: databind's name matching), tree-read, tree-write (--file as one document), "
                    + "many-decode, many-encode (each value of --file its own document), "
                    + "tokens (every token of --file through the format's parser, without databind; Jackson 2), "
                    + "tree-tokens (the calls databind's tree reader makes, without building the tree), "
                    + "core-tokens (the same, frac_json through its core reader alone)")
    Work work;

    @Option(names = "--a", required = true, description = "the format measured (a Format name, e.g. FRAC;"
            + " with --jackson 3 a Format3 name)")
    String a;

    @Option(names = "--b", required = true, description = "the format it is compared with (the same as --a: A ÷ A)")
    String b;

    @Option(names = "--a-classpath", description = "a benchmarks jar (another build of the library), or a class path,"
            + " that side A is made from in a class loader of its own; by default both sides run this JVM's classes")
    String aClasspath;

    @Option(names = "--b-classpath", description = "the same for side B: with --a-classpath, two builds compared (--b equal"
            + " to --a) in one JVM, or two formats each seeing only its own classes, as a service using one format does")
    String bClasspath;

    @Option(names = "--jackson", description = "the Jackson major version both sides run on, 2 or 3 (default: ${DEFAULT-VALUE})")
    int jackson = 2;

    @Option(names = "--file", description = "a corpus file name for tree and many-documents work (default: ${DEFAULT-VALUE})")
    String file = "comments_many";

    @Option(names = "--compression", description = "each document as the size report's row: NONE, ZSTD (level 3),"
            + " ZSTD_DICT (level 3 and a dictionary trained on --file's documents, zstd contexts reused; frac_json"
            + " through its factory's settings) (default: ${DEFAULT-VALUE}; Jackson 2, sides of this JVM)")
    Compression compression = Compression.NONE;

    @Option(names = "--warmup", description = "seconds of alternating slices not measured (default: ${DEFAULT-VALUE})")
    int warmupSeconds = 10;

    @Option(names = "--slice", description = "milliseconds of one slice (default: ${DEFAULT-VALUE})")
    int sliceMillis = 50;

    @Option(names = "--duration", description = "seconds measured (default: ${DEFAULT-VALUE})")
    int durationSeconds = 30;

    /** Results go here, so that no operation is optimized away. */
    static volatile long sink;

    public static void main(String[] args) {
        System.exit(new CommandLine(new RatioBenchmark()).setCaseInsensitiveEnumValuesAllowed(true).execute(args));
    }

    @Option(names = "--forks", description = "JVMs measured one after another, their pairs pooled; the side set up"
            + " first alternates between them (default: ${DEFAULT-VALUE})")
    int forks = 2;

    /** Set in a forked JVM: its index, which says which side it sets up first. */
    @Option(names = "--fork-index", hidden = true)
    Integer forkIndex;

    /** A forked JVM prints each pair of rates on a line starting with this. */
    private static final String PAIR = "pair ";

    @Option(names = "--rounds", description = "rounds of both orders: each runs the forks as given (A ÷ B) and with"
            + " the sides swapped (B ÷ A), its figure the geometric mean of A ÷ B and 1 / (B ÷ A), which cancels what"
            + " a side gains from being A; prints each round with its position effect (A ÷ B × B ÷ A, 1 when being A"
            + " is worth nothing to either side), and their geometric mean and range. For comparing two"
            + " builds, where one run is not enough, and two formats, which gain unequally from being A (default: none,"
            + " one run as given)")
    int rounds;

    @Override
    public Integer call() throws Exception {
        Side sideA = new Side(a, aClasspath);
        Side sideB = new Side(b, bClasspath);
        if (forkIndex != null) {
            for (double[] p : measure(sideA, sideB, forkIndex % 2 == 1)) {
                System.out.println(PAIR + p[0] + " " + p[1]);
            }
            return 0;
        }
        if (rounds == 0) {
            report(sideA, sideB);
            return 0;
        }
        double[] figures = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            double ab = report(sideA, sideB);
            double ba = report(sideB, sideA);
            figures[i] = Math.sqrt(ab / ba);
            // With no advantage to either position, A ÷ B times B ÷ A is 1. Two different codes can
            // gain unequally from being A, which an A ÷ A run (the same code on both sides) cannot show.
            System.out.printf(Locale.ROOT, "round %d: %s ÷ %s %.3f (position effect: A ÷ B × B ÷ A = %.3f)%n", i + 1,
                    sideA.label(), sideB.label(), figures[i], ab * ba);
        }
        double logSum = 0;
        for (double f : figures) {
            logSum += Math.log(f);
        }
        Arrays.sort(figures);
        System.out.printf(Locale.ROOT, "%s%s, %s ÷ %s, both orders: geometric mean %.3f (range %.3f–%.3f) of %d rounds%n",
                workName(), treeFile(), sideA.label(), sideB.label(), Math.exp(logSum / rounds), figures[0],
                figures[rounds - 1], rounds);
        return 0;
    }

    /** Measures {@code first} ÷ {@code second}, prints the report, and returns its median. */
    private double report(Side first, Side second) throws IOException, InterruptedException {
        List<double[]> pairs = forks == 0 ? measure(first, second, false) : fork(first, second);
        double[] ratios = pairs.stream().mapToDouble(p -> p[0] / p[1]).sorted().toArray();
        double[] ratesA = pairs.stream().mapToDouble(p -> p[0]).sorted().toArray();
        double[] ratesB = pairs.stream().mapToDouble(p -> p[1]).sorted().toArray();
        double median = quantile(ratios, 0.5);
        System.out.printf(Locale.ROOT, "%s%s, %s ÷ %s%s%s: %.3f (quartiles %.3f–%.3f), %d pairs of %d ms slices"
                        + " in %d JVMs; ops/s median %,.0f vs %,.0f%n",
                workName(), treeFile(), first.label(), second.label(), jackson == 2 ? "" : " (Jackson " + jackson + ")",
                first.equals(second) ? " (A ÷ A)" : "", median, quantile(ratios, 0.25), quantile(ratios, 0.75),
                ratios.length, sliceMillis, Math.max(1, forks), quantile(ratesA, 0.5), quantile(ratesB, 0.5));
        return median;
    }

    /** One side of the comparison: a format, made from this JVM's classes or, given a class path, from its own. */
    private record Side(String format, String classpath) {
        /** The format, and the jar (the first entry of the class path) it was made from if not this JVM's classes. */
        String label() {
            return classpath == null ? format : format + " [" + Path.of(classpath.split(File.pathSeparator)[0]).getFileName() + "]";
        }
    }

    private String workName() {
        return work.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private String treeFile() {
        return work == Work.POJO_READ || work == Work.POJO_WRITE || work == Work.BEAN_READ ? "" : " " + file;
    }

    /**
     * Each fork measures in a JVM of its own, with this JVM's options. Within one JVM, the side
     * whose objects were made first can run several percent slower or faster than an identical
     * side made second (where G1 placed them); alternating the order between forks evens that out.
     */
    private List<double[]> fork(Side first, Side second) throws IOException, InterruptedException {
        List<double[]> pairs = new ArrayList<>();
        for (int i = 0; i < forks; i++) {
            List<String> command = new ArrayList<>();
            command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
            command.addAll(List.of("-cp", System.getProperty("java.class.path"), RatioBenchmark.class.getName()));
            command.addAll(List.of("--work", work.name(), "--a", first.format(), "--b", second.format(), "--jackson",
                    "" + jackson, "--file", file, "--compression", compression.name(),
                    "--warmup", "" + warmupSeconds, "--slice", "" + sliceMillis, "--duration", "" + durationSeconds,
                    "--fork-index", "" + i));
            if (first.classpath() != null) {
                command.addAll(List.of("--a-classpath", first.classpath()));
            }
            if (second.classpath() != null) {
                command.addAll(List.of("--b-classpath", second.classpath()));
            }
            Process process = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            int before = pairs.size();
            try (BufferedReader out = new BufferedReader(
                    new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = out.readLine()) != null; ) {
                    if (line.startsWith(PAIR)) {
                        String[] rates = line.substring(PAIR.length()).split(" ");
                        pairs.add(new double[] {Double.parseDouble(rates[0]), Double.parseDouble(rates[1])});
                    } else {
                        System.out.println(line);
                    }
                }
            }
            if (process.waitFor() != 0) {
                throw new IllegalStateException("fork " + i + " failed with status " + process.exitValue());
            }
            // Each JVM's own figure: JIT decisions differ between JVMs, and a work whose ratio
            // depends on them shows two clusters here rather than one wide spread.
            double[] ratios = pairs.subList(before, pairs.size()).stream().mapToDouble(p -> p[0] / p[1]).sorted().toArray();
            System.out.printf(Locale.ROOT, "  JVM %d: %.3f (%d pairs)%n", i + 1, quantile(ratios, 0.5), ratios.length);
        }
        return pairs;
    }

    /** The pairs of rates of one JVM, A's first; {@code bFirst}: B's objects are made before A's. */
    private List<double[]> measure(Side sideA, Side sideB, boolean bFirst) throws IOException {
        List<URLClassLoader> loaders = new ArrayList<>();
        try {
            Operation opA;
            Operation opB; // its own instance even when b == a
            if (bFirst) {
                opB = operation(sideB, loaders);
                opA = operation(sideA, loaders);
            } else {
                opA = operation(sideA, loaders);
                opB = operation(sideB, loaders);
            }
            return measure(opA, opB);
        } finally {
            for (URLClassLoader loader : loaders) {
                loader.close();
            }
        }
    }

    /** The pairs of rates of {@code opA} and {@code opB}, after the warm-up. */
    private List<double[]> measure(Operation opA, Operation opB) throws IOException {
        long slice = sliceMillis * 1_000_000L;
        List<double[]> pairs = new ArrayList<>();
        // Sized once cold, to warm up, and again warm: a batch sized on a cold second would make
        // the measured slices shorter than asked, and one side's shorter than the other's.
        run(opA, opB, batch(opA, slice), batch(opB, slice), warmupSeconds * 1_000_000_000L, pairs);
        long batchA = batch(pairs, 0, slice);
        long batchB = batch(pairs, 1, slice);
        pairs.clear();
        run(opA, opB, batchA, batchB, durationSeconds * 1_000_000_000L, pairs);
        return pairs;
    }

    /**
     * Slices in the order A B B A A B B A ..., each pair of neighbours (A B, then B A) one
     * ratio: which side goes first alternates, so that neither gains from the other's garbage.
     */
    private static void run(Operation opA, Operation opB, long batchA, long batchB, long nanos, List<double[]> pairs)
            throws IOException {
        long end = System.nanoTime() + nanos;
        for (boolean aFirst = true; System.nanoTime() < end; aFirst = !aFirst) {
            double rateA;
            double rateB;
            if (aFirst) {
                rateA = rate(opA, batchA);
                rateB = rate(opB, batchB);
            } else {
                rateB = rate(opB, batchB);
                rateA = rate(opA, batchA);
            }
            pairs.add(new double[] {rateA, rateB});
        }
    }

    /** Operations per second over {@code count} operations, the clock read only around them. */
    private static double rate(Operation op, long count) throws IOException {
        long start = System.nanoTime();
        long s = 0;
        for (long i = 0; i < count; i++) {
            s += op.run();
        }
        long elapsed = System.nanoTime() - start;
        sink += s;
        return count * 1e9 / elapsed;
    }

    /** How many operations fill about one slice, found by running it for a second. */
    private static long batch(Operation op, long sliceNanos) throws IOException {
        long count = 0;
        long start = System.nanoTime();
        long s = 0;
        while (System.nanoTime() - start < 1_000_000_000L) {
            s += op.run();
            count++;
        }
        sink += s;
        return Math.max(1, count * sliceNanos / (System.nanoTime() - start));
    }

    /** How many operations fill one slice at the median rate side {@code side} ran at in {@code pairs}. */
    private static long batch(List<double[]> pairs, int side, long sliceNanos) {
        double[] rates = pairs.stream().mapToDouble(p -> p[side]).sorted().toArray();
        return Math.max(1, (long) (quantile(rates, 0.5) * sliceNanos / 1e9));
    }

    private static double quantile(double[] sorted, double q) {
        return sorted.length == 0 ? Double.NaN : sorted[(int) Math.min(sorted.length - 1, Math.round(q * (sorted.length - 1)))];
    }

    /** One operation of the work, returning something derived from its result. */
    @FunctionalInterface
    interface Operation {
        long run() throws IOException;
    }

    /** A codec of the named format on the chosen Jackson, which will encode {@code documents}. */
    private ValueCodec codec(String format, List<JsonNode> documents) throws IOException {
        String name = format.toUpperCase(Locale.ROOT);
        return switch (jackson) {
            case 2 -> Codec.create(Format.valueOf(name), compression, documents);
            case 3 -> {
                if (compression != Compression.NONE) {
                    throw new IllegalArgumentException("--compression " + compression + ": Jackson 2 only");
                }
                yield Format3.valueOf(name).codec(documents);
            }
            default -> throw new IllegalArgumentException("--jackson " + jackson + ": 2 or 3");
        };
    }

    /**
     * The operation of {@code side}'s format, from this JVM's classes or, given a class path, from a class loader of
     * its own over it, which is added to {@code loaders} for the caller to close once measured (its jars stay open until then).
     */
    private Operation operation(Side side, List<URLClassLoader> loaders) throws IOException {
        String format = side.format();
        String classpath = side.classpath();
        if (classpath == null) {
            return operation(format);
        }
        List<URL> urls = new ArrayList<>();
        for (String entry : classpath.split(File.pathSeparator)) {
            urls.add(Path.of(entry).toUri().toURL());
        }
        try {
            // The platform loader as parent: the class path's own Jackson, library and benchmark classes, none of this JVM's.
            URLClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
            loaders.add(loader);
            LongSupplier op = (LongSupplier) loader.loadClass(RatioBenchmark.class.getName())
                    .getMethod("isolatedOperation", String.class, String.class, int.class, String.class)
                    .invoke(null, work.name(), format, jackson, file);
            return op::getAsLong;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot make " + format + " from " + classpath + ": " + e, e);
        }
    }

    /**
     * The operation of one side, made in the class loader of {@code --a-classpath} or {@code --b-classpath}: handed
     * back as a JDK type, the one type both loaders share.
     */
    public static LongSupplier isolatedOperation(String work, String format, int jackson, String file) throws IOException {
        RatioBenchmark side = new RatioBenchmark();
        side.work = Work.valueOf(work);
        side.jackson = jackson;
        side.file = file;
        Operation op = side.operation(format);
        return () -> {
            try {
                return op.run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }

    private Operation operation(String format) throws IOException {
        switch (work) {
            case POJO_READ, POJO_WRITE -> {
                MediaContent content = MediaContent.sample();
                ValueCodec codec = codec(format, List.of(JsonText.MAPPER.valueToTree(content)));
                codec.verifyRoundTrip(content, MediaContent.class);
                byte[] document = codec.encode(content);
                return work == Work.POJO_WRITE ? () -> codec.encode(content).length
                        : () -> codec.decode(document, MediaContent.class).images().size();
            }
            case BEAN_READ -> {
                MediaContent content = MediaContent.sample();
                ValueCodec codec = codec(format, List.of(JsonText.MAPPER.valueToTree(content)));
                byte[] document = codec.encode(content);
                if (!JsonText.MAPPER.valueToTree(codec.decode(document, MediaContentBean.class))
                        .equals(JsonText.MAPPER.valueToTree(content))) {
                    throw new IllegalStateException(format + " read MediaContent's document into beans wrongly");
                }
                return () -> codec.decode(document, MediaContentBean.class).images.size();
            }
            case TOKENS, TREE_TOKENS, CORE_TOKENS -> {
                JsonNode tree = Corpus.fromSystemProperty().tree(file);
                Format f = Format.valueOf(format.toUpperCase(Locale.ROOT));
                ObjectMapper mapper = f.mapper(MapperSetup.uncompressed(List.of(tree)));
                byte[] document = mapper.writeValueAsBytes(tree);
                if (work == Work.CORE_TOKENS && f == Format.FRAC) {
                    ReadOptions options = ReadOptions.builder().build();
                    return () -> {
                        try (FracReader r = FracReader.of(document, options)) {
                            return readTokens(r);
                        }
                    };
                }
                return () -> {
                    try (JsonParser p = mapper.createParser(document)) {
                        return work == Work.TREE_TOKENS ? walkAsTreeReader(p) : readTokens(p);
                    }
                };
            }
            case TREE_READ, TREE_WRITE -> {
                JsonNode corpusTree = Corpus.fromSystemProperty().tree(file);
                ValueCodec codec = codec(format, List.of(corpusTree));
                Object tree = codec.tree(corpusTree);
                Class<?> treeType = codec.treeType();
                codec.verifyRoundTrip(tree, treeType);
                byte[] document = codec.encode(tree);
                return work == Work.TREE_WRITE ? () -> codec.encode(tree).length
                        : () -> codec.decode(document, treeType) != null ? 1 : 0;
            }
            default -> {
                List<JsonNode> set = Corpus.fromSystemProperty().documents(file);
                ValueCodec codec = codec(format, set);
                Object[] objects = new Object[set.size()];
                byte[][] documents = new byte[objects.length][];
                Class<?> treeType = codec.treeType();
                for (int i = 0; i < objects.length; i++) {
                    objects[i] = codec.tree(set.get(i));
                    codec.verifyRoundTrip(objects[i], treeType);
                    documents[i] = codec.encode(objects[i]);
                }
                int[] next = {0};
                return work == Work.MANY_ENCODE
                        ? () -> codec.encode(objects[advance(next, objects.length)]).length
                        : () -> codec.decode(documents[advance(next, documents.length)], treeType) != null ? 1 : 0;
            }
        }
    }

    /** Every token, with its text or number, as a caller reading the document would take them. */
    private static long readTokens(JsonParser p) throws IOException {
        long s = 0;
        for (JsonToken t = p.nextToken(); t != null; t = p.nextToken()) {
            switch (t) {
                case FIELD_NAME, VALUE_STRING -> s += p.getText().length();
                case VALUE_NUMBER_INT -> s += p.getLongValue();
                case VALUE_NUMBER_FLOAT -> s += (long) p.getDoubleValue();
                default -> s++;
            }
        }
        return s;
    }

    /**
     * The parser calls databind's tree reader makes (names by nextFieldName, ints by their number
     * type, text by getText), in its order, without the nodes: what the parser costs in that work.
     */
    private static long walkAsTreeReader(JsonParser p) throws IOException {
        long s = 0;
        JsonToken t = p.nextToken();
        int depth = 0;
        boolean[] inObject = new boolean[64];
        do {
            if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                inObject[++depth] = t == JsonToken.START_OBJECT;
            } else if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                depth--;
            } else {
                s += scalar(p, t);
            }
            if (depth == 0) {
                break;
            }
            if (inObject[depth]) {
                String name = p.nextFieldName();
                if (name == null) {
                    t = p.currentToken();
                    continue;
                }
                s += name.length();
            }
            t = p.nextToken();
        } while (true);
        return s;
    }

    private static long scalar(JsonParser p, JsonToken t) throws IOException {
        switch (t) {
            case VALUE_STRING:
                return p.getText().length();
            case VALUE_NUMBER_INT:
                JsonParser.NumberType nt = p.getNumberType();
                return nt == JsonParser.NumberType.INT ? p.getIntValue()
                        : nt == JsonParser.NumberType.LONG ? p.getLongValue() : p.getBigIntegerValue().signum();
            case VALUE_NUMBER_FLOAT:
                return (long) p.getDoubleValue();
            default:
                return 1;
        }
    }

    private static long readTokens(FracReader r) throws IOException {
        long s = 0;
        for (FracToken t = r.next(); t != null; t = r.next()) {
            switch (t) {
                case KEY -> s += r.key().length();
                case STRING -> s += r.string().length();
                case INT, UINT64 -> s += r.longValue();
                case FLOAT32, FLOAT64 -> s += (long) r.doubleValue();
                default -> s++;
            }
        }
        return s;
    }

    private static int advance(int[] next, int length) {
        int current = next[0];
        next[0] = current + 1 == length ? 0 : current + 1;
        return current;
    }

    /** pojo-read and POJO_READ alike. */
    static final class WorkConverter implements CommandLine.ITypeConverter<Work> {
        @Override
        public Work convert(String value) {
            return Work.valueOf(value.toUpperCase(Locale.ROOT).replace('-', '_'));
        }
    }
}
