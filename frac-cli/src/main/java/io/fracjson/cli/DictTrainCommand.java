package io.fracjson.cli;

import io.fracjson.core.Compression;
import io.fracjson.core.FracWriter;
import io.fracjson.core.ZstdDictionary;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code frac dict train}: a zstd dictionary from sample JSON, encoded as the documents will be. */
@Command(name = "train", mixinStandardHelpOptions = true, versionProvider = FracVersion.class, sortOptions = false,
        description = {
            "A zstd dictionary from sample JSON.",
            "Trains a zstd dictionary on sample JSON encoded as frac_json, with the keys table and number options"
                    + " the documents will be written with, since a dictionary compresses documents' bodies. Writes its bytes and"
                    + " prints its fingerprint, to store beside the documents compressed with it. The samples are"
                    + " held in memory: zstd needs about 100 times the dictionary's size of them; more only slows"
                    + " training."})
final class DictTrainCommand implements Callable<Integer> {
    @Option(names = {"-o", "--output"}, paramLabel = "FILE", required = true,
            description = "Where to write the dictionary (- for standard output).")
    private String output;

    @Option(names = "--keys-table", paramLabel = "FILE",
            description = "The global keys table the documents will be written with (from frac keys build).")
    private String keysTable;

    @Option(names = "--max-size", paramLabel = "BYTES", defaultValue = "10K", converter = ByteCount.class,
            description = "The dictionary's largest size (default ${DEFAULT-VALUE}, as the reference's benchmarks).")
    private long maxSize;

    @Mixin
    private JsonNumbers numbers;

    /** SAMPLES, and the limits they are read under (listed after this command's own options). */
    @Mixin
    private SampleFiles samples;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (maxSize < 1 || maxSize > Integer.MAX_VALUE) {
            throw new ParameterException(spec.commandLine(), "--max-size must be between 1 and 2G");
        }
        List<byte[]> documents = new ArrayList<>();
        FracWriter writer = new FracWriter(keysTable == null ? null : SharedTables.readKeysTable(keysTable));
        JsonToFrac encoder = new JsonToFrac(writer, numbers,
                w -> documents.add(w.toDocument(Compression.NONE)));
        samples.forEach(encoder);
        ZstdDictionary dictionary;
        try {
            dictionary = ZstdDictionary.trainOnDocuments(documents, (int) maxSize);
        } catch (IllegalArgumentException e) {
            throw new Failure("cannot train a dictionary: " + e.getMessage(), e);
        }
        Artefact.write(spec.commandLine(), output, dictionary.toBytes(), "zstd dictionary " + dictionary.fingerprint()
                + ": " + DocumentStats.number(dictionary.size()) + " bytes from " + DocumentStats.number(documents.size())
                + " samples");
        return 0;
    }
}
