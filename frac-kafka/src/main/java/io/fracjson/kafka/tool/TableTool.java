package io.fracjson.kafka.tool;

import io.fracjson.kafka.CachingTableRegistry;
import io.fracjson.kafka.DirectoryTableRegistry;
import io.fracjson.kafka.FracSerdeConfig;
import io.fracjson.kafka.TableRegistry;
import io.fracjson.kafka.TopicTableRegistry;
import org.apache.kafka.clients.CommonClientConfigs;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builds a keys table and a zstd dictionary from records already in a topic (the newest ones) or
 * from JSON files, prints the bytes per record they would give, and registers them in a
 * registry, printing the producer settings that write with them:
 *
 * <pre>
 * TableTool --bootstrap-server HOST:PORT --topic NAME [--sample N] [--property KEY=VALUE]...
 *           [--registry-topic NAME | --registry-dir DIR]
 * TableTool --file PATH... [--sample N] [--registry-dir DIR | --registry-topic NAME --bootstrap-server HOST:PORT]
 *   [--dictionary-bytes N] [--level N] [--min-uses N] [--max-wait-ms N]
 * </pre>
 *
 * Records of the topic that are frac_json are read with the tables their headers name, from the
 * registry: a new table can be built from what producers write today. Runs on Jackson 2.x
 * (frac-jackson).
 */
public final class TableTool {
    static final int DEFAULT_SAMPLE = 10_000;
    private static final String USAGE = """
            usage: TableTool (--bootstrap-server HOST:PORT --topic NAME | --file PATH...) [--sample N]
                             [--registry-topic NAME | --registry-dir DIR] [--property KEY=VALUE]...
                             [--dictionary-bytes N] [--level N] [--min-uses N] [--max-wait-ms N]""";

