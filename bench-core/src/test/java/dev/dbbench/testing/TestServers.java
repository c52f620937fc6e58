package dev.dbbench.testing;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.JdbcDatabaseContainer;
import org.testcontainers.mysql.MySQLContainer;
import org.testcontainers.oceanbase.OceanBaseCEContainer;
import org.testcontainers.postgresql.PostgreSQLContainer;

/**
 * Finds the server an integration test runs against, in the order the project promises: an endpoint
 * from {@code DBBENCH_<KIND>_HOST/_PORT/_USER/_PASSWORD/_DB/_SOCKET}; else a Testcontainers container
 * when a Docker engine is present (started once per JVM); else the test is skipped with a message
 * that names the variable to set.
 */
public final class TestServers {
    private static final Map<Kind, Optional<Server>> FOUND = new ConcurrentHashMap<>();

    private TestServers() {
    }

    /** The kinds of test server and the prefix of their variables. */
    public enum Kind {
        MYSQL("DBBENCH_MYSQL", "mysql"), POSTGRES("DBBENCH_POSTGRES", "postgresql"), OCEANBASE("DBBENCH_OCEANBASE", "oceanbase"),
        /** MySQL 8 itself (scripts/setup-mysql8.sh), where {@link #MYSQL} may be MariaDB: caching_sha2_password logins. */
        MYSQL8("DBBENCH_MYSQL8", "mysql");

        final String prefix;
        final String target;

        Kind(String prefix, String target) {
            this.prefix = prefix;
            this.target = target;
        }
    }

    /**
     * A reachable test server.
     *
     * @param socket Unix socket path (MySQL) or folder (PostgreSQL), when the server has one
     */
    public record Server(Kind kind, String host, int port, String user, String password, String database, Optional<String> socket) {
        public ConnectionSpec spec() {
            return ConnectionSpec.of(host, port, user, Secret.of(password), database);
        }

        /** The JDBC URL of {@code db} on this server, for the driver of its kind. */
        public String jdbcUrl(String db) {
            String url = (kind == Kind.POSTGRES ? "jdbc:postgresql://" : "jdbc:mysql://") + host + ":" + port + "/" + db;
            // caching_sha2_password's first login in clear text needs the server's RSA key.
            return kind == Kind.MYSQL8 ? url + "?allowPublicKeyRetrieval=true" : url;
        }

        /** A JDBC connection to {@code db} as the test user, for a test's own checks of the server. */
        public Connection connect(String db) throws SQLException {
            return DriverManager.getConnection(jdbcUrl(db), user, password);
        }

        /** Command-line connection options for {@code target}, the password passed through a temporary file. */
        public List<String> cliArgs(String target) {
            List<String> args = new ArrayList<>(List.of("--target", target, "--host", host, "--port", Integer.toString(port),
                    "--user", user, "--db", database));
            if (!password.isEmpty()) {
                args.add("--password-file");
                args.add(passwordFile().toString());
            }
            return args;
        }

        public List<String> cliArgs() {
            return cliArgs(kind.target);
        }

        public Path passwordFile() {
            try {
                Path f = Files.createTempFile("dbbench-it-", ".pw");
                Files.writeString(f, password);
                f.toFile().deleteOnExit();
                return f;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** The server of {@code kind}, or a skipped test that says which variable to set. */
    public static Server require(Kind kind) {
        Optional<Server> s = find(kind);
        assumeTrue(s.isPresent(), () -> "skipped: set " + kind.prefix + "_HOST (and _PORT, _USER, _PASSWORD, _DB), e.g. with "
                + "'source scripts/test-env.sh', or provide a Docker engine for Testcontainers");
        return s.get();
    }

    public static Optional<Server> find(Kind kind) {
        return FOUND.computeIfAbsent(kind, k -> fromEnv(k).or(() -> fromContainer(k)));
    }

    private static Optional<Server> fromEnv(Kind kind) {
        Map<String, String> env = System.getenv();
        String host = env.get(kind.prefix + "_HOST");
        if (host == null || host.isBlank()) {
            return Optional.empty();
        }
        int defaultPort = switch (kind) {
            case MYSQL -> 3306;
            case MYSQL8 -> 3307;
            case POSTGRES -> 5432;
            case OCEANBASE -> 2881;
        };
        String port = env.getOrDefault(kind.prefix + "_PORT", "");
        return Optional.of(new Server(kind, host, port.isBlank() ? defaultPort : Integer.parseInt(port),
                env.getOrDefault(kind.prefix + "_USER", "root"), env.getOrDefault(kind.prefix + "_PASSWORD", ""),
                env.getOrDefault(kind.prefix + "_DB", kind == Kind.OCEANBASE ? "test" : "dbbench"),
                Optional.ofNullable(env.get(kind.prefix + "_SOCKET")).filter(s -> !s.isBlank())));
    }

    private static Optional<Server> fromContainer(Kind kind) {
        if (!dockerAvailable()) {
            return Optional.empty();
        }
        JdbcDatabaseContainer<?> c = switch (kind) {
            case MYSQL, MYSQL8 -> new MySQLContainer("mysql:8.0").withDatabaseName("dbbench").withCommand("--max-connections=600");
            case POSTGRES -> new PostgreSQLContainer("postgres:16").withDatabaseName("dbbench").withCommand("postgres", "-c", "max_connections=300");
            case OCEANBASE -> new OceanBaseCEContainer("oceanbase/oceanbase-ce:4.2.1-lts");
        };
        c.start();
        Runtime.getRuntime().addShutdownHook(new Thread(c::stop));
        return Optional.of(new Server(kind, c.getHost(), c.getFirstMappedPort(), c.getUsername(), c.getPassword(),
                c.getDatabaseName(), Optional.empty()));
    }

    private static boolean dockerAvailable() {
        try {
            return DockerClientFactory.instance().isDockerAvailable();
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }
}
