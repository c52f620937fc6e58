package dev.dbbench.capture.source;

import dev.dbbench.capture.sql.Lexer;
import dev.dbbench.capture.sql.Shape;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * MySQL and MariaDB. Counts, rows and time per shape come from {@code performance_schema}'s digest summary where it
 * is on; the order of statements within sessions, and their values, from the general log, turned on for the window
 * with its output to the table {@code mysql.general_log}. Where {@code performance_schema} is off (it takes a
 * restart to turn on), the slow log with a threshold of 0 gives rows and time instead, for the sessions that open
 * during the window: a session keeps the threshold it started with. Every global variable changed is set back at
 * the end; a log table that was empty before is emptied again, so that no statement text stays on the server.
 */
final class MysqlSource implements Source {
    private static final String DIGESTS = "SELECT DIGEST_TEXT, COUNT_STAR, SUM_ROWS_SENT + SUM_ROWS_AFFECTED, SUM_TIMER_WAIT DIV 1000000"
            + " FROM performance_schema.events_statements_summary_by_digest WHERE SCHEMA_NAME = ?";
    /** Server-side prepared statements, which the digest summary leaves out, by the sessions on the database. */
    private static final String PREPARED = "SELECT p.SQL_TEXT, p.COUNT_EXECUTE, p.SUM_ROWS_SENT + p.SUM_ROWS_AFFECTED,"
            + " p.SUM_TIMER_EXECUTE DIV 1000000 FROM performance_schema.prepared_statements_instances p"
            + " JOIN performance_schema.threads t ON t.THREAD_ID = p.OWNER_THREAD_ID WHERE t.PROCESSLIST_DB = ?";
    private final Connection c;
    private final Changes.Reconnect reconnect;
    private final String db;
    private final String server;
    private final Map<String, String> globals = new HashMap<>();
    private final boolean digests;
    private final Changes changes = new Changes();
    private final List<String> notes = new ArrayList<>();
    private Digests summary;
    private boolean generalLog;
    private boolean slowLog;
    private boolean emptyGeneral;
    private boolean emptySlow;
    private String from;
    private Instant opened;
    private String self;
    private final Set<String> sessions = new HashSet<>();

    MysqlSource(Connection c, Changes.Reconnect reconnect, String db) throws SQLException {
        this.c = c;
        this.reconnect = reconnect;
        this.db = db;
        this.server = Sql.one(c, "SELECT VERSION()").orElse("?");
        for (String v : List.of("general_log", "log_output", "slow_query_log", "long_query_time", "performance_schema")) {
            globals.put(v, Sql.one(c, "SELECT @@GLOBAL." + v).orElse(""));
        }
        this.digests = on(globals.get("performance_schema"))
                && Sql.works(c, "SELECT COUNT_STAR FROM performance_schema.events_statements_summary_by_digest LIMIT 1");
    }

    private static boolean on(String v) {
        return v.equals("1") || v.equalsIgnoreCase("ON");
    }

    private String product() {
        return server.toLowerCase(java.util.Locale.ROOT).contains("mariadb") ? "MariaDB " + server : "MySQL " + server;
    }

    @Override
    public List<String> plan() {
        List<String> out = new ArrayList<>();
        out.add(digests ? "statement counts, rows and time: performance_schema's digest summary (read twice, changes nothing)"
                : "statement counts, rows and time: the slow log with long_query_time 0, for sessions that open during the window"
                        + " (performance_schema is off: it takes a restart to turn on)");
        out.add("statement order and values: the general log, to the table mysql.general_log");
        out.add("needs: SYSTEM_VARIABLES_ADMIN or SUPER, and SELECT on mysql.general_log" + (digests ? " and performance_schema"
                : " and mysql.slow_log"));
        out.add("sets for the window, and back after it: general_log ON (now " + onOff("general_log") + "), log_output "
                + output() + " (now " + globals.get("log_output") + ")" + (digests ? "" : ", slow_query_log ON (now "
                + onOff("slow_query_log") + "), long_query_time 0 (now " + globals.get("long_query_time") + ")"));
        return out;
    }

    private String onOff(String variable) {
        return on(globals.get(variable)) ? "ON" : "OFF";
    }

    /** TABLE, beside FILE when a log that stays on already writes to the file. */
    private String output() {
        String now = globals.get("log_output").toUpperCase(java.util.Locale.ROOT);
        boolean fileKept = now.contains("FILE") && (on(globals.get("slow_query_log")) || on(globals.get("general_log")));
        return fileKept ? "FILE,TABLE" : "TABLE";
    }

