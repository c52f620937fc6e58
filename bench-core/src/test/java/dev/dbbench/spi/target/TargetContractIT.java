package dev.dbbench.spi.target;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.LoadReport;
import dev.dbbench.spi.PsMode;
import dev.dbbench.sql.MultiRowInsertLoader;
import java.net.SocketTimeoutException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The behaviour every {@link Target} owes the engine, checked against a live server. A plugin's
 * integration test extends this class, names its target, the prefix of the environment variables
 * that locate its test server, and how that server kills a session; everything else is shared.
 * Without the variables every test is skipped with a message naming them.
 */
public abstract class TargetContractIT {
    /** The table {@link #createTable} makes and every test drops after it. */
    protected static final String TABLE = "dbbench_contract";
    private static final int ROWS = 10_000;
    /** Values that break naive quoting: quotes, backslashes (COPY's {@code \N} too), control characters, SQL. */
    private static final String[] AWKWARD = {
        "it's", "back\\slash", "\\N", "trailing\\", "tab\there", "new\nline", "cr\rlf", "\"double\"",
        "semi;-- comment", "$$dollar$$", "percent%_under", "", "caf\u00e9 \u00fc", "''", "x\\'y",
    };

    /** The target under test. */
    protected abstract Target target();

    /** Prefix of the variables naming the test server, e.g. {@code DBBENCH_MYSQL} for {@code DBBENCH_MYSQL_HOST}. */
    protected abstract String envPrefix();

    /** A query that returns the server's id for the session it runs in. */
    protected abstract String sessionIdQuery();

    /** SQL that, run on another connection, makes the server end session {@code sessionId}. */
    protected abstract String killSql(long sessionId);

    /** A statement during which the server sends nothing for {@code seconds}. */
    protected abstract String sleepSql(int seconds);

    /** Whether the test server accepts TLS, so that the read timeout is also checked through a TLS layer. */
    protected boolean testServerHasTls() {
        return false;
    }

    /** The test server from {@code <prefix>_HOST/_PORT/_USER/_PASSWORD/_DB}; empty when no host is set. */
    protected Optional<ConnectionSpec> connectionSpec() {
        String host = System.getenv(envPrefix() + "_HOST");
        if (host == null || host.isBlank()) {
            return Optional.empty();
        }
        String port = System.getenv().getOrDefault(envPrefix() + "_PORT", "0");
        String user = System.getenv().getOrDefault(envPrefix() + "_USER", target().connector().defaultUser());
        String db = System.getenv().getOrDefault(envPrefix() + "_DB", "dbbench");
        Secret password = Secret.of(System.getenv(envPrefix() + "_PASSWORD"));
        return Optional.of(ConnectionSpec.of(host, Integer.parseInt(port), user, password, db));
    }

    /** The spec, or a skipped test that says which variables to set. */
    protected final ConnectionSpec spec() {
        Optional<ConnectionSpec> spec = connectionSpec();
        assumeTrue(spec.isPresent(), () -> "set " + envPrefix() + "_HOST (and _PORT, _USER, _PASSWORD, _DB) to run "
                + getClass().getSimpleName() + " against a server");
        return spec.get();
    }

    /** A connection to the test server through the target's connector. */
    protected final Connection connect(ConnectionSpec spec, PsMode psMode) throws SQLException {
        return target().connector().connect(spec, psMode);
    }

    @AfterEach
    void dropTable() throws SQLException {
        Optional<ConnectionSpec> spec = connectionSpec();
        if (spec.isPresent()) {
            try (Connection c = connect(spec.get(), PsMode.DISABLE); Statement st = c.createStatement()) {
                st.execute(target().dialect().schema().dropTableIfExists(target().dialect().quote(TABLE)));
            }
        }
    }

    @Test
    void connectsInBothPsModesWithAutoCommitOn() throws SQLException {
        for (PsMode mode : PsMode.values()) {
            try (Connection c = connect(spec(), mode);
                    PreparedStatement ps = c.prepareStatement("SELECT 1")) {
                assertThat(c.getAutoCommit()).as("auto-commit in %s", mode).isTrue();
                for (int i = 0; i < 3; i++) {
                    try (ResultSet rs = ps.executeQuery()) {
                        assertThat(rs.next()).isTrue();
                        assertThat(rs.getInt(1)).isEqualTo(1);
                    }
                }
            }
        }
    }

