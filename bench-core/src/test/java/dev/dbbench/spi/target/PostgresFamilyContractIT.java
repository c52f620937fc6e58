package dev.dbbench.spi.target;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * {@link TargetContractIT} for servers that speak the PostgreSQL protocol: the test server comes from
 * {@code DBBENCH_POSTGRES_*}, and a session is found with {@code pg_backend_pid()} and ended with
 * {@code pg_terminate_backend}.
 */
public abstract class PostgresFamilyContractIT extends TargetContractIT {

    @Override
    protected String envPrefix() {
        return "DBBENCH_POSTGRES";
    }

    @Override
    protected String sessionIdQuery() {
        return "SELECT pg_backend_pid()";
    }

    @Override
    protected String sleepSql(int seconds) {
        return "SELECT pg_sleep(" + seconds + ")";
    }

    @Override
    protected String killSql(long sessionId) {
        return "SELECT pg_terminate_backend(" + sessionId + ")";
    }

    /** The spec through the socket directory in {@code <prefix>_SOCKET}, or a skipped test that says to set it. */
    protected final ConnectionSpec socketSpec() {
        String dir = System.getenv(envPrefix() + "_SOCKET");
        assumeTrue(dir != null && Files.isDirectory(Path.of(dir)), "set " + envPrefix() + "_SOCKET to the socket directory");
        return spec().withSocket(Optional.of(Path.of(dir)));
    }

    /** Whether the session has no server address, as on a Unix socket. */
    protected static boolean noServerAddress(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT inet_server_addr() IS NULL")) {
            rs.next();
            return rs.getBoolean(1);
        }
    }
}
