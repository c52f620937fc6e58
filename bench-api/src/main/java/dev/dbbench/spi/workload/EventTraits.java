package dev.dbbench.spi.workload;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.script.EventScript;
import java.util.Optional;

/**
 * What the engine may know of a workload's events before it runs them: which server they may go to, how long a worker
 * waits between them, whether a client other than JDBC can run them, how many statements a worker keeps prepared. A
 * role of {@link ConfiguredWorkload}, found with {@link ConfiguredWorkload#traits()}; every default describes a
 * workload of JDBC events that only the writer serves, run back to back.
 *
 * <p>Threading: shared by every worker; {@link #pauseNanos} is called on the worker's thread and must not allocate.
 *
 * @param <S> the per-worker state type of the workload
 */
public interface EventTraits<S extends WorkerState> {

    /**
     * The traits of JDBC events that only the writer serves, run back to back: every default.
     *
     * @param <S> the per-worker state type
     * @return one shared instance
     */
    @SuppressWarnings("unchecked")
    static <S extends WorkerState> EventTraits<S> defaults() {
        return (EventTraits<S>) Defaults.INSTANCE;
    }

    /** The one instance {@link #defaults()} returns. */
    enum Defaults implements EventTraits<WorkerState> {
        /** The traits of JDBC events that only the writer serves, run back to back. */
        INSTANCE
    }

    /**
     * Whether every event only reads (sysbench's {@code oltp_read_only}, pgbench's select-only), so that
     * {@code --route-reads} sends all of them to the target's readers.
     *
     * @return false by default
     */
    default boolean readOnly() {
        return false;
    }

    /**
     * The events as a choice among transactions that the engine makes before each event, so that {@code --route-reads}
     * sends the read-only ones to the readers and the others to the writer.
     *
     * @return empty (the default) for a workload whose events the engine cannot tell apart before they run
     */
    default Optional<TransactionMix<S>> mix() {
        return Optional.empty();
    }

    /**
     * Nanoseconds the worker waits after an event before it starts the next, such as a TPC-C terminal's think and
     * keying times; called on the worker's thread after each completed event. The wait is in no event's latency and
     * ends early when the step stops. Must not allocate.
     *
     * @param state the worker's state
     * @return the wait in nanoseconds; 0 (the default) for none
     */
    default long pauseNanos(S state) {
        return 0;
    }

    /**
     * The events as statement sequences, which clients other than JDBC run ({@code --client wire}). The statements may
     * depend on the server's {@code dialect}, as oltp_insert's id does.
     *
     * @param dialect the server's SQL
     * @return the script; empty (the default) for workloads whose events need JDBC
     */
    default Optional<EventScript> script(Dialect dialect) {
        return Optional.empty();
    }

    /**
     * Why {@link #script} is empty, as one clause naming what in the workload needs JDBC (for example "transaction
     * payment carries a value from one statement's result to a later statement"); the command line puts it into its
     * own sentence.
     *
     * @return the clause; empty (the default) when the workload offers a script or simply runs on JDBC alone
     */
    default Optional<String> noScriptReason() {
        return Optional.empty();
    }

    /**
     * The largest number of server-side prepared statements one worker keeps open, for the pre-flight check against
     * the server's limit.
     *
     * @return the count; 0 by default
     */
    default int preparedStatementsPerWorker() {
        return 0;
    }
}
