package dev.dbbench.replica;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The thread that updates the heartbeat row on the writer every {@link LagMonitor#PERIOD_NANOS}, recording when each
 * beat committed. A lost writer (a failover) is reconnected every period until it answers again; beats resume on
 * whichever server then answers, creating the row there if it has none.
 */
final class HeartbeatWriter implements Runnable {
    private final Opener writer;
    private final HeartbeatSql sql;
    private final long id;
    private final Heartbeats beats;
    private final LagMonitor monitor;
    private Connection connection;
    private PreparedStatement update;

    HeartbeatWriter(Opener writer, HeartbeatSql sql, long id, Heartbeats beats, LagMonitor monitor) {
        this.writer = writer;
        this.sql = sql;
        this.id = id;
        this.beats = beats;
        this.monitor = monitor;
    }

    @Override
    public void run() {
        long next = System.nanoTime();
        long seq = 0;
        try {
            while (Pause.until(next, monitor::stopped)) {
                next += LagMonitor.PERIOD_NANOS;
                try {
                    beat(seq);
                    seq++;
                } catch (SQLException e) {
                    close();
                }
            }
        } finally {
            close();
        }
    }

    private void beat(long seq) throws SQLException {
        if (connection == null) {
            connection = writer.open();
            try (Statement st = connection.createStatement()) {
                st.execute(sql.create());
            }
            update = connection.prepareStatement(sql.update());
        }
        long before = System.nanoTime();
        update.setLong(1, seq);
        update.setLong(2, id);
        if (update.executeUpdate() == 0) {
            try (PreparedStatement insert = connection.prepareStatement(sql.insert())) {
                insert.setLong(1, seq);
                insert.setLong(2, id);
                insert.executeUpdate();
            }
        }
        long after = System.nanoTime();
        beats.committed(seq, before + (after - before) / 2);
    }

    /** Removes the monitor's row, on a connection of its own; a writer that is gone keeps it. */
    void deleteRow() {
        try (Connection c = writer.open(); PreparedStatement delete = c.prepareStatement(sql.delete())) {
            delete.setLong(1, id);
            delete.executeUpdate();
        } catch (SQLException e) {
            // A row left behind is one small row under an id no other run uses.
        }
    }

    private void close() {
        if (connection != null) {
            try {
                connection.close();
            } catch (SQLException e) {
                // Closing a broken connection may fail; it is dropped either way.
            }
        }
        connection = null;
        update = null;
    }
}
