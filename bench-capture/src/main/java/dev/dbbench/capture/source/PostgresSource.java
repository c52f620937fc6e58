package dev.dbbench.capture.source;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * PostgreSQL. Counts, rows and time per shape come from {@code pg_stat_statements}; the order of statements within
 * sessions, and their values, from the server log with {@code log_statement = 'all'}, set for the window with
 * {@code ALTER SYSTEM} and a reload, and reset the same way after it. The log is read over SQL with
 * {@code pg_read_file}: the file {@code pg_current_logfile()} names when the logging collector is on, else the one
 * given (Debian's and Ubuntu's clusters write {@code /var/log/postgresql/postgresql-VERSION-CLUSTER.log}, which is
 * tried).
 */
final class PostgresSource implements Source {
    private static final String DIGESTS = "SELECT query, calls, rows, (total_exec_time * 1000)::bigint FROM pg_stat_statements"
            + " WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())";
    private static final String PREFIX = "%m [%p] %q%u@%d ";
    private final Connection c;
    private final Changes.Reconnect reconnect;
    private final String db;
    private final String server;
    private final Optional<String> logFile;
    private final String prefix;
    private final String currentPrefix;
    private final Digests summary = new Digests(List.of(DIGESTS), false);
    private final Changes changes = new Changes();
    private final List<String> notes = new ArrayList<>();
    private long offset;
    private String self;
    private Instant opened;

    PostgresSource(Connection c, Changes.Reconnect reconnect, Optional<String> serverLog) throws SQLException {
        this.c = c;
        this.reconnect = reconnect;
        this.db = Sql.one(c, "SELECT current_database()").orElseThrow();
        this.server = "PostgreSQL " + Sql.one(c, "SHOW server_version").orElse("?");
        String preload = Sql.one(c, "SHOW shared_preload_libraries").orElse("");
        if (!preload.contains("pg_stat_statements")) {
            throw new CaptureRefused("PostgreSQL at this target does not load pg_stat_statements; add it to shared_preload_libraries"
                    + " (ALTER SYSTEM SET shared_preload_libraries = 'pg_stat_statements', then restart the server)");
        }
        if (Sql.one(c, "SELECT 1 FROM pg_extension WHERE extname = 'pg_stat_statements'").isEmpty()) {
            throw new CaptureRefused("database " + db + " has no pg_stat_statements extension; run CREATE EXTENSION"
                    + " pg_stat_statements in it (once, as a superuser)");
        }
        this.logFile = serverLog.or(this::findLog);
        String current = Sql.one(c, "SHOW log_line_prefix").orElse("");
        this.prefix = PgLog.forPrefix(current).isPresent() ? current : PREFIX;
        this.currentPrefix = current;
    }

    /** The collector's current file, or Debian's file for this cluster when the server can read it. */
    private Optional<String> findLog() {
        try {
            Optional<String> current = Sql.one(c, "SELECT pg_current_logfile()");
            if (current.isPresent()) {
                String dir = Sql.one(c, "SHOW data_directory").orElse("");
                return Optional.of(current.get().startsWith("/") ? current.get() : dir + "/" + current.get());
            }
            String dir = Sql.one(c, "SHOW data_directory").orElse("");
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("/var/lib/postgresql/([^/]+)/([^/]+)/?").matcher(dir);
            if (m.matches()) {
                String debian = "/var/log/postgresql/postgresql-" + m.group(1) + "-" + m.group(2) + ".log";
                if (Sql.one(c, "SELECT size FROM pg_stat_file(?, true)", debian).isPresent()) {
                    return Optional.of(debian);
                }
            }
        } catch (SQLException e) {
            notes.add("could not find the server log: " + e.getMessage());
        }
        return Optional.empty();
    }

    @Override
    public List<String> plan() {
        List<String> out = new ArrayList<>();
        out.add("statement counts, rows and time: pg_stat_statements (read twice, changes nothing)");
        out.add("statement order and values: the server log " + logFile.orElse("(none found: give --server-log FILE)")
                + ", read with pg_read_file");
        out.add("needs: pg_stat_statements in shared_preload_libraries and CREATE EXTENSION pg_stat_statements in " + db
                + "; a superuser (ALTER SYSTEM, pg_read_file)");
        out.add("sets for the window with ALTER SYSTEM and a reload, and back after it: log_statement 'all'"
                + (prefix.equals(PREFIX) && !PREFIX.equals(currentPrefix) ? ", log_line_prefix '" + PREFIX + "'" : ""));
        return out;
    }

    @Override
    public void begin() throws SQLException {
        String file = logFile.orElseThrow(() -> new CaptureRefused("cannot find PostgreSQL's server log (the logging collector is off);"
                + " give --server-log FILE, the file the server writes its log to"));
        self = Sql.one(c, "SELECT pg_backend_pid()").orElseThrow();
        offset = Long.parseLong(Sql.one(c, "SELECT size FROM pg_stat_file(?)", file).orElseThrow());
        summary.begin(c);
        changes.finallyRun("SELECT pg_reload_conf()");
        set("log_statement", "all");
        if (prefix.equals(PREFIX) && !PREFIX.equals(currentPrefix)) {
            set("log_line_prefix", PREFIX);
        }
        try (var s = c.createStatement()) {
            s.execute("SELECT pg_reload_conf()");
        }
        sleep(300);
        opened = Instant.now();
    }

    /** ALTER SYSTEM for {@code name}, remembering what postgresql.auto.conf held for it. */
    private void set(String name, String value) throws SQLException {
        Optional<String> before = Sql.one(c, "SELECT setting FROM pg_file_settings WHERE name = ? AND sourcefile LIKE"
                + " '%postgresql.auto.conf' AND applied ORDER BY seqno DESC LIMIT 1", name);
        String restore = before.map(v -> "ALTER SYSTEM SET " + name + " = " + Sql.literal(v)).orElse("ALTER SYSTEM RESET " + name);
        changes.apply(c, "ALTER SYSTEM SET " + name + " = " + Sql.literal(value), restore);
    }

    @Override
    public Observation end() throws SQLException {
        Map<String, ShapeStats> stats = summary.end(c);
        Duration window = Duration.between(opened, Instant.now());
        changes.undo(c, reconnect).forEach(f -> notes.add("could not restore: " + f));
        sleep(200);
        String file = logFile.orElseThrow();
        long size = Long.parseLong(Sql.one(c, "SELECT size FROM pg_stat_file(?)", file).orElseThrow());
        String text = size > offset ? Sql.one(c, "SELECT pg_read_file(?, ?, ?)", file, offset, size - offset).orElse("") : "";
        List<Execution> log = PgLog.forPrefix(prefix).orElseThrow().read(text, db, self);
        List<String> sources = List.of("statement log: the server log " + file + " (" + log.size() + " statements of database " + db + ")",
                "statistics: pg_stat_statements");
        return new Observation(server, window, log, stats, true, sources, notes);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public Changes changes() {
        return changes;
    }
}
