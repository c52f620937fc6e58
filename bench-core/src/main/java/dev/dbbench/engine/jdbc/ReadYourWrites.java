package dev.dbbench.engine.jdbc;

import dev.dbbench.engine.Closeables;
import dev.dbbench.engine.WorkerStats;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * One worker's read-your-writes check, on the table the step made first (see {@code ReadYourWritesTable}) ({@code --read-your-writes}): after each event on the writer the worker bumps its
 * own row of {@value #TABLE}; before each read-only event on its reader it reads that row there, and a reader that
 * does not show the last bump yet is a miss, a read that would not have seen the worker's own write. Both statements
 * run outside the events' latencies. A statement that fails is not counted; the event that follows finds the broken
 * connection. Used on the worker's thread only.
 */
final class ReadYourWrites {
    static final String TABLE = "dbbench_ryw";
    private final long id = ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE);
    private final WorkerStats stats;
    private long written;
    private Connection writer;
    private Connection reader;
    private PreparedStatement bump;
    private PreparedStatement look;

    ReadYourWrites(WorkerStats stats) {
        this.stats = stats;
    }

    /** The worker's event on {@code connection} (the writer's) has committed. */
    void wrote(Connection connection) {
        try {
            if (connection != writer) {
                Closeables.quietly(bump);
                writer = connection;
                bump = null;
                try (PreparedStatement insert = connection.prepareStatement("INSERT INTO " + TABLE + " (id, seq) VALUES (?, ?)")) {
                    insert.setLong(1, id);
                    insert.setLong(2, written + 1);
                    insert.executeUpdate();
                } catch (SQLException e) {
                    // The row is there from before the reconnect: the update below moves it on.
                }
                bump = connection.prepareStatement("UPDATE " + TABLE + " SET seq = ? WHERE id = ?");
            }
            bump.setLong(1, written + 1);
            bump.setLong(2, id);
            bump.executeUpdate();
            written++;
        } catch (SQLException e) {
            writer = null;
        }
    }

    /** The worker is about to run a read-only event on {@code connection}, its reader's. */
    void check(Connection connection) {
        if (written == 0) {
            return;
        }
        try {
            if (connection != reader) {
                Closeables.quietly(look);
                look = connection.prepareStatement("SELECT seq FROM " + TABLE + " WHERE id = ?");
                reader = connection;
            }
            look.setLong(1, id);
            long seen = -1;
            try (ResultSet rs = look.executeQuery()) {
                if (rs.next()) {
                    seen = rs.getLong(1);
                }
            }
            stats.rywChecked(seen < written);
        } catch (SQLException e) {
            reader = null;
        }
    }

    /** Removes the worker's row; called when the worker stops, on the writer's connection if it still works. */
    void close() {
        if (writer != null && written > 0) {
            try (PreparedStatement delete = writer.prepareStatement("DELETE FROM " + TABLE + " WHERE id = ?")) {
                delete.setLong(1, id);
                delete.executeUpdate();
            } catch (SQLException e) {
                // A row left behind is one small row under an id no other worker uses.
            }
        }
        Closeables.quietly(bump);
        Closeables.quietly(look);
    }
}
