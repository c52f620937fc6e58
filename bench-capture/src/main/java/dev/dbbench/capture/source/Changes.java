package dev.dbbench.capture.source;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The server settings a capture changed, each with the statement that puts it back. {@link #undo} runs them in
 * reverse order, once, however often and from whichever thread it is called: at the end of the window, and from the
 * signal or shutdown path when the capture is interrupted.
 */
public final class Changes {
    /** Opens a connection to restore over when the capture's own one is gone. */
    public interface Reconnect {
        Connection open() throws SQLException;
    }

    private final List<String> undo = new ArrayList<>();
    private final List<String> after = new ArrayList<>();
    private boolean undone;

    /** Runs {@code change} on {@code c} and remembers {@code restore}; the change is recorded before it runs. */
    public synchronized void apply(Connection c, String change, String restore) throws SQLException {
        undo.add(restore);
        try (Statement s = c.createStatement()) {
            s.execute(change);
        } catch (SQLException e) {
            undo.remove(undo.size() - 1);
            throw e;
        }
    }

    /** A statement to run after every restore (PostgreSQL's {@code SELECT pg_reload_conf()}). */
    public synchronized void finallyRun(String statement) {
        if (!after.contains(statement)) {
            after.add(statement);
        }
    }

    /** The statements that put every setting back, for a user to run by hand should the process be killed. */
    public synchronized List<String> restoreStatements() {
        List<String> out = new ArrayList<>(undo);
        java.util.Collections.reverse(out);
        if (!out.isEmpty()) {
            out.addAll(after);
        }
        return out;
    }

    public synchronized boolean pending() {
        return !undone && !undo.isEmpty();
    }

    /**
     * Puts every setting back over {@code c}, or over a new connection when {@code c} fails; each statement is tried
     * even when one before it failed.
     *
     * @return the statements that failed, with why
     */
    public synchronized List<String> undo(Connection c, Reconnect reconnect) {
        if (undone || undo.isEmpty()) {
            undone = true;
            return List.of();
        }
        List<String> failed = run(c, restoreStatements());
        if (!failed.isEmpty()) {
            try (Connection fresh = reconnect.open()) {
                failed = run(fresh, restoreStatements());
            } catch (SQLException e) {
                failed = List.of("reconnecting to restore the settings: " + e.getMessage());
            }
        }
        undone = true;
        return failed;
    }

    private static List<String> run(Connection c, List<String> statements) {
        List<String> failed = new ArrayList<>();
        for (String sql : statements) {
            try (Statement s = c.createStatement()) {
                s.execute(sql);
            } catch (SQLException e) {
                failed.add(sql + ": " + e.getMessage());
            }
        }
        return failed;
    }
}
