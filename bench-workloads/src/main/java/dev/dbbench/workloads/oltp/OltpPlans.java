package dev.dbbench.workloads.oltp;

import dev.dbbench.spi.UsageException;
import dev.dbbench.spi.workload.ConfiguredWorkload;
import dev.dbbench.spi.workload.Options;
import dev.dbbench.workloads.random.UniqueSequence;
import dev.dbbench.workloads.sbtest.RowCountRule;
import dev.dbbench.workloads.sbtest.SbtestConfig;
import dev.dbbench.workloads.sbtest.SbtestDataset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What one event of each oltp_* workload runs, following the {@code event()} of sysbench's script of
 * the same name. Groups configured to run 0 times are left out, as sysbench's loops run 0 times.
 */
final class OltpPlans {

    private OltpPlans() {
    }

    static ConfiguredWorkload<?> readWrite(SbtestConfig c, Options o) {
        List<StatementGroup> groups = reads(c);
        groups.addAll(writes(c));
        return mix(c, !c.skipTrx(), groups);
    }

    static ConfiguredWorkload<?> readOnly(SbtestConfig c, Options o) {
        return mix(c, !c.skipTrx(), reads(c));
    }

    static ConfiguredWorkload<?> writeOnly(SbtestConfig c, Options o) {
        return mix(c, !c.skipTrx(), writes(c));
    }

    /** sysbench's oltp_point_select sets point_selects to 1 whatever was given, and never opens a transaction. */
    static ConfiguredWorkload<?> pointSelect(SbtestConfig c, Options o) {
        return new OltpMix(c, exact(c), Map.of("point-selects", "1"), false,
                List.of(new ById(OltpQuery.POINT_SELECT, 1)));
    }

    static ConfiguredWorkload<?> updateIndex(SbtestConfig c, Options o) {
        return mix(c, false, nonEmpty(new ById(OltpQuery.INDEX_UPDATE, c.indexUpdates()), c.indexUpdates()));
    }

    static ConfiguredWorkload<?> updateNonIndex(SbtestConfig c, Options o) {
        return mix(c, false, nonEmpty(new NonIndexUpdates(c.nonIndexUpdates()), c.nonIndexUpdates()));
    }

    /** One DELETE per event whatever --delete-inserts says, as sysbench's oltp_delete. */
    static ConfiguredWorkload<?> delete(SbtestConfig c, Options o) {
        return new OltpMix(c, new SbtestDataset(c, c.tableSize(), RowCountRule.AT_MOST), Map.of(), false,
                List.of(new ById(OltpQuery.DELETE, 1)));
    }

    /**
     * One INSERT per event. With client ids sysbench prepares empty tables, because ids loaded by prepare
     * could collide with the unique sequence.
     */
    static ConfiguredWorkload<?> insert(SbtestConfig c, Options o) {
        SbtestDataset dataset = c.autoInc()
                ? new SbtestDataset(c, c.tableSize(), RowCountRule.AT_LEAST)
                : new SbtestDataset(c, 0, RowCountRule.ANY);
        return new OltpMix(c, dataset, Map.of(), false, List.of(new Inserts(c.autoInc(), new UniqueSequence(c.seed()))));
    }

    private static List<StatementGroup> reads(SbtestConfig c) {
        List<StatementGroup> groups = new ArrayList<>(nonEmpty(new ById(OltpQuery.POINT_SELECT, c.pointSelects()), c.pointSelects()));
        if (c.rangeSelects()) {
            groups.addAll(nonEmpty(new ById(OltpQuery.SIMPLE_RANGE, c.simpleRanges()), c.simpleRanges()));
            groups.addAll(nonEmpty(new ById(OltpQuery.SUM_RANGE, c.sumRanges()), c.sumRanges()));
            groups.addAll(nonEmpty(new ById(OltpQuery.ORDER_RANGE, c.orderRanges()), c.orderRanges()));
            groups.addAll(nonEmpty(new ById(OltpQuery.DISTINCT_RANGE, c.distinctRanges()), c.distinctRanges()));
        }
        return groups;
    }

    private static List<StatementGroup> writes(SbtestConfig c) {
        List<StatementGroup> groups = new ArrayList<>();
        groups.addAll(nonEmpty(new ById(OltpQuery.INDEX_UPDATE, c.indexUpdates()), c.indexUpdates()));
        groups.addAll(nonEmpty(new NonIndexUpdates(c.nonIndexUpdates()), c.nonIndexUpdates()));
        groups.addAll(nonEmpty(new DeleteInserts(c.deleteInserts()), c.deleteInserts()));
        return groups;
    }

    private static List<StatementGroup> nonEmpty(StatementGroup group, int count) {
        return count > 0 ? List.of(group) : List.of();
    }

    private static OltpMix mix(SbtestConfig c, boolean transactional, List<StatementGroup> groups) {
        if (groups.isEmpty() && !transactional) {
            throw new UsageException("these options leave no statement to run in an event; give at least one of the"
                    + " per-transaction counts (e.g. --point-selects) a value above 0");
        }
        return new OltpMix(c, exact(c), Map.of(), transactional, groups);
    }

    private static SbtestDataset exact(SbtestConfig c) {
        return new SbtestDataset(c, c.tableSize(), RowCountRule.EXACT);
    }
}
