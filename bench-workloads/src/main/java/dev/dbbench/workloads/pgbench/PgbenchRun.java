package dev.dbbench.workloads.pgbench;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.sql.JdbcScript;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerContext;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A pgbench script with its scale fixed; the statements are pgbench's, with {@code :aid} etc. as parameters. */
final class PgbenchRun implements ConfiguredWorkload<PgbenchState>, Dataset, EventTraits<PgbenchState>, StepHooks {
    private final PgbenchScript script;
    private final int scale;
    private final long seed;
    private final PgbenchEvents events;

    PgbenchRun(PgbenchScript script, int scale, long seed) {
        this.script = script;
        this.scale = scale;
        this.seed = seed;
        this.events = new PgbenchEvents(script, scale, seed);
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
        return new PgbenchState(new JdbcScript(ctx, events), events.cursor(ctx.worker(), ctx.seed()));
    }

    /** pgbench's select-only script reads; the others write. */
    @Override
    public boolean readOnly() {
        return script == PgbenchScript.SELECT_ONLY;
    }

    @Override
    public Optional<EventScript> script(Dialect dialect) {
        return Optional.of(events);
    }

    @Override
    public int preparedStatementsPerWorker() {
        return JdbcScript.preparedStatements(events);
    }

    @Override
    public int event(PgbenchState s, Counter counter) throws SQLException {
        return s.statements().event(s.cursor(), counter);
    }

    @Override
    public Dataset dataset() {
        return this;
    }
}
