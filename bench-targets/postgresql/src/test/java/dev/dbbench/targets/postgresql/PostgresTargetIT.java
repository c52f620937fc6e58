package dev.dbbench.targets.postgresql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.PostgresFamilyContractIT;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.sql.SqlStatement;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** The target contract plus PostgreSQL specifics, against DBBENCH_POSTGRES_* (PostgreSQL 15 in CI). */
class PostgresTargetIT extends PostgresFamilyContractIT {

    @Override
    protected boolean testServerHasTls() {
        return true;
    }

    @Override
    protected Target target() {
        return new PostgresTarget();
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(Target.class).stream().map(p -> p.get().id())).contains("postgresql");
    }

    /**
     * Integer and string columns load in COPY's binary format, and a table with any other type in text,
     * with the same values either way (CHAR padded by the server as in text).
     */
    @Test
    void copyLoadsBinaryWhereEveryColumnAllowsItAndTextElsewhere() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.AUTO); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS copy_formats_a, \"Copy_Formats_B\"");
            st.execute("CREATE TABLE copy_formats_a (id INTEGER, small SMALLINT, big BIGINT, c CHAR(8), v VARCHAR(8), t TEXT)");
            st.execute("CREATE TABLE \"Copy_Formats_B\" (id INTEGER, \"When\" TIMESTAMP, n NUMERIC)");
            List<String> methods = new ArrayList<>();
            CopyLoader loader = new CopyLoader(target().dialect(), (method, slower) -> methods.add(method));
            c.setAutoCommit(false);
            long[] a = {0};
            assertThat(loader.load(c, "copy_formats_a", List.of("id", "small", "\"big\"", "c", "v", "t"), row -> {
                if (a[0]++ == 3) {
                    return false;
                }
                row.integer(a[0]);
                row.integer(-a[0]);
                row.integer(Long.MAX_VALUE - a[0]);
                row.asciiText("ab".getBytes(StandardCharsets.US_ASCII), 0, 2);
                row.text("\u00fc\\" + a[0]);
                row.text("tab\there");
                return true;
            })).isEqualTo(3);
            long[] b = {0};
            assertThat(loader.load(c, "\"Copy_Formats_B\"", List.of("id", "\"When\"", "n"), row -> {
                if (b[0]++ == 2) {
                    return false;
                }
                row.integer(b[0]);
                row.text("2026-11-25 20:00:0" + b[0]);
                row.text("1.5");
                return true;
            })).isEqualTo(2);
            c.commit();
            assertThat(methods).containsExactly(CopyLoader.BINARY_METHOD, CopyLoader.METHOD);
            try (ResultSet rs = st.executeQuery("SELECT id, small, big, c, v, t FROM copy_formats_a ORDER BY id")) {
                for (int i = 1; i <= 3; i++) {
                    assertThat(rs.next()).isTrue();
                    assertThat(List.of(rs.getLong(1), rs.getLong(2), rs.getLong(3)))
                            .containsExactly((long) i, (long) -i, Long.MAX_VALUE - i);
                    assertThat(List.of(rs.getString(4), rs.getString(5), rs.getString(6)))
                            .containsExactly("ab      ", "\u00fc\\" + i, "tab\there");
                }
                assertThat(rs.next()).isFalse();
            }
            try (ResultSet rs = st.executeQuery("SELECT count(*), sum(n) FROM \"Copy_Formats_B\"")) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(2);
                assertThat(rs.getBigDecimal(2)).isEqualByComparingTo("3.0");
            }
            c.setAutoCommit(true);
            st.execute("DROP TABLE copy_formats_a, \"Copy_Formats_B\"");
        }
    }

    @Test
    void psModeDecidesBetweenNamedStatementsAndSimpleQueries() throws SQLException {
        assertThat(serverPrepared(PsMode.AUTO)).isGreaterThan(0);
        assertThat(serverPrepared(PsMode.DISABLE)).isZero();
    }

    /**
     * What the server receives is what sysbench sends: under {@code disable} the values written into the
     * text as plain literals, under {@code auto} a parameter. {@code current_query()} returns the text as
     * the server got it.
     */
    @Test
    void textModeSendsPlainLiteralsAsSysbenchDoes() throws SQLException {
        String sql = "SELECT current_query() WHERE ? > 0 AND ? <> '?'";
        assertThat(received(PsMode.DISABLE, sql)).isEqualTo("SELECT current_query() WHERE 40026 > 0 AND 'it''s' <> '?'");
        assertThat(received(PsMode.AUTO, sql)).isEqualTo("SELECT current_query() WHERE $1 > 0 AND $2 <> '?'");
        assertThat(SqlStatement.inlined(PsMode.DISABLE, target().dialect())).as("the manifest says text-parameters").isTrue();
        assertThat(SqlStatement.inlined(PsMode.AUTO, target().dialect())).isFalse();
    }

    private String received(PsMode mode, String sql) throws SQLException {
        try (Connection c = target().connector().connect(spec(), mode);
                SqlStatement st = SqlStatement.prepare(new WorkerContext(0, 1, c, target().dialect(), mode, 1), sql)) {
            st.setInt(1, 40026);
            st.setString(2, "it's");
            try (ResultSet rs = st.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return rs.getString(1);
            }
        }
    }

    /** Runs a prepared statement once, then counts the session's server-side prepared statements. */
    private long serverPrepared(PsMode mode) throws SQLException {
        try (Connection c = target().connector().connect(spec(), mode)) {
            try (PreparedStatement ps = c.prepareStatement("SELECT ?::int + 1")) {
                ps.setInt(1, 41);
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    assertThat(rs.getInt(1)).isEqualTo(42);
                }
            }
            try (Statement st = c.createStatement();
                    ResultSet rs = st.executeQuery("SELECT count(*) FROM pg_prepared_statements")) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    @Test
    void settingsNameTheServerAndTheSessionTls() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.AUTO)) {
            var info = target().inspector().describe(c);
            assertThat(info.product()).isEqualTo("PostgreSQL");
            assertThat(info.settings()).containsKeys("server_version", "shared_buffers", "synchronous_commit", "fsync",
                    "wal_level", "max_connections", "default_transaction_isolation", "ssl", PostgresInspector.SESSION_TLS);
            assertThat(target().inspector().maxConnections(c)).hasValue(Long.parseLong(info.settings().get("max_connections")));
            assertThat(target().inspector().instanceId(c)).matches(".+:\\d+@\\d+");
        }
    }

    @Test
    void connectsThroughTheUnixSocketDirectory() throws SQLException {
        ConnectionSpec viaSocket = socketSpec();
        for (PsMode mode : PsMode.values()) {
            try (Connection c = target().connector().connect(viaSocket, mode)) {
                assertThat(noServerAddress(c)).as("no server address on a Unix socket").isTrue();
                assertThat(target().inspector().instanceId(c)).startsWith("local:");
            }
        }
    }

    @Test
    void tlsFollowsTheSslMode() throws SQLException {
        String serverSsl;
        try (Connection c = target().connector().connect(spec().withSsl(SslMode.DISABLE, Optional.empty()), PsMode.DISABLE)) {
            serverSsl = target().inspector().settings(c).get("ssl");
            assertThat(target().inspector().settings(c)).containsEntry(PostgresInspector.SESSION_TLS, "off");
        }
        assumeTrue("on".equals(serverSsl), "the test server has ssl = off");
        try (Connection c = target().connector().connect(spec().withSsl(SslMode.REQUIRE, Optional.empty()), PsMode.AUTO)) {
            assertThat(target().inspector().settings(c).get(PostgresInspector.SESSION_TLS)).startsWith("TLS");
        }
    }

    @Test
    void verifyCaTrustsTheServersOwnCertificateFile() throws SQLException {
        Path cert;
        try (Connection c = target().connector().connect(spec(), PsMode.DISABLE); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT current_setting('ssl'), current_setting('ssl_cert_file')")) {
            rs.next();
            assumeTrue("on".equals(rs.getString(1)), "the test server has ssl = off");
            cert = Path.of(rs.getString(2));
        }
        // A self-signed server certificate (Debian's snakeoil) is its own CA; readable when the server is local.
        assumeTrue(Files.isReadable(cert), "the server's certificate file is not readable here");
        try (Connection c = target().connector().connect(spec().withSsl(SslMode.VERIFY_CA, Optional.of(cert)), PsMode.AUTO)) {
            assertThat(target().inspector().settings(c).get(PostgresInspector.SESSION_TLS)).startsWith("TLS");
        }
    }
}
