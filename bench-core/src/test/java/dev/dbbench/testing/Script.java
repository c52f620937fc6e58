package dev.dbbench.testing;

/**
 * Decides what each attempt of a {@link ScriptedWorkload} event does. Attempts are numbered from 0
 * across all workers in the order they start; a restarted event is a new attempt. Called from every
 * worker thread at once, so implementations must be thread-safe (pure functions of the arguments are).
 */
@FunctionalInterface
public interface Script {

    Action next(long attempt, int worker);

    static Script succeed() {
        return (attempt, worker) -> Action.SUCCEED;
    }

    /** {@code action} at attempt {@code at} only, success everywhere else. */
    static Script once(long at, Action action) {
        return (attempt, worker) -> attempt == at ? action : Action.SUCCEED;
    }

    /** {@code action} at every {@code period}-th attempt (the last of each period), success otherwise. */
    static Script every(long period, Action action) {
        return (attempt, worker) -> attempt % period == period - 1 ? action : Action.SUCCEED;
    }

    /** {@code action} at attempt {@code at} and every attempt after it. */
    static Script from(long at, Action action) {
        return (attempt, worker) -> attempt >= at ? action : Action.SUCCEED;
    }

    /** Runs {@code hook} once, on the attempt {@code at}, before returning what this script says. */
    default Script beforeAttempt(long at, Runnable hook) {
        return (attempt, worker) -> {
            if (attempt == at) {
                hook.run();
            }
            return next(attempt, worker);
        };
    }
}
