package dev.dbbench.targets.aurora.mysql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.Target;
import dev.dbbench.spi.TargetContractIT;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The target contract through the AWS wrapper against a plain MySQL-family server (DBBENCH_MYSQL_*,
 * MariaDB in CI): the wrapper's plugins must degrade to the one host they are given, and a killed
 * session must still read as a lost connection (the contract's kill test).
 */
class AuroraMySqlTargetIT extends TargetContractIT {

    @Override
    protected Target target() {
        return new AuroraMySqlTarget();
    }

    @Override
    protected String envPrefix() {
        return "DBBENCH_MYSQL";
    }

    @Override
    protected String sessionIdQuery() {
        return "SELECT CONNECTION_ID()";
    }

    @Override
    protected String killSql(long sessionId) {
        return "KILL " + sessionId;
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(Target.class).stream().map(p -> p.get().id())).contains("aurora-mysql");
    }

    @Test
    void connectionsGoThroughTheWrapperAndNameTheServerInstance() throws SQLException {
        try (Connection c = target().connect(spec(), PsMode.AUTO)) {
            assertThat(c.getClass().getName()).startsWith("software.amazon.jdbc");
            assertThat(target().instanceId(c)).as("not Aurora: host:port").matches(".*:\\d+");
            assertThat(target().describe(c).settings()).containsKey("max_connections").doesNotContainKey("aurora.role");
        }
        assertThat(target().manifest(spec(), PsMode.AUTO)).containsEntry("aurora.endpoint", "other")
                .containsKey("driver.wrapperPlugins");
    }

    @Test
    void connectsThroughTheUnixSocket() throws SQLException {
        String socket = System.getenv("DBBENCH_MYSQL_SOCKET");
        assumeTrue(socket != null && Files.exists(Path.of(socket)), "set DBBENCH_MYSQL_SOCKET to the server's socket file");
        ConnectionSpec viaSocket = spec().withSocket(Optional.of(Path.of(socket)));
        try (Connection c = target().connect(viaSocket, PsMode.AUTO); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT host FROM information_schema.processlist WHERE id = CONNECTION_ID()")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("localhost");
        }
    }
}
