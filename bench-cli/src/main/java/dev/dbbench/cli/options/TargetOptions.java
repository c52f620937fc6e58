package dev.dbbench.cli.options;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * One target and how to reach it. Repeatable: each {@code --target} starts a new group, and the
 * connection options after it belong to it ({@code --target mysql --host a --target postgresql --host b}).
 * Fields left unset fall back to a named entry of {@code --config}, then to the target's defaults.
 */
public final class TargetOptions {
    @Option(names = "--target", required = true, paramLabel = "ID|NAME",
            description = "mysql, mariadb, postgresql, aurora-mysql, aurora-postgresql, oceanbase, a plugin id, or a name from --config.")
    public String target;

    @Option(names = "--name", description = "Label for this target in tables (default: the target id or config name).")
    public String name;

    @Option(names = "--host", description = "Server host.")
    public String host;

    @Option(names = "--port", description = "Server port (default: the target's).")
    public Integer port;

    @Option(names = "--user", description = "Login user.")
    public String user;

    @Option(names = {"--db", "--database"}, description = "Database (schema).")
    public String db;

    @Option(names = "--url", description = "A complete JDBC URL instead of --host and --port (not with them); its database replaces --db."
            + " A password in it is used but never written.")
    public String url;

    @Option(names = "--password-env", paramLabel = "NAME", description = "Read the password from this environment variable.")
    public String passwordEnv;

    @Option(names = "--password-file", paramLabel = "PATH", description = "Read the password from the first line of this file.")
    public Path passwordFile;

    @Option(names = "--socket", paramLabel = "PATH", description = "Unix domain socket (MySQL: the socket file; PostgreSQL: its folder).")
    public Path socket;

    @Option(names = "--ssl-mode", description = "disable, prefer, require, verify-ca or verify-full (default prefer).")
    public String sslMode;

    @Option(names = "--ssl-ca", paramLabel = "PATH", description = "CA certificate for verify-ca and verify-full.")
    public Path sslCa;

    @Option(names = "--driver-property", paramLabel = "KEY=VALUE", description = "Extra JDBC driver property, e.g. useSSL=false (recorded in the manifest).")
    public Map<String, String> driverProperties = new LinkedHashMap<>();

    @Option(names = "--tag", paramLabel = "KEY=VALUE",
            description = "Say what this target is, e.g. cloud=aws, region=us-east-1, instance=r6g.large (repeatable): shown in every"
                    + " report and usable by compare --label-by.")
    public List<String> tags = new ArrayList<>();

    @Option(names = "--price", paramLabel = "AMOUNT/h",
            description = "What an hour of this target costs, currency as given (0.48USD/h, 3.2CNY/h, 0.48/h): tables gain the cost"
                    + " per 1,000 TPS and QPS.")
    public String price;

    @Option(names = "--password", hidden = true, description = "Refused: a password on the command line lands in shell history.")
    public String plainPassword;

    public Optional<String> name() {
        return Optional.ofNullable(name);
    }
}