    private TableTool() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.out, System.err));
    }

    /** @return the exit status: 0 done, 1 failed, 2 a usage error */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            err.println("TableTool: " + e.getMessage());
            err.println(USAGE);
            return 2;
        }
        try (TableRegistry registry = options.registry()) {
            TableTrainer trainer = new TableTrainer().dictionaryBytes(options.dictionaryBytes)
                    .compressionLevel(options.level).minUses(options.minUses);
            String source = read(options, registry, trainer, out);
            TableTrainer.Result result = trainer.train();
            report(source, options.topic != null, result, out);
            if (registry != null) {
                registry.register(result.keysTable());
                if (result.dictionary() != null) {
                    registry.register(result.dictionary());
                }
                out.println("Registered in " + registry + ". Producers write with them given:");
            } else {
                out.println("Not registered (no --registry-topic or --registry-dir). Producers would write with them given:");
            }
            out.println("  " + FracSerdeConfig.KEYS_TABLE + "=" + result.keysTable().fingerprint());
            if (result.dictionary() != null) {
                out.println("  " + FracSerdeConfig.DICTIONARY + "=" + result.dictionary().fingerprint());
                out.println("  " + FracSerdeConfig.COMPRESSION_LEVEL + "=" + result.compressionLevel());
            }
            return 0;
        } catch (IOException | RuntimeException e) {
            err.println("TableTool: " + e.getMessage());
            return 1;
        }
    }

    private static String read(Options options, TableRegistry registry, TableTrainer trainer, PrintStream out)
            throws IOException {
        if (options.topic != null) {
            Samples.TopicCount count = Samples.fromTopic(options.connection(), options.topic, options.sample,
                    registry, trainer, options.maxWait);
            if (count.skipped() > 0) {
                out.println("Passed over " + count.skipped() + " records that are neither readable frac_json nor JSON"
                        + (count.problems().isEmpty() ? "" : ", e.g. " + String.join("; ", count.problems())));
            }
            return "the last " + count.added() + " records of topic " + options.topic;
        }
        int added = 0;
        for (Path file : options.files) {
            added += Samples.fromFile(file, options.sample - added, trainer);
        }
        return added + " records of " + options.files;
    }

    private static void report(String source, boolean fromTopic, TableTrainer.Result result, PrintStream out) {
        TableTrainer.Sizes s = result.sizes();
        out.println("Built from " + source + "; " + (s.heldOut() ? "measured on " + s.measured()
                + " of them held out of building" : "measured on the same " + s.measured() + " (too few to hold"
                + " some out: expect records to come out larger than this)"));
        out.println("Bytes per record value:");
        if (fromTopic) {
            row(out, "as stored in the topic", s.stored(), s.json());
        }
        row(out, "JSON", s.json(), s.json());
        row(out, "frac_json", s.frac(), s.json());
        row(out, "frac_json + keys table", s.fracTable(), s.json());
        row(out, "frac_json + keys table + zstd " + result.compressionLevel(), s.fracTableZstd(), s.json());
        if (result.dictionary() != null) {
            row(out, "frac_json + keys table + dictionary, zstd " + result.compressionLevel(), s.fracTableDictionary(),
                    s.json());
        }
        out.println("Keys table " + result.keysTable().fingerprint() + " (" + result.keysTable().size() + " keys), "
                + (result.dictionary() == null ? "no dictionary (too few samples to train one)"
                : "dictionary " + result.dictionary().fingerprint() + " (" + result.dictionary().size() + " bytes)"));
    }

    private static void row(PrintStream out, String label, double bytes, double json) {
        out.println(String.format(Locale.ROOT, "  %-50s %8.1f  %5.1f%% of JSON", label, bytes, 100 * bytes / json));
    }

    /** The command line, checked. */
    private static final class Options {
        String bootstrap;
        String topic;
        final List<Path> files = new ArrayList<>();
        int sample = DEFAULT_SAMPLE;
        String registryTopic;
        Path registryDirectory;
        final Map<String, Object> properties = new HashMap<>();
        int dictionaryBytes = TableTrainer.DEFAULT_DICTIONARY_BYTES;
        int level = TableTrainer.DEFAULT_COMPRESSION_LEVEL;
        int minUses = 1;
        Duration maxWait = TopicTableRegistry.DEFAULT_MAX_WAIT;

        static Options parse(String[] args) {
            Options o = new Options();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException(arg.startsWith("--") ? arg + " needs a value" : "unexpected " + arg);
                }
                String value = args[++i];
                switch (arg) {
                    case "--bootstrap-server" -> o.bootstrap = value;
                    case "--topic" -> o.topic = value;
                    case "--file" -> o.files.add(Path.of(value));
                    case "--sample" -> o.sample = positive(arg, value);
                    case "--registry-topic" -> o.registryTopic = value;
                    case "--registry-dir" -> o.registryDirectory = Path.of(value);
                    case "--property" -> {
                        int eq = value.indexOf('=');
                        if (eq < 1) {
                            throw new IllegalArgumentException("--property takes KEY=VALUE, got " + value);
                        }
                        o.properties.put(value.substring(0, eq), value.substring(eq + 1));
                    }
                    case "--dictionary-bytes" -> o.dictionaryBytes = number(arg, value, 0);
                    case "--level" -> o.level = positive(arg, value);
                    case "--min-uses" -> o.minUses = number(arg, value, 0);
                    case "--max-wait-ms" -> o.maxWait = Duration.ofMillis(number(arg, value, 0));
                    default -> throw new IllegalArgumentException("unknown option " + arg);
                }
            }
            if ((o.topic == null) == o.files.isEmpty()) {
                throw new IllegalArgumentException("give --topic or --file (not both)");
            }
            if ((o.topic != null || o.registryTopic != null) && o.bootstrap == null
                    && !o.properties.containsKey(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG)) {
                throw new IllegalArgumentException("a topic needs --bootstrap-server");
            }
            if (o.registryTopic != null && o.registryDirectory != null) {
                throw new IllegalArgumentException("give --registry-topic or --registry-dir, not both");
            }
            return o;
        }

        Map<String, Object> connection() {
            Map<String, Object> connection = new HashMap<>(properties);
            if (bootstrap != null) {
                connection.put(CommonClientConfigs.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
            }
            return connection;
        }

        /** Null for none. */
        TableRegistry registry() {
            if (registryDirectory != null) {
                return new DirectoryTableRegistry(registryDirectory);
            }
            return registryTopic == null ? null : new TopicTableRegistry(connection(), registryTopic, maxWait,
                    CachingTableRegistry.DEFAULT_CACHE_SIZE);
        }

        private static int positive(String option, String value) {
            return number(option, value, 1);
        }

        private static int number(String option, String value, int least) {
            try {
                int n = Integer.parseInt(value);
                if (n >= least) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // refused below
            }
            throw new IllegalArgumentException(option + " takes a whole number of at least " + least + ", got " + value);
        }
    }
}
