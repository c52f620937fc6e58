package dev.dbbench.spi.target;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.testing.WireDriver;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireConnection;
import dev.dbbench.wire.WireTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link TargetContractIT} for servers that speak the MySQL protocol: the test server comes from
 * {@code DBBENCH_MYSQL_*} unless {@link #envPrefix()} says otherwise, and a session is found with
 * {@code CONNECTION_ID()} and ended with {@code KILL}; an UPDATE counts changed rows, not matched ones.
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

    /**
     * An UPDATE that leaves its row as it was changes no row, and both clients say so as libmysqlclient does without
     * CLIENT_FOUND_ROWS: sysbench counts such a statement as "other" rather than a write, and so must the JDBC driver
     * and the wire client, or the two would count the same workload differently.
     */
    @ParameterizedTest
    @EnumSource(PsMode.class)
    void anUpdateThatChangesNothingCountsNoRowOnEitherClient(PsMode mode) throws Exception {
        createTable();
        String update = "UPDATE " + TABLE + " SET k = k + ? WHERE id = ?";
        try (Connection c = connect(spec(), mode)) {
            try (Statement st = c.createStatement()) {
                st.execute("INSERT INTO " + TABLE + " (id, k, c) VALUES (1, 5, 'same')");
            }
            try (PreparedStatement ps = c.prepareStatement(update)) {
                ps.setInt(1, 0);
                ps.setInt(2, 1);
                assertThat(ps.executeUpdate()).as("JDBC, the same value").isZero();
                ps.setInt(1, 1);
                assertThat(ps.executeUpdate()).as("JDBC, a new value").isEqualTo(1);
            }
        }
        Optional<WireClient> wire = WireTarget.clientOf(target());
        if (wire.isPresent()) {
            try (WireConnection c = wire.get().open(spec(), mode, List.of(new ScriptStatement(update, ScriptStatement.Kind.UPDATE)))) {
                WireDriver.run(c, 0, 0, 1);
                assertThat((Throwable) c.error()).isNull();
                assertThat(c.affected()).as("wire, the same value").isZero();
                WireDriver.run(c, 0, 1, 1);
                assertThat(c.affected()).as("wire, a new value").isEqualTo(1);
            }
        }
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
