/**
 * Public API. The result of a run as {@code result.json} holds it and every reporter reads it: a {@link
 * dev.dbbench.result.RunResult} (status, targets with their settings, workload, manifest, a typed {@link
 * dev.dbbench.result.RunSummary}) of {@link dev.dbbench.result.StepResult}s, and the {@link
 * dev.dbbench.result.IntervalResult}s streamed as each interval closes. A sweep's summary holds its plan ({@link
 * dev.dbbench.result.SweepPlan}), the summary per target and thread count ({@link dev.dbbench.result.StepSummary})
 * and each target's peak and knee ({@link dev.dbbench.result.Saturation}); a stability run's holds its verdict and
 * windows ({@link dev.dbbench.result.StabilitySummary}, {@link dev.dbbench.result.WindowStats}). Immutable records;
 * rates per second of measured time, latencies in milliseconds. The JSON layout is a public contract
 * (docs/results.md): a file written by an older version still loads.
 */
package dev.dbbench.result;
