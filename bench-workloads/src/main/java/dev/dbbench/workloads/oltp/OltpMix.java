package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.script.EventScript;
import dev.dbbench.spi.workload.Counter;
import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.workloads.sbtest.SbtestConfig;
import dev.dbbench.workloads.sbtest.SbtestDataset;
import dev.dbbench.workloads.sbtest.SbtestWorkload;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Every oltp_* workload: an ordered list of statement groups, optionally wrapped in BEGIN ... COMMIT.
 * The workloads differ only in which groups they list (see {@link OltpPlans}), as sysbench's scripts
 * differ only in which {@code execute_*} functions their {@code event()} calls.
 */
final class OltpMix extends SbtestWorkload<OltpState> {
    private final boolean transactional;
    private final StatementGroup[] groups;

    OltpMix(SbtestConfig config, SbtestDataset dataset, Map<String, String> overrides,
            boolean transactional, List<StatementGroup> groups) {
        super(config, dataset, overrides);
        this.transactional = transactional;
        this.groups = groups.toArray(StatementGroup[]::new);
    }

    /** Read-only when every statement of its groups is a read: oltp_read_only, oltp_point_select, or others so set. */
    @Override
    public boolean readOnly() {
        return queries(false).stream().allMatch(q -> q.read);
    }

    @Override
    public OltpState open(WorkerContext ctx) throws SQLException {
        return OltpState.open(ctx, config, queries(ctx.dialect().schema().zeroGeneratesKey()));
    }

    @Override
    public int event(OltpState state, Counter counter) throws SQLException {
        if (transactional) {
            state.begin(counter);
        }
        for (StatementGroup group : groups) {
            group.run(state, counter);
        }
        if (transactional) {
            state.commit(counter);
        }
        return 0;
    }

    @Override
    public Optional<EventScript> script(Dialect dialect) {
        boolean zeroGeneratesKey = dialect.schema().zeroGeneratesKey();
        return Optional.of(new OltpScript(config, transactional, groups, queries(zeroGeneratesKey), zeroGeneratesKey));
    }

    /** In auto-commit a failed statement leaves nothing open, so only transactional mixes roll back. */
    @Override
    public void recover(OltpState state, Connection connection, Dialect dialect) throws SQLException {
        if (transactional) {
            state.rollback();
        }
    }

    /** Prepared statements per worker: each distinct statement of the mix, once per table. */
    @Override
    public int preparedStatementsPerWorker() {
        return queries(false).size() * config.tables();
    }

    private Set<OltpQuery> queries(boolean zeroGeneratesKey) {
        Set<OltpQuery> all = EnumSet.noneOf(OltpQuery.class);
        for (StatementGroup group : groups) {
            all.addAll(group.queries(zeroGeneratesKey));
        }
        return all;
    }
}
