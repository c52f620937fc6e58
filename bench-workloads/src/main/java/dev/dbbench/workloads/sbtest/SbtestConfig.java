package dev.dbbench.workloads.sbtest;

import dev.dbbench.spi.workload.WorkerContext;
import dev.dbbench.workloads.random.Distribution;
import dev.dbbench.workloads.random.Rng;
import java.util.Map;

/**
 * The validated options shared by the whole sysbench OLTP family, named as in sysbench's
 * {@code oltp_common.lua}. Counts are statements per event; sizes are rows.
 *
 * @param tables          number of tables sbtest1..sbtestN
 * @param tableSize       rows per table, ids 1..tableSize
 * @param rangeSize       rows covered by each range select (ids id..id+rangeSize-1)
 * @param pointSelects    point selects per event
 * @param simpleRanges    {@code SELECT c ... BETWEEN} per event
 * @param sumRanges       {@code SELECT SUM(k) ... BETWEEN} per event
 * @param orderRanges     {@code ... ORDER BY c} per event
 * @param distinctRanges  {@code SELECT DISTINCT c ... ORDER BY c} per event
 * @param indexUpdates    {@code UPDATE ... SET k=k+1} per event
 * @param nonIndexUpdates {@code UPDATE ... SET c=?} per event
 * @param deleteInserts   DELETE + INSERT pairs per event
 * @param rangeSelects    whether the four range groups run at all
 * @param autoInc         whether id is an auto-increment key
 * @param skipTrx         whether events run in auto-commit instead of BEGIN ... COMMIT
 * @param createSecondary whether {@code k_N} is built on k after the load
 * @param tableOptions    user text placed after {@code CREATE TABLE (...)}, already validated
 * @param distribution    the {@code --rand-type} distribution of ids and k values
 * @param seed            the seed in effect (never 0: a clock seed is resolved before it gets here)
 * @param settings        every effective option value as text, {@code rand-seed} being the seed in effect
 */
public record SbtestConfig(
        int tables,
        int tableSize,
        int rangeSize,
        int pointSelects,
        int simpleRanges,
        int sumRanges,
        int orderRanges,
        int distinctRanges,
        int indexUpdates,
        int nonIndexUpdates,
        int deleteInserts,
        boolean rangeSelects,
        boolean autoInc,
        boolean skipTrx,
        boolean createSecondary,
        String tableOptions,
        Distribution distribution,
        long seed,
        Map<String, String> settings) {

    public SbtestConfig {
        settings = Map.copyOf(settings);
    }

    /** An id (or k value) from the configured distribution over [1, table size]. */
    public int randomId(Rng rng) {
        return distribution.next(rng, 1, tableSize);
    }

    /**
     * A worker's generator: the recorded {@code --rand-seed} mixed with the engine's seed for the worker
     * and the worker number, so workers draw unrelated streams and a run can be replayed from its record.
     */
    public Rng workerRng(WorkerContext ctx) {
        return workerRng(ctx.worker(), ctx.seed());
    }

    /** {@link #workerRng(WorkerContext)} for a worker that has no JDBC context (an event loop's). */
    public Rng workerRng(int worker, long workerSeed) {
        return new Rng(Rng.mix(Rng.mix(seed, workerSeed), worker));
    }
}
