/**
 * Public API. The numbers a workload declares beside TPS and latency ({@link dev.dbbench.spi.metric.Metric}): rates of
 * its operations ({@link dev.dbbench.spi.metric.OperationRate}) or of its server counters
 * ({@link dev.dbbench.spi.metric.CounterRate}) and the shares of its operations against minimums
 * ({@link dev.dbbench.spi.metric.Shares}). dbbench computes each from summed counts over summed time
 * ({@link dev.dbbench.spi.metric.Counts}), so a value is exact over a step, a stability window or the merged shards of
 * a run; across repeats each repeat has its own value and reports give their mean with its interval, as for TPS.
 * {@code result.json} records the declarations under {@code workload.metrics} and the values under each step's and
 * each window's {@code metrics}, by name.
 */
package dev.dbbench.spi.metric;
