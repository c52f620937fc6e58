/**
 * Public API. The analysis of a stability run as its result holds it and a reporter reads it: the verdict and its reasons
 * ({@link dev.dbbench.result.stability.StabilitySummary}), the run and each window ({@link
 * dev.dbbench.result.stability.WindowStats}), drift, stalls, latency spikes and the thresholds that judged them. The
 * analysis that computes them is internal ({@code dev.dbbench.stability}).
 */
package dev.dbbench.result.stability;
