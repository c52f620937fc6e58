package dev.dbbench.targets.mysql.wire;

import static dev.dbbench.testing.WireDriver.run;
import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.script.ScriptStatement.Kind;
import dev.dbbench.spi.script.ScriptStatement;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.targets.mysql.MySqlTarget;
import dev.dbbench.wire.WireConnection;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every test of {@link MySqlWireClientIT} against MySQL 8 itself (DBBENCH_MYSQL8_*, scripts/setup-mysql8.sh), whose
 * users log in with caching_sha2_password; and that login's slow path, which a user meets on the first connection after
 * the server started or the password changed: the server asks for the whole password, which the client sends encrypted
 * with the server's RSA key in clear text, or as it is under TLS.
 */
class MySql8WireClientIT extends MySqlWireClientIT {
    private static final List<ScriptStatement> TLS_VERSION = List.of(new ScriptStatement(
            "SELECT 1 FROM performance_schema.session_status WHERE VARIABLE_NAME = 'Ssl_version' AND VARIABLE_VALUE LIKE 'TLS%'"
                    + " AND 1 = ?", Kind.QUERY));

    @Override
    String envPrefix() {
        return "DBBENCH_MYSQL8";
    }

    @Override
    String sessionStatus() {
        return "performance_schema.session_status";
    }

    /** MySQL 8 keeps no Com_* counters per session in performance_schema; its statement events count executions. */
    @Override
    String executedAtLeast() {
        return "SELECT 1 FROM performance_schema.events_statements_summary_by_thread_by_event_name s"
                + " JOIN performance_schema.threads t ON t.THREAD_ID = s.THREAD_ID"
                + " WHERE t.PROCESSLIST_ID = CONNECTION_ID() AND s.EVENT_NAME = 'statement/com/Execute' AND s.COUNT_STAR > ?";
    }

    /** Under disable the password goes encrypted with the server's key; under require as it is, inside TLS. */
    @ParameterizedTest
    @EnumSource(value = SslMode.class, names = {"DISABLE", "REQUIRE"})
    void aLoginTheServerHasNotCachedSendsTheWholePassword(SslMode ssl) throws Exception {
        ConnectionSpec spec = spec().withSsl(ssl, Optional.empty());
        forgetLogins();
        try (WireConnection c = new MySqlWireClient().open(spec, PsMode.AUTO, TLS_VERSION)) {
            run(c, 0, 1);
            assertThat((Throwable) c.error()).isNull();
            assertThat(c.rows()).as("an encrypted session").isEqualTo(ssl == SslMode.REQUIRE ? 1 : 0);
        }
        // The server has the login cached now: the next one is the fast path, a scramble and no password.
        try (WireConnection c = new MySqlWireClient().open(spec, PsMode.DISABLE, TLS_VERSION)) {
            run(c, 0, 1);
            assertThat((Throwable) c.error()).isNull();
        }
    }

    /** The JDBC side of a --client wire run (pre-flight, prepare) logs in on the slow path too. */
    @ParameterizedTest
    @EnumSource(value = SslMode.class, names = {"DISABLE", "REQUIRE"})
    void theJdbcDriverLogsInOnTheSlowPathToo(SslMode ssl) throws Exception {
        forgetLogins();
        try (Connection c = new MySqlTarget().connector().connect(spec().withSsl(ssl, Optional.empty()), PsMode.AUTO)) {
            assertThat(c.isValid(5)).isTrue();
        }
    }

    /**
     * Empties the server's cache of this user's logins, as a restart or a password change does: a user may change
     * their own password to the one they have.
     */
    private void forgetLogins() throws SQLException {
        ConnectionSpec spec = spec();
        String password = spec.password().reveal();
        try (Connection c = new MySqlTarget().connector().connect(spec.withSsl(SslMode.REQUIRE, Optional.empty()), PsMode.DISABLE);
                Statement st = c.createStatement()) {
            st.execute("ALTER USER USER() IDENTIFIED BY '" + password.replace("\\", "\\\\").replace("'", "''") + "'");
        }
    }
}
