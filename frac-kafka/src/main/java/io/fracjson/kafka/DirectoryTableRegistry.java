package io.fracjson.kafka;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A {@link TableRegistry} in a directory, one file per entry: {@code keys-table-<fingerprint>.bin}
 * holds a keys table's bytes ({@link io.fracjson.core.KeysTable#toBytes()}),
 * {@code dictionary-<fingerprint>.bin} a dictionary's. Suits a directory that deployments share
 * (a mounted volume, a Kubernetes ConfigMap, files shipped with the application), and files
 * made by hand: any file named by its content's fingerprint is an entry.
 *
 * <p>An entry is written to a temporary file and moved into place, so that a reader never sees
 * part of one. Only regular files are read (a link to one too, as Kubernetes mounts them): a
 * named pipe or a device at an entry's path is refused unopened, and so are files over
 * {@link #MAX_ENTRY_BYTES}. A read that does not finish within the registry's maximum wait (a
 * hung network file system) is refused, naming the file; reads run on one thread of the
 * registry's own, so one that never returns holds that thread only, and the lookups after it
 * are refused in that time too.
 */
public final class DirectoryTableRegistry extends CachingTableRegistry {
    /** How long a read of an entry may take. */
    public static final Duration DEFAULT_MAX_WAIT = Duration.ofSeconds(10);

    private final Path directory;
    private final Duration maxWait;
    /** The thread entries are read on, made at the first read; see the class comment. */
    private ExecutorService reads;

    public DirectoryTableRegistry(Path directory) {
        this(directory, DEFAULT_CACHE_SIZE);
    }

    /** @param cacheSize tables, and dictionaries, kept in memory */
    public DirectoryTableRegistry(Path directory, int cacheSize) {
        this(directory, DEFAULT_MAX_WAIT, cacheSize, DEFAULT_CACHE_BYTES);
    }

    /**
     * @param maxWait how long a read of an entry may take
     * @param cacheSize tables, and dictionaries, kept in memory
     * @param cacheBytes their stored bytes kept in memory, for tables and for dictionaries
     */
    public DirectoryTableRegistry(Path directory, Duration maxWait, int cacheSize, long cacheBytes) {
        super(cacheSize, cacheBytes);
        if (directory == null) {
            throw new IllegalArgumentException("the registry directory is null");
        }
        if (maxWait == null || maxWait.isNegative()) {
            throw new IllegalArgumentException("the registry's maximum wait must be 0 or more, got " + maxWait);
        }
        this.directory = directory;
        this.maxWait = maxWait;
    }

    /** The file of an entry, whether or not it exists. */
    public Path file(TableKind kind, String fingerprint) {
        return directory.resolve(kind.entryName(fingerprint) + ".bin");
    }

    @Override
    protected byte[] load(TableKind kind, String fingerprint) {
        Path file = file(kind, fingerprint);
        Future<byte[]> read = reads().submit(() -> read(kind, file));
        try {
            return read.get(maxWait.toNanos(), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            read.cancel(true);
            throw new TableRegistryException("cannot read " + file + " within " + maxWait.toMillis() + " ms: refused",
                    e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof TableRegistryException refused) {
                throw refused;
            }
            throw new TableRegistryException("cannot read " + file + ": " + e.getCause(), e.getCause());
        } catch (InterruptedException e) {
            read.cancel(true);
            Thread.currentThread().interrupt();
            throw new TableRegistryException("interrupted reading " + file, e);
        }
    }

    private synchronized ExecutorService reads() {
        if (reads == null) {
            reads = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "frac-registry-reads " + directory);
                t.setDaemon(true);
                return t;
            });
        }
        return reads;
    }

    /** The entry's bytes, or null if there is no file; a file that is not a regular one, or too large, is refused unopened. */
    private static byte[] read(TableKind kind, Path file) {
        try {
            BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
            if (!attributes.isRegularFile()) {
                throw new TableRegistryException(file + " is not a regular file: not a " + kind + ", refused unopened");
            }
            if (attributes.size() > MAX_ENTRY_BYTES) {
                throw tooLarge(kind, file);
            }
            try (InputStream in = Files.newInputStream(file)) {
                byte[] bytes = in.readNBytes(MAX_ENTRY_BYTES + 1);
                if (bytes.length > MAX_ENTRY_BYTES) {
                    throw tooLarge(kind, file);
                }
                return bytes;
            }
        } catch (NoSuchFileException e) {
            return null;
        } catch (IOException e) {
            throw new TableRegistryException("cannot read " + file + ": " + e, e);
        }
    }

    private static TableRegistryException tooLarge(TableKind kind, Path file) {
        return new TableRegistryException(file + " is larger than " + MAX_ENTRY_BYTES + " bytes: not a " + kind
                + ", refused unread");
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
    public synchronized void close() {
        if (reads != null) {
            reads.shutdownNow(); // a read that never returns keeps its daemon thread, nothing else
            reads = null;
        }
    }

    @Override
    public String toString() {
        return "DirectoryTableRegistry[" + directory + "]";
    }
}
