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
 * {@link TargetContractIT} for servers that speak the MySQL protocol: the test server comes from
 * {@code DBBENCH_MYSQL_*} unless {@link #envPrefix()} says otherwise, and a session is found with
 * {@code CONNECTION_ID()} and ended with {@code KILL}.
 */
public abstract class MySqlFamilyContractIT extends TargetContractIT {

    @Override
    protected String envPrefix() {
        return "DBBENCH_MYSQL";
    }

    @Override
    protected String sessionIdQuery() {
        return "SELECT CONNECTION_ID()";
    }

    @Override
    protected String sleepSql(int seconds) {
        return "SELECT SLEEP(" + seconds + ")";
    }

    @Override
    protected String killSql(long sessionId) {
        return "KILL " + sessionId;
    }

    /** The spec through the socket file in {@code <prefix>_SOCKET}, or a skipped test that says to set it. */
    protected final ConnectionSpec socketSpec() {
        String socket = System.getenv(envPrefix() + "_SOCKET");
        assumeTrue(socket != null && Files.exists(Path.of(socket)),
                "set " + envPrefix() + "_SOCKET to the server's socket file");
        return spec().withSocket(Optional.of(Path.of(socket)));
    }

    /** The session's host as {@code information_schema.processlist} shows it: host:port over TCP, {@code localhost} on a socket. */
    protected static String processlistHost(Connection c) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT host FROM information_schema.processlist WHERE id = CONNECTION_ID()")) {
            rs.next();
            return rs.getString(1);
        }
    }
}
