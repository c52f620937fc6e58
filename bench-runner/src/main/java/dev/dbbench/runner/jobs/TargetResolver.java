package dev.dbbench.runner.jobs;

import dev.dbbench.runner.spec.GlobalSpec;
import dev.dbbench.runner.spec.TargetSpec;
import dev.dbbench.config.Durations;
import dev.dbbench.config.Suggest;
import dev.dbbench.config.Urls;
import dev.dbbench.plugin.Plugins;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.target.ConnectionSpec;
import dev.dbbench.spi.target.Secret;
import dev.dbbench.spi.target.SslMode;
import dev.dbbench.spi.target.Target;
import dev.dbbench.sql.Identifiers;
import dev.dbbench.wire.CaCertificates;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/** Turns {@code --target} groups and the config file into connectable targets, validating every value. */
public final class TargetResolver {
    private final Plugins plugins;
    private final ConfigFile config;
    private final GlobalSpec globals;
    private final Secrets secrets;

    public TargetResolver(Plugins plugins, GlobalSpec globals, Secrets secrets) {
        this.plugins = plugins;
        this.globals = globals;
        this.secrets = secrets;
        this.config = globals.config() == null ? ConfigFile.empty() : ConfigFile.read(globals.config());
    }

    public List<ResolvedTarget> resolve(List<TargetSpec> given) {
        List<ResolvedTarget> out = new ArrayList<>();
        for (TargetSpec o : given) {
            out.add(resolve(o));
        }
        long distinct = out.stream().map(ResolvedTarget::name).distinct().count();
        if (distinct < out.size()) {
            throw new UsageException("two targets have the same name; give each a --name so their columns can be told apart");
        }
        return out;
    }

    private ResolvedTarget resolve(TargetSpec o) {
        ConfigFile.Entry entry = config.entry(o.target()).orElse(null);
        String id = entry != null && entry.target() != null ? entry.target() : o.target();
        Plugins.Found<Target> found = checked(o, "--target", "target", entry != null && entry.target() != null,
                () -> find(id, entry != null));
        Target target = found.plugin();
        List<String> overrides = new ArrayList<>();
        checkUrlAlone(o, entry, overrides);
        String host = pick("host", o.host(), entry == null ? null : entry.host(), "127.0.0.1", overrides);
        Integer port = pick("port", o.port(), entry == null ? null : entry.port(), target.connector().defaultPort(), overrides);
        String user = pick("user", o.user(), entry == null ? null : entry.user(), target.connector().defaultUser(), overrides);
        String givenDb = pick("db", o.db(), entry == null ? null : entry.db(), "dbbench", overrides);
        String url = pick("url", o.url(), entry == null ? null : entry.url(), null, overrides);
        String socket = pick("socket", o.socket() == null ? null : o.socket().toString(), entry == null ? null : entry.socket(), null, overrides);
        String ssl = pick("ssl-mode", o.sslMode(), entry == null ? null : entry.sslMode(), "prefer", overrides);
        String ca = pick("ssl-ca", o.sslCa() == null ? null : o.sslCa().toString(), entry == null ? null : entry.sslCa(), null, overrides);
        checked(o, "--port", "port", o.port() == null && entry != null && entry.port() != null, () -> {
            if (port < 1 || port > 65535) {
                throw new UsageException("--port " + port + " is out of range; give 1 to 65535");
            }
            return port;
        });
        checked(o, "--db", "db", o.db() == null && entry != null && entry.db() != null, () -> Identifiers.name("--db", givenDb));
        String db = url == null ? givenDb : checked(o, "--url", "url", o.url() == null, () -> urlDatabase(url).orElse(givenDb));
        Map<String, String> props = new HashMap<>(entry == null ? Map.of() : entry.driverProperties());
        props.putAll(o.driverProperties());
        // A secret handed over as a driver property (sslpassword, ...) is scrubbed like any other password.
        props.forEach((k, v) -> {
            if (k.toLowerCase(java.util.Locale.ROOT).contains("password")) {
                secrets.remember(v);
            }
        });
        // The command line's password wins over the file's, however each gives it; an error names where it came from.
        checkOnePassword(o, entry);
        notePasswordOverride(o, entry, overrides);
        boolean cliPassword = o.passwordEnv() != null || o.passwordFile() != null;
        boolean envFromFile = !cliPassword && entry != null && entry.passwordEnv() != null;
        boolean fileFromFile = !cliPassword && entry != null && entry.passwordFile() != null;
        Secret password = checked(o, envFromFile ? "--password-env" : "--password-file", envFromFile ? "passwordEnv" : "passwordFile",
                envFromFile || fileFromFile, () -> password(o, cliPassword ? null : entry, url));
        Duration connect = Durations.positive("--connect-timeout", globals.connectTimeout());
        Duration read = Durations.parse("--query-timeout", globals.queryTimeout());
        SslMode sslMode = checked(o, "--ssl-mode", "sslMode", o.sslMode() == null && entry != null && entry.sslMode() != null,
                () -> parseSsl(ssl));
        // The target reads the CA and checks the URL's scheme only when it connects, where an error could not tell
        // the file's value from the option's; both are checked here instead, before any connection or folder.
        checked(o, "--ssl-ca", "sslCa", o.sslCa() == null && ca != null,
                () -> ca == null ? null : CaCertificates.trustStore(Path.of(ca), KeyStore.getDefaultType()));
        ConnectionSpec spec = new ConnectionSpec(host, port, user, password, db, Optional.ofNullable(url),
                Optional.ofNullable(socket).map(Path::of), sslMode, Optional.ofNullable(ca).map(Path::of), connect, read, props);
        checked(o, "--url", "url", o.url() == null && url != null, () -> url == null ? null : target.connector().jdbcUrl(spec));
        String name = o.name() != null ? o.name() : o.target();
        TargetTags tags = TargetTags.of(o, entry, config, overrides);
        ReaderTargets readers = ReaderTargets.of(o.target(), o.readerHosts(), o.routeReads(), o.readYourWrites(), spec);
        return new ResolvedTarget(name, found, spec, overrides, tags.tags(), tags.price(),
                o.sslMode() != null || entry != null && entry.sslMode() != null, readers);
    }

