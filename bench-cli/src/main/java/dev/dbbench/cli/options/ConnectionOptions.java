package dev.dbbench.cli.options;

import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.spi.UsageException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * One target and how to reach it, for the commands that only connect ({@code info}, {@code prepare},
 * {@code cleanup}). Repeatable: each {@code --target} starts a new group, and the connection options after it
 * belong to it ({@code --target mysql --host a --target postgresql --host b}). Fields left unset fall back to a named
 * entry of {@code --config}, then to the target's defaults.
 */
public class ConnectionOptions {
    @Option(names = "--target", required = true, paramLabel = "ID|NAME",
            description = "mysql, mariadb, postgresql, aurora-mysql, aurora-postgresql, oceanbase, a plugin id, or a name from --config.")
    public String target;

    @Option(names = "--name", paramLabel = "NAME", description = "Label for this target in tables (default: the target id or config name).")
    public String name;

    @Option(names = "--host", paramLabel = "HOST", description = "Server host (default 127.0.0.1).")
    public String host;

    @Option(names = "--port", paramLabel = "PORT", description = "Server port (default: the target's).")
    public Integer port;

    @Option(names = "--user", paramLabel = "USER", description = "Login user (default: the target's, root or postgres).")
    public String user;

    @Option(names = {"--db", "--database"}, paramLabel = "DB", description = "Database, or schema (default dbbench).")
    public String db;

    @Option(names = "--url", paramLabel = "JDBC-URL", description = "A complete JDBC URL instead of --host and --port (not with them); its database replaces --db."
            + " A password in it is used but never written.")
    public String url;

    @Option(names = "--password-env", paramLabel = "NAME", description = "Read the password from this environment variable.")
    public String passwordEnv;

    @Option(names = "--password-file", paramLabel = "PATH", description = "Read the password from the first line of this file.")
    public Path passwordFile;

    @Option(names = "--socket", paramLabel = "PATH", description = "Unix domain socket (MySQL: the socket file; PostgreSQL: its folder).")
    public Path socket;

    @Option(names = "--ssl-mode", paramLabel = "MODE", description = "disable, prefer, require, verify-ca or verify-full (default prefer).")
    public String sslMode;

    @Option(names = "--ssl-ca", paramLabel = "PATH", description = "CA certificate for verify-ca and verify-full.")
    public Path sslCa;

    @Option(names = "--driver-property", paramLabel = "KEY=VALUE", description = "Extra JDBC driver property, e.g. useSSL=false (recorded in the manifest).")
    public Map<String, String> driverProperties = new LinkedHashMap<>();

    @Option(names = "--password", hidden = true, description = "Refused: a password on the command line lands in shell history.")
    public String plainPassword;

    public Optional<String> name() {
        return Optional.ofNullable(name);
    }

    /** The {@code --tag} values given, each KEY=VALUE; none on a command that writes no result. */
    public List<String> tags() {
        return List.of();
    }

    /** The {@code --price} given; none on a command that writes no result. */
    public Optional<String> price() {
        return Optional.empty();
    }

    /** This target as the runner takes it; {@code --password} is refused here, before anything connects. */
    public TargetSpec spec() {
        if (plainPassword != null) {
            throw new UsageException("--password is not accepted because it lands in shell history; use --password-env NAME or --password-file PATH");
        }
        return new TargetSpec(target, name, host, port, user, db, url, passwordEnv, passwordFile, null, socket, sslMode, sslCa,
                driverProperties, tags(), price().orElse(null), readerHosts(), routeReads(), readYourWrites());
    }

    /** The {@code --reader-host} values given; none on a command that runs no step. */
    public List<String> readerHosts() {
        return List.of();
    }

    /** Whether {@code --route-reads} is given; never on a command that runs no step. */
    public boolean routeReads() {
        return false;
    }

    /** Whether {@code --read-your-writes} is given; never on a command that runs no step. */
    public boolean readYourWrites() {
        return false;
    }

    /** Each of {@code given} as the runner takes it. */
    public static List<TargetSpec> specs(List<? extends ConnectionOptions> given) {
        return given.stream().map(ConnectionOptions::spec).toList();
    }
}
