package io.fracjson.core;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The settings both Jackson adapters keep in one place: their rules, overrides and read options. */
class DocumentSettingsTest {
    private static final ZstdDictionary DICTIONARY =
            ZstdDictionary.of("clickviewtaguser".repeat(64).getBytes(StandardCharsets.US_ASCII));

    /** Reading needs only the dictionary; writing with it needs a level, and refuses to guess one. */
    @Test
    void aDictionaryWithoutALevelReadsButCannotWrite() {
        DocumentSettings reading = DocumentSettings.builder().zstdDictionary(DICTIONARY).build();
        assertSame(DICTIONARY, reading.readOptions(10, 10, 10, 0).build().dictionary());
        IllegalStateException e = assertThrows(IllegalStateException.class, reading::compression);
        assertTrue(e.getMessage().contains("no compression level") && e.getMessage().contains("compressionLevel(0)"),
                e.getMessage());
        assertThrows(IllegalStateException.class, () -> reading.toBuilder().build().compression(), "rebuilt");
        assertThrows(IllegalStateException.class, () -> reading.overriddenBy(KeysTable.of(java.util.List.of("a")), null,
                null).compression(), "overridden without a level");
        assertTrue(reading.toString().contains("compressionLevel=none (reading only)"), reading.toString());
        assertTrue(reading.overriddenBy(null, null, 3).compression().isCompressed(), "a schema's level writes");

        DocumentSettings readOnly = DocumentSettings.builder().zstdDictionary(DICTIONARY).compressionLevel(0).build();
        assertSame(Compression.NONE, readOnly.compression(), "level 0: the dictionary only reads");
        assertSame(DICTIONARY, readOnly.zstdDictionary());
        assertTrue(DocumentSettings.builder().zstdDictionary(DICTIONARY).compressionLevel(3).build().compression()
                .isCompressed());
    }

    @Test
    void aLevelZstdLacksIsRefusedAtBuild() {
        assertThrows(IllegalArgumentException.class, () -> DocumentSettings.builder().compressionLevel(99).build());
    }

    @Test
    void limitsOutsideTheirRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> DocumentSettings.builder().maxDecompressedBytes(-2));
        assertThrows(IllegalArgumentException.class, () -> DocumentSettings.builder().maxDecompressionRatio(0));
        assertThrows(IllegalArgumentException.class, () -> DocumentSettings.builder().decompressionRatioFloor(-1));
    }

    @Test
    void overridesReplaceOnlyWhatTheyGive() {
        KeysTable table = KeysTable.of(java.util.List.of("id", "name"));
        DocumentSettings base = DocumentSettings.builder().keysTable(table).compressionLevel(3).build();
        assertSame(base, base.overriddenBy(null, null, null));
        DocumentSettings withLevel = base.overriddenBy(null, null, 0);
        assertSame(table, withLevel.keysTable());
        assertEquals(0, withLevel.compressionLevel());
        DocumentSettings withDictionary = base.overriddenForWritingBy(null, DICTIONARY, null);
        assertEquals(3, withDictionary.compressionLevel(), "the base level writes with the given dictionary");
        assertTrue(withDictionary.compression().isCompressed());
    }

    @Test
    void aDictionaryWithoutALevelReadsButIsRefusedForWriting() {
        DocumentSettings plain = DocumentSettings.DEFAULT;
        assertSame(DICTIONARY, plain.overriddenBy(null, DICTIONARY, null).zstdDictionary());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> plain.overriddenForWritingBy(null, DICTIONARY, null));
        assertTrue(e.getMessage().contains("no compression level"), e.getMessage());
        assertSame(Compression.NONE, plain.overriddenForWritingBy(null, DICTIONARY, 0).compression());
    }

    @Test
    void charLimitsBecomeByteLimitsNoTextWithinThemExceeds() {
        ReadOptions o = DocumentSettings.DEFAULT.readOptions(7, 100, 50, 0).build();
        assertEquals(7, o.maxNestingDepth());
        assertEquals(300, o.maxStringBytes(), "3 UTF-8 bytes at most per char");
        assertEquals(150, o.maxKeyBytes());
        assertEquals(50, o.maxKeyChars());
        assertEquals(-1, o.maxDocumentBytes(), "0 means no document limit");
        assertEquals(ReadOptions.DEFAULT_MAX_DECOMPRESSED_BYTES, o.maxDecompressedBytes());
    }

    @Test
    void aDocumentLimitBelowTheDecompressedLimitBoundsDecompressedBytesToo() {
        DocumentSettings s = DocumentSettings.builder().maxDecompressedBytes(5_000).maxDecompressionRatio(7)
                .decompressionRatioFloor(11).build();
        assertEquals(1_000, s.readOptions(10, 10, 10, 1_000).build().maxDecompressedBytes());
        ReadOptions o = s.readOptions(10, 10, 10, 9_000).build();
        assertEquals(5_000, o.maxDecompressedBytes());
        assertEquals(7, o.maxDecompressionRatio());
        assertEquals(11, o.decompressionRatioFloor());
        assertEquals(9_000, DocumentSettings.builder().maxDecompressedBytes(-1).build()
                .readOptions(10, 10, 10, 9_000).build().maxDecompressedBytes());
    }

    @Test
    void aBuilderFromSettingsBuildsTheSameSettings() {
        DocumentSettings s = DocumentSettings.builder().keysTable(KeysTable.of(java.util.List.of("a")))
                .compressionLevel(5).zstdDictionary(DICTIONARY).maxDecompressedBytes(123).build();
        DocumentSettings again = s.toBuilder().build();
        assertEquals(s.toString(), again.toString());
        assertNull(DocumentSettings.DEFAULT.zstdDictionary());
    }

    @Test
    void serializesAsItsParts() throws Exception {
        DocumentSettings s = DocumentSettings.builder().keysTable(KeysTable.of(java.util.List.of("a", "b")))
                .compressionLevel(5).zstdDictionary(DICTIONARY).maxDecompressionRatio(9).build();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(s);
        }
        DocumentSettings back;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            back = (DocumentSettings) in.readObject();
        }
        assertEquals(s.keysTable(), back.keysTable());
        assertEquals(5, back.compressionLevel());
        assertEquals(9, back.maxDecompressionRatio());
        assertTrue(back.compression().isCompressed());
    }
}
