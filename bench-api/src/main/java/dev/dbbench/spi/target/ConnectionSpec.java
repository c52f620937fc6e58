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

    /**
     * Copies {@code properties}, so the spec stays immutable.
     *
     * @param host           server host name or address
     * @param port           TCP port; 0 means the target's default
     * @param user           login user, passed through as given
     * @param password       the password; {@link Secret#none()} when there is none
     * @param database       database (schema) name
     * @param url            a complete JDBC URL that replaces host, port and database when present
     * @param socket         a Unix domain socket path or directory
     * @param sslMode        requested transport encryption
     * @param sslCa          CA certificate file for the verify modes
     * @param connectTimeout how long to wait for a connection before failing
     * @param socketTimeout  the per-read watchdog
     * @param properties     extra driver properties, passed through unchanged; never null
     */
    public ConnectionSpec {
        properties = Map.copyOf(properties);
    }

    /**
     * A spec with the defaults a local test server needs: TCP, TLS preferred, 10 s connect, 30 s read.
     *
     * @param host     server host name or address
     * @param port     TCP port; 0 for the target's default
     * @param user     login user
     * @param password the password; {@link Secret#none()} when there is none
     * @param database database (schema) name
     * @return the spec
     */
    public static ConnectionSpec of(String host, int port, String user, Secret password, String database) {
        return new ConnectionSpec(host, port, user, password, database, Optional.empty(), Optional.empty(),
                SslMode.PREFER, Optional.empty(), Duration.ofSeconds(10), Duration.ofSeconds(30), Map.of());
    }

    /**
     * A copy on another port.
     *
     * @param newPort TCP port; 0 for the target's default
     * @return a new spec
     */
    public ConnectionSpec withPort(int newPort) {
        return new ConnectionSpec(host, newPort, user, password, database, url, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    /**
     * A copy for another database.
     *
     * @param newDatabase database (schema) name
     * @return a new spec
     */
    public ConnectionSpec withDatabase(String newDatabase) {
        return new ConnectionSpec(host, port, user, password, newDatabase, url, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    /**
     * A copy over another Unix domain socket.
     *
     * @param newSocket the socket path or directory; empty for TCP
     * @return a new spec
     */
    public ConnectionSpec withSocket(Optional<Path> newSocket) {
        return new ConnectionSpec(host, port, user, password, database, url, newSocket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    /**
     * A copy with other transport encryption.
     *
     * @param mode the requested encryption
     * @param ca   CA certificate file for the verify modes; empty for the JVM's trust store
     * @return a new spec
     */
    public ConnectionSpec withSsl(SslMode mode, Optional<Path> ca) {
        return new ConnectionSpec(host, port, user, password, database, url, socket, mode, ca,
                connectTimeout, socketTimeout, properties);
    }

    /**
     * A copy with other timeouts.
     *
     * @param connect how long to wait for a connection before failing
     * @param read    the per-read watchdog
     * @return a new spec
     */
    public ConnectionSpec withTimeouts(Duration connect, Duration read) {
        return new ConnectionSpec(host, port, user, password, database, url, socket, sslMode, sslCa,
                connect, read, properties);
    }

    /**
     * A copy with another complete JDBC URL.
     *
     * @param newUrl the URL, which replaces host, port and database; empty to build one from them
     * @return a new spec
     */
    public ConnectionSpec withUrl(Optional<String> newUrl) {
        return new ConnectionSpec(host, port, user, password, database, newUrl, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, properties);
    }

    /**
     * A copy with other extra driver properties.
     *
     * @param newProperties the properties, copied; never null
     * @return a new spec
     */
    public ConnectionSpec withProperties(Map<String, String> newProperties) {
        return new ConnectionSpec(host, port, user, password, database, url, socket, sslMode, sslCa,
                connectTimeout, socketTimeout, newProperties);
    }
}
