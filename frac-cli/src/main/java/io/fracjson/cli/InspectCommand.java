package io.fracjson.cli;

import com.github.luben.zstd.Zstd;
import io.fracjson.core.DocumentHeader;
import io.fracjson.core.FracFormatException;
import io.fracjson.core.FracReader;
import io.fracjson.core.KeysTable;
import io.fracjson.core.ReadOptions;
import io.fracjson.core.ZstdFrameHeader;
import io.fracjson.core.ZstdDictionary;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Arrays;
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
                    + " zstd dictionary, if any. A document names no keys table: compare the fingerprints stored beside"
                    + " it with those of the files you have (frac fingerprint). Without --dict, a document compressed"
                    + " with a dictionary is described from its header and zstd frame: stored size, decompressed"
                    + " size, and the id of the dictionary the frame names, which frac fingerprint prints for a"
                    + " dictionary file.",
            "Global keys are counted without a keys table; give --keys-table to check that it covers them."})
final class InspectCommand implements Callable<Integer> {
    /** The header's config bits of a document compressed with a dictionary: zstd (bit 4) and dictionary (bit 5). */
    private static final int DICTIONARY_DOCUMENT = 0x30;

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
        try (RewindableInput in = new RewindableInput(input.open(out))) {
            // A reader per run of documents it can decode: one compressed with a dictionary not given
            // is described from its bytes, and a new reader goes on after it.
            for (long start = 0; ; ) {
                long first = start;
                long[] next = {start}; // where the next document starts
                try (FracReader reader = FracReader.of(new CloseShield(in), options)) {
                    stats.readAll(reader, (index, document) -> {
                        next[0] = first + reader.currentOffset();
                        in.keepFrom(next[0]);
                        if (eachDocument) {
                            printDocument(out, input, index, document);
                        }
                    });
                    break;
                } catch (FracFormatException e) {
                    long failed = next[0];
                    DocumentStats.Document needsDictionary = dictionary == null ? withDictionary(in, failed) : null;
                    if (needsDictionary == null) {
                        if (stats.documents() > 0) {
                            printSummary(out, input, stats, table, dictionary, " before the failure below");
                        }
                        throw Failure.inFrac(input.name(), stats.documents() + 1, e);
                    }
                    stats.addUndecoded(needsDictionary);
                    if (eachDocument) {
                        printDocument(out, input, stats.documents(), needsDictionary);
                    }
                    start = failed + needsDictionary.storedBytes();
                    in.rewindTo(start);
                    in.keepFrom(start);
                }
            }
        } catch (IOException e) {
            throw new Failure(input.name() + ": cannot read: " + e.getMessage(), e);
        }
        printSummary(out, input, stats, table, dictionary, "");
        return 0;
    }

    private static void printDocument(PrintWriter out, Input input, long index, DocumentStats.Document document) {
        if (index == 1) {
            out.println(input.name());
        }
        printLine(out, "", DocumentStats.describe(index, document));
    }

    /**
     * The document at {@code offset}, described from its bytes, if it is one compressed with a
     * zstd dictionary: its header, the size its zstd frame takes, the size it decompresses to, and
     * the id of the dictionary the frame names; null if it is not such a document, or not whole.
     */
    private static DocumentStats.Document withDictionary(RewindableInput in, long offset) throws IOException {
        byte[] header = in.bytesFrom(offset, DocumentHeader.SIZE);
        if (header.length < DocumentHeader.SIZE || header[0] != DocumentHeader.MAGIC_0 || header[1] != DocumentHeader.MAGIC_1
                || DocumentHeader.configProblem(header[2] & 0xFF) != null || (header[2] & DICTIONARY_DOCUMENT) != DICTIONARY_DOCUMENT) {
            return null;
        }
        for (long wanted = DocumentHeader.SIZE + 5; ; ) {
            if (wanted > Integer.MAX_VALUE - 16) {
                return null;
            }
            byte[] bytes = in.bytesFrom(offset, (int) Math.max(wanted, 1 << 16));
            long frameLength = ZstdFrameHeader.frameLength(bytes, DocumentHeader.SIZE, bytes.length);
            if (frameLength == ZstdFrameHeader.INVALID || frameLength < 0 && bytes.length < DocumentHeader.SIZE - frameLength) {
                return null; // not a frame zstd reads, or the input ended inside it
            }
            if (frameLength >= 0) {
                byte[] frame = Arrays.copyOfRange(bytes, DocumentHeader.SIZE, DocumentHeader.SIZE + (int) frameLength);
                return new DocumentStats.Document(offset, true, true, DocumentHeader.SIZE + frameLength,
                        Math.max(Zstd.getFrameContentSize(frame), 0), -1, Zstd.getDictIdFromFrame(frame));
            }
            wanted = Math.max(DocumentHeader.SIZE - frameLength, (long) bytes.length * 2);
        }
    }

    /** Stands between the input and each reader, which closes what it reads at its end. */
    private static final class CloseShield extends FilterInputStream {
        CloseShield(InputStream in) {
            super(in);
        }

        @Override
        public void close() {
        }
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