    /** The database a URL names, which replaces --db and reaches SQL text just the same, so it obeys the same rule. */
    private static Optional<String> urlDatabase(String url) {
        if (!url.startsWith("jdbc:")) {
            throw new UsageException("--url " + Urls.redact(url) + " is not a JDBC URL; give one that starts with jdbc:, e.g. jdbc:mysql://host:3306/db");
        }
        return Urls.database(url).map(inUrl -> Identifiers.name("the database in --url", inUrl));
    }

    /**
     * Runs {@code check}. When the value it checks came from {@code --config} and not from the command line, its
     * error names the file, the line and the key instead of an option the user never typed.
     */
    private <T> T checked(TargetSpec o, String option, String key, boolean fromFile, Supplier<T> check) {
        try {
            return check.get();
        } catch (UsageException e) {
            if (!fromFile) {
                throw e;
            }
            String message = e.getMessage().startsWith(option + " ") ? key + e.getMessage().substring(option.length()) : e.getMessage();
            throw new UsageException(config.where(o.target(), key) + ": " + message, e);
        }
    }

    /**
     * A URL replaces host and port, so a host or port given beside it would be dropped without a word.
     * These options have no default: null is "not given", whether on the command line or in the file.
     */
    private void checkUrlAlone(TargetSpec o, ConfigFile.Entry entry, List<String> overrides) {
        String cli = hostPort("--host", o.host(), "--port", o.port());
        if (o.url() != null && cli != null) {
            throw new UsageException("--url and " + cli + " are both given for --target " + o.target()
                    + " and the URL would silently replace " + cli + "; give either --url or --host/--port, not both");
        }
        if (entry == null) {
            return;
        }
        String file = hostPort("host", entry.host(), "port", entry.port());
        if (entry.url() != null && file != null) {
            throw new UsageException(config.where(o.target(), "url") + ": target " + o.target() + " sets both url and " + file
                    + "; give either url or host/port in that entry");
        }
        if (entry.url() != null && o.url() == null && cli != null) {
            throw new UsageException(cli + " and the url in --config " + config.where(o.target(), "url") + " are both given and the URL would silently replace " + cli
                    + "; give either --url or --host/--port, not both (a --url on the command line replaces the file's)");
        }
        if (o.url() != null && file != null) {
            // The command line wins over the file, as for any field; the note names what it replaced.
            overrides.add(file.replace(" and ", ", "));
        }
    }

