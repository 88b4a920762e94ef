package io.fracjson.cli;

import com.github.luben.zstd.Zstd;
import io.fracjson.core.testing.ConformanceVector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad input ends with one line on stderr naming the file, the document and the byte, and exit
 * status 1, never a stack trace; the read limits hold and can be raised. (Usage errors: CommandLineTest.)
 */
class ErrorsIT {
    private static final HexFormat HEX = HexFormat.of();

    private static ConformanceVector vector(String name) {
        return ConformanceVector.documents().stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    }

    /**
     * A stream of three documents (plain, zstd, zstd with a dictionary) cut inside each: the
     * documents before the cut are decoded, then one line names the one that broke.
     */
    @Test
    void aTruncatedStreamIsDecodedUpToTheBrokenDocument(@TempDir Path work) throws IOException {
        ConformanceVector dictionary = vector("zstd_l3_dict_event");
        byte[][] documents = {vector("doc_event_log").frac(), vector("zstd_l3_event_batch").frac(), dictionary.frac()};
        ByteArrayOutputStream stream = new ByteArrayOutputStream();
        for (byte[] document : documents) {
            stream.write(document);
        }
        byte[] all = stream.toByteArray();
        String dict = dictionary.directory().resolve(dictionary.dictFile()).toString();
        int start = 0;
        for (int document = 0; document < documents.length; document++) {
            int cut = start + documents[document].length / 2;
            Path file = work.resolve("cut-" + document + ".frac");
            Files.write(file, Arrays.copyOf(all, cut));
            FracJar.Run run = FracJar.run("decode", "--dict", dict, file.toString())
                    .failedWith("frac decode: " + file + ": document " + (document + 1) + ", byte ");
            assertEquals(document, run.outText().chars().filter(c -> c == '\n').count(), "whole documents: " + run.outText());
            start += documents[document].length;
        }
        // A header cut short, after two whole documents.
        Path header = work.resolve("header.frac");
        Files.write(header, Arrays.copyOf(all, documents[0].length + documents[1].length + 2));
        FracJar.run("inspect", "--dict", dict, header.toString()).failedWith("frac inspect: " + header
                + ": document 3, byte " + (documents[0].length + documents[1].length) + ": input ended inside the"
                + " document header");
    }

