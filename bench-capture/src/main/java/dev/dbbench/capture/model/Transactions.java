package dev.dbbench.capture.model;

import dev.dbbench.capture.source.Execution;
import dev.dbbench.capture.sql.Statement;
import dev.dbbench.capture.sql.Verb;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Rebuilds transactions from each session's statements: BEGIN (or START TRANSACTION, or autocommit turned off) to
 * COMMIT or ROLLBACK, and every other statement that reads or writes rows alone. What a session ran before its first
 * transaction boundary is dropped when that boundary is a COMMIT, since the window opened inside that transaction;
 * a transaction still open when the window closed is dropped too. Statements that name no table (a driver's
 * {@code SELECT 1}, {@code SELECT @@version}) and statements other than reads and writes are counted, not kept.
 */
public final class Transactions {
    private final List<Txn> all = new ArrayList<>();
    private final Map<String, Long> left = new LinkedHashMap<>();

    private Transactions() {
    }

    public static Transactions of(List<Execution> log, boolean doubleQuotesString) {
        Transactions out = new Transactions();
        Map<String, List<Statement>> sessions = new LinkedHashMap<>();
        for (Execution e : log) {
            sessions.computeIfAbsent(e.session(), k -> new ArrayList<>()).add(Statement.parse(e.text(), doubleQuotesString));
        }
        sessions.values().forEach(out::session);
        return out;
    }

    private void session(List<Statement> statements) {
        List<Statement> open = null;
        List<Statement> beforeFirst = new ArrayList<>();
        boolean boundarySeen = false;
        boolean autocommitOff = false;
        for (Statement s : statements) {
            Verb v = s.verb();
            switch (v) {
                case BEGIN, AUTOCOMMIT_OFF -> {
                    if (!boundarySeen) {
                        beforeFirst.forEach(b -> all.add(new Txn(List.of(b), false, false)));
                    }
                    boundarySeen = true;
                    if (open != null && !open.isEmpty()) {
                        all.add(new Txn(open, true, false));
                    }
                    open = new ArrayList<>();
                    autocommitOff |= v == Verb.AUTOCOMMIT_OFF;
                }
                case COMMIT, ROLLBACK, AUTOCOMMIT_ON -> {
                    if (!boundarySeen && v != Verb.AUTOCOMMIT_ON) {
                        count("statements of a transaction that began before the window", beforeFirst.size());
                        beforeFirst.clear();
                    }
                    boundarySeen = true;
                    if (open != null && !open.isEmpty()) {
                        all.add(new Txn(open, true, v == Verb.ROLLBACK));
                    }
                    autocommitOff &= v != Verb.AUTOCOMMIT_ON;
                    open = autocommitOff ? new ArrayList<>() : null;
                }
                case OTHER -> count(other(s), 1);
                default -> {
                    if (s.tables().isEmpty()) {
                        count("statements that name no table (a driver's own)", 1);
                    } else if (open != null) {
                        open.add(s);
                    } else if (!boundarySeen) {
                        beforeFirst.add(s);
                    } else {
                        all.add(new Txn(List.of(s), false, false));
                    }
                }
            }
        }
        if (!boundarySeen) {
            beforeFirst.forEach(b -> all.add(new Txn(List.of(b), false, false)));
        }
        if (open != null && !open.isEmpty()) {
            count("statements of a transaction still open when the window closed", open.size());
        }
    }

    private static String other(Statement s) {
        String first = s.tokens().isEmpty() ? "" : s.tokens().get(0).name();
        return switch (first) {
            case "call", "exec", "execute", "do" -> "stored procedure calls (what runs inside is not seen)";
            case "create", "drop", "alter", "truncate" -> s.tokens().stream().anyMatch(t -> t.is("temporary") || t.is("temp"))
                    ? "temporary tables (created and dropped by the sessions)" : "schema changes";
            case "set", "show", "use", "deallocate", "prepare", "discard", "reset" -> "session settings and housekeeping";
            case "savepoint", "release" -> "savepoints";
            default -> "other statements (" + first + ")";
        };
    }

    private void count(String what, long n) {
        if (n > 0) {
            left.merge(what, n, Long::sum);
        }
    }

    public List<Txn> all() {
        return all;
    }

    /** Statements not kept, by why. */
    public Map<String, Long> left() {
        return left;
    }
}
