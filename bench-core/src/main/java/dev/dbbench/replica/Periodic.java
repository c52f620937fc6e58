package dev.dbbench.replica;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * A monitor thread's loop: one {@link #tick} every {@link LagMonitor#PERIOD_NANOS} on a connection of its own, which a
 * failed tick drops, so the next one opens a new connection (the server may be back, or another may answer).
 */
abstract class Periodic implements Runnable {
    private final Opener opener;
    private final LagMonitor monitor;
    private Connection connection;

    Periodic(Opener opener, LagMonitor monitor) {
        this.opener = opener;
        this.monitor = monitor;
    }

    @Override
    public final void run() {
        long next = System.nanoTime();
        try {
            while (Pause.until(next, monitor::stopped)) {
                next += LagMonitor.PERIOD_NANOS;
                try {
                    if (connection == null) {
                        connection = opener.open();
                        opened(connection);
                    }
                    tick(connection);
                } catch (SQLException e) {
                    close();
                }
            }
        } finally {
            close();
        }
    }

    /** Readies a new connection: statements to prepare, a table to make. */
    abstract void opened(Connection c) throws SQLException;

    /** One period's work on the thread's connection. */
    abstract void tick(Connection c) throws SQLException;

    private void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                // Closing a broken connection may fail; it is dropped either way.
            }
        }
        connection = null;
    }
}
