package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The rules every registry keeps ({@link CachingTableRegistry}), and the directory registry's files. */
class TableRegistryTest {
    private static final KeysTable TABLE = KeysTable.of(List.of("id", "type", "user"));
    private static final KeysTable OTHER = KeysTable.of(List.of("id", "kind"));
    private static final ZstdDictionary DICTIONARY = ZstdDictionary.of("{\"id\":1,\"type\":\"click\"}".getBytes());

    @TempDir
    Path directory;

    /** A store in a map that counts its loads. */
    private static final class MapRegistry extends CachingTableRegistry {
        final Map<String, byte[]> entries = new HashMap<>();
        final List<String> loads = new ArrayList<>();

        MapRegistry(int cacheSize) {
            super(cacheSize);
        }

        @Override
        protected byte[] load(TableKind kind, String fingerprint) {
            loads.add(kind.entryName(fingerprint));
            return entries.get(kind.entryName(fingerprint));
        }

        @Override
        protected void store(TableKind kind, String fingerprint, byte[] bytes) {
            entries.put(kind.entryName(fingerprint), bytes);
        }

        @Override
        public void close() {
        }
    }

    @Test
    void entriesAreNamedByFingerprintAndFoundAgain() throws Exception {
        try (DirectoryTableRegistry registry = new DirectoryTableRegistry(directory.resolve("new"))) {
            assertEquals(Optional.empty(), registry.keysTable(TABLE.fingerprint()));
            registry.register(TABLE);
            registry.register(DICTIONARY);
            Path file = directory.resolve("new/keys-table-" + TABLE.fingerprint() + ".bin");
            assertArrayEquals(TABLE.toBytes(), Files.readAllBytes(file));
            assertArrayEquals(DICTIONARY.toBytes(),
                    Files.readAllBytes(directory.resolve("new/dictionary-" + DICTIONARY.fingerprint() + ".bin")));
        }
        try (DirectoryTableRegistry another = new DirectoryTableRegistry(directory.resolve("new"))) {
            assertEquals(Optional.of(TABLE), another.keysTable(TABLE.fingerprint()));
            assertEquals(Optional.of(DICTIONARY), another.dictionary(DICTIONARY.fingerprint()));
            assertEquals(Optional.empty(), another.dictionary(TABLE.fingerprint()), "kinds are apart");
            another.register(TABLE); // there already: nothing to write
        }
        try (var files = Files.list(directory.resolve("new"))) {
            assertEquals(2, files.count(), "no temporary files left");
        }
    }

    @Test
    void anEntryWhoseBytesAreNotItsFingerprintsIsRefused() throws Exception {
        DirectoryTableRegistry registry = new DirectoryTableRegistry(directory);
        Files.write(registry.file(TableKind.KEYS_TABLE, TABLE.fingerprint()), OTHER.toBytes());
        TableRegistryException e = assertThrows(TableRegistryException.class, () -> registry.keysTable(TABLE.fingerprint()));
        assertTrue(e.getMessage().contains("whose fingerprint is " + OTHER.fingerprint()), e.getMessage());

        Files.write(registry.file(TableKind.KEYS_TABLE, OTHER.fingerprint()), new byte[] {0, 5, 0});
        TableRegistryException notATable = assertThrows(TableRegistryException.class,
                () -> registry.keysTable(OTHER.fingerprint()));
        assertTrue(notATable.getMessage().contains("is not a keys table"), notATable.getMessage());

        Files.write(registry.file(TableKind.DICTIONARY, DICTIONARY.fingerprint()), new byte[0]);
        assertThrows(TableRegistryException.class, () -> registry.dictionary(DICTIONARY.fingerprint()));

        registry.register(TABLE); // a producer registering again repairs the entry
        assertEquals(Optional.of(TABLE), registry.keysTable(TABLE.fingerprint()));
    }

    @Test
    void onlyFingerprintsNameEntries() {
        DirectoryTableRegistry registry = new DirectoryTableRegistry(directory);
        for (String bad : new String[] {"../../../etc/passwd", "862B86B2FF398844", "", "862b86b2ff39884"}) {
            assertThrows(IllegalArgumentException.class, () -> registry.keysTable(bad), bad);
            assertThrows(IllegalArgumentException.class, () -> registry.dictionary(bad), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> registry.keysTable(null));
    }

    @Test
    void anOversizedFileIsRefusedUnread() throws Exception {
        DirectoryTableRegistry registry = new DirectoryTableRegistry(directory);
        Path file = registry.file(TableKind.DICTIONARY, DICTIONARY.fingerprint());
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            channel.write(ByteBuffer.wrap(new byte[] {1}), DirectoryTableRegistry.MAX_ENTRY_BYTES); // sparse
        }
        TableRegistryException e = assertThrows(TableRegistryException.class,
                () -> registry.dictionary(DICTIONARY.fingerprint()));
        assertTrue(e.getMessage().contains("larger than"), e.getMessage());
    }

    @Test
    void theCacheHoldsTheMostRecentlyUsedEntriesOnly() {
        MapRegistry registry = new MapRegistry(1);
        registry.register(TABLE);
        registry.register(OTHER);
        registry.register(DICTIONARY);
        assertTrue(registry.loads.isEmpty(), "registering what the cache does not hold only stores it");

        assertSame(OTHER, registry.keysTable(OTHER.fingerprint()).orElseThrow(), "the last registered, cached");
        assertSame(DICTIONARY, registry.dictionary(DICTIONARY.fingerprint()).orElseThrow(), "kinds have their own");
        assertTrue(registry.loads.isEmpty());
        assertEquals(TABLE, registry.keysTable(TABLE.fingerprint()).orElseThrow());
        assertEquals(List.of("keys-table-" + TABLE.fingerprint()), registry.loads);
        registry.keysTable(TABLE.fingerprint());
        assertEquals(1, registry.loads.size(), "now cached");
        registry.keysTable(OTHER.fingerprint());
        assertEquals(2, registry.loads.size(), "dropped for the other one: loaded again");

        registry.loads.clear();
        assertEquals(Optional.empty(), registry.keysTable(DICTIONARY.fingerprint()));
        assertEquals(Optional.empty(), registry.keysTable(DICTIONARY.fingerprint()));
        assertEquals(2, registry.loads.size(), "what a store lacks is asked again: it may have come since");
        assertThrows(IllegalArgumentException.class, () -> new MapRegistry(0));
    }

    @Test
    void aRegistryIsNotMadeOfNothing() {
        assertThrows(IllegalArgumentException.class, () -> new DirectoryTableRegistry(null));
        assertFalse(new DirectoryTableRegistry(directory).toString().isEmpty());
    }
}
