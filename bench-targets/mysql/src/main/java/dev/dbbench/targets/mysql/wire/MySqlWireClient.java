package dev.dbbench.targets.mysql.wire;

import dev.dbbench.script.ScriptStatement;
import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.SslMode;
import dev.dbbench.wire.WireClient;
import dev.dbbench.wire.WireConnection;
import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketTimeoutException;
import java.net.StandardSocketOptions;
import java.nio.channels.SocketChannel;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;

/**
 * dbbench's own client of the MySQL protocol (MySQL, MariaDB, OceanBase in MySQL mode) for
 * {@code --client wire}: plain TCP, authentication by mysql_native_password or caching_sha2_password,
 * statements with int and text parameters. Stateless and thread-safe; each connection it opens is for one
 * thread at a time.
 */
public final class MySqlWireClient implements WireClient {
    private static final int DEFAULT_PORT = 3306;
    /** SQLSTATE feature_not_supported: a refusal that retrying will not change. */
    private static final String NOT_SUPPORTED = "0A000";
    private static final String CANNOT_CONNECT = "08001";

    private final boolean offerDeprecateEof;

    public MySqlWireClient() {
        this(true);
    }

    /** @param offerDeprecateEof whether to agree on result sets without EOF packets when the server offers it; for tests of both */
    MySqlWireClient(boolean offerDeprecateEof) {
        this.offerDeprecateEof = offerDeprecateEof;
    }

    @Override
    public String describe(PsMode psMode) {
        return "dbbench MySQL wire protocol client (" + (psMode == PsMode.AUTO
                ? "binary protocol, statements prepared once per connection)"
                : "text protocol, values written into the statement text)");
    }

    /**
     * Plain TCP only. Even {@code prefer} is refused: the JDBC client would encrypt under it when the server
     * offers TLS, and the two clients' results would no longer compare.
     */
    @Override
    public String unsupported(ConnectionSpec spec) {
        if (spec.url().isPresent() || spec.socket().isPresent()) {
            return "--client wire connects with --host and --port; drop --url/--socket or give --client jdbc";
        }
        if (spec.sslMode() != SslMode.DISABLE) {
            return "--client wire speaks plain TCP only, but --ssl-mode is " + spec.sslMode().cliName()
                    + "; give --ssl-mode disable, or --client jdbc";
        }
        return null;
    }

    /**
     * Connects within the connect timeout, which also bounds each read of the login and of the prepares, so a
     * port that accepts but never greets fails in time. SQLSTATE class 08 means the server could not be reached or left;
     * 28000 that it refused the login; 0A000 that the spec asks for what this client does not do.
     */
    @Override
    public WireConnection open(ConnectionSpec spec, PsMode psMode, List<ScriptStatement> statements) throws SQLException {
        String refusal = unsupported(spec);
        if (refusal != null) {
            throw new SQLException(refusal, NOT_SUPPORTED);
        }
        String host = spec.host() == null || spec.host().isBlank() ? "localhost" : spec.host();
        int port = spec.port() == 0 ? DEFAULT_PORT : spec.port();
        String peer = host + ":" + port;
        InetSocketAddress address = new InetSocketAddress(host, port);
        if (address.isUnresolved()) {
            throw new SQLException("cannot resolve the host name " + host, CANNOT_CONNECT);
        }
        SocketChannel channel = null;
        try {
            channel = SocketChannel.open();
            channel.setOption(StandardSocketOptions.TCP_NODELAY, true);
            int timeout = millis(spec.connectTimeout());
            channel.socket().connect(address, timeout);
            channel.socket().setSoTimeout(timeout);
            BlockingWire wire = new BlockingWire(channel, peer);
            Handshake.Session session = Handshake.run(wire, spec, offerDeprecateEof);
            Statements writer = psMode == PsMode.AUTO
                    ? Statements.prepare(wire, statements, session.deprecateEof()) : Statements.text(statements);
            channel.configureBlocking(false);
            return new MySqlWireConnection(channel, writer, session, spec.socketTimeout());
        } catch (SocketTimeoutException e) {
            close(channel);
            throw new SQLException("the server at " + peer + " did not answer within " + spec.connectTimeout().toMillis()
                    + " ms (--connect-timeout)", CANNOT_CONNECT, e);
        } catch (IOException e) {
            close(channel);
            throw new SQLException("cannot connect to " + peer + ": " + spec.password().redact(reason(e)), CANNOT_CONNECT, e);
        } catch (SQLException | RuntimeException e) {
            close(channel);
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

    private static void close(SocketChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException e) {
                // Opening failed already; that failure is the one to report.
            }
        }
    }
}
