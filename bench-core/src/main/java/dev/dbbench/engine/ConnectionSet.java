package dev.dbbench.engine;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The workers' connections, kept open between the steps of a sweep so that a larger step only opens
 * the connections it adds. New connections are opened in parallel: opening 512 one by one would take
 * longer than many servers' handshake timeouts allow a sweep to wait.
 */
public final class ConnectionSet implements AutoCloseable {
    private final ConnectionFactory factory;
    private final List<Connection> connections = new ArrayList<>();

    public ConnectionSet(ConnectionFactory factory) {
        this.factory = factory;
    }

    public ConnectionFactory factory() {
        return factory;
    }

    /** Makes sure at least {@code n} open connections exist; on failure closes what this call opened and throws. */
    public synchronized void ensure(int n) throws SQLException {
        connections.removeIf(c -> !isOpen(c));
        int missing = n - connections.size();
        if (missing <= 0) {
            return;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(missing, 32), r -> {
            Thread t = new Thread(r, "dbbench-connect");
            t.setDaemon(true);
            return t;
        });
        List<Future<Connection>> opening = new ArrayList<>();
        List<Connection> opened = new ArrayList<>();
        try {
            for (int i = 0; i < missing; i++) {
                opening.add(pool.submit(factory::open));
            }
            SQLException first = null;
            for (Future<Connection> f : opening) {
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
                opened.forEach(Closeables::quietly);
                throw first;
            }
            connections.addAll(opened);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            opened.forEach(Closeables::quietly);
            throw new SQLException("interrupted while opening connections", e);
        } finally {
            pool.shutdownNow();
        }
    }

    synchronized Connection get(int i) {
        return connections.get(i);
    }

    synchronized void replace(int i, Connection c) {
        connections.set(i, c);
    }

    public synchronized int size() {
        return connections.size();
    }

    private static boolean isOpen(Connection c) {
        try {
            return !c.isClosed();
        } catch (SQLException e) {
            return false;
        }
    }

    @Override
    public synchronized void close() {
        for (Connection c : connections) {
            Closeables.quietly(c);
        }
        connections.clear();
    }
}
