package dev.dbbench.spi.target;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * Where and how to connect, as the user gave it. The password travels as a {@link Secret}; nothing
 * here is ever written with it in clear.
 *
 * @param host          server host name or address
 * @param port          TCP port; 0 means the target's default
 * @param user          login user, passed through as given (OceanBase's {@code user@tenant#cluster} too)
 * @param database      database (schema) name
 * @param url           a complete JDBC URL that replaces host, port and database when present
 * @param socket        a Unix domain socket path (MySQL family) or socket directory (PostgreSQL)
 * @param sslMode       requested transport encryption
 * @param sslCa         CA certificate file for the verify modes
 * @param connectTimeout how long to wait for a connection before failing
 * @param socketTimeout the per-read watchdog: a server that stays silent this long is treated as gone
 * @param properties    extra driver properties given by the user, passed through unchanged
 */
public record ConnectionSpec(
        String host,
        int port,
        String user,
        Secret password,
        String database,
        Optional<String> url,
        Optional<Path> socket,
        SslMode sslMode,
        Optional<Path> sslCa,
        Duration connectTimeout,
        Duration socketTimeout,
        Map<String, String> properties) {

    public ConnectionSpec {
        properties = Map.copyOf(properties);
    }

    /** A spec with the defaults a local test server needs: TCP, no TLS, 10 s connect, 30 s read. */
    public static ConnectionSpec of(String host, int port, String user, Secret password, String database) {
        return new ConnectionSpec(host, port, user, password, database, Optional.empty(), Optional.empty(),
                SslMode.PREFER, Optional.empty(), Duration.ofSeconds(10), Duration.ofSeconds(30), Map.of());
    }

    public ConnectionSpec withPort(int newPort) {
        return new ConnectionSpec(host, newPort, user, password, database, url, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    public ConnectionSpec withDatabase(String newDatabase) {
        return new ConnectionSpec(host, port, user, password, newDatabase, url, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    public ConnectionSpec withSocket(Optional<Path> newSocket) {
        return new ConnectionSpec(host, port, user, password, database, url, newSocket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    public ConnectionSpec withSsl(SslMode mode, Optional<Path> ca) {
        return new ConnectionSpec(host, port, user, password, database, url, socket, mode, ca,
                connectTimeout, socketTimeout, properties);
    }

    public ConnectionSpec withTimeouts(Duration connect, Duration read) {
        return new ConnectionSpec(host, port, user, password, database, url, socket, sslMode, sslCa,
                connect, read, properties);
    }

    public ConnectionSpec withUrl(Optional<String> newUrl) {
        return new ConnectionSpec(host, port, user, password, database, newUrl, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    public ConnectionSpec withProperties(Map<String, String> newProperties) {
        return new ConnectionSpec(host, port, user, password, database, url, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, newProperties);
    }
}
