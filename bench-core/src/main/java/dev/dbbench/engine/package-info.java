/**
 * Internal, not API: plugins must not import it. The step and interval machinery: {@link
 * dev.dbbench.engine.StepRunner} runs one step (warm-up, measured intervals, stop rules) with a {@link
 * dev.dbbench.engine.Crew} of workers it does not know the kind of; {@link dev.dbbench.engine.Clock} closes
 * intervals on their grid, or lets the first worker past a tick close it ({@link dev.dbbench.engine.Ticks}), and
 * {@link dev.dbbench.engine.IntervalCollector} turns the workers' {@link
 * dev.dbbench.engine.WorkerStats} into intervals whose sum is the step. Shared with the crews: {@link
 * dev.dbbench.engine.Step}, {@link dev.dbbench.engine.Control} (running, measuring, the event budget), {@link
 * dev.dbbench.engine.Pacer} ({@code --rate}), {@link dev.dbbench.engine.Outages} and the one {@link
 * dev.dbbench.engine.FailurePolicy} both kinds of worker follow. The hot path allocates nothing.
 */
package dev.dbbench.engine;
