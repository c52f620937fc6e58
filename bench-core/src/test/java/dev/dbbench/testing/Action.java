package dev.dbbench.testing;

/**
 * What one attempt of a {@link ScriptedWorkload} event does: optionally sleep, then succeed (running
 * the workload's statements), fail with a vendor error, or lose its connection.
 *
 * @param sleepMillis time spent before the outcome, as a slow query would
 * @param outcome     what happens after the sleep
 * @param vendorCode  the vendor error code of an {@link Outcome#ERROR}
 */
public record Action(long sleepMillis, Outcome outcome, int vendorCode) {

    /** What an attempt ends with. */
    public enum Outcome {
        /** Runs the workload's statements and completes the event. */
        SUCCEED,
        /** Throws an {@link java.sql.SQLException} with {@link #vendorCode()} and SQLSTATE HY000. */
        ERROR,
        /** Drops the worker's connection and throws SQLSTATE 08S01, as a driver does when the server goes away. */
        CONNECTION_LOST,
        /** Drops the worker's connection and throws a read timeout, as a driver does when the server stays silent. */
        TIMED_OUT
    }

    /** The common case, preallocated: scripts return it for almost every attempt. */
    public static final Action SUCCEED = new Action(0, Outcome.SUCCEED, 0);

    public static Action sleep(long millis) {
        return new Action(millis, Outcome.SUCCEED, 0);
    }

    public static Action error(int vendorCode) {
        return new Action(0, Outcome.ERROR, vendorCode);
    }

    public static Action connectionLost() {
        return new Action(0, Outcome.CONNECTION_LOST, 0);
    }

    /** A read that timed out after {@code millis}: the driver's socket timeout. */
    public static Action timedOut(long millis) {
        return new Action(millis, Outcome.TIMED_OUT, 0);
    }

    /** The same outcome, reached after sleeping {@code millis} first. */
    public Action afterSleeping(long millis) {
        return new Action(millis, outcome, vendorCode);
    }
}
