package dev.dbbench.workloads.pgbench;

import dev.dbbench.spi.BulkLoader;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.workloads.sbtest.ParallelTasks;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * pgbench's four tables as {@code pgbench -i} makes them: per scale unit 1 branch, 10 tellers and
 * 100,000 accounts, balances 0, blank account fillers and none (NULL) for branches and tellers, which
 * {@code pgbench -i} inserts without one, primary keys added after the load. Loaded through the
 * target's bulk loader (COPY on PostgreSQL) in 100,000-row chunks spread over the loader threads.
 */
final class PgbenchSchema {
    static final int ACCOUNTS_PER_SCALE = 100_000;
    static final int TELLERS_PER_SCALE = 10;
    private static final int CHUNK = 100_000;
    private static final String[][] TABLES = {
        {"pgbench_branches", "bid INTEGER NOT NULL, bbalance INTEGER, filler CHAR(88)", "bid"},
        {"pgbench_tellers", "tid INTEGER NOT NULL, bid INTEGER, tbalance INTEGER, filler CHAR(84)", "tid"},
        {"pgbench_accounts", "aid INTEGER NOT NULL, bid INTEGER, abalance INTEGER, filler CHAR(84)", "aid"},
        {"pgbench_history", "tid INTEGER, bid INTEGER, aid INTEGER, delta INTEGER, mtime TIMESTAMP, filler CHAR(22)", ""},
    };

    private PgbenchSchema() {
    }

    static void create(PrepareContext ctx, int scale) throws SQLException {
        Dialect d = ctx.dialect();
        List<long[]> chunks = new ArrayList<>();
        chunks.add(new long[] {0, 1, scale});
        chunks.add(new long[] {1, 1, (long) scale * TELLERS_PER_SCALE});
        long accounts = (long) scale * ACCOUNTS_PER_SCALE;
        for (long first = 1; first <= accounts; first += CHUNK) {
            chunks.add(new long[] {2, first, Math.min(accounts, first + CHUNK - 1)});
        }
        BulkLoader loader = ctx.bulkLoader();
        try (ParallelTasks tasks = new ParallelTasks(ctx)) {
            tasks.forEach(List.<String[][]>of(TABLES), (c, all) -> execute(c, all, t -> "CREATE TABLE " + d.quote(t[0]) + " (" + t[1] + ")"
                    + d.schema().tableOptions("")));
            tasks.forEach(chunks, (c, chunk) -> ctx.progress().accept(load(c, d, loader, chunk)));
            tasks.forEach(List.<String[][]>of(TABLES), (c, all) -> execute(c, all, t -> t[2].isEmpty() ? ""
                    : "ALTER TABLE " + d.quote(t[0]) + " ADD PRIMARY KEY (" + t[2] + ")"));
        }
    }

    /** Rows {@code chunk[1]..chunk[2]} of table {@code chunk[0]}: ids, the branch they belong to, zero balances, an account's empty filler. */
    private static long load(Connection c, Dialect d, BulkLoader loader, long[] chunk) throws SQLException {
        String[] t = TABLES[(int) chunk[0]];
        long[] id = {chunk[1]};
        long last = chunk[2];
        boolean branches = chunk[0] == 0;
        int perBranch = chunk[0] == 1 ? TELLERS_PER_SCALE : ACCOUNTS_PER_SCALE;
        String balance = t[0].substring(8, 9) + "balance";
        boolean accounts = chunk[0] == 2;
        List<String> columns = branches ? List.of("bid", balance)
                : accounts ? List.of(t[2], "bid", balance, "filler") : List.of(t[2], "bid", balance);
        return loader.load(c, d.quote(t[0]), columns, row -> {
            if (id[0] > last) {
                return false;
            }
            row.integer(id[0]);
            if (!branches) {
                row.integer((id[0] - 1) / perBranch + 1);
            }
            row.integer(0);
            if (accounts) {
                row.text("");
            }
            id[0]++;
            return true;
        });
    }

    /** Runs the statement {@code sql} makes for each table, skipping empty ones. */
    private static void execute(Connection c, String[][] tables, java.util.function.Function<String[], String> sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String[] t : tables) {
                String statement = sql.apply(t);
                if (!statement.isEmpty()) {
                    st.execute(statement);
                }
            }
        }
    }

    static List<String> verify(Connection c, Dialect d, int scale) throws SQLException {
        List<String> problems = new ArrayList<>();
        long[] expected = {scale, (long) scale * TELLERS_PER_SCALE, (long) scale * ACCOUNTS_PER_SCALE};
        for (int i = 0; i < 3; i++) {
            String table = TABLES[i][0];
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM " + d.quote(table))) {
                rs.next();
                long n = rs.getLong(1);
                if (n != expected[i]) {
                    problems.add(table + " has " + n + " rows but --scale " + scale + " needs " + expected[i]
                            + "; run cleanup and prepare again with the same --scale");
                }
            } catch (SQLException missing) {
                problems.add("table " + table + " is missing; run prepare with the same --scale");
                return problems;
            }
        }
        return problems;
    }

    static void drop(Connection c, Dialect d) throws SQLException {
        try (Statement st = c.createStatement()) {
            for (String[] t : TABLES) {
                st.execute(d.schema().dropTableIfExists(d.quote(t[0])));
            }
        }
    }
}
