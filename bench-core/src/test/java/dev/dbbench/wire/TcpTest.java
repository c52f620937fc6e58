package dev.dbbench.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TcpTest {

    private static ConnectionSpec spec(int port) {
        return ConnectionSpec.of("127.0.0.1", port, "u", Secret.of("Never-Shown-9"), "db").withSsl(SslMode.DISABLE, Optional.empty());
    }

    @Test
    void leavesUrlsSocketsAndDriverPropertiesToJdbcButServesEveryTlsMode() {
        ConnectionSpec plain = spec(5432);
        assertThat(Tcp.unserved(plain)).isEmpty();
        for (SslMode mode : SslMode.values()) {
            assertThat(Tcp.unserved(plain.withSsl(mode, Optional.empty()))).isEmpty();
        }
        assertThat(Tcp.unserved(plain.withUrl(Optional.of("jdbc:postgresql://h/db"))))
                .hasValue("--url given, and the wire client connects by --host and --port");
        assertThat(Tcp.unserved(plain.withSocket(Optional.of(Path.of("/run/mysqld/mysqld.sock"))))).hasValueSatisfying(
                reason -> assertThat(reason).startsWith("--socket given"));
        assertThat(Tcp.unserved(plain.withProperties(Map.of("useSSL", "false", "cachePrepStmts", "true"))))
                .hasValue("driver property cachePrepStmts, useSSL given, which only the JDBC driver reads");
    }

    @Test
    void opensNothingItWouldRefuse() {
        SQLException e = catchThrowableOfType(SQLException.class, () -> Tcp.open(
                spec(1).withUrl(Optional.of("jdbc:postgresql://h/db")), 1, transport -> {
                    throw new AssertionError("connected");
                }));
        assertThat((Throwable) e).hasMessageContaining("--url");
        assertThat(e.getSQLState()).isEqualTo(Tcp.NOT_SUPPORTED);
    }

    @Test
    void aClosedPortIs08001NamingThePeerAndNotThePassword() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        SQLException e = catchThrowableOfType(SQLException.class, () -> Tcp.open(spec(port), 1, transport -> "never"));
        assertThat(e.getSQLState()).isEqualTo(Tcp.CANNOT_CONNECT);
        assertThat(e.getMessage()).contains("127.0.0.1:" + port).doesNotContain("Never-Shown-9");
    }

    @Test
    void aServerSilentPastTheConnectTimeoutFailsInTime() throws IOException {
        try (ServerSocket silent = new ServerSocket(0)) {
            ConnectionSpec spec = spec(silent.getLocalPort()).withTimeouts(Duration.ofMillis(200), Duration.ZERO);
            SQLException e = catchThrowableOfType(SQLException.class, () -> Tcp.open(spec, 1, transport -> {
                transport.readFully(new byte[1], 0, 1);
                return "answered";
            }));
            assertThat(e.getSQLState()).isEqualTo(Tcp.CANNOT_CONNECT);
            assertThat(e.getMessage()).contains("did not answer within 200 ms (--connect-timeout)");
        }
    }

    @Test
    void theConnectionComesBackNonBlocking() throws Exception {
        try (ServerSocket listener = new ServerSocket(0)) {
            boolean[] blockingDuringStartUp = new boolean[1];
            SocketChannel c = Tcp.open(spec(listener.getLocalPort()), 1, transport -> {
                blockingDuringStartUp[0] = transport.channel().isBlocking();
                return transport.channel();
            });
            try (c) {
                assertThat(blockingDuringStartUp[0]).isTrue();
                assertThat(c.isBlocking()).isFalse();
            }
        }
    }
}
