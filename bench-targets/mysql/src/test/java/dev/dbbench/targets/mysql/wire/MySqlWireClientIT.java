package dev.dbbench.targets.mysql.wire;

import static dev.dbbench.testing.WireDriver.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptParams;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.targets.mysql.MySqlTarget;
import dev.dbbench.testing.WireDriver;
import dev.dbbench.testing.WireScenario;
import dev.dbbench.wire.BlockingExchange;
import dev.dbbench.wire.WireConnection;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.SocketTimeoutException;
import java.nio.channels.SelectionKey;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

/** The wire client against the test server of DBBENCH_MYSQL_* (MariaDB 10.11 in CI), with and without CLIENT_DEPRECATE_EOF. */
// A misread answer leaves the client waiting for bytes that never come: fail instead of hanging the build.
@Timeout(60)
class MySqlWireClientIT {
    private static final String TABLE = "dbbench_wire_it";
    private static final int SELECT_K = 0;
    private static final int UPDATE_K = 1;
    private static final int BEGIN = 2;
    private static final int COMMIT = 3;
    private static final int INSERT = 4;
    private static final int SELECT_NEGATED = 5;
    private static final int SELECT_BY_C = 6;
    private static final int RANGE = 7;
    private static final int NO_BACKSLASH_ESCAPES = 8;
    private static final List<ScriptStatement> STATEMENTS = List.of(
            new ScriptStatement("SELECT k FROM " + TABLE + " WHERE id = ?", Kind.QUERY),
            new ScriptStatement("UPDATE " + TABLE + " SET k = k + 10 WHERE k = ?", Kind.UPDATE),
            new ScriptStatement("BEGIN", Kind.OTHER),
            new ScriptStatement("COMMIT", Kind.OTHER),
            new ScriptStatement("INSERT INTO " + TABLE + " (id, k, c) VALUES (?, ?, ?)", Kind.UPDATE).withText(2),
            // Under disable a negative value after a minus sign must not turn into something else.
            new ScriptStatement("SELECT k FROM " + TABLE + " WHERE id = 0 - ?", Kind.QUERY),
            new ScriptStatement("SELECT id FROM " + TABLE + " WHERE c = ?", Kind.QUERY).withText(0),
            new ScriptStatement("SELECT c FROM " + TABLE + " WHERE id BETWEEN ? AND ?", Kind.QUERY),
            new ScriptStatement("SET SESSION sql_mode = CONCAT(@@sql_mode, ',NO_BACKSLASH_ESCAPES')", Kind.OTHER));
    private static final String AWKWARD = "it's \\ a 'quoted' \\' \"value\" with ? and caf\u00e9 \u20ac \uD83D\uDE00 \\";

    private final MySqlTarget target = new MySqlTarget();
    private final ScriptParams params = new ScriptParams(3);

    static Stream<Arguments> modes() {
        return Stream.of(Arguments.of(PsMode.AUTO, true), Arguments.of(PsMode.AUTO, false),
                Arguments.of(PsMode.DISABLE, true), Arguments.of(PsMode.DISABLE, false));
    }

    /** The variables naming the server the tests run against; {@link MySql8WireClientIT} runs them against MySQL 8 too. */
    String envPrefix() {
        return "DBBENCH_MYSQL";
    }

    /** Where the server keeps the session's status variables: MariaDB's {@code information_schema}. */
    String sessionStatus() {
        return "information_schema.SESSION_STATUS";
    }

    /** A query that returns a row when the session has executed more prepared statements than its parameter. */
    String executedAtLeast() {
        return "SELECT 1 FROM information_schema.SESSION_STATUS WHERE VARIABLE_NAME = 'COM_STMT_EXECUTE' AND VARIABLE_VALUE > ?";
    }

    ConnectionSpec spec() {
        String p = envPrefix();
        String host = System.getenv(p + "_HOST");
        assumeTrue(host != null && !host.isBlank(), "set " + p + "_HOST (and _PORT, _USER, _PASSWORD, _DB), e.g. with "
                + "'source scripts/test-env.sh', to run " + getClass().getSimpleName() + " against a server");
        return ConnectionSpec.of(host, Integer.parseInt(System.getenv().getOrDefault(p + "_PORT", "3306")),
                System.getenv().getOrDefault(p + "_USER", "root"), Secret.of(System.getenv(p + "_PASSWORD")),
                System.getenv().getOrDefault(p + "_DB", "dbbench")).withSsl(SslMode.DISABLE, Optional.empty());
    }

