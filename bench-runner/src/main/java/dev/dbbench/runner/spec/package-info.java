/**
 * Public API: the settings of a run, sweep or stability run as a user gives them, one immutable record per concern:
 * the targets ({@link dev.dbbench.runner.spec.TargetSpec}), the workload ({@link dev.dbbench.runner.spec.WorkloadSpec}),
 * how long and how hard ({@link dev.dbbench.runner.spec.MeasureSpec}), a sweep's shape, a stability run's rules, the
 * output folder, sharding and the metrics endpoint. Values stay text ({@code "10s"}, {@code "4,8,16"}) until a run
 * starts, which checks each and refuses a bad one with a {@link dev.dbbench.spi.UsageException} naming the
 * command-line option it corresponds to and the fix. The command line builds these from its options; Java callers
 * build them through {@link dev.dbbench.runner.Runner}.
 */
package dev.dbbench.runner.spec;
