package io.fracjson.kafka;

import io.fracjson.core.KeysTable;
import io.fracjson.core.ZstdDictionary;
import io.fracjson.kafka.testing.MapRegistry;
import io.fracjson.kafka.testing.Tables;
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

        assertThrows(IllegalArgumentException.class, () -> new MapRegistry(0));
    }

    /**
     * Issue 40 #6: every record naming a table nobody registered asked the store again (the topic
     * registry: 0.73 ms a record). What a store lacks is asked again only after MISSING_EXPIRY (it
     * may have come since), or at once once registered here.
     */
    @Test
    void whatAStoreLacksIsAskedAgainOnlyAfterASecond() throws Exception {
        MapRegistry registry = new MapRegistry(4);
        for (int i = 0; i < 1_000; i++) {
            assertEquals(Optional.empty(), registry.keysTable(TABLE.fingerprint()));
        }
        assertEquals(1, registry.loads.size(), "1,000 lookups of a missing table within a second");
        Thread.sleep(CachingTableRegistry.MISSING_EXPIRY.toMillis() + 100);
        assertEquals(Optional.empty(), registry.keysTable(TABLE.fingerprint()));
        assertEquals(2, registry.loads.size(), "asked again after the expiry: it may have come since");
        registry.register(TABLE);
        assertEquals(Optional.of(TABLE), registry.keysTable(TABLE.fingerprint()), "registered here: found at once");

        MapRegistry another = new MapRegistry(4);
        assertEquals(Optional.empty(), another.keysTable(OTHER.fingerprint()));
        another.entries.put(TableKind.KEYS_TABLE.entryName(OTHER.fingerprint()), OTHER.toBytes()); // by someone else
        Thread.sleep(CachingTableRegistry.MISSING_EXPIRY.toMillis() + 100);
        assertEquals(Optional.of(OTHER), another.keysTable(OTHER.fingerprint()));
    }

    /**
     * Issue 40 #3: the cache held 64 entries whatever their size, and a table may be 16 MB: 40
     * distinct ones ended a consumer at -Xmx256m. It holds at most DEFAULT_CACHE_BYTES of each kind.
     */
    @Test
    void theCacheIsBoundedInBytes() {
        MapRegistry registry = new MapRegistry();
        List<KeysTable> tables = Tables.big(10, 4 << 20); // 40 MB in all, 10 entries
        for (KeysTable t : tables) {
            registry.entries.put(TableKind.KEYS_TABLE.entryName(t.fingerprint()), t.toBytes());
        }
        for (KeysTable t : tables) {
            assertEquals(t, registry.keysTable(t.fingerprint()).orElseThrow());
        }
        registry.loads.clear();
        for (int i = tables.size() - 1; i >= 0; i--) {
            registry.keysTable(tables.get(i).fingerprint());
        }
        long kept = tables.size() - registry.loads.size();
        assertTrue(kept * (4 << 20) <= CachingTableRegistry.DEFAULT_CACHE_BYTES && kept >= 6,
                kept + " of the 10 tables of 4 MB were still in memory");
    }

    /** Issue 40 #3: the topic registry parsed an entry of any size before refusing it; every registry refuses one over the limit unparsed. */
    @Test
    void anEntryOverTheLimitIsRefusedUnparsed() {
        MapRegistry registry = new MapRegistry();
        byte[] huge = new byte[CachingTableRegistry.MAX_ENTRY_BYTES + 1];
        huge[1] = 1; // a table of one key ...
        huge[3] = (byte) 0xFF;
        huge[4] = (byte) 0xFF; // ... of 65,535 bytes, then far too many bytes
        registry.entries.put(TableKind.KEYS_TABLE.entryName(TABLE.fingerprint()), huge);
        TableRegistryException e = assertThrows(TableRegistryException.class, () -> registry.keysTable(TABLE.fingerprint()));
        assertTrue(e.getMessage().contains("holds 16777217 bytes, more than the 16777216 of any keys table: refused"
                + " unparsed"), e.getMessage());
    }

    /**
     * Issue 40 #4: a named pipe at a table's path blocked the lookup in Files.newInputStream for
     * ever. Only regular files are read; anything else is refused unopened, naming the path.
     */
    @Test
    void onlyRegularFilesAreRead() throws Exception {
        DirectoryTableRegistry registry = new DirectoryTableRegistry(directory);
        Path fifo = registry.file(TableKind.KEYS_TABLE, TABLE.fingerprint());
        Process mkfifo;
        try {
            mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        } catch (java.io.IOException e) {
            org.junit.jupiter.api.Assumptions.abort("no mkfifo here: " + e);
            return;
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(mkfifo.waitFor() == 0 && Files.exists(fifo), "mkfifo failed");
        TableRegistryException e = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(
                java.time.Duration.ofSeconds(5),
                () -> assertThrows(TableRegistryException.class, () -> registry.keysTable(TABLE.fingerprint())));
        assertTrue(e.getMessage().contains(fifo + " is not a regular file"), e.getMessage());

        Files.createDirectory(registry.file(TableKind.DICTIONARY, DICTIONARY.fingerprint()));
        e = assertThrows(TableRegistryException.class, () -> registry.dictionary(DICTIONARY.fingerprint()));
        assertTrue(e.getMessage().contains("is not a regular file"), e.getMessage());
        registry.close();
    }

    @Test
    void aRegistryIsNotMadeOfNothing() {
        assertThrows(IllegalArgumentException.class, () -> new DirectoryTableRegistry(null));
        assertFalse(new DirectoryTableRegistry(directory).toString().isEmpty());
    }
}
