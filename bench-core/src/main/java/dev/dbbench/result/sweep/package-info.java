/**
 * Public API. What a sweep's result holds beside its steps, as a reporter reads it: the plan ({@link
 * dev.dbbench.result.sweep.SweepPlan}), the summary per target and thread count ({@link
 * dev.dbbench.result.sweep.StepSummary}), each target's peak and knee ({@link dev.dbbench.result.sweep.Saturation}), and
 * the rule for which steps stand for a thread count ({@link dev.dbbench.result.sweep.Samples}). The analysis that
 * computes them is internal ({@code dev.dbbench.sweep}).
 */
package dev.dbbench.result.sweep;
