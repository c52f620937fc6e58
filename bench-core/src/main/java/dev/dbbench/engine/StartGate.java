package dev.dbbench.engine;

import java.util.Optional;

/**
 * What a step's workers, once all are ready, wait for before the step starts: nothing for a run on one client; in a
 * sharded run, the start that every shard agreed on. Called on the thread that runs the step, once per step.
 */
@FunctionalInterface
public interface StartGate {

    /** Starts every step at once. */
    StartGate NOW = (label, threads, stop) -> Optional.empty();

    /**
     * Returns when the step of {@code threads} workers named {@code label} may start: empty to start it, or the reason
     * it cannot (the step then fails with that reason). Returns early, empty, once {@code stop} is set.
     */
    Optional<String> await(StepLabel label, int threads, StopSignal stop) throws InterruptedException;
}
