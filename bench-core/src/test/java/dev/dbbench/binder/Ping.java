package dev.dbbench.binder;

import dev.dbbench.spi.bench.AnnotatedWorkload;
import dev.dbbench.spi.bench.Benchmark;
import dev.dbbench.spi.bench.Transaction;
import java.sql.Connection;
import java.sql.SQLException;

/** The smallest workload class: one transaction on the worker's connection, no params, state or hooks. */
@Benchmark(id = "ping", description = "SELECT 1")
public class Ping implements AnnotatedWorkload {
    @Transaction
    public void ping(Connection connection) throws SQLException {
        try (var st = connection.createStatement()) {
            st.execute("SELECT 1");
        }
    }
}
