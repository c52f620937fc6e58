package dev.dbbench.workloads.pgbench;

import dev.dbbench.spi.ConfiguredWorkload;
import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.PrepareContext;
import dev.dbbench.spi.QueryCounter;
import dev.dbbench.spi.WorkerContext;
import dev.dbbench.sql.Statements;
import dev.dbbench.workloads.random.Rng;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;

/** A pgbench script with its scale fixed; the statements are pgbench's, with {@code :aid} etc. as parameters. */
final class PgbenchRun implements ConfiguredWorkload<PgbenchState> {
    private final PgbenchScript script;
    private final int scale;
    private final long seed;

    PgbenchRun(PgbenchScript script, int scale, long seed) {
        this.script = script;
        this.scale = scale;
        this.seed = seed;
    }

    @Override
    public Map<String, String> settings() {
        return Map.of("scale", Integer.toString(scale), "rand-seed", Long.toString(seed), "script", script.name().toLowerCase(java.util.Locale.ROOT));
    }

    @Override
    public void prepare(PrepareContext ctx) throws SQLException {
        PgbenchSchema.create(ctx, scale);
    }

    @Override
    public List<String> verify(Connection connection, Dialect dialect) throws SQLException {
        return PgbenchSchema.verify(connection, dialect, scale);
    }

    @Override
    public void cleanup(Connection connection, Dialect dialect) throws SQLException {
        PgbenchSchema.drop(connection, dialect);
    }

    @Override
    public PgbenchState open(WorkerContext ctx) throws SQLException {
        return new PgbenchState(ctx, new Rng(Rng.mix(seed, ctx.seed())));
    }

    @Override
    public int preparedStatementsPerWorker() {
        return 6;
    }

    @Override
    public int event(PgbenchState s, QueryCounter counter) throws SQLException {
        int aid = s.rng.uniform(1, scale * PgbenchSchema.ACCOUNTS_PER_SCALE);
        if (!script.transaction) {
            s.selectBalance.setInt(1, aid);
            Statements.query(s.selectBalance, counter);
            return 0;
        }
        int bid = s.rng.uniform(1, scale);
        int tid = s.rng.uniform(1, scale * PgbenchSchema.TELLERS_PER_SCALE);
        int delta = s.rng.uniform(-5000, 5000);
        Statements.other(s.plain, s.begin, counter);
        s.updateAccount.setInt(1, delta);
        s.updateAccount.setInt(2, aid);
        Statements.update(s.updateAccount, counter);
        s.selectBalance.setInt(1, aid);
        Statements.query(s.selectBalance, counter);
        if (script.tellersAndBranches) {
            s.updateTeller.setInt(1, delta);
            s.updateTeller.setInt(2, tid);
            Statements.update(s.updateTeller, counter);
            s.updateBranch.setInt(1, delta);
            s.updateBranch.setInt(2, bid);
            Statements.update(s.updateBranch, counter);
        }
        s.insertHistory.setInt(1, tid);
        s.insertHistory.setInt(2, bid);
        s.insertHistory.setInt(3, aid);
        s.insertHistory.setInt(4, delta);
        Statements.update(s.insertHistory, counter);
        Statements.other(s.plain, s.commit, counter);
        return 0;
    }
}
