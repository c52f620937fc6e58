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
final class HeartbeatWriter extends Periodic {
    private final Opener writer;
    private final HeartbeatSql sql;
    private final long id;
    private final Heartbeats beats;
    private PreparedStatement update;
    private long seq;

    HeartbeatWriter(Opener writer, HeartbeatSql sql, long id, Heartbeats beats, LagMonitor monitor) {
        super(writer, monitor);
        this.writer = writer;
        this.sql = sql;
        this.id = id;
        this.beats = beats;
    }

    @Override
    void opened(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql.create());
        }
        update = c.prepareStatement(sql.update());
    }

    @Override
    void tick(Connection c) throws SQLException {
        long before = System.nanoTime();
        update.setLong(1, seq);
        update.setLong(2, id);
        if (update.executeUpdate() == 0) {
            try (PreparedStatement insert = c.prepareStatement(sql.insert())) {
                insert.setLong(1, seq);
                insert.setLong(2, id);
                insert.executeUpdate();
            }
        }
        long after = System.nanoTime();
        beats.committed(seq, before + (after - before) / 2);
        seq++;
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
}
