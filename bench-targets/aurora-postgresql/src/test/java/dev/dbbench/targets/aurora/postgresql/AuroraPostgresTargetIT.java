package dev.dbbench.targets.aurora.postgresql;

import static org.assertj.core.api.Assertions.assertThat;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.PostgresFamilyContractIT;
import dev.dbbench.spi.target.Target;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The target contract through the AWS wrapper against plain PostgreSQL (DBBENCH_POSTGRES_*): the
 * wrapper's plugins must degrade to the one host they are given, and a terminated backend must still
 * read as a lost connection (the contract's kill test).
 */
class AuroraPostgresTargetIT extends PostgresFamilyContractIT {

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
        return new AuroraPostgresTarget();
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(Target.class).stream().map(p -> p.get().id())).contains("aurora-postgresql");
    }

    @Test
    void connectionsGoThroughTheWrapperAndNameTheServerInstance() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.AUTO)) {
            assertThat(c.getClass().getName()).startsWith("software.amazon.jdbc");
            ServerInfo info = target().inspector().describe(c);
            assertThat(info.product()).isEqualTo("PostgreSQL");
            assertThat(info.settings()).containsKey("shared_buffers").doesNotContainKey("aurora_version");
            assertThat(target().inspector().instanceId(c)).as("not Aurora: address, port and start time").matches(".+:\\d+@\\d+");
            assertThat(c.isValid(2)).as("the failed Aurora probes leave the session usable").isTrue();
        }
    }

    @Test
    void connectsThroughTheUnixSocketDirectory() throws SQLException {
        try (Connection c = target().connector().connect(socketSpec(), PsMode.AUTO)) {
            assertThat(noServerAddress(c)).isTrue();
        }
    }
}
