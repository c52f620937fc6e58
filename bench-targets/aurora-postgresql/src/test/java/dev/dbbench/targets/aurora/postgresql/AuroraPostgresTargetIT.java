package dev.dbbench.targets.aurora.postgresql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.ServerInfo;
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
 * The target contract through the AWS wrapper against plain PostgreSQL (DBBENCH_POSTGRES_*): the
 * wrapper's plugins must degrade to the one host they are given, and a terminated backend must still
 * read as a lost connection (the contract's kill test).
 */
class AuroraPostgresTargetIT extends TargetContractIT {

    @Override
    protected Target target() {
        return new AuroraPostgresTarget();
    }

    @Override
    protected String envPrefix() {
        return "DBBENCH_POSTGRES";
    }

    @Override
    protected String sessionIdQuery() {
        return "SELECT pg_backend_pid()";
    }

    @Override
    protected String killSql(long sessionId) {
        return "SELECT pg_terminate_backend(" + sessionId + ")";
    }

    @Test
    void isFoundByServiceLoader() {
        assertThat(ServiceLoader.load(Target.class).stream().map(p -> p.get().id())).contains("aurora-postgresql");
    }

    @Test
    void connectionsGoThroughTheWrapperAndNameTheServerInstance() throws SQLException {
        try (Connection c = target().connect(spec(), PsMode.AUTO)) {
            assertThat(c.getClass().getName()).startsWith("software.amazon.jdbc");
            ServerInfo info = target().describe(c);
            assertThat(info.product()).isEqualTo("PostgreSQL");
            assertThat(info.settings()).containsKey("shared_buffers").doesNotContainKey("aurora_version");
            assertThat(target().instanceId(c)).as("not Aurora: address, port and start time").matches(".+:\\d+@\\d+");
            assertThat(c.isValid(2)).as("the failed Aurora probes leave the session usable").isTrue();
        }
    }

    @Test
    void connectsThroughTheUnixSocketDirectory() throws SQLException {
        String dir = System.getenv("DBBENCH_POSTGRES_SOCKET");
        assumeTrue(dir != null && Files.isDirectory(Path.of(dir)), "set DBBENCH_POSTGRES_SOCKET to the socket directory");
        ConnectionSpec viaSocket = spec().withSocket(Optional.of(Path.of(dir)));
        try (Connection c = target().connect(viaSocket, PsMode.AUTO); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT inet_server_addr() IS NULL")) {
            rs.next();
            assertThat(rs.getBoolean(1)).isTrue();
        }
    }
}
