package dev.dbbench.shard;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The small table through which the shards of a run meet, on the database under test (or the one {@code --control-url}
 * names): one row per shard and run. Plain SQL types and statements, the same on MySQL, MariaDB, PostgreSQL and
 * OceanBase. A shard's row says which step it has reached ({@code barrier}) and when it last gave a sign of life on the
 * server's clock ({@code seen_ms}); shard 0's row also carries the agreed start of that step ({@code start_barrier},
 * {@code start_ms}).
 */
final class ControlTable {
    static final String TABLE = "dbbench_shards";
    private static final String CREATE = "CREATE TABLE IF NOT EXISTS " + TABLE + " ("
            + "run_id VARCHAR(" + ShardPlan.MAX_RUN_ID + ") NOT NULL, shard INTEGER NOT NULL, shards INTEGER NOT NULL, "
            + "host VARCHAR(255) NOT NULL, settings VARCHAR(64) NOT NULL, registered_ms BIGINT NOT NULL, "
            + "barrier INTEGER NOT NULL, start_barrier INTEGER NOT NULL, start_ms BIGINT NOT NULL, "
            + "state VARCHAR(255) NOT NULL, seen_ms BIGINT NOT NULL, PRIMARY KEY (run_id, shard))";
    private static final String COLUMNS = "shard, shards, host, settings, registered_ms, barrier, start_barrier, start_ms, state, "
            + "seen_ms";
    static final String RUNNING = "running";
    static final String DONE = "done";
    /** States that end a shard's part: {@code done}, or {@code failed: reason}. */
    static final String FAILED = "failed: ";

    /** One shard's row. */
    record Row(int shard, int shards, String host, String settings, long registeredMs, int barrier, int startBarrier, long startMs,
               String state, long seenMs) {
        boolean failed() {
            return state.startsWith(FAILED);
        }
    }

    private ControlTable() {
    }

    /**
     * Creates the table unless it exists. Shards starting together may race to create it; the loser's error is
     * harmless when the table is there afterwards. A table made by an earlier version gets the column it lacks.
     */
    static void create(Connection c) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(CREATE);
        } catch (SQLException raced) {
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + TABLE + " WHERE 1 = 0")) {
                rs.next();
            } catch (SQLException missing) {
                raced.addSuppressed(missing);
                throw raced;
            }
        }
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT seen_ms FROM " + TABLE + " WHERE 1 = 0")) {
            rs.next();
        } catch (SQLException older) {
            try (Statement st = c.createStatement()) {
                st.execute("ALTER TABLE " + TABLE + " ADD seen_ms BIGINT NOT NULL DEFAULT 0");
            } catch (SQLException raced) {
                // Another shard added it a moment ago; a table still without it fails the insert that follows.
            }
        }
    }

    /** Inserts this shard's row; false when the run already has a row for this shard (a duplicate key). */
    static boolean insert(Connection c, String runId, Row row) throws SQLException {
        String sql = "INSERT INTO " + TABLE + " (run_id, " + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, runId);
            ps.setInt(2, row.shard());
            ps.setInt(3, row.shards());
            ps.setString(4, row.host());
            ps.setString(5, row.settings());
            ps.setLong(6, row.registeredMs());
            ps.setInt(7, row.barrier());
            ps.setInt(8, row.startBarrier());
            ps.setLong(9, row.startMs());
            ps.setString(10, row.state());
            ps.setLong(11, row.seenMs());
            ps.executeUpdate();
            return true;
        } catch (SQLException e) {
            // Class 23 is an integrity constraint violation: here, the primary key.
            if (e.getSQLState() != null && e.getSQLState().startsWith("23")) {
                return false;
            }
            throw e;
        }
    }

    static List<Row> rows(Connection c, String runId) throws SQLException {
        List<Row> rows = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM " + TABLE + " WHERE run_id = ? ORDER BY shard")) {
            ps.setString(1, runId);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    rows.add(new Row(rs.getInt(1), rs.getInt(2), rs.getString(3), rs.getString(4), rs.getLong(5), rs.getInt(6), rs.getInt(7),
                            rs.getLong(8), rs.getString(9), rs.getLong(10)));
                }
            }
        }
        return rows;
    }

    static Optional<Row> row(Connection c, String runId, int shard) throws SQLException {
        return rows(c, runId).stream().filter(r -> r.shard() == shard).findFirst();
    }

    /** This shard has reached step {@code barrier}. */
    static void arrive(Connection c, String runId, int shard, int barrier) throws SQLException {
        update(c, "UPDATE " + TABLE + " SET barrier = ? WHERE run_id = ? AND shard = ?", barrier, runId, shard);
    }

    /** Shard 0: step {@code barrier} starts at {@code startMs} on the server's clock. */
    static void setStart(Connection c, String runId, int barrier, long startMs) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + TABLE + " SET start_barrier = ?, start_ms = ? WHERE run_id = ? AND shard = 0")) {
            ps.setInt(1, barrier);
            ps.setLong(2, startMs);
            ps.setString(3, runId);
            ps.executeUpdate();
        }
    }

    /** This shard is alive at {@code ms} on the server's clock. */
    static void seen(Connection c, String runId, int shard, long ms) throws SQLException {
        update(c, "UPDATE " + TABLE + " SET seen_ms = ? WHERE run_id = ? AND shard = ?", ms, runId, shard);
    }

    static void setState(Connection c, String runId, int shard, String state) throws SQLException {
        update(c, "UPDATE " + TABLE + " SET state = ? WHERE run_id = ? AND shard = ?", state.length() > 255 ? state.substring(0, 255) : state,
                runId, shard);
    }

    /** Sets one column of a shard's row: {@code value} an Integer, a Long or a String. */
    private static void update(Connection c, String sql, Object value, String runId, int shard) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setObject(1, value);
            ps.setString(2, runId);
            ps.setInt(3, shard);
            ps.executeUpdate();
        }
    }
}
