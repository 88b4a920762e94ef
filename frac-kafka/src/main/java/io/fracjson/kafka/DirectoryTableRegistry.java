package io.fracjson.kafka;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

/**
 * A {@link TableRegistry} in a directory, one file per entry: {@code keys-table-<fingerprint>.bin}
 * holds a keys table's bytes ({@link io.fracjson.core.KeysTable#toBytes()}),
 * {@code dictionary-<fingerprint>.bin} a dictionary's. Suits a directory that deployments share
 * (a mounted volume, a Kubernetes ConfigMap, files shipped with the application), and files
 * made by hand: any file named by its content's fingerprint is an entry.
 *
 * <p>An entry is written to a temporary file and moved into place, so that a reader never sees
 * part of one. Files over {@link #MAX_ENTRY_BYTES} are refused unread.
 */
public final class DirectoryTableRegistry extends CachingTableRegistry {
    /** The largest entry read: far above any real table or dictionary (zstd's are 100 KB or so). */
    public static final int MAX_ENTRY_BYTES = 16 << 20;

    private final Path directory;

    public DirectoryTableRegistry(Path directory) {
        this(directory, DEFAULT_CACHE_SIZE);
    }

    /** @param cacheSize tables, and dictionaries, kept in memory */
    public DirectoryTableRegistry(Path directory, int cacheSize) {
        super(cacheSize);
        if (directory == null) {
            throw new IllegalArgumentException("the registry directory is null");
        }
        this.directory = directory;
    }

    /** The file of an entry, whether or not it exists. */
    public Path file(TableKind kind, String fingerprint) {
        return directory.resolve(kind.entryName(fingerprint) + ".bin");
    }

    @Override
    protected byte[] load(TableKind kind, String fingerprint) {
        Path file = file(kind, fingerprint);
        try (InputStream in = Files.newInputStream(file)) {
            byte[] bytes = in.readNBytes(MAX_ENTRY_BYTES + 1);
            if (bytes.length > MAX_ENTRY_BYTES) {
                throw new TableRegistryException(file + " is larger than " + MAX_ENTRY_BYTES + " bytes: not a "
                        + kind + ", refused unread");
            }
            return bytes;
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new TableRegistryException("cannot read " + file + ": " + e, e);
        }
    }

    @Override
    protected void store(TableKind kind, String fingerprint, byte[] bytes) {
        Path file = file(kind, fingerprint);
        try {
            if (Arrays.equals(load(kind, fingerprint), bytes)) {
                return; // there already: a read-only directory that has it is fine
            }
            Files.createDirectories(directory);
            Path temporary = Files.createTempFile(directory, "." + kind.entryName(fingerprint), ".tmp");
            try {
                Files.write(temporary, bytes);
                moveIntoPlace(temporary, file);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException e) {
            throw new TableRegistryException("cannot write " + file + ": " + e, e);
        }
    }

    private static void moveIntoPlace(Path temporary, Path file) throws IOException {
        try {
            Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override
    public void close() {
        // nothing held but the cache
    }

    @Override
    public String toString() {
        return "DirectoryTableRegistry[" + directory + "]";
    }
}
