package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.workload.Counter;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Runs queries and counts them as sysbench does: a read, and an empty read when no row came back. */
final class Rows {
    private Rows() {
    }

    /** Runs {@code ps}, reads every row, counts it; returns the rows. */
    static int read(PreparedStatement ps, Counter counter) throws SQLException {
        int rows = 0;
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                rows++;
            }
        }
        counter.query(rows);
        return rows;
    }

    /** The int in {@code column} of the first row (0 without one), reading the rest; counts the query. */
    static int intOrZero(ResultSet rs, int column, Counter counter) throws SQLException {
        int value = 0;
        int rows = 0;
        while (rs.next()) {
            if (rows++ == 0) {
                value = rs.getInt(column);
            }
        }
        counter.query(rows);
        return value;
    }
}
