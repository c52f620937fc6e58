package dev.dbbench.targets.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.MySqlFamilyContractIT;
import dev.dbbench.spi.target.PreflightRequest;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.Target;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/** The target contract plus MySQL-family specifics, against DBBENCH_MYSQL_* (MariaDB 10.11 in CI). */
class MySqlTargetIT extends MySqlFamilyContractIT {

    @Override
    protected boolean testServerHasTls() {
        return true;
    }

    @Override
    protected Target target() {
        return new MySqlTarget();
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(Target.class).stream().map(p -> p.get().id())).contains("mysql");
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

    @Test
    void settingsNameTheServerAndTheSessionTls() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.AUTO)) {
            ServerInfo info = target().inspector().describe(c);
            if (info.version().contains("MariaDB")) {
                assertThat(info.product()).isEqualTo("MariaDB");
            }
            assertThat(info.settings()).containsKeys("max_connections", "innodb_buffer_pool_size",
                    "transaction_isolation", "version_comment", MySqlInspector.SESSION_TLS)
                    .doesNotContainKey("tx_isolation");
            assertThat(target().inspector().maxConnections(c)).hasValue(Long.parseLong(info.settings().get("max_connections")));
            assertThat(target().inspector().instanceId(c)).matches(".+:\\d+");
        }
    }

    @Test
    void preflightCountsPreparedStatementsOnlyWhenTheServerPrepares() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.DISABLE)) {
            long max = target().inspector().settings(c).entrySet().stream().filter(e -> e.getKey().equals("max_prepared_stmt_count"))
                    .mapToLong(e -> Long.parseLong(e.getValue())).findFirst().orElseThrow();
            int perWorker = (int) Math.min(Integer.MAX_VALUE, max);
            assertThat(target().inspector().preflight(c, new PreflightRequest(2, PsMode.AUTO, perWorker)))
                    .anySatisfy(line -> assertThat(line).contains("max_prepared_stmt_count").contains("--ps-mode disable"));
            assertThat(target().inspector().preflight(c, new PreflightRequest(2, PsMode.DISABLE, perWorker))).isEmpty();
            assertThat(target().inspector().preflight(c, new PreflightRequest(2, PsMode.AUTO, 1))).isEmpty();
        }
    }

    @Test
    void connectsThroughTheUnixSocket() throws SQLException {
        ConnectionSpec viaSocket = socketSpec();
        for (PsMode mode : PsMode.values()) {
            try (Connection c = target().connector().connect(viaSocket, mode)) {
                // TCP sessions show host:port; socket sessions show the bare host name.
                assertThat(processlistHost(c)).isEqualTo("localhost");
            }
        }
    }

    @Test
    void tlsIsUsedWhenRequiredOrTheRequestFails() throws SQLException {
        String haveSsl;
        try (Connection c = target().connector().connect(spec().withSsl(SslMode.DISABLE, Optional.empty()), PsMode.DISABLE)) {
            haveSsl = target().inspector().settings(c).getOrDefault("have_ssl", "");
            assertThat(target().inspector().settings(c)).containsEntry(MySqlInspector.SESSION_TLS, "off");
        }
        ConnectionSpec require = spec().withSsl(SslMode.REQUIRE, Optional.empty());
        if (haveSsl.equals("YES")) {
            try (Connection c = target().connector().connect(require, PsMode.AUTO)) {
                assertThat(target().inspector().settings(c).get(MySqlInspector.SESSION_TLS)).startsWith("TLS");
            }
        } else {
            assertThatThrownBy(() -> target().connector().connect(require, PsMode.AUTO).close()).isInstanceOf(SQLException.class);
        }
    }

    private static long sessionStatus(Connection c, String name) throws SQLException {
        try (Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SHOW SESSION STATUS WHERE Variable_name = '" + name + "'")) {
            return rs.next() ? rs.getLong(2) : -1;
        }
    }
}