    @Test
    void urlAndManifestNeverHoldThePassword() throws SQLException {
        ConnectionSpec spec = spec();
        assumeTrue(spec.password().isPresent(), "the test server has no password to leak");
        String password = spec.password().reveal();
        assertThat(target().connector().jdbcUrl(spec)).doesNotContain(password);
        assertThat(target().connector().manifest(spec, PsMode.AUTO).toString()).doesNotContain(password);

        String built = target().connector().jdbcUrl(spec);
        String withPassword = built + (built.contains("?") ? "&" : "?") + "password="
                + URLEncoder.encode(password, StandardCharsets.UTF_8);
        ConnectionSpec fromUrl = new ConnectionSpec("ignored.invalid", 1, spec.user(), Secret.none(), "ignored",
                Optional.of(withPassword), spec.socket(), spec.sslMode(), spec.sslCa(), spec.connectTimeout(),
                spec.socketTimeout(), spec.properties());
        assertThat(target().connector().jdbcUrl(fromUrl)).doesNotContain(password);
        assertThat(target().connector().manifest(fromUrl, PsMode.DISABLE).toString()).doesNotContain(password);
        try (Connection c = connect(fromUrl, PsMode.DISABLE)) {
            assertThat(c.isValid(5)).isTrue();
        }
    }

    @Test
    void describesProductVersionAndSettings() throws SQLException {
        try (Connection c = connect(spec(), PsMode.AUTO)) {
            ServerInfo info = target().inspector().describe(c);
            assertThat(info.product()).isNotBlank();
            assertThat(info.version()).isNotBlank();
            assertThat(info.settings().keySet()).allSatisfy(k -> assertThat(k).isNotBlank());
            assertThat(target().inspector().instanceId(c)).isNotNull();
        }
    }

    @Test
    void aMissingTableIsFatalWithAVendorCode() throws SQLException {
        try (Connection c = connect(spec(), PsMode.AUTO); Statement st = c.createStatement()) {
            SQLException e = catchSql(() -> st.executeQuery("SELECT * FROM dbbench_no_such_table").close());
            assertThat(target().errors().code(e)).isNotBlank().isNotEqualTo("unknown");
            assertThat(target().errors().classify(e, target().errors().defaultIgnored())).isEqualTo(ErrorClass.FATAL);
            assertThat(target().errors().isConnectionLost(e)).isFalse();
            assertThat(c.isValid(5)).as("the connection survives a failed statement").isTrue();
        }
    }

