package dev.dbbench.wire;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.Secret;
import dev.dbbench.spi.SslMode;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PlainTcpTest {

    private static ConnectionSpec spec(int port) {
        return ConnectionSpec.of("127.0.0.1", port, "u", Secret.of("Never-Shown-9"), "db").withSsl(SslMode.DISABLE, Optional.empty());
    }

    @Test
    void refusesTlsUrlsAndSocketsWithTheOptionToChange() {
        ConnectionSpec plain = spec(5432);
        assertThat(PlainTcp.unsupported(plain)).isNull();
        assertThat(PlainTcp.unsupported(plain.withSsl(SslMode.REQUIRE, Optional.empty())))
                .isEqualTo("--client wire speaks plain TCP only, but --ssl-mode is require; give --ssl-mode disable, or --client jdbc");
        assertThat(PlainTcp.unsupported(plain.withSsl(SslMode.PREFER, Optional.empty()))).contains("--ssl-mode is prefer;");
        assertThat(PlainTcp.unsupported(plain.withSsl(SslMode.VERIFY_FULL, Optional.empty()))).contains("--ssl-mode is verify-full;");
        assertThat(PlainTcp.unsupported(plain.withUrl(Optional.of("jdbc:postgresql://h/db"))))
                .isEqualTo("--client wire connects with --host and --port; drop --url/--socket or give --client jdbc");
        assertThat(PlainTcp.unsupported(plain.withSocket(Optional.of(Path.of("/run/mysqld/mysqld.sock"))))).contains("--socket");
    }

    @Test
    void opensNothingItWouldRefuse() {
        SQLException e = catchThrowableOfType(SQLException.class, () -> PlainTcp.open(
                spec(1).withSsl(SslMode.PREFER, Optional.empty()), 1, (channel, peer) -> {
                    throw new AssertionError("connected");
                }));
        assertThat((Throwable) e).hasMessageContaining("--ssl-mode is prefer");
        assertThat(e.getSQLState()).isEqualTo(PlainTcp.NOT_SUPPORTED);
    }

    @Test
    void aClosedPortIs08001NamingThePeerAndNotThePassword() throws IOException {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        SQLException e = catchThrowableOfType(SQLException.class, () -> PlainTcp.open(spec(port), 1, (channel, peer) -> "never"));
        assertThat(e.getSQLState()).isEqualTo(PlainTcp.CANNOT_CONNECT);
        assertThat(e.getMessage()).contains("127.0.0.1:" + port).doesNotContain("Never-Shown-9");
    }

    @Test
    void aServerSilentPastTheConnectTimeoutFailsInTime() throws IOException {
        try (ServerSocket silent = new ServerSocket(0)) {
            ConnectionSpec spec = spec(silent.getLocalPort()).withTimeouts(Duration.ofMillis(200), Duration.ZERO);
            SQLException e = catchThrowableOfType(SQLException.class, () -> PlainTcp.open(spec, 1, (channel, peer) -> {
                channel.socket().getInputStream().read();
                return "answered";
            }));
            assertThat(e.getSQLState()).isEqualTo(PlainTcp.CANNOT_CONNECT);
            assertThat(e.getMessage()).contains("did not answer within 200 ms (--connect-timeout)");
        }
    }

    @Test
    void theConnectionComesBackNonBlocking() throws Exception {
        try (ServerSocket listener = new ServerSocket(0)) {
            boolean[] blockingDuringStartUp = new boolean[1];
            java.nio.channels.SocketChannel c = PlainTcp.open(spec(listener.getLocalPort()), 1, (channel, peer) -> {
                blockingDuringStartUp[0] = channel.isBlocking();
                return channel;
            });
            try (c) {
                assertThat(blockingDuringStartUp[0]).isTrue();
                assertThat(c.isBlocking()).isFalse();
            }
        }
    }
}