    @BeforeEach
    void createTable() throws SQLException {
        try (Connection c = target.connector().connect(spec(), PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TABLE);
            st.execute("CREATE TABLE " + TABLE + " (id INT NOT NULL PRIMARY KEY, k INT NOT NULL, c VARCHAR(200) NOT NULL)"
                    + " ENGINE=InnoDB DEFAULT CHARSET=utf8mb4");
            st.execute("INSERT INTO " + TABLE + " VALUES (1, 1, 'a'), (2, 1, 'b'), (3, 2, 'c')");
        }
    }

    @AfterEach
    void dropTable() throws SQLException {
        try (Connection c = target.connector().connect(spec(), PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute("DROP TABLE IF EXISTS " + TABLE);
        }
    }

    @ParameterizedTest(name = "{0}, deprecate EOF {1}")
    @MethodSource("modes")
    void countsRowsAndChangesAndFollowsTheTransaction(PsMode mode, boolean deprecateEof) throws Exception {
        try (WireConnection c = new MySqlWireClient(true, deprecateEof).open(spec(), mode, STATEMENTS)) {
            new WireScenario(SELECT_K, SELECT_NEGATED, BEGIN, UPDATE_K, COMMIT).countsRowsAndChangesAndFollowsTheTransaction(c);
            for (int i = 0; i < 2; i++) {
                // MariaDB sends the column definitions of a prepared statement once; the next answer has none.
                run(c, RANGE, 1, 3);
                assertThat(c.rows()).isEqualTo(3);
            }
        }
    }

    /**
     * Under require and verify-full (with the CA of CI's test server) the server sees an encrypted session, and a
     * value longer than many TLS records arrives whole.
     */
    @ParameterizedTest(name = "{0}, {1}")
    @MethodSource("tlsModes")
    void tlsModesEncryptTheSessionAsTheServerSeesIt(SslMode ssl, PsMode mode) throws Exception {
        Optional<Path> ca = ssl == SslMode.VERIFY_FULL ? Optional.of(testCa()) : Optional.empty();
        List<ScriptStatement> statements = List.of(
                new ScriptStatement("SELECT 1 FROM " + sessionStatus() + " WHERE VARIABLE_NAME = 'SSL_VERSION'"
                        + " AND VARIABLE_VALUE LIKE 'TLS%' AND 1 = ?", Kind.QUERY),
                new ScriptStatement("SELECT REPEAT('x', ?)", Kind.QUERY));
        try (WireConnection c = new MySqlWireClient().open(spec().withSsl(ssl, ca), mode, statements)) {
            for (int i = 0; i < 2; i++) {
                run(c, 0, 1);
                assertThat((Throwable) c.error()).isNull();
                assertThat(c.rows()).as("the server's SSL_VERSION of the session").isEqualTo(1);
                run(c, 1, 200_000);
                assertThat((Throwable) c.error()).isNull();
                assertThat(c.rows()).isEqualTo(1);
            }
        }
    }

    /**
     * Every --ssl-mode gives the session the server reports: disable clear text; prefer encrypted where the target's
     * JDBC driver encrypts under prefer too (mysql's client), in clear text where it does not (mariadb's and
     * oceanbase's); require and the verify modes encrypted, the verify modes checked against --ssl-ca.
     */
    @ParameterizedTest
    @EnumSource(SslMode.class)
    void everyTlsModeGivesTheSessionItAsksFor(SslMode ssl) throws Exception {
        Optional<Path> ca = ssl == SslMode.VERIFY_CA || ssl == SslMode.VERIFY_FULL ? Optional.of(testCa()) : Optional.empty();
        List<ScriptStatement> encrypted = List.of(new ScriptStatement("SELECT 1 FROM " + sessionStatus()
                + " WHERE VARIABLE_NAME = 'SSL_VERSION' AND VARIABLE_VALUE LIKE 'TLS%' AND 1 = ?", Kind.QUERY));
        for (boolean preferEncrypts : List.of(true, false)) {
            try (WireConnection c = new MySqlWireClient(preferEncrypts).open(spec().withSsl(ssl, ca), PsMode.AUTO, encrypted)) {
                run(c, 0, 1);
                assertThat((Throwable) c.error()).isNull();
                boolean expected = ssl != SslMode.DISABLE && (ssl != SslMode.PREFER || preferEncrypts);
                assertThat(c.rows()).as("an encrypted session under %s, prefer encrypting: %s", ssl.cliName(), preferEncrypts)
                        .isEqualTo(expected ? 1 : 0);
            }
        }
    }

    /** A verify mode refuses a certificate that no CA it trusts signed (here the JVM's), naming the mode and --ssl-ca. */
    @Test
    void aVerifyModeRefusesACertificateItCannotTrace() {
        testCa();
        SQLException e = catchThrowableOfType(SQLException.class, () -> new MySqlWireClient().open(
                spec().withSsl(SslMode.VERIFY_CA, Optional.empty()), PsMode.AUTO, STATEMENTS));
        assertThat(e.getSQLState()).isEqualTo("08001");
        assertThat(e.getMessage()).contains("TLS handshake", "--ssl-mode verify-ca", "--ssl-ca");
    }

    /** The CA of the test server's certificate, which CI's set-up made; without it the server may have no TLS either. */
    Path testCa() {
        String variable = envPrefix() + "_SSL_CA";
        String file = System.getenv(variable);
        assumeTrue(file != null && !file.isBlank(), "set " + variable + " (scripts/test-env.sh does) for the TLS modes");
        return Path.of(file);
    }

    static Stream<Arguments> tlsModes() {
        return Stream.of(Arguments.of(SslMode.REQUIRE, PsMode.AUTO), Arguments.of(SslMode.REQUIRE, PsMode.DISABLE),
                Arguments.of(SslMode.VERIFY_FULL, PsMode.AUTO));
    }

    @ParameterizedTest
    @EnumSource(PsMode.class)
    void textValuesArriveAsTheyWereWithAndWithoutBackslashEscapes(PsMode mode) throws Exception {
        try (WireConnection c = new MySqlWireClient().open(spec(), mode, STATEMENTS)) {
            insert(c, 10, AWKWARD);
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.affected()).isEqualTo(1);
            selectByC(c, AWKWARD);
            assertThat(c.rows()).isEqualTo(1);

            run(c, NO_BACKSLASH_ESCAPES);
            assertThat((Throwable) c.error()).isNull();
            insert(c, 11, AWKWARD + "!");
            assertThat((Throwable) c.error()).isNull();
            selectByC(c, AWKWARD + "!");
            assertThat(c.rows()).isEqualTo(1);
        }
        try (Connection admin = target.connector().connect(spec(), PsMode.DISABLE)) {
            assertThat(text(admin, "SELECT c FROM " + TABLE + " WHERE id = ?", 10)).isEqualTo(AWKWARD);
            assertThat(text(admin, "SELECT c FROM " + TABLE + " WHERE id = ?", 11)).isEqualTo(AWKWARD + "!");
        }
    }

