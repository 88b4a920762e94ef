package io.fracjson.spring.common.redis;

import org.junit.jupiter.api.Assumptions;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A {@code redis-server} of this machine (Debian's package; {@code .ci/run} installs it), started
 * for a test on 127.0.0.1 and a free port, without persistence, and stopped by {@link #close()}.
 * Where no {@code redis-server} is found (the {@code PATH}, or the system property
 * {@value #PROPERTY}), {@link #start(Path)} aborts the test with the reason (a JUnit assumption).
 */
public final class RedisServer implements AutoCloseable {
    /** A system property naming the {@code redis-server} executable, ahead of the {@code PATH}. */
    public static final String PROPERTY = "fracjson.redis-server";
    private static final Duration READY = Duration.ofSeconds(15);
    private static final int TRIES = 3;

    private final Process process;
    private final int port;
    private final Path log;

    private RedisServer(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    public int port() {
        return port;
    }

    /**
     * Starts a server whose files (its log, and nothing else: no snapshot, no append-only file) are
     * in {@code dir}, and returns once it answers {@code PING}. A port taken between choosing it and
     * the server binding it is tried again with another, a few times.
     */
    public static RedisServer start(Path dir) throws IOException, InterruptedException {
        Optional<Path> executable = executable();
        Assumptions.assumeTrue(executable.isPresent(),
                "redis-server not found (on the PATH or -D" + PROPERTY + "): the Redis tests are skipped");
        IOException last = null;
        for (int attempt = 1; attempt <= TRIES; attempt++) {
            int port = freePort();
            Path log = dir.resolve("redis-" + port + ".log");
            Process process = new ProcessBuilder(List.of(executable.get().toString(),
                    "--port", Integer.toString(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no",
                    "--dir", dir.toString(), "--daemonize", "no"))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            RedisServer server = new RedisServer(process, port, log);
            try {
                server.awaitReady();
                return server;
            } catch (IOException e) {
                server.close();
                last = e;
            }
        }
        throw last;
    }

    /** {@code redis-server}: the system property's, else the first on the {@code PATH}. */
    static Optional<Path> executable() {
        String named = System.getProperty(PROPERTY);
        if (named != null && !named.isBlank()) {
            return Optional.of(Path.of(named)).filter(Files::isExecutable);
        }
        String path = System.getenv("PATH");
        return Stream.of((path == null ? "" : path).split(java.io.File.pathSeparator))
                .filter(d -> !d.isEmpty())
                .map(d -> Path.of(d, "redis-server"))
                .filter(Files::isExecutable)
                .findFirst();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }

    /** Polls with {@code PING} until {@code +PONG}, the process ends, or {@link #READY} has passed. */
    private void awaitReady() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + READY.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException("redis-server ended with " + process.exitValue() + ": " + output());
            }
            if (answersPing()) {
                return;
            }
            Thread.sleep(50);
        }
        throw new IOException("redis-server did not answer PING on port " + port + " within " + READY + ": " + output());
    }

    private boolean answersPing() {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
            socket.setSoTimeout(1000);
            OutputStream out = socket.getOutputStream();
            out.write("PING\r\n".getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] reply = in.readNBytes(5);
            return new String(reply, StandardCharsets.US_ASCII).equals("+PONG");
        } catch (IOException notYet) {
            return false;
        }
    }

    private String output() {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "(no log: " + e + ")";
        }
    }

    /** Stops the server (SIGTERM, then SIGKILL after 10 s) and waits for it to end. */
    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
