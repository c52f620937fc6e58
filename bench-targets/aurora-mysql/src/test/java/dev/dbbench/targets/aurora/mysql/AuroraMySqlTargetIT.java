package dev.dbbench.targets.aurora.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.MySqlFamilyContractIT;
import dev.dbbench.spi.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The target contract through the AWS wrapper against a plain MySQL-family server (DBBENCH_MYSQL_*,
 * MariaDB in CI): the wrapper's plugins must degrade to the one host they are given, and a killed
 * session must still read as a lost connection (the contract's kill test).
 */
class AuroraMySqlTargetIT extends MySqlFamilyContractIT {

    /**
     * The wrapper's failover plugin treats a read timeout as a lost connection: it reconnects and ends the
     * statement with "connection changed" (08S02), or 08007 when a transaction was open.
     */
    @Override
    protected boolean endedByTimeout(Throwable failure) {
        return super.endedByTimeout(failure) || causes(failure).stream().anyMatch(t -> t instanceof java.sql.SQLException e
                && ("08S02".equals(e.getSQLState()) || "08007".equals(e.getSQLState())));
    }

    @Override
    protected Target target() {
        return new AuroraMySqlTarget();
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(Target.class).stream().map(p -> p.get().id())).contains("aurora-mysql");
    }

    @Test
    void connectionsGoThroughTheWrapperAndNameTheServerInstance() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.AUTO)) {
            assertThat(c.getClass().getName()).startsWith("software.amazon.jdbc");
            assertThat(target().inspector().instanceId(c)).as("not Aurora: host:port").matches(".*:\\d+");
            assertThat(target().inspector().describe(c).settings()).containsKey("max_connections").doesNotContainKey("aurora.role");
        }
        assertThat(target().connector().manifest(spec(), PsMode.AUTO)).containsEntry("aurora.endpoint", "other")
                .containsKey("driver.wrapperPlugins");
    }

    @Test
    void connectsThroughTheUnixSocket() throws SQLException {
        try (Connection c = target().connector().connect(socketSpec(), PsMode.AUTO)) {
            assertThat(processlistHost(c)).isEqualTo("localhost");
        }
    }
}
