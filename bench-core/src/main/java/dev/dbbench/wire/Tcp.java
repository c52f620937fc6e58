package dev.dbbench.wire;

import dev.dbbench.spi.target.ConnectionSpec;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.channels.SocketChannel;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import java.util.TreeSet;

/**
 * How every {@link WireClient} reaches its server: TCP to {@code --host}/{@code --port}, the protocol's start-up
 * on a blocking channel bounded by {@code --connect-timeout} (which turns on TLS when {@code --ssl-mode} asks,
 * through {@link Transport#startTls}), then the channel turned non-blocking for the event loop. Stateless.
 */
public final class Tcp {
    /** SQLSTATE feature_not_supported: a refusal that retrying will not change. */
    public static final String NOT_SUPPORTED = "0A000";
    /** SQLSTATE sqlclient_unable_to_establish_sqlconnection. */
    public static final String CANNOT_CONNECT = "08001";

    private Tcp() {
    }

    /** A protocol's start-up and preparation on a connected, still blocking channel; returns the ready connection. */
    @FunctionalInterface
    public interface StartUp<C> {
        C start(Transport transport) throws IOException, SQLException;
    }

    /**
     * What of {@code spec} a TCP client does not serve, as a phrase naming the option that asks for it: a JDBC URL,
     * a Unix socket, or driver properties, which only the JDBC driver reads. Empty when it serves all of it.
     */
    public static Optional<String> unserved(ConnectionSpec spec) {
        if (spec.url().isPresent()) {
            return Optional.of("--url given, and the wire client connects by --host and --port");
        }
        if (spec.socket().isPresent()) {
            return Optional.of("--socket given, and the wire client connects over TCP");
        }
        if (!spec.properties().isEmpty()) {
            return Optional.of("driver property " + String.join(", ", new TreeSet<>(spec.properties().keySet()))
                    + " given, which only the JDBC driver reads");
        }
        return Optional.empty();
    }

    /**
     * Connects within the connect timeout, which also bounds each read of the start-up, so a port that accepts
     * but never greets fails in time; runs {@code startUp}; returns its connection with the channel non-blocking.
     * Failures to reach the server or mid-start-up are SQLSTATE 08001 naming host:port (never the password);
     * 0A000 when the spec asks for what a TCP client does not do; the start-up's own errors pass as they are.
     */
    public static <C> C open(ConnectionSpec spec, int defaultPort, StartUp<C> startUp) throws SQLException {
        Optional<String> refusal = unserved(spec);
        if (refusal.isPresent()) {
            throw new SQLException("the wire client cannot serve this connection: " + refusal.get(), NOT_SUPPORTED);
        }
        String host = spec.host() == null || spec.host().isBlank() ? "localhost" : spec.host();
        int port = spec.port() == 0 ? defaultPort : spec.port();
        String peer = host + ":" + port;
        InetSocketAddress address = new InetSocketAddress(host, port);
        if (address.isUnresolved()) {
            throw new SQLException("cannot resolve the host name " + host, CANNOT_CONNECT);
        }
        SocketChannel channel = null;
        Transport transport = null;
        try {
            channel = SocketChannel.open();
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            int timeout = millis(spec.connectTimeout());
            channel.socket().connect(address, timeout);
            channel.socket().setSoTimeout(timeout);
            transport = new Transport(channel, host, port);
            C connection = startUp.start(transport);
            transport.started();
            channel.configureBlocking(false);
            return connection;
        } catch (SocketTimeoutException e) {
            close(channel, transport);
            throw new SQLException("the server at " + peer + " did not answer within " + spec.connectTimeout().toMillis()
                    + " ms (--connect-timeout)", CANNOT_CONNECT, e);
        } catch (IOException e) {
            close(channel, transport);
            throw new SQLException("cannot connect to " + peer + ": " + spec.password().redact(reason(e)), CANNOT_CONNECT, e);
        } catch (SQLException | RuntimeException e) {
            close(channel, transport);
            throw e;
        }
    }

    private static String reason(IOException e) {
        if (e instanceof EOFException) {
            return "the server closed the connection during start-up";
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    /** A timeout for the socket API: whole milliseconds, at least 1 unless none (0) was given. */
    private static int millis(Duration d) {
        if (d.isZero() || d.isNegative()) {
            return 0;
        }
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, d.toMillis()));
    }

    private static void close(SocketChannel channel, Transport transport) {
        if (transport != null) {
            transport.close();
        } else if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // Opening failed already; that failure is the one to report.
            }
        }
    }
}
