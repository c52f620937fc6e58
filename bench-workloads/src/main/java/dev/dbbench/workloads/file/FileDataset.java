package dev.dbbench.workloads.file;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.workloads.sbtest.ParallelTasks;
import dev.dbbench.workloads.sbtest.RowCountRule;
import dev.dbbench.workloads.sbtest.Tables;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tables of a workload file: creates and loads them as the sbtest tables are (in parallel, through the target's
 * bulk loader, keys and indexes after the load), reads back the first rows to see that the load stored what it was
 * given ({@link LoadedRows}), checks their row counts before a run, drops them. Immutable.
 */
final class FileDataset {
    private final String file;
    private final List<Table> tables;
    private final Map<String, String> options;

    /** @param options every option's value, written into DDL where the file says {@code ${name}} */
    FileDataset(String file, List<Table> tables, Map<String, String> options) {
        this.file = file;
        this.tables = List.copyOf(tables);
        this.options = options;
    }

    void prepare(PrepareContext ctx) throws SQLException {
        Ddl ddl = new Ddl(ctx.dialect(), options);
        List<String> creates = tables.stream().map(t -> ddl.createTable(t.spec())).toList();
        Set<String> keyless = ConcurrentHashMap.newKeySet();
        try (ParallelTasks tasks = new ParallelTasks(ctx)) {
            tasks.forEach(List.of(creates), (connection, statements) -> {
                createTables(connection, statements);
                keyless.addAll(keysToAdd(connection, ddl));
            });
            FileLoader loader = new FileLoader(tables, ctx.seed());
            loader.load(tasks, ctx);
            List<String> after = new ArrayList<>();
            tables.forEach(t -> after.add(keyless.contains(t.name()) ? ddl.alterPrimaryKey(t.spec()) : ddl.addPrimaryKey(t.spec())));
            // Indexes after the load, as sysbench builds them: one sort instead of a B-tree insert per row.
            tables.forEach(t -> after.addAll(ddl.createIndexes(t.spec())));
            tasks.forEach(after, Tables::execute);
            List<String> sequences = new ArrayList<>();
            tables.stream().filter(t -> t.rows() > 0).forEach(t -> sequences.addAll(ddl.resetSequences(t.spec())));
            tasks.forEach(sequences, Tables::execute);
            tasks.forEach(List.of(FileLoader.chunks(tables, ctx.threads())), (connection, chunks) ->
                    LoadedRows.check(connection, tables, loader, chunks));
        }
    }

    private void createTables(Connection connection, List<String> creates) throws SQLException {
        for (Table t : tables) {
            if (Tables.exists(connection, t.name())) {
                throw new UsageException("table " + t.name() + " already exists; run cleanup --workload-file " + file
                        + " first, then prepare again");
            }
        }
        try (Statement st = connection.createStatement()) {
            for (String create : creates) {
                st.execute(create);
            }
        }
    }

    /**
     * The tables created from the file's own DDL whose {@code primary_key} that DDL lacks, as the catalog tells: each
     * is added to the empty table now where the server keeps keys inline, else returned to be added after the load.
     * A DDL that declares another key than {@code primary_key} is a mistake at the DDL.
     */
    private Set<String> keysToAdd(Connection connection, Ddl ddl) throws SQLException {
        Set<String> after = new HashSet<>();
        for (Table t : tables) {
            if (t.spec().primaryKey().isEmpty() || !ddl.custom(t.spec())) {
                continue;
            }
            List<String> declared = primaryKey(connection, t.name());
            if (declared.isEmpty() && ddl.keyAfterLoad()) {
                after.add(t.name());
            } else if (declared.isEmpty()) {
                try (Statement st = connection.createStatement()) {
                    st.execute(ddl.alterPrimaryKey(t.spec()));
                }
            } else if (!declared.equals(t.spec().primaryKey().stream().map(c -> c.toLowerCase(Locale.ROOT)).toList())) {
                throw t.spec().ddl().orElseThrow().where().mistake("the ddl of table " + t.name() + " declares the primary key ("
                        + String.join(", ", declared) + ") but its primary_key is (" + String.join(", ", t.spec().primaryKey())
                        + "); give the key in one place");
            }
        }
        return after;
    }

    /** The columns of a table's primary key in order, lower case, as the catalog has them; empty when it has none. */
    private static List<String> primaryKey(Connection connection, String table) throws SQLException {
        java.util.SortedMap<Integer, String> columns = new java.util.TreeMap<>();
        try (ResultSet rs = connection.getMetaData().getPrimaryKeys(connection.getCatalog(), connection.getSchema(), table)) {
            while (rs.next()) {
                columns.put(rs.getInt(5), rs.getString(4).toLowerCase(Locale.ROOT));
            }
        }
        return List.copyOf(columns.values());
    }

    /** One line per missing table or row count the file's {@code verify} rule does not accept, with what to run. */
    List<String> verify(Connection connection) throws SQLException {
        List<String> problems = new ArrayList<>();
        List<String> missing = new ArrayList<>();
        for (Table t : tables) {
            if (!Tables.exists(connection, t.name())) {
                missing.add(t.name());
                continue;
            }
            long rows = Tables.count(connection, t.name());
            if (!t.spec().verify().accepts(rows, t.rows())) {
                problems.add(countProblem(t, rows));
            }
        }
        if (!missing.isEmpty()) {
            problems.add(0, (missing.size() == 1 ? "table " + missing.get(0) + " is missing" : "tables " + String.join(", ", missing)
                    + " are missing") + "; run prepare --workload-file " + file + " with the same --set values");
        }
        return problems;
    }

    private String countProblem(Table t, long rows) {
        String expected = switch (t.spec().verify()) {
            case EXACT -> Long.toString(t.rows());
            case AT_LEAST -> "at least " + t.rows();
            case AT_MOST -> "1 to " + t.rows();
            case ANY -> "any number of";
        };
        String why = t.spec().rows().isLiteral() ? "" : " (rows: " + t.spec().rows() + ")";
        return "table " + t.name() + " has " + rows + " rows but " + file + " expects " + expected + why
                + "; run cleanup and prepare again with the same --set values" + (t.spec().verify() == RowCountRule.EXACT
                ? ", or give verify: at_least to a table the transactions add rows to" : "");
    }

    void cleanup(Connection connection, Dialect dialect) throws SQLException {
        try (Statement st = connection.createStatement()) {
            for (int i = tables.size() - 1; i >= 0; i--) {
                st.execute(dialect.schema().dropTableIfExists(tables.get(i).name()));
            }
        }
    }
}
