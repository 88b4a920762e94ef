package io.fracjson.cli;

import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.jackson.KeysTables;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code frac keys build}: a global keys table from sample JSON. */
@Command(name = "build", mixinStandardHelpOptions = true, versionProvider = FracVersion.class, sortOptions = false,
        description = {
            "A global keys table from sample JSON.",
            "Builds a global keys table from sample JSON, as the reference's keys_table_from_json does: the keys"
                    + " of every object in the samples, the most used first (ties in the order they first appear,"
                    + " so the same samples always give the same table). Writes its bytes and prints its"
                    + " fingerprint, to store beside the documents written with it."})
final class KeysBuildCommand implements Callable<Integer> {
    @Option(names = {"-o", "--output"}, paramLabel = "FILE", required = true,
            description = "Where to write the table (- for standard output).")
    private String output;

    @Option(names = "--max-count", paramLabel = "N", defaultValue = "" + KeysTableBuilder.DEFAULT_MAX_COUNT,
            converter = WholeNumber.AtLeastZero.class,
            description = "Keep at most the N most used keys (default ${DEFAULT-VALUE}; 0: no limit but the"
                    + " format's 65,535).")
    private int maxCount;

    @Option(names = "--cutoff", paramLabel = "N", defaultValue = "1", converter = WholeNumber.AtLeastZero.class,
            description = "Keep only keys used by at least N objects (default ${DEFAULT-VALUE}).")
    private int cutoff;

    /** SAMPLES, and the limits they are read under (listed after this command's own options). */
    @Mixin
    private SampleFiles samples;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        KeysTableBuilder builder = new KeysTableBuilder().maxCount(maxCount).occurrenceCutoff(cutoff);
        long values = samples.forEach(json -> KeysTables.addValue(builder, json));
        KeysTable table = builder.build();
        Artefact.write(spec.commandLine(), output, table.toBytes(), "keys table " + table.fingerprint() + ": "
                + DocumentStats.number(table.size()) + " keys from " + DocumentStats.number(values) + " samples");
        return 0;
    }
}
