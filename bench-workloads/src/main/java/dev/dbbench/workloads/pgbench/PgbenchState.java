package dev.dbbench.workloads.pgbench;

import dev.dbbench.spi.WorkerContext;
import dev.dbbench.spi.WorkerState;
import dev.dbbench.sql.SqlStatement;
import dev.dbbench.workloads.random.Rng;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/** One worker's prepared pgbench statements and random generator. */
final class PgbenchState implements WorkerState {
    final Rng rng;
    final Statement plain;
    final String begin;
    final String commit;
    final SqlStatement selectBalance;
    final SqlStatement updateAccount;
    final SqlStatement updateTeller;
    final SqlStatement updateBranch;
    final SqlStatement insertHistory;

    PgbenchState(WorkerContext ctx, Rng rng) throws SQLException {
        Connection c = ctx.connection();
        this.rng = rng;
        this.plain = c.createStatement();
        this.begin = ctx.dialect().begin();
        this.commit = ctx.dialect().commit();
        this.selectBalance = SqlStatement.prepare(ctx, "SELECT abalance FROM pgbench_accounts WHERE aid = ?");
        this.updateAccount = SqlStatement.prepare(ctx, "UPDATE pgbench_accounts SET abalance = abalance + ? WHERE aid = ?");
        this.updateTeller = SqlStatement.prepare(ctx, "UPDATE pgbench_tellers SET tbalance = tbalance + ? WHERE tid = ?");
        this.updateBranch = SqlStatement.prepare(ctx, "UPDATE pgbench_branches SET bbalance = bbalance + ? WHERE bid = ?");
        this.insertHistory = SqlStatement.prepare(ctx,
                "INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP)");
    }

    @Override
    public void close() throws SQLException {
        try (plain; selectBalance; updateAccount; updateTeller; updateBranch; insertHistory) {
            // try-with-resources closes every statement even when one close fails.
        }
    }
}