    /**
     * A reader that stops early, as {@code frac decode many.frac | head} does, ends frac quietly:
     * no message, and the status that SIGPIPE gives {@code cat} in the same place.
     */
    @Test
    void standardOutputClosedByItsReaderEndsFracQuietly(@TempDir Path work) throws Exception {
        byte[] document = vector("doc_event_log").frac();
        Path many = work.resolve("many.frac");
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(many))) {
            for (int i = 0; i < 20_000; i++) { // megabytes of JSON: far more than the pipe and the output buffer hold
                out.write(document);
            }
        }
        Path err = work.resolve("err.txt");
        Process frac = new ProcessBuilder(FracJar.command(FracJar.QUICK_JVM, "decode", many.toString()))
                .redirectError(err.toFile())
                .start();
        try (InputStream out = frac.getInputStream()) {
            assertEquals(100, out.readNBytes(100).length, "the first lines arrive");
        } // the reader goes away, as head does once it has its lines
        assertTrue(frac.waitFor(120, TimeUnit.SECONDS), "frac ends");
        assertEquals("", Files.readString(err));
        assertEquals(141, frac.exitValue());
    }

    @Test
    void hostileDocumentsAreRefusedNotObeyed() {
        // Reserved type byte; invalid UTF-8; an array that claims 2^32 - 1 elements; a wrong magic.
        FracJar.runWithInput(HEX.parseHex("464a00fe"), "decode")
                .failedWith("frac decode: standard input: document 1, byte 3: reserved type byte 0xFE");
        FracJar.runWithInput(HEX.parseHex("464a0018c328"), "decode")
                .failedWith("frac decode: standard input: document 1, byte 4: string is not valid UTF-8 (byte 0 of 2)");
        FracJar.runWithInput(HEX.parseHex("464a0015ffffffff"), "decode")
                .failedWith("frac decode: standard input: document 1, byte 8: input ended inside a value");
        FracJar.runWithInput("{\"a\":1}", "decode")
                .failedWith("frac decode: standard input: document 1, byte 0: not a frac_json document: expected magic");
    }

    /** 2,000 nested arrays: past the default depth, read once the limit is raised. */
    @Test
    void theNestingLimitHoldsAndCanBeRaised() {
        byte[] deep = new byte[3 + 2001];
        deep[0] = 'F';
        deep[1] = 'J';
        Arrays.fill(deep, 3, 3 + 2000, (byte) 0x9F); // an array of one element
        deep[deep.length - 1] = (byte) 0xDE; // tiny int 0
        FracJar.runWithInput(deep, "decode").failedWith("frac decode: standard input: document 1, byte 1003: nesting"
                + " depth exceeds the maximum of 1000 (a read limit: see --help for the option that raises it)");
        String inspected = FracJar.runWithInput(deep, "inspect", "--max-depth", "2000").succeeded().outText();
        assertTrue(inspected.contains("  depth        2000 at most\n"), inspected);
    }

    /**
     * A few KB of zstd that decompress to 8 MB of zeros: past the 4 MB floor, beyond 100 times its
     * size read, so refused; read once the ratio limit and the bound on its tokens are lifted.
     */
    @Test
    void aDecompressionBombIsStoppedUnlessTheLimitIsRaised() {
        int elements = 8_000_000;
        ByteBuffer body = ByteBuffer.allocate(5 + elements).order(ByteOrder.LITTLE_ENDIAN);
        body.put((byte) 0x15).putInt(elements); // array, u32 count
        while (body.hasRemaining()) {
            body.put((byte) 0xDE); // tiny int 0
        }
        byte[] frame = Zstd.compress(body.array(), 19);
        byte[] document = new byte[3 + frame.length];
        document[0] = 'F';
        document[1] = 'J';
        document[2] = 0x10; // zstd
        System.arraycopy(frame, 0, document, 3, frame.length);
        FracJar.Run refused = FracJar.runWithInput(document, "decode").failedWith("frac decode: standard input:"
                + " document 1, byte ");
        assertTrue(refused.err().contains("(a read limit: see --help for the option that raises it)"), refused.err());
        // 8,000,002 tokens from some 300 bytes: past the bound on a compressed document's tokens too.
        FracJar.runWithInput(document, "inspect", "--max-decompression-ratio", "-1").failedWith("frac inspect:"
                + " standard input: document 1, byte ");
        String inspected = FracJar.runWithInput(document, "inspect", "--max-decompression-ratio", "-1",
                "--max-tokens-per-compressed-byte", "-1").succeeded().outText();
        assertTrue(inspected.contains("  values       8,000,001: 1 array, 8,000,000 integers\n"), inspected);
    }

    @Test
    void badJsonIsNamedByFileDocumentByteLineAndColumn(@TempDir Path work) throws IOException {
        Path json = work.resolve("events.jsonl");
        Files.writeString(json, "{\"a\":1}\n{\"a\":2}\n{\"a\":}\n");
        FracJar.Run encode = FracJar.run("encode", json.toString(), "-o", work.resolve("out.frac").toString())
                .failedWith("frac encode: " + json + ": document 3, byte 21 (line 3, column 6): Unexpected character");
        assertEquals("", encode.outText());
        FracJar.run("keys", "build", json.toString(), "-o", work.resolve("t.keys").toString())
                .failedWith("frac keys build: " + json + ": document 3, byte 21 (line 3, column 6): Unexpected character");
        assertTrue(Files.notExists(work.resolve("t.keys")), "no keys table from samples that failed");
        FracJar.runWithInput("{\"a\":1,\"a\":2}", "encode")
                .failedWith("frac encode: standard input: document 1, byte 10 (line 1, column 11): Duplicate field 'a'");
        FracJar.runWithInput("[\"\\ud800\"]", "encode").failedWith("frac encode: standard input: document 1, byte 1"
                + " (line 1, column 2): unpaired surrogate");
        FracJar.runWithInput("1e400", "encode", "--inexact-numbers", "fail")
                .failedWith("frac encode: standard input: document 1, byte 0 (line 1, column 1): no frac_json number"
                        + " holds number 1e400 exactly");
    }

    @Test
    void missingFilesAndBadTablesAreNamed(@TempDir Path work) throws IOException {
        Path missing = work.resolve("missing.frac");
        FracJar.run("decode", missing.toString()).failedWith("frac decode: " + missing + ": no such file");
        Path notATable = work.resolve("not.keys");
        Files.writeString(notATable, "hello");
        FracJar.run("decode", "--keys-table", notATable.toString())
                .failedWith("frac decode: " + notATable + ": not a keys table: keys table config byte is 104, expected 0");
        Path empty = work.resolve("empty.dict");
        Files.write(empty, new byte[0]);
        FracJar.run("fingerprint", empty.toString())
                .failedWith("frac fingerprint: " + empty + ": empty, neither a keys table nor a dictionary");
        FracJar.runWithInput("{}", "encode", "-o", work.resolve("no/such/dir/out.frac").toString())
                .failedWith("frac encode: " + work.resolve("no/such/dir/out.frac") + ": cannot create");
    }

    /**
     * Issue 40 #5: keys tables and dictionaries were read whole, whatever their size: frac
     * fingerprint of 33 KB of zstd expanding to 1 GiB took 11 s and 4.7 GB of RSS, then called it
     * "a raw-content dictionary?", and with -Xmx64m ended "frac: unexpected
     * java.lang.OutOfMemoryError"; --keys-table and --dict the same. Past 16 MiB, one line naming the limit.
     */
    @Test
    void artefactFilesOverTheLimitAreRefusedInOneLine(@TempDir Path work) throws IOException {
        Path zeros = work.resolve("zeros64m.zst");
        try (OutputStream out = new com.github.luben.zstd.ZstdOutputStream(Files.newOutputStream(zeros), 1)) {
            byte[] mib = new byte[1 << 20];
            for (int i = 0; i < 64; i++) {
                out.write(mib);
            }
        }
        Path big = work.resolve("big.keys");
        try (java.nio.channels.FileChannel channel = java.nio.channels.FileChannel.open(big,
                java.nio.file.StandardOpenOption.CREATE_NEW, java.nio.file.StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(new byte[] {1}), 64L << 20); // sparse: 64 MiB
        }
        String refused = ": larger than 16777216 bytes (16 MiB), the most a keys table or zstd dictionary holds: refused";
        java.util.List<String> smallHeap = java.util.List.of("-Xmx64m");
        for (Path file : new Path[] {zeros, big}) {
            FracJar.runWithOptions(smallHeap, new byte[0], "fingerprint", file.toString())
                    .failedWith("frac fingerprint: " + file + refused);
            FracJar.runWithOptions(smallHeap, new byte[0], "decode", "--keys-table", file.toString())
                    .failedWith("frac decode: " + file + refused);
            FracJar.runWithOptions(smallHeap, new byte[0], "decode", "--dict", file.toString())
                    .failedWith("frac decode: " + file + refused);
        }
    }
}