    /** Two password sources on one side would leave one of them unused without a word. */
    private void checkOnePassword(TargetSpec o, ConfigFile.Entry entry) {
        if (o.passwordEnv() != null && o.passwordFile() != null) {
            throw new UsageException("--password-env " + o.passwordEnv() + " and --password-file " + o.passwordFile() + " are both given for --target "
                    + o.target() + "; give one of --password-env or --password-file");
        }
        if (entry != null && entry.passwordEnv() != null && entry.passwordFile() != null) {
            throw new UsageException(config.where(o.target(), "passwordFile") + ": target " + o.target()
                    + " sets both passwordEnv and passwordFile; give one of passwordEnv or passwordFile in that entry");
        }
    }

    /**
     * A password source on the command line replaces the entry's, whether it names the same kind of source or not.
     * Only the option's name is recorded: the note and the manifest never hold the password.
     */
    private static void notePasswordOverride(TargetSpec o, ConfigFile.Entry entry, List<String> overrides) {
        if (entry == null || entry.passwordEnv() == null && entry.passwordFile() == null) {
            return;
        }
        boolean sameEnv = o.passwordEnv() != null && o.passwordEnv().equals(entry.passwordEnv());
        boolean sameFile = o.passwordFile() != null && entry.passwordFile() != null && o.passwordFile().equals(Path.of(entry.passwordFile()));
        if (o.passwordEnv() != null && !sameEnv || o.passwordFile() != null && !sameFile) {
            // Named after what the entry had, as host or port are, and after the option that replaced it when that differs.
            String replaced = entry.passwordEnv() != null ? "password-env" : "password-file";
            String by = o.passwordEnv() != null ? "password-env" : "password-file";
            overrides.add(replaced + (replaced.equals(by) ? "" : " (by --" + by + ")"));
        }
    }

    private static String hostPort(String hostName, Object host, String portName, Object port) {
        return host != null && port != null ? hostName + " and " + portName : host != null ? hostName : port != null ? portName : null;
    }

    /** The plugin for {@code id}; an unknown id is also checked against the names in {@code --config}. */
    private Plugins.Found<Target> find(String id, boolean fromConfig) {
        if (fromConfig || config.targets().isEmpty()) {
            return plugins.target(id);
        }
        List<String> known = new ArrayList<>(config.targets().keySet());
        plugins.targets().forEach(f -> known.add(f.plugin().id()));
        if (!known.contains(id)) {
            throw new UsageException("--target " + id + " is neither a target id nor a name in --config " + globals.config() + "; "
                    + Suggest.closest(id, known).map(s -> "did you mean " + s + "? ").orElse("") + "known: " + String.join(", ", known));
        }
        return plugins.target(id);
    }

    private static SslMode parseSsl(String text) {
        try {
            return SslMode.parse(text);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static <T> T pick(String field, T cli, T file, T fallback, List<String> overrides) {
        if (cli != null && file != null && !Objects.equals(cli, file)) {
            overrides.add(field);
        }
        return cli != null ? cli : file != null ? file : fallback;
    }

    private Secret password(TargetSpec o, ConfigFile.Entry entry, String url) {
        if (o.password() != null) {
            secrets.remember(o.password().reveal());
            return o.password();
        }
        String env = o.passwordEnv() != null ? o.passwordEnv() : entry == null ? null : entry.passwordEnv();
        Path file = o.passwordFile() != null ? o.passwordFile() : entry == null || entry.passwordFile() == null ? null : Path.of(entry.passwordFile());
        url = url == null ? "" : url;
        Urls.password(url).ifPresent(secrets::remember);
        if (env != null) {
            String value = System.getenv(env);
            if (value == null) {
                throw new UsageException("--password-env " + env + " names an environment variable that is not set; export it first");
            }
            secrets.remember(value);
            return Secret.of(value);
        }
        if (file != null) {
            try {
                String value = Files.readAllLines(file).stream().findFirst().orElse("").strip();
                secrets.remember(value);
                return Secret.of(value);
            } catch (IOException e) {
                throw new UsageException("--password-file " + file + " cannot be read; check the path and its permissions");
            }
        }
        java.io.Console console = System.console();
        if (console != null && System.getenv("CI") == null && url.isEmpty()) {
            char[] typed = console.readPassword("Password for %s (empty for none): ", o.target());
            String value = typed == null ? "" : new String(typed);
            secrets.remember(value);
            return Secret.of(value);
        }
        return Secret.none();
    }
}
