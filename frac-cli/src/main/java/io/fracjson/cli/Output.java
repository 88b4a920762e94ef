package io.fracjson.cli;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.Flushable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a command writes: a file, or standard output ({@code -}). Buffered; every failure to write
 * is a {@link WriteFailure} naming the output.
 */
final class Output implements AutoCloseable, Flushable {
    private static final int BUFFER = 64 * 1024;

    private final String name;
    private final boolean standard;
    private final OutputStream stream;

    private Output(String name, boolean standard, OutputStream target) {
        this.name = name;
        this.standard = standard;
        this.stream = new Named(new BufferedOutputStream(target, BUFFER));
    }

    /**
     * Opens the output: {@code -} for standard output, else a file, created or replaced.
     *
     * @throws Failure naming the file when it cannot be created
     */
    static Output open(String argument) {
        if (argument.equals(Input.STANDARD)) {
            return new Output("standard output", true, new FileOutputStream(FileDescriptor.out));
        }
        try {
            return new Output(argument, false, Files.newOutputStream(Path.of(argument)));
        } catch (IOException e) {
            throw new Failure(argument + ": cannot create: " + e.getMessage(), e);
        }
    }

    String name() {
        return name;
    }

    boolean isStandard() {
        return standard;
    }

    OutputStream stream() {
        return stream;
    }

    @Override
    public void flush() throws IOException {
        stream.flush();
    }

    /** Flushes; closes a file, but not standard output, which the process still uses for messages. */
    @Override
    public void close() throws IOException {
        if (standard) {
            stream.flush();
        } else {
            stream.close();
        }
    }

    /** The stream whose failures name the output. */
    private final class Named extends OutputStream {
        private final OutputStream target;

        Named(OutputStream target) {
            this.target = target;
        }

        @Override
        public void write(int b) throws IOException {
            naming(() -> target.write(b));
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            naming(() -> target.write(b, off, len));
        }

        @Override
        public void flush() throws IOException {
            naming(target::flush);
        }

        @Override
        public void close() throws IOException {
            naming(target::close);
        }

        /** Does it, a failure becoming a {@link WriteFailure} naming the output. */
        private void naming(Io io) throws WriteFailure {
            try {
                io.run();
            } catch (IOException e) {
                throw new WriteFailure(name, standard, e);
            }
        }
    }

    /** What {@link Named} does to its target. */
    @FunctionalInterface
    private interface Io {
        void run() throws IOException;
    }
}