    /** Under auto the statements run as prepared ones: the session's own counter of executions says so. */
    @ParameterizedTest
    @EnumSource(PsMode.class)
    void autoExecutesPreparedStatementsAndDisableSendsText(PsMode mode) throws Exception {
        List<ScriptStatement> statements = List.of(new ScriptStatement(executedAtLeast(), Kind.QUERY));
        try (WireConnection c = new MySqlWireClient().open(spec(), mode, statements)) {
            // Twice: MySQL 8 counts an execution once it has ended, MariaDB while it runs.
            run(c, 0, 0);
            run(c, 0, 0);
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.rows()).isEqualTo(mode == PsMode.AUTO ? 1 : 0);
        }
    }

    @ParameterizedTest
    @EnumSource(PsMode.class)
    void aServerErrorLeavesTheConnectionUsableAndRollbackEndsTheTransaction(PsMode mode) throws Exception {
        try (WireConnection c = new MySqlWireClient().open(spec(), mode, STATEMENTS)) {
            insert(c, 1, "duplicate");
            assertThat((Throwable) c.error()).isNotNull();
            assertThat(c.error().getErrorCode()).isEqualTo(1062);
            assertThat(c.error().getSQLState()).isEqualTo("23000");
            assertThat(c.error().getMessage()).startsWith("Duplicate entry '1'");
            assertThat(c.inTransaction()).isFalse();

            run(c, SELECT_K, 1);
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.rows()).isEqualTo(1);

            run(c, BEGIN);
            run(c, UPDATE_K, 1);
            assertThat(c.affected()).isEqualTo(2);
            insert(c, 2, "duplicate");
            assertThat(c.error().getErrorCode()).isEqualTo(1062);
            assertThat(c.inTransaction()).as("MySQL keeps the transaction after a failed statement").isTrue();
            c.rollback();
            assertThat(c.inTransaction()).isFalse();
            run(c, UPDATE_K, 1);
            assertThat(c.affected()).as("the update was rolled back").isEqualTo(2);
        }
    }

    @Test
    void aStatementTheServerRefusesFailsTheOpenWithItsSqlState() {
        List<ScriptStatement> statements = List.of(STATEMENTS.get(0),
                new ScriptStatement("SELECT k FROM dbbench_wire_it_missing WHERE id = ?", Kind.QUERY));
        SQLException e = catchThrowableOfType(SQLException.class,
                () -> new MySqlWireClient().open(spec(), PsMode.AUTO, statements));
        assertThat(e.getSQLState()).isEqualTo("42S02");
        assertThat(e.getErrorCode()).isEqualTo(1146);
        assertThat((Throwable) e).hasMessageContaining("statement 1 (SELECT k FROM dbbench_wire_it_missing WHERE id = ?)");
    }

    @Test
    void aWrongPasswordIsTheServers28000WithoutThePassword() {
        ConnectionSpec right = spec();
        assumeTrue(right.password().isPresent(), "the test server has no password");
        String wrong = right.password().reveal() + "-wrong";
        ConnectionSpec spec = new ConnectionSpec(right.host(), right.port(), right.user(), Secret.of(wrong), right.database(),
                right.url(), right.socket(), right.sslMode(), right.sslCa(), right.connectTimeout(), right.socketTimeout(),
                right.properties());
        SQLException e = catchThrowableOfType(SQLException.class, () -> new MySqlWireClient().open(spec, PsMode.AUTO, STATEMENTS));
        assertThat(e.getSQLState()).isEqualTo("28000");
        assertThat(e.getErrorCode()).isEqualTo(1045);
        assertThat(e.getMessage()).contains("Access denied").doesNotContain(wrong).doesNotContain(right.password().reveal());
    }

    /**
     * A killed session is lost: the next statement ends in an IOException, carrying the server's error when the
     * server said why before closing. A server that sends the error first may have it read as the statement's
     * error; the engine counts that one as a lost connection too (MySqlErrors), and the next read fails.
     */
    @Test
    void aKilledSessionIsALostConnection() throws Exception {
        try (WireConnection c = new MySqlWireClient().open(spec(), PsMode.AUTO, STATEMENTS)) {
            run(c, SELECT_K, 1);
            long id = ((MySqlWireConnection) c).connectionId();
            try (Connection admin = target.connector().connect(spec(), PsMode.DISABLE)) {
                assertThat(text(admin, "SELECT CAST(CONNECTION_ID() <> ? AS CHAR)", (int) id)).isEqualTo("1");
                try (Statement st = admin.createStatement()) {
                    st.execute("KILL " + id);
                }
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (!"0".equals(text(admin, "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = ?", (int) id))) {
                    assertThat(System.nanoTime()).as("the session ends").isLessThan(deadline);
                    Thread.sleep(20);
                }
            }
            IOException lost = catchThrowableOfType(IOException.class, () -> {
                run(c, SELECT_K, 1);
                assertThat(target.errors().isConnectionLost(c.error())).as("the statement's error %s", c.error()).isTrue();
                run(c, SELECT_K, 1);
            });
            assertThat(lost).isNotNull().isNotInstanceOf(SocketTimeoutException.class);
        }
    }

    /**
     * A session killed while it runs a statement is lost too. MariaDB 10.11 closes without a word; a server
     * that says why first (1053 on shutdown, MySQL 8's 4031 after an idle timeout) has its error read as the
     * statement's or carried as the lost connection's cause, and either is a lost connection to the target.
     */
    @Test
    void aSessionKilledMidStatementIsALostConnection() throws Exception {
        List<ScriptStatement> statements = List.of(new ScriptStatement("SELECT SLEEP(?)", Kind.QUERY));
        try (WireConnection c = new MySqlWireClient().open(spec(), PsMode.DISABLE, statements)) {
            long id = ((MySqlWireConnection) c).connectionId();
            params.setInt(0, 20);
            assertThat(c.send(0, params)).isTrue();
            try (Connection admin = target.connector().connect(spec(), PsMode.DISABLE)) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
                while (!"1".equals(text(admin, "SELECT COUNT(*) FROM information_schema.PROCESSLIST WHERE ID = ?"
                        + " AND INFO LIKE 'SELECT SLEEP%'", (int) id))) {
                    assertThat(System.nanoTime()).as("the statement runs").isLessThan(deadline);
                    Thread.sleep(20);
                }
                try (Statement st = admin.createStatement()) {
                    st.execute("KILL " + id);
                }
            }
            try (BlockingExchange exchange = new BlockingExchange(c.channel(), Duration.ofSeconds(10), "the killed statement")) {
                IOException lost = catchThrowableOfType(IOException.class, () -> exchange.until(SelectionKey.OP_READ, c::receive));
                if (lost == null) {
                    assertThat(target.errors().isConnectionLost(c.error())).as("the statement's error %s", c.error()).isTrue();
                } else {
                    assertThat(lost).isNotInstanceOf(SocketTimeoutException.class);
                    if (lost.getCause() instanceof SQLException why) {
                        assertThat(target.errors().isConnectionLost(why)).as("%s (%d)", why.getMessage(), why.getErrorCode()).isTrue();
                    }
                }
            }
        }
    }

    /**
     * Thousands of statements of every kind, text values among them, with less than a byte allocated per
     * statement on this thread, in clear text and encrypted: any object per statement would take 16 bytes or
     * more. Spins on the non-blocking channel, since a selector allocates.
     */
    @ParameterizedTest
    @MethodSource("modesInClearAndEncrypted")
    void sendAndReceiveAllocateNothing(PsMode mode, SslMode ssl) throws Exception {
        assumeTrue(ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean,
                "this JVM does not count allocated bytes per thread");
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int statements = 4_000;
        try (WireConnection c = new MySqlWireClient().open(spec().withSsl(ssl, Optional.empty()), mode, STATEMENTS)) {
            byte[] text = "a 'quoted' \\ text".getBytes(StandardCharsets.UTF_8);
            spin(c, text, 2_000);
            threads.getCurrentThreadAllocatedBytes();
            long before = threads.getCurrentThreadAllocatedBytes();
            spin(c, text, statements);
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertThat(allocated).as("bytes allocated by %d statements", statements).isLessThan(statements);
        }
    }

    static Stream<Arguments> modesInClearAndEncrypted() {
        return Stream.of(PsMode.values()).flatMap(m -> Stream.of(Arguments.of(m, SslMode.DISABLE), Arguments.of(m, SslMode.REQUIRE)));
    }

    private void spin(WireConnection c, byte[] text, int statements) throws IOException {
        long rows = 0;
        for (int i = 0; i < statements; i++) {
            int index = i % 3 == 0 ? SELECT_K : i % 3 == 1 ? UPDATE_K : SELECT_BY_C;
            if (index == SELECT_BY_C) {
                params.setText(0, text, text.length);
            } else {
                params.setInt(0, index == SELECT_K ? 1 + i % 3 : -i);
            }
            rows += WireDriver.spin(c, index, params);
        }
        assertThat(rows).isPositive();
    }

    private void insert(WireConnection c, int id, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        params.setInt(0, id);
        params.setInt(1, id);
        params.setText(2, bytes, bytes.length);
        run(c, INSERT, params);
    }

    private void selectByC(WireConnection c, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        params.setText(0, bytes, bytes.length);
        run(c, SELECT_BY_C, params);
    }

    private static String text(Connection c, String sql, int value) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setInt(1, value);
            try (ResultSet rs = ps.executeQuery()) {
                assertThat(rs.next()).isTrue();
                return rs.getString(1);
            }
        }
    }
}
