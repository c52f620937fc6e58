package dev.dbbench.runner.spec;

import dev.dbbench.spi.target.Secret;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One target and how to reach it, as given. A field that is null was not given: it falls back to the target's entry in
 * the config file ({@link GlobalSpec#config}), then to the target's default. {@link #of} and the {@code with} methods
 * build one.
 *
 * @param target           a target id ({@code mysql}, {@code postgresql}, ...) or a name in the config file
 * @param name             the label of this target in tables; null for the id or config name
 * @param host             the server's host
 * @param port             the server's port
 * @param user             the login user
 * @param db               the database or schema
 * @param url              a complete JDBC URL instead of host and port; its database replaces {@code db}
 * @param passwordEnv      an environment variable holding the password
 * @param passwordFile     a file whose first line is the password
 * @param password         the password itself, for callers from Java; null when given otherwise or not at all
 * @param socket           a Unix domain socket
 * @param sslMode          {@code disable}, {@code prefer}, {@code require}, {@code verify-ca} or {@code verify-full}
 * @param sslCa            the CA certificate for {@code verify-ca} and {@code verify-full}
 * @param driverProperties extra JDBC driver properties, recorded in the manifest
 * @param tags             {@code KEY=VALUE} labels shown in every report
 * @param price            the price per hour, such as {@code 1.20/h}; null for none
 * @param readerHosts      reader endpoints whose replica lag is measured
 * @param routeReads       whether read-only transactions run on the readers
 * @param readYourWrites   with {@code routeReads}, whether reads check for the worker's last write
 */
public record TargetSpec(String target, String name, String host, Integer port, String user, String db, String url,
                         String passwordEnv, Path passwordFile, Secret password, Path socket, String sslMode, Path sslCa,
                         Map<String, String> driverProperties, List<String> tags, String price, List<String> readerHosts,
                         boolean routeReads, boolean readYourWrites) {
    public TargetSpec {
        driverProperties = Collections.unmodifiableMap(new LinkedHashMap<>(driverProperties));
        tags = List.copyOf(tags);
        readerHosts = List.copyOf(readerHosts);
    }

    /** The target {@code target} with every connection setting at its default. */
    public static TargetSpec of(String target) {
        return new TargetSpec(target, null, null, null, null, null, null, null, null, null, null, null, null, Map.of(), List.of(),
                null, List.of(), false, false);
    }

    /** This target on {@code host}:{@code port} as {@code user} with {@code password}, in database {@code db}. */
    public TargetSpec at(String host, int port, String user, String password, String db) {
        return new TargetSpec(target, name, host, port, user, db, url, passwordEnv, passwordFile, Secret.of(password), socket, sslMode,
                sslCa, driverProperties, tags, price, readerHosts, routeReads, readYourWrites);
    }

    /** This target at a JDBC URL, logging in as {@code user} with {@code password}. */
    public TargetSpec atUrl(String url, String user, String password) {
        return new TargetSpec(target, name, null, null, user, db, url, passwordEnv, passwordFile, Secret.of(password), socket, sslMode,
                sslCa, driverProperties, tags, price, readerHosts, routeReads, readYourWrites);
    }

    /** This target labelled {@code name} in tables. */
    public TargetSpec named(String name) {
        return new TargetSpec(target, name, host, port, user, db, url, passwordEnv, passwordFile, password, socket, sslMode, sslCa,
                driverProperties, tags, price, readerHosts, routeReads, readYourWrites);
    }

    /** This target with TLS as {@code sslMode} says. */
    public TargetSpec withSslMode(String sslMode) {
        return new TargetSpec(target, name, host, port, user, db, url, passwordEnv, passwordFile, password, socket, sslMode, sslCa,
                driverProperties, tags, price, readerHosts, routeReads, readYourWrites);
    }
}
