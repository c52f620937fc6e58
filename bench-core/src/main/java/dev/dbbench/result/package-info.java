/**
 * Public API. The result of a run as {@code result.json} holds it and every reporter reads it: a {@link
 * dev.dbbench.result.RunResult} (status, targets with their settings, workload, manifest, a typed {@link
 * dev.dbbench.result.RunSummary}) of {@link dev.dbbench.result.StepResult}s, and the {@link
 * dev.dbbench.result.IntervalResult}s streamed as each interval closes. Immutable records; rates per second of
 * measured time, latencies in milliseconds. The JSON layout is a public contract (docs/results.md): a file written
 * by an older version still loads.
 */
package dev.dbbench.result;
