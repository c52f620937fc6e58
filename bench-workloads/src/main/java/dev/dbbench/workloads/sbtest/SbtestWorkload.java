package dev.dbbench.workloads.sbtest;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Dataset;
import dev.dbbench.spi.workload.EventTraits;
import dev.dbbench.spi.workload.StepHooks;
import dev.dbbench.spi.workload.PrepareContext;
import dev.dbbench.spi.workload.WorkerState;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A configured workload of the sysbench family: the dataset side (prepare, verify, cleanup, settings)
 * is shared, subclasses supply the worker side. Immutable, so one instance serves every worker.
 *
 * @param <S> the per-worker state
 */
public abstract class SbtestWorkload<S extends WorkerState> implements ConfiguredWorkload<S>, Dataset, EventTraits<S>, StepHooks {
    protected final SbtestConfig config;
    private final SbtestDataset dataset;
    private final Map<String, String> settings;

    /**
     * @param overrides settings that differ from the options given, because the workload fixes them
     *                  (oltp_point_select always runs one point select, as sysbench's script does)
     */
    protected SbtestWorkload(SbtestConfig config, SbtestDataset dataset, Map<String, String> overrides) {
        this.config = config;
        this.dataset = dataset;
        Map<String, String> all = new TreeMap<>(config.settings());
        all.putAll(overrides);
        this.settings = java.util.Collections.unmodifiableMap(all);
    }

    @Override
    public final Map<String, String> settings() {
        return settings;
    }

    @Override
    public final void prepare(PrepareContext ctx) throws SQLException {
        dataset.prepare(ctx);
    }

    /** Tables go to the clients in turn; with fewer tables than clients, each loads its share of every table's rows. */
    @Override
    public final boolean preparesInShares() {
        return true;
    }

    @Override
    public final List<String> verify(Connection connection, Dialect dialect) throws SQLException {
        return dataset.verify(connection);
    }

    @Override
    public final void cleanup(Connection connection, Dialect dialect) throws SQLException {
        dataset.cleanup(connection, dialect);
    }

    @Override
    public Dataset dataset() {
        return this;
    }
}
