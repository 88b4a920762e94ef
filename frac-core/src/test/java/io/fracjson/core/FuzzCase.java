package io.fracjson.core;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.Arrays;

/**
 * One fuzz input split into its parts: the first byte selects how to read (and, for the
 * round trip, how to write again); the rest is the frac_json input. Keeping the choices in
 * the input lets the fuzzer explore them and makes every finding replay exactly.
 *
 * <p>Selector bits: 0-1 the global keys table (none or one of three conformance tables);
 * 2 the zstd dictionary; 3-4 how the stream hands out bytes (all it can, or 1, 7 or 4093 at
 * a time), bit 3 also whether re-encoded containers are sized; 5 tight limits; 6-7 the
 * re-encoding's compression (none, zstd 1, zstd 3, zstd 3 with the dictionary).
 */
record FuzzCase(int selector, byte[] input) {
    /**
     * Fuzzing ignores the 1 GiB default: decompressing that much takes seconds, which would
     * report every zstd bomb as a timeout. ReadLimitsTest covers the default.
     */
    static final long MAX_DECOMPRESSED_BYTES = 4 << 20;

    private static final KeysTable[] KEYS_TABLES = {KeysTable.EMPTY, keysTable("global_small.keys"),
        keysTable("zstd_samples.keys"), keysTable("global_utf8_and_long.keys")};
    static final ZstdDictionary DICTIONARY = dictionary("raw_content.dict");
    private static final int[] CHUNK_SIZES = {Integer.MAX_VALUE, 1, 7, 4093};

    static FuzzCase of(byte[] data) {
        return data.length == 0 ? new FuzzCase(0, data) : new FuzzCase(data[0] & 0xFF, Arrays.copyOfRange(data, 1, data.length));
    }

    ReadOptions readOptions() {
        ReadOptions.Builder b = ReadOptions.builder()
                .keysTable(keysTable())
                .dictionary((selector & 4) != 0 ? DICTIONARY : null)
                .maxDecompressedBytes(MAX_DECOMPRESSED_BYTES);
        if ((selector & 0x20) != 0) {
            b.maxNestingDepth(24).maxStringBytes(300).maxKeyBytes(40).maxDocumentBytes(2000);
        }
        return b.build();
    }

    KeysTable keysTable() {
        return KEYS_TABLES[selector & 3];
    }

    /** The input as a stream that returns at most the selected number of bytes per read. */
    InputStream stream() {
        int chunk = CHUNK_SIZES[(selector >> 3) & 3];
        return new ByteArrayInputStream(input) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, chunk));
            }
        };
    }

    boolean sizedContainers() {
        return (selector & 8) != 0;
    }

    Compression reencoding() {
        switch (selector >> 6) {
            case 0:
                return Compression.NONE;
            case 1:
                return Compression.zstd(1);
            case 2:
                return Compression.zstd(3);
            default:
                return Compression.zstd(3, DICTIONARY);
        }
    }

    private static KeysTable keysTable(String file) {
        try {
            return KeysTable.fromBytes(Files.readAllBytes(TestData.vectors().resolve(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ZstdDictionary dictionary(String file) {
        try {
            return ZstdDictionary.of(Files.readAllBytes(TestData.vectors().resolve(file)));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