    @Override
    public void begin() throws SQLException {
        self = Sql.one(c, "SELECT CONNECTION_ID()").orElse("");
        try (PreparedStatement ps = c.prepareStatement("SELECT ID FROM information_schema.PROCESSLIST WHERE DB = ?")) {
            ps.setString(1, db);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    sessions.add(rs.getString(1));
                }
            }
        }
        if (digests) {
            boolean prepared = Sql.works(c, "SELECT COUNT_EXECUTE FROM performance_schema.prepared_statements_instances LIMIT 1");
            summary = prepared ? new Digests(List.of(DIGESTS, PREPARED), true, db) : new Digests(List.of(DIGESTS), true, db);
            summary.begin(c);
        }
        emptyGeneral = Sql.one(c, "SELECT COUNT(*) FROM mysql.general_log").orElse("1").equals("0");
        if (!digests) {
            emptySlow = Sql.one(c, "SELECT COUNT(*) FROM mysql.slow_log").orElse("1").equals("0");
        }
        from = Sql.one(c, "SELECT NOW(6)").orElseThrow();
        String was = globals.get("log_output");
        try {
            changes.apply(c, "SET GLOBAL log_output = '" + output() + "'", "SET GLOBAL log_output = " + Sql.literal(was));
            if (!digests) {
                changes.apply(c, "SET GLOBAL long_query_time = 0", "SET GLOBAL long_query_time = " + globals.get("long_query_time"));
                changes.apply(c, "SET GLOBAL slow_query_log = ON", "SET GLOBAL slow_query_log = " + (on(globals.get("slow_query_log")) ? "ON" : "OFF"));
                slowLog = true;
            }
            changes.apply(c, "SET GLOBAL general_log = ON", "SET GLOBAL general_log = " + (on(globals.get("general_log")) ? "ON" : "OFF"));
            generalLog = true;
        } catch (SQLException e) {
            if (!digests) {
                throw new CaptureRefused("cannot turn on the general log (" + e.getMessage() + "), and performance_schema is off;"
                        + " capture as a user with SYSTEM_VARIABLES_ADMIN or SUPER");
            }
            notes.add("no statement log (" + e.getMessage() + "): statement counts only, no transactions or values;"
                    + " capture as a user with SYSTEM_VARIABLES_ADMIN or SUPER for them");
        }
        opened = Instant.now();
    }

    @Override
    public Observation end() throws SQLException {
        Map<String, ShapeStats> stats = digests ? summary.end(c) : Map.of();
        Duration window = Duration.between(opened, Instant.now());
        List<String> failed = changes.undo(c, reconnect);
        failed.forEach(f -> notes.add("could not restore: " + f));
        List<Execution> log = generalLog ? general() : List.of();
        if (slowLog) {
            stats = slow();
        }
        if (emptyGeneral && !on(globals.get("general_log"))) {
            truncate("mysql.general_log");
        }
        if (slowLog && emptySlow && !on(globals.get("slow_query_log"))) {
            truncate("mysql.slow_log");
        }
        List<String> sources = new ArrayList<>();
        if (generalLog) {
            sources.add("statement log: the general log (" + log.size() + " statements of database " + db + ")");
        }
        sources.add(digests ? "statistics: performance_schema digests" : "statistics: the slow log with a threshold of 0");
        return new Observation(product(), window, log, stats, digests, sources, notes);
    }

    private void truncate(String table) {
        try (var s = c.createStatement()) {
            s.execute("TRUNCATE TABLE " + table);
        } catch (SQLException e) {
            notes.add(table + " keeps the window's statements (TRUNCATE failed: " + e.getMessage() + ")");
        }
    }

    /** The general log of the sessions on the database, the capture's own left out. */
    private List<Execution> general() throws SQLException {
        List<Execution> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT thread_id, command_type, argument FROM mysql.general_log WHERE event_time >= ?")) {
            ps.setString(1, from);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String thread = rs.getString(1);
                    String command = rs.getString(2);
                    String argument = new String(rs.getBytes(3), StandardCharsets.UTF_8);
                    if (command.equals("Connect") || command.equals("Init DB")) {
                        boolean ours = command.equals("Init DB") ? argument.equals(db) : argument.contains(" on " + db + " ");
                        if (ours) {
                            sessions.add(thread);
                        } else {
                            sessions.remove(thread);
                        }
                    } else if ((command.equals("Query") || command.equals("Execute")) && sessions.contains(thread)
                            && !thread.equals(self)) {
                        out.add(new Execution(thread, argument));
                    }
                }
            }
        }
        return out;
    }

    /** Rows and time per shape from the slow log of the window. */
    private Map<String, ShapeStats> slow() throws SQLException {
        Map<String, ShapeStats> out = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT sql_text, rows_sent, " + rowsAffected()
                + ", TIME_TO_SEC(query_time) * 1000000, thread_id FROM mysql.slow_log WHERE start_time >= ? AND db = ?")) {
            ps.setString(1, from);
            ps.setString(2, db);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    if (rs.getString(5).equals(self)) {
                        continue;
                    }
                    String shape = Shape.of(Lexer.tokens(new String(rs.getBytes(1), StandardCharsets.UTF_8), true));
                    out.merge(shape, new ShapeStats(1, rs.getLong(2) + rs.getLong(3), rs.getLong(4)), ShapeStats::plus);
                }
            }
        }
        if (out.isEmpty()) {
            notes.add("no rows per statement: no session that opened during the window ran a statement (the slow log sees only those)");
        }
        return out;
    }

    /** MariaDB's slow log table counts rows changed; MySQL's does not. */
    private String rowsAffected() {
        return Sql.works(c, "SELECT rows_affected FROM mysql.slow_log LIMIT 0") ? "rows_affected" : "0";
    }

    @Override
    public Changes changes() {
        return changes;
    }
}
