package dev.dbbench.workloads.tpcc;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.workloads.sbtest.ParallelTasks;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/** The TPC-C database of a configuration: created and loaded by {@code prepare}, checked by verify, dropped by cleanup. */
final class TpccDatabase {
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private final TpccConfig config;

    TpccDatabase(TpccConfig config) {
        this.config = config;
    }

    /**
     * Drops what is there, creates the tables, loads them in parallel, adds keys and indexes, and creates the stored
     * procedures, unless {@code --tpcc-procedures off} says the server need not have them.
     */
    void prepare(PrepareContext ctx) throws SQLException {
        Dialect dialect = ctx.dialect();
        SqlFamily family;
        try (Connection c = ctx.connections().open()) {
            family = SqlFamily.of(c);
            cleanup(c, dialect);
            TpccSchema.create(c, dialect, family);
        }
        String now = LocalDateTime.now().truncatedTo(ChronoUnit.SECONDS).format(TIMESTAMP);
        try (ParallelTasks tasks = new ParallelTasks(ctx)) {
            new TpccLoader(config.warehouses(), new Population(ctx.seed(), now)).load(ctx, tasks);
        }
        if (config.createProcedures()) {
            try (Connection c = ctx.connections().open()) {
                Procedures.create(c, family);
            } catch (SQLException e) {
                throw new UsageException("the server refused to create the tpcc stored procedures (" + e.getMessage()
                        + "); prepare with --tpcc-procedures off to run the transactions from the client only");
            }
        }
    }

    List<String> verify(Connection c) throws SQLException {
        List<String> problems = new ArrayList<>(new TpccVerifier(config.warehouses()).verify(c));
        if (problems.isEmpty() && config.procedures()) {
            SqlFamily family = SqlFamily.of(c);
            if (Procedures.present(c, family) < Procedures.NAMES.size()) {
                problems.add("the tpcc stored procedures are missing; run prepare with --tpcc-procedures on, or run with"
                        + " --tpcc-procedures off");
            }
        }
        return problems;
    }

    void cleanup(Connection c, Dialect dialect) throws SQLException {
        Procedures.drop(c, SqlFamily.of(c));
        TpccSchema.drop(c, dialect);
    }
}
