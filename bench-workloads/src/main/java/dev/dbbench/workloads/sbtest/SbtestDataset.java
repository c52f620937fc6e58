package dev.dbbench.workloads.sbtest;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.PrepareShare;
import dev.dbbench.workloads.random.Rng;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The tables sbtest1..sbtestN: creates and loads them, checks them before a run, drops them.
 * Immutable and thread-safe; each method works on the connections it is given.
 */
public final class SbtestDataset {
    private final SbtestConfig config;
    private final long rowsToLoad;
    private final RowCountRule rule;

    /**
     * @param rowsToLoad rows {@code prepare} writes per table: the table size, or 0 where sysbench
     *                   creates empty tables (oltp_insert with client-generated ids)
     * @param rule       which row counts {@code verify} accepts after this workload has run
     */
    public SbtestDataset(SbtestConfig config, long rowsToLoad, RowCountRule rule) {
        this.config = config;
        this.rowsToLoad = rowsToLoad;
        this.rule = rule;
    }

    /**
     * Creates the tables, loads them in parallel, then builds the k index and moves id sequences past the data. When
     * several clients prepare together, each creates and indexes the tables that fall to it in turn and loads its share
     * of the rows, meeting the others after creating and after loading.
     */
    public void prepare(PrepareContext ctx) throws SQLException {
        Dialect dialect = ctx.dialect();
        PrepareShare share = ctx.share();
        List<Integer> tables = IntStream.rangeClosed(1, config.tables()).filter(n -> share.owns(n - 1L)).boxed().toList();
        try (ParallelTasks tasks = new ParallelTasks(ctx)) {
            tasks.forEach(List.of(dialect), (connection, d) -> createTables(connection, d, tables));
            share.barrier().await("created");
            if (rowsToLoad > 0) {
                new SbtestLoader(config, Rng.mix(config.seed(), ctx.seed())).load(tasks, ctx.bulkLoader(), ctx.threads(), ctx.progress(),
                        rowsToLoad, share);
            }
            share.barrier().await("loaded");
            if (dialect.schema().primaryKeyAfterLoad()) {
                tasks.forEach(tables, (connection, n) -> Tables.execute(connection, SbtestSchema.addPrimaryKey(n)));
            }
            // The index is built after the load, as sysbench does: one sort instead of a B-tree insert per row.
            if (config.createSecondary()) {
                tasks.forEach(tables, (connection, n) -> Tables.execute(connection, SbtestSchema.createIndex(n)));
            }
            if (config.autoInc() && rowsToLoad > 0) {
                tasks.forEach(tables, (connection, n) -> Tables.execute(connection, dialect.schema().resetSequence(SbtestSchema.table(n), "id")));
            }
            share.barrier().await("indexed");
        }
    }

    private void createTables(Connection connection, Dialect dialect, List<Integer> tables) throws SQLException {
        try (Statement st = connection.createStatement()) {
            for (int n : tables) {
                if (Tables.exists(connection, SbtestSchema.table(n))) {
                    throw new UsageException("table " + SbtestSchema.table(n)
                            + " already exists; run cleanup with the same --tables first, then prepare again");
                }
            }
            for (int n : tables) {
                st.execute(SbtestSchema.createTable(n, dialect, config.autoInc(), config.tableOptions()));
            }
        }
    }

    /**
     * One line per problem: missing tables, and row counts that would make the run measure something
     * else than asked. {@code COUNT(*)} is exact but scans each table once; MAX(id) would be instant but
     * cannot see holes left by deletes, which are exactly what the check is for.
     */
    public List<String> verify(Connection connection) throws SQLException {
        List<String> problems = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (int n = 1; n <= config.tables(); n++) {
            String table = SbtestSchema.table(n);
            if (!Tables.exists(connection, table)) {
                missing.add(table);
                continue;
            }
            long rows = Tables.count(connection, table);
            if (!rule.accepts(rows, config.tableSize())) {
                problems.add(rowCountProblem(table, rows));
            }
        }
        if (!missing.isEmpty()) {
            problems.add(0, missingProblem(missing));
        }
        return problems;
    }

    public void cleanup(Connection connection, Dialect dialect) throws SQLException {
        try (Statement st = connection.createStatement()) {
            for (int n = 1; n <= config.tables(); n++) {
                st.execute(dialect.schema().dropTableIfExists(SbtestSchema.table(n)));
            }
        }
    }

    private String rowCountProblem(String table, long rows) {
        String fix = rows == 0 ? "; run cleanup and prepare again"
                : "; run cleanup and prepare again, or pass --table-size " + rows;
        return table + " has " + rows + " rows but --table-size is " + config.tableSize() + fix;
    }

    private static String missingProblem(List<String> missing) {
        if (missing.size() == 1) {
            return "table " + missing.get(0) + " is missing; run prepare with the same --tables";
        }
        String shown = missing.stream().limit(3).collect(Collectors.joining(", "));
        String more = missing.size() > 3 ? " and " + (missing.size() - 3) + " more" : "";
        return "tables " + shown + more + " are missing; run prepare with the same --tables";
    }

}
