package dev.dbbench.engine.jdbc;

import dev.dbbench.engine.Closeables;
import dev.dbbench.engine.ConnectionFactory;
import dev.dbbench.engine.ParallelOpen;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The workers' connections, kept open between the steps of a sweep so that a larger step only opens
 * the connections it adds, in parallel ({@link ParallelOpen}).
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
        connections.addAll(ParallelOpen.open(missing, factory::open, Closeables::quietly));
    }

    public synchronized Connection get(int i) {
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
