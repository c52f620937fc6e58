package dev.dbbench.targets.postgresql.wire;

import static dev.dbbench.testing.WireDriver.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.targets.postgresql.PostgresTarget;
import dev.dbbench.testing.WireDriver;
import dev.dbbench.testing.WireScenario;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The wire client against the test server of DBBENCH_POSTGRES_* (PostgreSQL 15 with scram-sha-256 in CI). */
class PostgresWireClientIT {
    private static final String TABLE = "dbbench_wire";
    private static final int SELECT_K = 0;
    private static final int UPDATE_K = 1;
    private static final int BEGIN = 2;
    private static final int COMMIT = 3;
    private static final int DIVIDE = 4;
    private static final int SELECT_NEGATED = 5;
    private static final int UPDATE_C = 6;
    private static final int SELECT_BY_C = 7;
    private static final List<ScriptStatement> STATEMENTS = List.of(
            new ScriptStatement("SELECT k FROM " + TABLE + " WHERE id = ?", Kind.QUERY),
            new ScriptStatement("UPDATE " + TABLE + " SET k = k + 10 WHERE k = ?", Kind.UPDATE),
            new ScriptStatement("BEGIN", Kind.OTHER),
            new ScriptStatement("COMMIT", Kind.OTHER),
            new ScriptStatement("SELECT 1 / ?", Kind.QUERY),
            // Under disable a negative value after a minus sign must not turn into a comment.
            new ScriptStatement("SELECT k FROM " + TABLE + " WHERE id = 0 - ?", Kind.QUERY),
            new ScriptStatement("UPDATE " + TABLE + " SET c = ? WHERE id = ?", Kind.UPDATE).withText(0),
            new ScriptStatement("SELECT id FROM " + TABLE + " WHERE c = ?", Kind.QUERY).withText(0));

    private static final WireScenario SCENARIO = new WireScenario(SELECT_K, SELECT_NEGATED, BEGIN, UPDATE_K, COMMIT);

    private final PostgresWireClient client = new PostgresWireClient();
    private final PostgresTarget target = new PostgresTarget();

    private static ConnectionSpec spec() {
        String host = System.getenv("DBBENCH_POSTGRES_HOST");
        assumeTrue(host != null && !host.isBlank(),
                "set DBBENCH_POSTGRES_HOST (and _PORT, _USER, _PASSWORD, _DB) to run PostgresWireClientIT against a server");
        return ConnectionSpec.of(host, Integer.parseInt(System.getenv().getOrDefault("DBBENCH_POSTGRES_PORT", "0")),
                System.getenv().getOrDefault("DBBENCH_POSTGRES_USER", "postgres"),
                Secret.of(System.getenv("DBBENCH_POSTGRES_PASSWORD")),
                System.getenv().getOrDefault("DBBENCH_POSTGRES_DB", "dbbench")).withSsl(SslMode.DISABLE, Optional.empty());
    }

    @BeforeEach
    void createTable() throws SQLException {
        try (Connection c = target.connector().connect(spec(), PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TABLE);
            st.execute("CREATE TABLE " + TABLE + " (id int PRIMARY KEY, k int NOT NULL, c char(20) NOT NULL DEFAULT '')");
            st.execute("INSERT INTO " + TABLE + " VALUES (1, 1), (2, 1), (3, 2)");
        }
    }

    @AfterEach
    void dropTable() throws SQLException {
        try (Connection c = target.connector().connect(spec(), PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TABLE);
        }
    }

    @ParameterizedTest
    @EnumSource(PsMode.class)
    void countsRowsAndChangesAndFollowsTheTransaction(PsMode mode) throws Exception {
        try (WireConnection c = client.open(spec(), mode, STATEMENTS)) {
            run(c, SELECT_K, 1);
            assertThat(lastQuery(c)).isEqualTo(mode == PsMode.AUTO
                    ? "SELECT k FROM " + TABLE + " WHERE id = $1" : "SELECT k FROM " + TABLE + " WHERE id = 1");
            SCENARIO.countsRowsAndChangesAndFollowsTheTransaction(c);
        }
    }