    @Test
    void aRealDeadlockIsIgnorableByDefault() throws Exception {
        createTable();
        try (Connection c = connect(spec(), PsMode.DISABLE); Statement st = c.createStatement()) {
            st.executeUpdate(insertRow(1) + "," + row(2));
        }
        Dialect d = target().dialect();
        String update = "UPDATE " + d.quote(TABLE) + " SET " + d.quote("k") + " = " + d.quote("k") + " + 1 WHERE "
                + d.quote("id") + " = ";
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (Connection a = connect(spec(), PsMode.AUTO); Connection b = connect(spec(), PsMode.AUTO);
                Statement sa = a.createStatement(); Statement sb = b.createStatement()) {
            sa.execute(d.begin());
            sa.executeUpdate(update + 1);
            sb.execute(d.begin());
            sb.executeUpdate(update + 2);
            Future<Integer> fa = pool.submit(() -> sa.executeUpdate(update + 2));
            Future<Integer> fb = pool.submit(() -> sb.executeUpdate(update + 1));
            List<SQLException> failures = new ArrayList<>();
            for (Future<Integer> f : List.of(fa, fb)) {
                try {
                    f.get(60, TimeUnit.SECONDS);
                } catch (ExecutionException e) {
                    failures.add((SQLException) e.getCause());
                }
            }
            assertThat(failures).as("exactly one side of the deadlock is chosen as victim").hasSize(1);
            SQLException victim = failures.get(0);
            assertThat(target().errors().classify(victim, target().errors().defaultIgnored()))
                    .as("deadlock %s (%s)", target().errors().code(victim), victim.getMessage())
                    .isEqualTo(ErrorClass.IGNORABLE);
            sa.execute(d.rollback());
            sb.execute(d.rollback());
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aKilledSessionIsConnectionLost() throws Exception {
        try (Connection victim = connect(spec(), PsMode.AUTO);
                Connection killer = connect(spec(), PsMode.DISABLE)) {
            long id;
            try (Statement st = victim.createStatement(); ResultSet rs = st.executeQuery(sessionIdQuery())) {
                rs.next();
                id = rs.getLong(1);
            }
            try (Statement st = killer.createStatement()) {
                st.execute(killSql(id));
            }
            // The server drops the session asynchronously; the next statements must fail, soon.
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (System.nanoTime() < deadline) {
                try (Statement st = victim.createStatement()) {
                    st.execute("SELECT 1");
                    Thread.sleep(100);
                } catch (SQLException e) {
                    assertThat(target().errors().isConnectionLost(e)).as("%s: %s", target().errors().code(e), e.getMessage()).isTrue();
                    assertThat(target().errors().classify(e, target().errors().defaultIgnored())).isEqualTo(ErrorClass.CONNECTION);
                    return;
                }
            }
            fail("the killed session still answered after 10 s");
        }
    }

    @Test
    void aServerSilentPastTheReadTimeoutFailsTheStatementAsATimeout() throws SQLException {
        silentServerTimesOut(spec());
    }

    @Test
    void theReadTimeoutHoldsThroughTls() throws SQLException {
        assumeTrue(testServerHasTls(), "the test server of " + getClass().getSimpleName() + " is not set up for TLS");
        silentServerTimesOut(spec().withSsl(SslMode.REQUIRE, Optional.empty()));
    }

    /**
     * The driver's read timeout must end a statement the server does not answer, and say it was a timeout:
     * the engine counts it under "timeout" and replaces the connection.
     */
    private void silentServerTimesOut(ConnectionSpec base) throws SQLException {
        ConnectionSpec oneSecond = base.withTimeouts(base.connectTimeout(), Duration.ofSeconds(1));
        try (Connection c = connect(oneSecond, PsMode.DISABLE); Statement st = c.createStatement()) {
            long start = System.nanoTime();
            Throwable failure = catchThrowable(() -> st.execute(sleepSql(5)));
            double seconds = (System.nanoTime() - start) / 1e9;
            assertThat(failure).as("a 5 s sleep under a 1 s read timeout must fail").isInstanceOf(SQLException.class);
            assertThat(seconds).as("seconds until the timeout").isBetween(0.9, 4.0);
            assertThat(endedByTimeout(failure)).as("a timeout: %s", failure).isTrue();
        }
    }

    /** Whether {@code failure} says the read timeout ended the statement; a server that stops it first says so its own way. */
    protected boolean endedByTimeout(Throwable failure) {
        return causes(failure).stream().anyMatch(t -> t instanceof SocketTimeoutException || t instanceof java.sql.SQLTimeoutException);
    }

    protected static List<Throwable> causes(Throwable e) {
        List<Throwable> out = new ArrayList<>();
        for (Throwable t = e; t != null && !out.contains(t); t = t.getCause()) {
            out.add(t);
        }
        return out;
    }

    @Test
    void dialectDdlBulkLoadAndSequenceRoundTrip() throws SQLException {
        createTable();
        Dialect d = target().dialect();
        try (Connection c = connect(spec(), PsMode.AUTO); Statement st = c.createStatement()) {
            long[] next = {0};
            long loaded = MultiRowInsertLoader.forTarget(target(), LoadReport.IGNORED).load(c, d.quote(TABLE), List.of(d.quote("id"), d.quote("k"), d.quote("c")),
                    row -> {
                        if (next[0] == ROWS) {
                            return false;
                        }
                        long id = ++next[0];
                        row.integer(id);
                        row.integer(id * 7);
                        row.text(awkward(id));
                        return true;
                    });
            assertThat(loaded).isEqualTo(ROWS);
            try (ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + d.quote(TABLE))) {
                rs.next();
                assertThat(rs.getLong(1)).isEqualTo(ROWS);
            }
            try (ResultSet rs = st.executeQuery("SELECT " + d.quote("id") + ", " + d.quote("k") + ", " + d.quote("c")
                    + " FROM " + d.quote(TABLE) + " ORDER BY " + d.quote("id"))) {
                for (long id = 1; id <= ROWS; id++) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getLong(1)).isEqualTo(id);
                    assertThat(rs.getLong(2)).isEqualTo(id * 7);
                    assertThat(rs.getString(3)).as("row %d", id).isEqualTo(awkward(id));
                }
            }
            String reset = d.schema().resetSequence(TABLE, "id");
            if (!reset.isBlank()) {
                st.execute(reset);
            }
            StringBuilder insert = new StringBuilder("INSERT INTO " + d.quote(TABLE) + " (" + d.quote("k") + ", "
                    + d.quote("c") + ") VALUES (1, ");
            d.literals().appendLiteral(insert, "after\\reset's");
            st.executeUpdate(insert.append(')').toString());
            try (ResultSet rs = st.executeQuery("SELECT " + d.quote("id") + ", " + d.quote("c") + " FROM "
                    + d.quote(TABLE) + " WHERE " + d.quote("k") + " = 1")) {
                assertThat(rs.next()).isTrue();
                assertThat(rs.getLong(1)).isGreaterThan(ROWS);
                assertThat(rs.getString(2)).isEqualTo("after\\reset's");
            }
        }
    }

    @Test
    void preflightFlagsMoreThreadsThanConnections() throws SQLException {
        try (Connection c = connect(spec(), PsMode.DISABLE)) {
            OptionalLong max = target().inspector().maxConnections(c);
            assumeTrue(max.isPresent(), "the target reports no connection limit");
            assertThat(target().inspector().preflight(c, new PreflightRequest(1, PsMode.DISABLE, 0))).as("one thread fits any server").isEmpty();
            int tooMany = (int) Math.min(Integer.MAX_VALUE, max.getAsLong() + 10);
            assertThat(target().inspector().preflight(c, new PreflightRequest(tooMany, PsMode.DISABLE, 0)))
                    .anySatisfy(line -> assertThat(line).contains("max_connections").contains(Integer.toString(tooMany)));
        }
    }

    /** Creates the contract table from dialect pieces only, as workloads do. */
    protected void createTable() throws SQLException {
        Dialect d = target().dialect();
        try (Connection c = connect(spec(), PsMode.DISABLE); Statement st = c.createStatement()) {
            st.execute(d.schema().dropTableIfExists(d.quote(TABLE)));
            st.execute("CREATE TABLE " + d.quote(TABLE) + " (" + d.quote("id") + " " + d.schema().autoIncrementInt() + ", "
                    + d.quote("k") + " INTEGER NOT NULL DEFAULT 0, " + d.quote("c") + " VARCHAR(120) NOT NULL DEFAULT '', "
                    + "PRIMARY KEY (" + d.quote("id") + "))" + d.schema().tableOptions(""));
        }
    }

    private String insertRow(long id) {
        Dialect d = target().dialect();
        return "INSERT INTO " + d.quote(TABLE) + " (" + d.quote("id") + ", " + d.quote("k") + ", " + d.quote("c")
                + ") VALUES " + row(id);
    }

    private static String row(long id) {
        return "(" + id + ", 0, 'r" + id + "')";
    }

    static String awkward(long id) {
        return AWKWARD[(int) (id % AWKWARD.length)] + id;
    }

    private static SQLException catchSql(SqlAction action) {
        try {
            action.run();
        } catch (SQLException e) {
            return e;
        }
        return fail("the statement should have failed");
    }

    @FunctionalInterface
    private interface SqlAction {
        void run() throws SQLException;
    }
}
