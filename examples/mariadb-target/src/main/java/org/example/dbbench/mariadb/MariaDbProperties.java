package org.example.dbbench.mariadb;

import dev.dbbench.spi.ConnectionSpec;
import dev.dbbench.spi.PsMode;
import dev.dbbench.spi.SslMode;
import dev.dbbench.sql.UrlSecrets;
import java.time.Duration;
import java.util.Properties;

/**
 * MariaDB Connector/J 4.x properties for one connection, from the user's {@link ConnectionSpec}: every
 * connection option dbbench offers (TLS, Unix socket, timeouts, {@code --ps-mode}) has to be mapped
 * here, and the user's own {@code --driver-property} values are applied last so they always win.
 * Stateless.
 */
final class MariaDbProperties {

    private MariaDbProperties() {
    }

    /**
     * Defaults first; then, as the user wrote them, what their {@code --url} sets (our default for that
     * key is dropped), the secrets taken out of that URL, the password and the explicit driver properties.
     */
    static Properties of(ConnectionSpec spec, PsMode psMode, UrlSecrets url) {
        Properties p = new Properties();
        if (!spec.user().isBlank()) {
            p.setProperty("user", spec.user());
        }
        p.setProperty("connectTimeout", millis(spec.connectTimeout()));
        p.setProperty("socketTimeout", millis(spec.socketTimeout()));
        p.setProperty("sslMode", sslMode(spec.sslMode()));
        spec.sslCa().ifPresent(ca -> p.setProperty("serverSslCert", ca.toString()));
        spec.socket().ifPresent(socket -> p.setProperty("localSocket", socket.toString()));
        // AUTO prepares on the server (binary protocol) as sysbench's --db-ps-mode=auto; DISABLE sends text.
        p.setProperty("useServerPrepStmts", Boolean.toString(psMode == PsMode.AUTO));
        p.setProperty("cachePrepStmts", "true");
        // Report changed rows, as libmysqlclient does for sysbench.
        p.setProperty("useAffectedRows", "true");
        p.setProperty("connectionAttributes", "program_name:dbbench");
        p.stringPropertyNames().stream().filter(url::sets).forEach(p::remove);
        url.secrets().forEach(p::setProperty);
        if (spec.password().isPresent()) {
            p.setProperty("password", spec.password().reveal());
        }
        spec.properties().forEach(p::setProperty);
        return p;
    }

    /**
     * The driver has no opportunistic mode, so {@code prefer} connects without TLS; {@code require}
     * encrypts without checking the certificate ({@code trust}).
     */
    static String sslMode(SslMode mode) {
        return switch (mode) {
            case DISABLE, PREFER -> "disable";
            case REQUIRE -> "trust";
            case VERIFY_CA -> "verify-ca";
            case VERIFY_FULL -> "verify-full";
        };
    }

    /** Connector/J counts in milliseconds; 0 means no limit, as in {@link ConnectionSpec}. */
    static String millis(Duration d) {
        return Long.toString(Math.min(d.toMillis(), Integer.MAX_VALUE));
    }
}
