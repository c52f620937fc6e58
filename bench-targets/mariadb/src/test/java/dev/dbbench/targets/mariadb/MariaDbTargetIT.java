package dev.dbbench.targets.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.ErrorClass;
import dev.dbbench.spi.target.MySqlFamilyContractIT;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.targets.mysql.MySqlInspector;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The target contract plus what depends on the driver, against DBBENCH_MYSQL_* (MariaDB 10.11 in CI). */
class MariaDbTargetIT extends MySqlFamilyContractIT {
    private static final String TABLE = "dbbench_contract";

    @Override
    protected boolean testServerHasTls() {
        return true;
    }

    @Override
    protected Target target() {
        return new MariaDbTarget();
    }

    @Test
    void connectionsAreMadeByMariaDbConnectorJ() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.AUTO)) {
            assertThat(c.isWrapperFor(org.mariadb.jdbc.Connection.class)).isTrue();
            assertThat(target().connector().manifest(spec(), PsMode.AUTO).get("jdbc.driver"))
                    .isEqualTo("MariaDB Connector/J " + c.getMetaData().getDriverVersion());
        }
    }

    @Test
    void psModeDecidesBetweenBinaryAndTextProtocol() throws SQLException {
        assertThat(serverPrepares(PsMode.AUTO)).isGreaterThan(0);
        assertThat(serverPrepares(PsMode.DISABLE)).isZero();
    }

    private long serverPrepares(PsMode mode) throws SQLException {
        try (Connection c = target().connector().connect(spec(), mode)) {
            try (PreparedStatement ps = c.prepareStatement("SELECT ? + 1")) {
                ps.setInt(1, 41);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    assertThat(rs.getInt(1)).isEqualTo(42);
                }
            }
            return sessionStatus(c, "Com_stmt_prepare");
        }
    }

    /** sysbench (libmysqlclient) counts an UPDATE that changes nothing as 0 rows; Connector/J's default would say 1. */
    @Test
    void writesCountChangedRowsNotMatchedRows() throws SQLException {
        createTable();
        try (Connection c = target().connector().connect(spec(), PsMode.AUTO); Statement st = c.createStatement()) {
            st.executeUpdate("INSERT INTO " + TABLE + " (id, k, c) VALUES (1, 5, 'x')");
            try (PreparedStatement ps = c.prepareStatement("UPDATE " + TABLE + " SET k = ? WHERE id = 1")) {
                ps.setInt(1, 5);
                assertThat(ps.executeUpdate()).isZero();
                ps.setInt(1, 6);
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
        }
    }

    @Test
    void connectsThroughTheUnixSocket() throws SQLException {
        ConnectionSpec viaSocket = socketSpec();
        for (PsMode mode : PsMode.values()) {
            try (Connection c = target().connector().connect(viaSocket, mode)) {
                assertThat(processlistHost(c)).isEqualTo("localhost");
            }
        }
    }

    @Test
    void preferRunsInClearTextAndVerifyFullChecksTheCa() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.DISABLE)) {
            assertThat(spec().sslMode()).isEqualTo(SslMode.PREFER);
            assertThat(target().inspector().settings(c)).containsEntry(MySqlInspector.SESSION_TLS, "off");
        }
        String ca = System.getenv("DBBENCH_MYSQL_SSL_CA");
        assumeTrue(ca != null && Files.isReadable(Path.of(ca)), "set DBBENCH_MYSQL_SSL_CA to the test server's CA file");
        for (SslMode mode : new SslMode[] {SslMode.REQUIRE, SslMode.VERIFY_FULL}) {
            try (Connection c = target().connector().connect(spec().withSsl(mode, Optional.of(Path.of(ca))), PsMode.AUTO)) {
                assertThat(target().inspector().settings(c).get(MySqlInspector.SESSION_TLS)).as("%s", mode).startsWith("TLS");
            }
        }
    }

    /** The driver reports KILL QUERY as a timeout exception; the session must still be counted as alive. */
    @Test
    void aKilledQueryIsAnErrorOnALiveSession() throws Exception {
        createTable();
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try (Connection holder = target().connector().connect(spec(), PsMode.DISABLE);
                Connection waiter = target().connector().connect(spec(), PsMode.AUTO);
                Connection killer = target().connector().connect(spec(), PsMode.DISABLE);
                Statement hold = holder.createStatement(); Statement kill = killer.createStatement()) {
            hold.executeUpdate("INSERT INTO " + TABLE + " (id, k, c) VALUES (1, 0, 'x')");
            hold.execute("BEGIN");
            hold.executeQuery("SELECT k FROM " + TABLE + " WHERE id = 1 FOR UPDATE").close();
            long id = sessionId(waiter);
            Future<?> blocked = pool.submit(() -> {
                try (Statement st = waiter.createStatement()) {
                    st.executeQuery("SELECT k FROM " + TABLE + " WHERE id = 1 FOR UPDATE").close();
                }
                return null;
            });
            awaitLockWait(kill, id);
            kill.execute("KILL QUERY " + id);
            ExecutionException failed = catchThrowableOfType(ExecutionException.class, () -> blocked.get(30, TimeUnit.SECONDS));
            SQLException e = (SQLException) failed.getCause();
            assertThat(e.getErrorCode()).as(e.getMessage()).isEqualTo(1317);
            assertThat(target().errors().isConnectionLost(e)).isFalse();
            assertThat(target().errors().classify(e, target().errors().defaultIgnored())).isEqualTo(ErrorClass.FATAL);
            assertThat(waiter.isValid(5)).isTrue();
            hold.execute("ROLLBACK");
        } finally {
            pool.shutdownNow();
        }
    }

    private static long sessionId(Connection c) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT CONNECTION_ID()")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Waits until session {@code id} is inside its locking read, so the kill cannot arrive before it. */
    private static void awaitLockWait(Statement st, long id) throws SQLException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (System.nanoTime() < deadline) {
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM information_schema.processlist WHERE id = " + id
                    + " AND info LIKE '%FOR UPDATE%'")) {
                rs.next();
                if (rs.getInt(1) == 1) {
                    return;
                }
            }
            Thread.sleep(20);
        }
        throw new AssertionError("session " + id + " never started its locking read");
    }

    private static long sessionStatus(Connection c, String name) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SHOW SESSION STATUS WHERE Variable_name = '" + name + "'")) {
            return rs.next() ? rs.getLong(2) : -1;
        }
    }
}
