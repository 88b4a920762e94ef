package io.fracjson.cli;

import com.github.luben.zstd.ZstdInputStream;
import io.fracjson.core.KeysTable;
import java.io.FileInputStream;
import java.io.FileDescriptor;
import java.io.FilterInputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A file a command reads, or standard input ({@code -}). A file whose name ends in {@code .zst} is
 * decompressed as it is read.
 */
final class Input {
    static final String STANDARD = "-";

    private final String argument;

    private Input(String argument) {
        this.argument = argument;
    }

    /** The inputs named on the command line; none means standard input. */
    static List<Input> of(List<String> arguments) {
        List<Input> inputs = new ArrayList<>();
        for (String argument : arguments.isEmpty() ? List.of(STANDARD) : arguments) {
            inputs.add(new Input(argument));
        }
        return inputs;
    }

    static Input of(String argument) {
        return new Input(argument);
    }

    /** What errors call it: the path as given, or "standard input". */
    String name() {
        return isStandard() ? "standard input" : argument;
    }

    private boolean isStandard() {
        return argument.equals(STANDARD);
    }

    /**
     * Opens the input. Standard input is not closed with the stream returned, and before it would
     * wait for more, {@code output} is flushed, so that what came through a pipe so far has its
     * result shown before more arrives.
     *
     * @throws Failure naming the file when it cannot be opened
     */
    InputStream open(Flushable output) {
        if (isStandard()) {
            return new FlushBeforeWaiting(new FileInputStream(FileDescriptor.in), output);
        }
        Path file = Path.of(argument);
        try {
            InputStream in = Files.newInputStream(file);
            return argument.endsWith(".zst") ? new ZstdInputStream(in) : in;
        } catch (NoSuchFileException e) {
            throw new Failure(argument + ": no such file", e);
        } catch (AccessDeniedException e) {
            throw new Failure(argument + ": permission denied", e);
        } catch (IOException e) {
            throw new Failure(argument + ": cannot open: " + e.getMessage(), e);
        }
    }

    /**
     * The whole input, for the small files (keys tables, dictionaries) read at once: at most
     * {@link KeysTable#MAX_STORED_BYTES}, the most a table or dictionary holds (a registry's limit
     * too); a larger one, or a {@code .zst} that decompresses to more, is refused once past it.
     */
    byte[] readAllBytes() {
        byte[] bytes;
        try (InputStream in = open(() -> { })) {
            bytes = in.readNBytes(KeysTable.MAX_STORED_BYTES + 1);
        } catch (IOException e) {
            throw new Failure(name() + ": cannot read: " + e.getMessage(), e);
        }
        if (bytes.length > KeysTable.MAX_STORED_BYTES) {
            throw new Failure(name() + ": larger than " + KeysTable.MAX_STORED_BYTES + " bytes (16 MiB), the most a keys"
                    + " table or zstd dictionary holds: refused");
        }
        return bytes;
    }

    /** Flushes an output before reading would block: before an interactive producer's next record. */
    private static final class FlushBeforeWaiting extends FilterInputStream {
        private final Flushable output;

        FlushBeforeWaiting(InputStream in, Flushable output) {
            super(in);
            this.output = output;
        }

        @Override
        public int read() throws IOException {
            flushIfWaiting();
            return super.read();
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            flushIfWaiting();
            return super.read(b, off, len);
        }

        private void flushIfWaiting() throws IOException {
            if (in.available() == 0) {
                output.flush();
            }
        }

        /** Standard input stays open for the rest of the process. */
        @Override
        public void close() {
        }
    }
}
