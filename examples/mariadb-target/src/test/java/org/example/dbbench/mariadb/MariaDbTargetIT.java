package org.example.dbbench.mariadb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dbbench.result.ServerInfo;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Target;
import dev.dbbench.spi.target.TargetContractIT;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The shared target contract: the whole integration test of a plugin is these few lines, naming the
 * target, the DBBENCH_MYSQL_* variables of its test server, and how that server kills a session.
 */
class MariaDbTargetIT extends TargetContractIT {

    @Override
    protected Target target() {
        return new MariaDbTarget();
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
    protected String sleepSql(int seconds) {
        return "SELECT SLEEP(" + seconds + ")";
    }

    @Override
    protected String killSql(long sessionId) {
        return "KILL " + sessionId;
    }

    @Test
    void settingsSayWhetherTheSessionIsEncrypted() throws SQLException {
        try (Connection c = target().connector().connect(spec(), PsMode.DISABLE)) {
            assertThat(target().inspector().settings(c)).containsEntry(ServerInfo.SESSION_TLS, "off");
        }
    }

    @Test
    void connectsThroughTheUnixSocket() throws SQLException {
        String socket = System.getenv("DBBENCH_MYSQL_SOCKET");
        assumeTrue(socket != null && Files.exists(Path.of(socket)), "set DBBENCH_MYSQL_SOCKET to the server's socket file");
        ConnectionSpec viaSocket = spec().withSocket(Optional.of(Path.of(socket)));
        try (Connection c = target().connector().connect(viaSocket, PsMode.AUTO); Statement st = c.createStatement();
                ResultSet rs = st.executeQuery("SELECT host FROM information_schema.processlist WHERE id = CONNECTION_ID()")) {
            rs.next();
            assertThat(rs.getString(1)).isEqualTo("localhost");
        }
    }
}
