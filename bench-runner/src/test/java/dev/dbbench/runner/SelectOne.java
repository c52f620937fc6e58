package dev.dbbench.runner;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Transaction;
import dev.dbbench.spi.workload.Counter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** One {@code SELECT 1} per event: a workload class with no tables, for the Runner's test of classes given by type. */
@Benchmark(id = "select_one", description = "SELECT 1 per event")
public class SelectOne implements AnnotatedWorkload {
    @Transaction(weight = 1, readOnly = true)
    public void one(Connection c, Counter counter) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT 1")) {
            rs.next();
            counter.read();
        }
    }
}
