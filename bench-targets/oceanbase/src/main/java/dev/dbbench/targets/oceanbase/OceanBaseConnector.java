package dev.dbbench.targets.oceanbase;

import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.targets.mysql.MySqlConnector;
import dev.dbbench.wire.WatchedSocketFactory;
import java.nio.file.Path;
import java.sql.Driver;
import java.time.Duration;
import java.util.Properties;

/**
 * How the oceanbase target connects: the OceanBase Connector/J driver ({@code com.oceanbase:oceanbase-client}, a
 * MariaDB Connector/J 2.x descendant) on port 2881. Statement caching, batching and the timeouts' names match
 * Connector/J's and are inherited; TLS, Unix sockets and session set-up have names of their own. Stateless.
 */
public class OceanBaseConnector extends MySqlConnector {
    /** Stands for "no limit" in OceanBase's microsecond timeouts: a year, far past any benchmark step. */
    static final long UNBOUNDED_MICROS = 365L * 24 * 3600 * 1_000_000;
    /** How much earlier than the client's read timeout the server gives up on a statement, at most. */
    private static final long SERVER_FIRST_MICROS = 1_000_000;

    private static final Driver DRIVER = new com.oceanbase.jdbc.Driver();

    public OceanBaseConnector() {
        super("oceanbase", "jdbc:oceanbase://", 2881);
    }

    /** OceanBase Connector/J. */
    @Override
    public Driver driver() {
        return DRIVER;
    }

    /**
     * The socket timeouts as Connector/J's, plus the server's own statement timeout set a little
     * shorter: OceanBase stops every statement after {@code ob_query_timeout} (10 s by default), which
     * cut off loads and index builds; and a statement the server stops itself comes back as error 4012
     * on a live session, where the client's watchdog would have to drop the connection, so the server
     * must answer first. Without a read timeout (loading) neither the statement nor the transaction
     * timeout may end the work.
     */
    @Override
    protected void timeouts(ConnectionSpec spec, Properties p) {
        super.timeouts(spec, p);
        p.setProperty("sessionVariables", sessionVariables(spec.socketTimeout()));
    }

    /** The statement timeout in microseconds: the read timeout less a tenth of it, at most one second less. */
    static String sessionVariables(Duration readTimeout) {
        if (readTimeout.isZero()) {
            return "ob_query_timeout=" + UNBOUNDED_MICROS + ",ob_trx_timeout=" + UNBOUNDED_MICROS;
        }
        long micros = Math.min(readTimeout.toNanos() / 1000, UNBOUNDED_MICROS);
        long margin = Math.min(micros / 10, SERVER_FIRST_MICROS);
        return "ob_query_timeout=" + Math.max(micros - margin, 1);
    }

    /** {@code prefer} runs in clear text here: see {@link #tls}. */
    @Override
    public boolean preferEncrypts() {
        return false;
    }

    /**
     * The driver has no opportunistic TLS, so {@code prefer} connects in clear text like {@code disable};
     * {@code require} encrypts without checking the certificate; the verify modes check it against
     * {@code --ssl-ca} (else the JVM's trust store), {@code verify-ca} without the host name.
     */
    @Override
    protected void tls(ConnectionSpec spec, Properties p) {
        SslMode mode = spec.sslMode();
        boolean encrypt = mode == SslMode.REQUIRE || mode == SslMode.VERIFY_CA || mode == SslMode.VERIFY_FULL;
        p.setProperty("useSsl", Boolean.toString(encrypt));
        if (!encrypt) {
            return;
        }
        p.setProperty("trustServerCertificate", Boolean.toString(mode == SslMode.REQUIRE));
        if (mode == SslMode.VERIFY_CA) {
            p.setProperty("disableSslHostnameVerification", "true");
        }
        if (mode != SslMode.REQUIRE) {
            spec.sslCa().ifPresent(ca -> p.setProperty("serverSslCert", ca.toString()));
        }
    }

    /** OceanBase Connector/J takes a {@code javax.net.SocketFactory} class name, unlike MySQL Connector/J. */
    @Override
    protected void tcpSocket(Properties p) {
        p.setProperty("socketFactory", WatchedSocketFactory.class.getName());
    }

    /** The driver opens Unix sockets itself (through JNA); seekdb listens on {@code <base-dir>/run/sql.sock}. */
    @Override
    protected void unixSocket(Path socket, Properties p) {
        p.setProperty("localSocket", socket.toString());
    }

    @Override
    protected void session(Properties p) {
        // Report changed rows like libmysqlclient, which sysbench uses to tell writes from "other".
        p.setProperty("useAffectedRows", "true");
        p.setProperty("connectionAttributes", "program_name:dbbench");
    }

    /** Name and version of the driver found at run time, for the manifest. */
    @Override
    public String driverVersion() {
        return dev.dbbench.sql.DriverVersion.of("OceanBase Connector/J", new com.oceanbase.jdbc.Driver(), "com.oceanbase", "oceanbase-client");
    }
}
