package io.fracjson.cli;

import com.github.luben.zstd.Zstd;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code frac fingerprint}: the fingerprints of keys tables and dictionaries. */
@Command(name = "fingerprint", mixinStandardHelpOptions = true, versionProvider = FracVersion.class,
        description = {
            "The fingerprints of keys tables and dictionaries.",
            "Prints the fingerprint of each keys table or zstd dictionary FILE, with what the file is: the first"
                    + " 8 bytes of the SHA-256 of its bytes, as 16 hex digits (sha256sum FILE | cut -c1-16 gives"
                    + " the same). A document names neither its keys table nor its dictionary: store their"
                    + " fingerprints beside it, and compare before reading."})
final class FingerprintCommand implements Callable<Integer> {
    @Parameters(paramLabel = "FILE", arity = "1..*", description = "Keys tables or dictionaries; - for standard input.")
    private final List<String> files = new ArrayList<>();

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (String file : files) {
            Input input = Input.of(file);
            byte[] bytes = input.readAllBytes();
            if (bytes.length == 0) {
                throw new Failure(input.name() + ": empty, neither a keys table nor a dictionary");
            }
            out.println(describe(bytes) + "  " + input.name());
        }
        out.flush();
        return 0;
    }

    /** The fingerprint, and what the bytes are: a keys table, a trained dictionary, or other bytes. */
    private static String describe(byte[] bytes) {
        try {
            KeysTable table = KeysTable.fromBytes(bytes);
            return table.fingerprint() + "  keys table of " + DocumentStats.number(table.size()) + " keys";
        } catch (FracFormatException notATable) {
            String fingerprint = ZstdDictionary.of(bytes).fingerprint(); // the same rule for any bytes
            long id = Zstd.getDictIdFromDict(bytes);
            return fingerprint + "  " + (id != 0 ? "zstd dictionary (id " + id + ") of " + DocumentStats.number(bytes.length)
                    + " bytes" : DocumentStats.number(bytes.length) + " bytes, not a keys table or trained zstd dictionary"
                    + " (a raw-content dictionary?)");
        }
    }
}
