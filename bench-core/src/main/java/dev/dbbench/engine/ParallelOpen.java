package dev.dbbench.engine;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Opens many connections at once: opening 512 one by one would take longer than many servers' handshake
 * timeouts allow a step to wait.
 */
public final class ParallelOpen {
    private static final int MAX_OPENERS = 32;

    /** Opens a connection of some kind; may block. */
    @FunctionalInterface
    public interface Opener<C> {
        C open() throws SQLException;
    }

    private ParallelOpen() {
    }

    private static int total(Map<String, Integer> refused) {
        return refused.values().stream().mapToInt(Integer::intValue).sum();
    }

    /** A connection's failure by the server's error number, else its SQLSTATE. */
    static String code(SQLException e) {
        return e.getErrorCode() != 0 ? Integer.toString(e.getErrorCode()) : e.getSQLState() == null ? "unknown" : e.getSQLState();
    }

    /**
     * The failure of a storm of connects: how many of {@code n} were refused, by code, then the first refusal's
     * own message, so the reason of a connection limit (1040 Too many connections) is read at once.
     */
    static SQLException storm(SQLException first, Map<String, Integer> refused, int n) {
        StringBuilder b = new StringBuilder().append(total(refused)).append(" of ").append(n).append(" connections were refused (");
        refused.forEach((code, count) -> b.append(b.charAt(b.length() - 1) == '(' ? "" : ", ").append(code).append(": ").append(count));
        b.append("); the first: ").append(first.getMessage());
        return new SQLException(b.toString(), first.getSQLState(), first.getErrorCode(), first);
    }

    /**
     * Opens {@code n} connections with {@code opener}, up to 32 at a time. All or nothing: when one fails,
     * the others are closed with {@code closer} and the first failure is thrown.
     */
    public static <C> List<C> open(int n, Opener<C> opener, java.util.function.Consumer<C> closer) throws SQLException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(n, MAX_OPENERS)), r -> {
            Thread t = new Thread(r, "dbbench-connect");
            t.setDaemon(true);
            return t;
        });
        List<Future<C>> opening = new ArrayList<>();
        List<C> opened = new ArrayList<>();
        try {
            for (int i = 0; i < n; i++) {
                opening.add(pool.submit(opener::open));
            }
            SQLException first = null;
            Map<String, Integer> refused = new TreeMap<>();
            for (Future<C> f : opening) {
                try {
                    opened.add(f.get());
                } catch (ExecutionException e) {
                    SQLException why = e.getCause() instanceof SQLException s ? s : new SQLException(e.getCause());
                    first = first == null ? why : first;
                    refused.merge(code(why), 1, Integer::sum);
                }
            }
            if (first != null) {
                // A step that cannot have all its connections does not run; holding the others open would
                // only take server slots (max_connections) from whatever the user does next.
                opened.forEach(closer);
                // A refusal of its own kind keeps its type for the caller, and one reason shared by every connection
                // (a statement the server refuses to prepare, a wrong password) is that reason: the count says no more.
                boolean oneReasonForAll = refused.size() == 1 && total(refused) == n;
                throw first.getClass() != SQLException.class || total(refused) == 1 || oneReasonForAll ? first
                        : storm(first, refused, n);
            }
            return opened;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            opened.forEach(closer);
            throw new SQLException("interrupted while opening connections", e);
        } finally {
            pool.shutdownNow();
        }
    }
}
