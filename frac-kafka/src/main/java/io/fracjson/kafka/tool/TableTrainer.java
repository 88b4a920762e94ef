package io.fracjson.kafka.tool;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.fracjson.core.KeysTable;
import io.fracjson.core.KeysTableBuilder;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.jackson.FracJsonFactory;
import io.fracjson.jackson.FracSchema;
import io.fracjson.jackson.KeysTables;
import io.fracjson.kafka.TableSet;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds a keys table and a zstd dictionary from sample record values, and measures the bytes per
 * record they would give. With enough samples, every fifth is held out: the table and dictionary
 * are built from the others and measured on those, as they will meet records they were not built
 * from.
 */
public final class TableTrainer {
    /** The reference's dictionary size (FORMAT.md section 5). */
    public static final int DEFAULT_DICTIONARY_BYTES = 10 * 1024;
    public static final int DEFAULT_COMPRESSION_LEVEL = 3;
    /** Below this many samples, all of them build and measure (the report says so). */
    static final int MIN_SAMPLES_TO_HOLD_OUT = 100;
    private static final int HOLD_OUT_EVERY = 5;
    /** zstd's guidance: samples of about 100 times the dictionary size; more only slows training. */
    private static final int TRAINING_BYTES_PER_DICTIONARY_BYTE = 100;

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final ObjectMapper FRAC = new ObjectMapper(new FracJsonFactory());

    private final List<Sample> samples = new ArrayList<>();
    private int dictionaryBytes = DEFAULT_DICTIONARY_BYTES;
    private int compressionLevel = DEFAULT_COMPRESSION_LEVEL;
    private int minUses = 1;

    private record Sample(JsonNode value, int storedBytes) {
    }

    /** What was built, and the average bytes per record each way. */
    public record Result(KeysTable keysTable, ZstdDictionary dictionary, int compressionLevel, Sizes sizes) {
        public TableSet tables() {
            return new TableSet(keysTable, dictionary);
        }
    }

    /**
     * Average bytes per record value, over {@code measured} records.
     *
     * @param heldOut whether those were held out of building (else built from too: optimistic)
     * @param stored as the records came (in the topic or the files)
     * @param fracTableDictionary NaN when no dictionary could be trained
     */
    public record Sizes(int measured, boolean heldOut, double stored, double json, double frac, double fracTable,
                        double fracTableZstd, double fracTableDictionary) {
    }

    /** At most this many bytes of dictionary; 0 for none. */
    public TableTrainer dictionaryBytes(int bytes) {
        if (bytes < 0) {
            throw new IllegalArgumentException("dictionary bytes must be 0 or more, got " + bytes);
        }
        this.dictionaryBytes = bytes;
        return this;
    }

    /** The zstd level measured and recommended (above 0). */
    public TableTrainer compressionLevel(int level) {
        if (level < 1) {
            throw new IllegalArgumentException("a dictionary is used by zstd: the level must be 1 or more, got " + level);
        }
        this.compressionLevel = level;
        return this;
    }

    /** Keep only keys used by at least this many objects of the samples (1 by default). */
    public TableTrainer minUses(int uses) {
        this.minUses = uses;
        return this;
    }

    /** One sample record value, and how many bytes it took where it came from. */
    public void add(JsonNode value, int storedBytes) {
        samples.add(new Sample(value, storedBytes));
    }

    public int size() {
        return samples.size();
    }

    /** @throws IllegalStateException without samples */
    public Result train() throws IOException {
        if (samples.isEmpty()) {
            throw new IllegalStateException("no samples to build a keys table from");
        }
        boolean holdOut = samples.size() >= MIN_SAMPLES_TO_HOLD_OUT;
        List<Sample> building = new ArrayList<>();
        List<Sample> measuring = new ArrayList<>();
        for (int i = 0; i < samples.size(); i++) {
            (holdOut && i % HOLD_OUT_EVERY == HOLD_OUT_EVERY - 1 ? measuring : building).add(samples.get(i));
        }
        if (!holdOut) {
            measuring = building;
        }
        KeysTableBuilder keys = new KeysTableBuilder().occurrenceCutoff(minUses);
        for (Sample s : building) {
            KeysTables.addValue(keys, s.value.traverse());
        }
        KeysTable table = keys.build();
        ZstdDictionary dictionary = dictionaryBytes == 0 ? null : dictionary(table, building);
        return new Result(table, dictionary, compressionLevel, measure(table, dictionary, measuring, holdOut));
    }

    /** Trained on every k-th of the building samples, about 100 times the dictionary's size; null if zstd cannot. */
    private ZstdDictionary dictionary(KeysTable table, List<Sample> building) throws IOException {
        List<byte[]> encoded = new ArrayList<>();
        long total = 0;
        for (Sample s : building) {
            byte[] document = FRAC.writer(FracSchema.of(table)).writeValueAsBytes(s.value);
            encoded.add(document);
            total += document.length;
        }
        long wanted = (long) TRAINING_BYTES_PER_DICTIONARY_BYTE * dictionaryBytes;
        int step = (int) Math.max(1, total / wanted);
        List<byte[]> chosen = new ArrayList<>();
        for (int i = 0; i < encoded.size(); i += step) {
            chosen.add(encoded.get(i));
        }
        try {
            return ZstdDictionary.trainOnDocuments(chosen, dictionaryBytes);
        } catch (IllegalArgumentException tooFew) {
            return null;
        }
    }

    private Sizes measure(KeysTable table, ZstdDictionary dictionary, List<Sample> measuring, boolean heldOut)
            throws IOException {
        var plain = FRAC.writer();
        var withTable = FRAC.writer(FracSchema.of(table));
        var withZstd = FRAC.writer(FracSchema.builder().keysTable(table).compressionLevel(compressionLevel).build());
        var withDictionary = dictionary == null ? null : FRAC.writer(FracSchema.builder().keysTable(table)
                .zstdDictionary(dictionary).compressionLevel(compressionLevel).build());
        long stored = 0;
        long json = 0;
        long frac = 0;
        long fracTable = 0;
        long fracZstd = 0;
        long fracDictionary = 0;
        for (Sample s : measuring) {
            stored += s.storedBytes;
            json += JSON.writeValueAsBytes(s.value).length;
            frac += plain.writeValueAsBytes(s.value).length;
            fracTable += withTable.writeValueAsBytes(s.value).length;
            fracZstd += withZstd.writeValueAsBytes(s.value).length;
            fracDictionary += withDictionary == null ? 0 : withDictionary.writeValueAsBytes(s.value).length;
        }
        double n = measuring.size();
        return new Sizes(measuring.size(), heldOut, stored / n, json / n, frac / n, fracTable / n, fracZstd / n,
                withDictionary == null ? Double.NaN : fracDictionary / n);
    }
}