    /** Under require the server sees an encrypted session, and an answer of many TLS records arrives whole. */
    @ParameterizedTest
    @EnumSource(PsMode.class)
    void requireEncryptsTheSessionAsTheServerSeesIt(PsMode mode) throws Exception {
        List<ScriptStatement> statements = List.of(
                new ScriptStatement("SELECT 1 FROM pg_stat_ssl WHERE pid = pg_backend_pid() AND ssl AND 1 = ?", Kind.QUERY),
                new ScriptStatement("SELECT g FROM generate_series(1, ?) g", Kind.QUERY));
        try (WireConnection c = client.open(spec().withSsl(SslMode.REQUIRE, Optional.empty()), mode, statements)) {
            for (int i = 0; i < 2; i++) {
                run(c, 0, 1);
                assertThat((Throwable) c.error()).isNull();
                assertThat(c.rows()).as("pg_stat_ssl says the session is encrypted").isEqualTo(1);
                run(c, 1, 50_000);
                assertThat(c.rows()).isEqualTo(50_000);
            }
        }
    }

    /**
     * Every --ssl-mode gives the session pg_stat_ssl reports, with libpq's meanings: prefer encrypts where the server
     * offers TLS (as pgJDBC does), the verify modes check the certificate against --ssl-ca (the test server's own
     * certificate, self-signed, in DBBENCH_POSTGRES_SSL_CA), and verify-full also that it names the host.
     */
    @ParameterizedTest
    @EnumSource(SslMode.class)
    void everyTlsModeGivesTheSessionItAsksFor(SslMode ssl) throws Exception {
        ConnectionSpec spec = spec().withSsl(ssl, Optional.empty());
        if (ssl == SslMode.VERIFY_CA || ssl == SslMode.VERIFY_FULL) {
            spec = spec.withSsl(ssl, Optional.of(java.nio.file.Path.of(serverCertificate())));
        }
        if (ssl == SslMode.VERIFY_FULL) {
            // The certificate names localhost, not the address the other tests use.
            spec = new ConnectionSpec("localhost", spec.port(), spec.user(), spec.password(), spec.database(), spec.url(),
                    spec.socket(), spec.sslMode(), spec.sslCa(), spec.connectTimeout(), spec.socketTimeout(), spec.properties());
        }
        List<ScriptStatement> encrypted = List.of(new ScriptStatement(
                "SELECT 1 FROM pg_stat_ssl WHERE pid = pg_backend_pid() AND ssl AND 1 = ?", Kind.QUERY));
        try (WireConnection c = client.open(spec, PsMode.AUTO, encrypted)) {
            run(c, 0, 1);
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.rows()).as("pg_stat_ssl's ssl under " + ssl.cliName()).isEqualTo(ssl == SslMode.DISABLE ? 0 : 1);
        }
    }

    /** verify-full refuses a certificate that does not name the host, naming the mode and what to give instead. */
    @Test
    void verifyFullRefusesACertificateForAnotherName() {
        ConnectionSpec spec = spec().withSsl(SslMode.VERIFY_FULL, Optional.of(java.nio.file.Path.of(serverCertificate())));
        assumeTrue(!spec.host().equals("localhost"), "the test server's address is the name its certificate gives");
        SQLException e = catchThrowableOfType(SQLException.class, () -> client.open(spec, PsMode.AUTO, STATEMENTS));
        assertThat(e.getSQLState()).isEqualTo("08001");
        assertThat(e.getMessage()).contains("TLS handshake", "--ssl-mode verify-full", "--ssl-ca");
    }

    /** A role whose password the server keeps as an MD5 hash logs in by MD5, where pg_hba.conf allows it (scripts/setup-postgres.sh). */
    @Test
    void aRoleWithAnMd5PasswordLogsInByMd5() throws Exception {
        String role = "dbbench_md5";
        String password = "Md5-Only-Secret-3";
        try (Connection admin = target.connector().connect(spec(), PsMode.DISABLE); Statement st = admin.createStatement()) {
            assumeTrue("md5".equals(text(admin, "SELECT auth_method FROM pg_hba_file_rules WHERE ? = ANY(user_name)"
                    + " AND type = 'host' LIMIT 1", role)), "pg_hba.conf has no md5 rule for " + role + " (scripts/setup-postgres.sh adds it)");
            st.execute("SET password_encryption = 'md5'");
            st.execute("DROP ROLE IF EXISTS " + role);
            st.execute("CREATE ROLE " + role + " LOGIN PASSWORD '" + password + "'");
            assertThat(text(admin, "SELECT left(rolpassword, 3) FROM pg_authid WHERE rolname = ?", role)).isEqualTo("md5");
        }
        ConnectionSpec base = spec();
        ConnectionSpec md5 = new ConnectionSpec(base.host(), base.port(), role, Secret.of(password), base.database(), base.url(),
                base.socket(), base.sslMode(), base.sslCa(), base.connectTimeout(), base.socketTimeout(), base.properties());
        List<ScriptStatement> who = List.of(new ScriptStatement("SELECT 1 WHERE current_user = 'dbbench_md5' AND 1 = ?", Kind.QUERY));
        try (WireConnection c = client.open(md5, PsMode.AUTO, who)) {
            run(c, 0, 1);
            assertThat(c.rows()).isEqualTo(1);
        } finally {
            try (Connection admin = target.connector().connect(spec(), PsMode.DISABLE); Statement st = admin.createStatement()) {
                st.execute("DROP ROLE IF EXISTS " + role);
            }
        }
    }

    /** The test server's certificate, which is its own CA (Debian's snakeoil), from DBBENCH_POSTGRES_SSL_CA. */
    private static String serverCertificate() {
        String ca = System.getenv("DBBENCH_POSTGRES_SSL_CA");
        assumeTrue(ca != null && !ca.isBlank(), "set DBBENCH_POSTGRES_SSL_CA (scripts/test-env.sh does) for the verify modes");
        return ca;
    }

    /** sysbench's c is CHAR(120): text values bind to it as the server types them, quotes and backslashes intact. */
    @ParameterizedTest
    @EnumSource(PsMode.class)
    void textParametersArriveAsWritten(PsMode mode) throws Exception {
        String value = "it's a \\ é-'";
        try (WireConnection c = client.open(spec(), mode, STATEMENTS)) {
            run(c, UPDATE_C, text(value, 2));
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.affected()).isEqualTo(1);
            run(c, SELECT_BY_C, text(value, 0));
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.rows()).isEqualTo(1);
        }
        try (Connection jdbc = target.connector().connect(spec(), PsMode.DISABLE)) {
            assertThat(query(jdbc, "SELECT rtrim(c) FROM " + TABLE + " WHERE id = ?", 2)).isEqualTo(value);
        }
    }

    @ParameterizedTest
    @EnumSource(PsMode.class)
    void aServerErrorLeavesTheConnectionUsable(PsMode mode) throws Exception {
        try (WireConnection c = client.open(spec(), mode, STATEMENTS)) {
            run(c, DIVIDE, 0);
            assertThat((Throwable) c.error()).isNotNull();
            assertThat(c.error().getSQLState()).isEqualTo("22012");
            assertThat(c.error().getMessage()).isEqualTo("division by zero");
            assertThat(c.inTransaction()).isFalse();

            run(c, DIVIDE, 1);
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.rows()).isEqualTo(1);

            run(c, BEGIN);
            run(c, DIVIDE, 0);
            assertThat(c.error().getSQLState()).isEqualTo("22012");
            assertThat(c.inTransaction()).as("a failed transaction").isTrue();
            run(c, SELECT_K, 1);
            assertThat(c.error().getSQLState()).as("in failed transaction").isEqualTo("25P02");
            c.rollback();
            assertThat(c.inTransaction()).isFalse();
            run(c, SELECT_K, 1);
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.rows()).isEqualTo(1);
        }
    }

    @Test
    void aStatementTheServerRefusesFailsTheOpenWithItsSqlState() {
        List<ScriptStatement> statements = List.of(STATEMENTS.get(0),
                new ScriptStatement("SELECT k FROM dbbench_wire_missing WHERE id = ?", Kind.QUERY));
        SQLException e = catchThrowableOfType(SQLException.class, () -> client.open(spec(), PsMode.AUTO, statements));
        assertThat(e.getSQLState()).isEqualTo("42P01");
        assertThat((Throwable) e).hasMessageContaining("statement 1 (SELECT k FROM dbbench_wire_missing WHERE id = $1)");
    }

    @Test
    void aWrongPasswordIsTheServers28P01WithoutThePassword() {
        ConnectionSpec right = spec();
        assumeTrue(right.password().isPresent(), "the test server has no password");
        String wrong = right.password().reveal() + "-wrong";
        ConnectionSpec spec = new ConnectionSpec(right.host(), right.port(), right.user(), Secret.of(wrong), right.database(),
                right.url(), right.socket(), right.sslMode(), right.sslCa(), right.connectTimeout(), right.socketTimeout(),
                right.properties());
        SQLException e = catchThrowableOfType(SQLException.class, () -> client.open(spec, PsMode.AUTO, STATEMENTS));
        assertThat(e.getSQLState()).isEqualTo("28P01");
        assertThat(e.getMessage()).contains("password authentication failed").doesNotContain(wrong)
                .doesNotContain(right.password().reveal());
    }

    @Test
    void aTerminatedSessionIsALostConnection() throws Exception {
        try (WireConnection c = client.open(spec(), PsMode.AUTO, STATEMENTS)) {
            run(c, SELECT_K, 1);
            int pid = ((PostgresWireConnection) c).processId();
            try (Connection admin = target.connector().connect(spec(), PsMode.DISABLE)) {
                assertThat(query(admin, "SELECT pg_terminate_backend(?)::text", pid)).isEqualTo("true");
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (!"0".equals(query(admin, "SELECT count(*)::text FROM pg_stat_activity WHERE pid = ?", pid))) {
                    assertThat(System.nanoTime()).as("the session ends").isLessThan(deadline);
                    Thread.sleep(20);
                }
            }
            assertThatThrownBy(() -> run(c, SELECT_K, 1)).isInstanceOf(IOException.class)
                    .isNotInstanceOf(SocketTimeoutException.class);
        }
    }

    /**
     * Thousands of statements of every kind with less than a byte allocated per statement on this thread, in clear text and encrypted: any
     * object per statement would take 16 bytes or more. What does get counted is constant, whatever the number
     * of statements: the allocation counter's own (about 240 bytes) and, once, the JIT's. Spins on the
     * non-blocking channel, since a selector allocates.
     */
    @ParameterizedTest
    @MethodSource("modesInClearAndEncrypted")
    void sendAndReceiveAllocateNothing(PsMode mode, SslMode ssl) throws Exception {
        assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
                "this JVM does not count allocated bytes per thread");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int statements = 4_000;
        try (WireConnection c = client.open(spec().withSsl(ssl, Optional.empty()), mode, STATEMENTS)) {
            ScriptParams params = new ScriptParams(2);
            spin(c, params, 2_000);
            threads.getCurrentThreadAllocatedBytes();
            long before = threads.getCurrentThreadAllocatedBytes();
            spin(c, params, statements);
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertThat(allocated).as("bytes allocated by %d statements", statements).isLessThan(statements);
        }
    }

    static Stream<Arguments> modesInClearAndEncrypted() {
        return Stream.of(PsMode.values()).flatMap(m -> Stream.of(Arguments.of(m, SslMode.DISABLE), Arguments.of(m, SslMode.REQUIRE)));
    }

    private static void spin(WireConnection c, ScriptParams params, int statements) throws IOException {
        long rows = 0;
        byte[] value = "0123456789-0123456".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < statements; i++) {
            int index = i % 4 == 0 ? SELECT_K : i % 4 == 1 ? UPDATE_K : i % 4 == 2 ? DIVIDE : UPDATE_C;
            if (index == UPDATE_C) {
                params.setText(0, value, 1 + i % value.length);
                params.setInt(1, 1 + i % 3);
            } else {
                params.setInt(0, index == DIVIDE ? 1 + i % 7 : -i);
            }
            rows += WireDriver.spin(c, index, params);
        }
        assertThat(rows).isPositive();
    }

    private static ScriptParams text(String value, int id) {
        byte[] bytes = value.getBytes(StandardCharsets.UTF_8);
        ScriptParams params = new ScriptParams(2);
        params.setText(0, bytes, bytes.length);
        params.setInt(1, id);
        return params;
    }

    /** The last statement the server ran for {@code c}'s session, as it received it. */
    private String lastQuery(WireConnection c) throws SQLException {
        try (Connection admin = target.connector().connect(spec(), PsMode.DISABLE)) {
            return query(admin, "SELECT query FROM pg_stat_activity WHERE pid = ?", ((PostgresWireConnection) c).processId());
        }
    }

    private static String query(Connection c, String sql, int value) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setInt(1, value);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return rs.getString(1);
            }
        }
    }

    /** The first column of the first row, or empty when there is none. */
    private static String text(Connection c, String sql, String value) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, value);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : "";
            }
        }
    }
}
