package io.fracjson.core;

import io.fracjson.core.testing.WithoutNativeZstd;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

import static io.fracjson.core.testing.WithoutNativeZstd.assertNeedsNativeLibrary;
import static io.fracjson.core.testing.WithoutNativeZstd.assertOk;
import static io.fracjson.core.testing.WithoutNativeZstd.step;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * zstd-jni's native library is loaded by compression only: without it (and, on Java 24 and
 * later, without native access) uncompressed documents and keys tables work, and each use of
 * compression says what it needs, the second as clearly as the first.
 */
class NativeLoadingTest {
    private static final String[] PLAIN = {"plain document", "stream of documents", "keys table", "level 0"};
    private static final String[] COMPRESSED = {"zstd level", "zstd level again", "compressed document read",
        "compressed document read again", "dictionary", "training"};

    @Test
    void withoutTheNativeLibraryPlainDocumentsWorkAndCompressionSaysWhatItNeeds() throws IOException {
        for (Map<String, String> reports : WithoutNativeZstd.runEach(InTheJvm.class, compressedDocument())) {
            assertOk(reports, PLAIN);
            assertNeedsNativeLibrary(reports, COMPRESSED);
            assertEquals(PLAIN.length + COMPRESSED.length, reports.size(), reports.toString());
        }
    }

    /** A compressed document, as hex, made here where zstd works. */
    private static String compressedDocument() throws IOException {
        FracWriter w = new FracWriter();
        writeEvent(w);
        return HexFormat.of().formatHex(w.toDocument(Compression.zstd(3)));
    }

    private static void writeEvent(FracWriter w) throws IOException {
        w.writeStartObject();
        w.writeKey("id");
        w.writeLong(7);
        w.writeKey("tags");
        w.writeStartArray();
        w.writeString("a");
        w.writeBoolean(true);
        w.writeEndArray();
        w.writeEndObject();
    }

    private static int readAll(FracReader r) throws IOException {
        int tokens = 0;
        while (r.next() != null) {
            tokens++;
        }
        return tokens;
    }

    /** The steps, in the JVM without zstd's native library; its argument is {@link #compressedDocument()}. */
    static final class InTheJvm {
        public static void main(String[] args) {
            byte[] compressed = HexFormat.of().parseHex(args[0]);
            step("plain document", () -> {
                FracWriter w = new FracWriter();
                writeEvent(w);
                return readAll(FracReader.of(w.toDocument(Compression.NONE), ReadOptions.DEFAULT));
            });
            step("stream of documents", () -> {
                FracWriter w = new FracWriter();
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                writeEvent(w);
                w.writeDocument(out, Compression.NONE);
                writeEvent(w);
                w.writeDocument(out, Compression.NONE);
                return readAll(FracReader.of(new ByteArrayInputStream(out.toByteArray()), ReadOptions.DEFAULT));
            });
            step("keys table", () -> {
                KeysTable table = KeysTable.fromBytes(KeysTable.of(List.of("id", "tags")).toBytes());
                FracWriter w = new FracWriter(table);
                writeEvent(w);
                byte[] document = w.toDocument(Compression.NONE);
                KeysTableBuilder builder = new KeysTableBuilder();
                builder.addDocument(FracReader.of(document, ReadOptions.builder().keysTable(table).build()));
                return builder.build().fingerprint() + table.fingerprint();
            });
            step("level 0", () -> Compression.zstd(0, null));
            step("zstd level", () -> Compression.zstd(3));
            step("zstd level again", () -> Compression.zstd(3));
            step("compressed document read", () -> readAll(FracReader.of(compressed, ReadOptions.DEFAULT)));
            step("compressed document read again", () -> readAll(FracReader.of(compressed, ReadOptions.DEFAULT)));
            step("dictionary", () -> ZstdDictionary.of(new byte[] {1, 2, 3}));
            step("training", () -> ZstdDictionary.train(List.of(compressed, compressed), 1024));
        }
    }
}
