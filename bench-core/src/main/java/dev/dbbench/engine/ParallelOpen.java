package dev.dbbench.engine;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
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
            for (Future<C> f : opening) {
                try {
                    opened.add(f.get());
                } catch (ExecutionException e) {
                    if (first == null) {
                        first = e.getCause() instanceof SQLException s ? s : new SQLException(e.getCause());
                    }
                }
            }
            if (first != null) {
                // A step that cannot have all its connections does not run; holding the others open would
                // only take server slots (max_connections) from whatever the user does next.
                opened.forEach(closer);
                throw first;
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
