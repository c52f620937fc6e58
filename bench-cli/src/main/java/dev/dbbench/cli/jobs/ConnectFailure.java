package dev.dbbench.cli.jobs;

import dev.dbbench.config.UsageException;
import java.sql.SQLException;
import java.util.Locale;

/**
 * Turns a failure to connect into the one line a user needs: unreachable server, wrong credentials
 * or missing database, told apart by SQLSTATE class and, where drivers give no class, by message.
 */
final class ConnectFailure {
    private ConnectFailure() {
    }

    static UsageException explain(ResolvedTarget t, SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        String msg = firstLine(e.getMessage());
        String lower = msg.toLowerCase(Locale.ROOT);
        String user = t.spec().user();
        if (state.startsWith("28") || lower.contains("access denied") || lower.contains("authentication failed")
                || lower.contains("password")) {
            return new UsageException("authentication failed for user '" + user + "' at " + t.where()
                    + "; check --user and the password given with --password-env or --password-file");
        }
        if (state.equals("3D000") || e.getErrorCode() == 1049 || lower.contains("unknown database")
                || (lower.contains("database") && lower.contains("does not exist"))) {
            return new UsageException("database '" + t.spec().database() + "' does not exist at " + t.where()
                    + "; create it or pass the right one with --db");
        }
        return new UsageException("cannot connect to " + t.target().id() + " at " + t.where() + ": " + msg
                + "; check --host/--port (or --socket) and that the server is running");
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "no message from the driver";
        }
        int nl = s.indexOf('\n');
        return (nl < 0 ? s : s.substring(0, nl)).trim();
    }
}
