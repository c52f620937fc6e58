package dev.dbbench.embedded;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A real PostgreSQL server, so that {@code dbbench sweep} gives meaningful numbers without the user installing a
 * database. It runs from the zonky binaries jar through our own launcher rather than zonky's EmbeddedPostgres,
 * because that one cannot start when we are root (as in CI and most containers); see {@link RunAs}.
 *
 * <p>Everything it creates is temporary: {@link #close()} (or the JVM shutdown hook, or the next start if this JVM
 * was killed) stops the server and deletes the data directory. Only the unpacked binaries are kept, to make later
 * starts take about a second.
 */
public final class EmbeddedPostgres implements AutoCloseable {
    private static final String USER = "dbbench";
    private static final String DATABASE = "dbbench";

    private final Cluster cluster;
    private final Endpoint endpoint;
    private final String version;
    private final Map<String, String> settings;
    private final Thread shutdownHook;
    private final AtomicBoolean closed = new AtomicBoolean();

    private EmbeddedPostgres(Cluster cluster, Endpoint endpoint, String version, Map<String, String> settings,
                             Thread shutdownHook) {
        this.cluster = cluster;
        this.endpoint = endpoint;
        this.version = version;
        this.settings = settings;
        this.shutdownHook = shutdownHook;
    }

    /** Uses ~/.cache/dbbench/embedded-pg, or /var/tmp/dbbench-embedded-pg as root (the server user can't enter /root). */
    public static EmbeddedPostgres start() throws IOException {
        String xdg = System.getenv().getOrDefault("XDG_CACHE_HOME", "");
        Path cache = xdg.isEmpty() ? Path.of(System.getProperty("user.home"), ".cache") : Path.of(xdg);
        return start(RunAs.isRoot() ? Path.of("/var/tmp/dbbench-embedded-pg") : cache.resolve("dbbench/embedded-pg"));
    }

    /** @param workDir keeps the unpacked binaries across runs and, under runs/, the temporary data directories */
    public static EmbeddedPostgres start(Path workDir) throws IOException {
        RunAs runAs = RunAs.detect();
        Path dir = Dirs.trusted(workDir);
        runAs.checkReachable(dir.resolve("runs"));
        Binaries bin = Binaries.install(dir);
        Path runs = Dirs.trusted(dir.resolve("runs"));
        Cluster.reapOrphans(bin, runAs, runs);
        Cluster cluster = Cluster.create(bin, runAs, runs);
        Thread hook = new Thread(() -> cluster.destroy("fast"), "dbbench-embedded-pg-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            byte[] secret = new byte[18];
            new SecureRandom().nextBytes(secret);
            String password = Base64.getUrlEncoder().withoutPadding().encodeToString(secret);
            Map<String, String> settings = benchmarkSettings();
            cluster.init(USER, password, DATABASE, settings);
            int port = startOnFreePort(cluster);
            Endpoint endpoint = new Endpoint("127.0.0.1", port, USER, password, DATABASE);
            return new EmbeddedPostgres(cluster, endpoint, bin.version(), settings, hook);
        } catch (IOException | RuntimeException e) {
            Runtime.getRuntime().removeShutdownHook(hook);
            cluster.destroy("immediate");
            throw e;
        }
    }

    public Endpoint endpoint() {
        return endpoint;
    }

    /** The server's version, e.g. "18.6", for the report. */
    public String version() {
        return version;
    }

    /** What we changed in postgresql.conf (plus fsync, left at its default but worth stating in a report). */
    public Map<String, String> settings() {
        return settings;
    }

    /** Idempotent; never throws, because it also runs from finally blocks and the shutdown hook. */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException shuttingDown) {
            return; // the hook is doing the same work right now
        }
        cluster.destroy("fast");
    }

    long pid() {
        return cluster.postmaster().map(ProcessHandle::pid).orElse(-1L);
    }

    Path runDir() {
        return cluster.runDir();
    }

    private static Map<String, String> benchmarkSettings() {
        Map<String, String> s = new LinkedHashMap<>();
        s.put("listen_addresses", "127.0.0.1");
        s.put("unix_socket_directories", ""); // no socket files in /tmp to collide with a system server
        s.put("max_connections", "300"); // room for high-concurrency sweeps
        s.put("shared_buffers", "256MB");
        s.put("fsync", "on");
        s.put("synchronous_commit", "on");
        return Collections.unmodifiableMap(s);
    }

    /** The port is free when we look but may be taken before the server binds it, hence the retries. */
    private static int startOnFreePort(Cluster cluster) throws IOException {
        for (int attempt = 1; ; attempt++) {
            int port;
            try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
                port = probe.getLocalPort();
            }
            try {
                cluster.start(port);
                return port;
            } catch (IOException e) {
                if (attempt == 3 || !cluster.lostPortRace()) {
                    throw e;
                }
            }
        }
    }

    /** Where and how to connect; password authentication over TCP only. */
    public record Endpoint(String host, int port, String user, String password, String database) {
        @Override
        public String toString() {
            return "Endpoint[" + user + "@" + host + ":" + port + "/" + database + "]"; // keeps the password out of logs
        }
    }
}
