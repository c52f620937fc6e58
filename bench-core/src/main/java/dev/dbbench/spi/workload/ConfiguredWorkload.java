package dev.dbbench.spi.workload;

import dev.dbbench.spi.Dialect;
import dev.dbbench.spi.ServerCounters;
import dev.dbbench.spi.script.EventScript;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A workload with its options fixed. One instance serves every worker of a run: it must be
 * thread-safe, and all per-worker mutable data lives in the worker's {@code S}.
 *
 * <p>Lifecycle: {@link #prepare} once (the {@code prepare} command), {@link #verify} before every run,
 * then per worker {@link #open} on the worker's thread, {@link #event} in a loop, {@link WorkerState#close()}
 * at the end; {@link #cleanup} drops everything {@code prepare} made.
 *
 * @param <S> the per-worker state type
 */
public interface ConfiguredWorkload<S extends WorkerState> {

    /** Every effective option value, recorded in the result's manifest. */
    Map<String, String> settings();

    /**
     * Names of the kinds of event {@link #event} can return, indexed by the returned int. A workload with
     * one kind of transaction returns {@code List.of("transaction")}.
     */
    default List<String> operations() {
        return List.of("transaction");
    }

    /**
     * Creates and loads the schema; uses {@code ctx.threads()} connections in parallel. A workload that
     * {@link #preparesInShares() prepares in shares} does only {@code ctx.share()}'s part.
     */
    void prepare(PrepareContext ctx) throws SQLException;

    /**
     * Whether {@link #prepare} can do one client's share of the dataset, so that several clients load it in parallel
     * ({@code prepare --shard I/N}). The default says no: such a workload is prepared from one client.
     */
    default boolean preparesInShares() {
        return false;
    }

    /**
     * Checks that the schema is there and the real row counts match the options: a dataset smaller than
     * {@code --table-size} makes point selects return nothing and look fast.
     * Returns one line per problem, each saying what to run or change; empty when all is well.
     */
    List<String> verify(Connection connection, Dialect dialect) throws SQLException;

    /** Drops what {@link #prepare} created. */
    void cleanup(Connection connection, Dialect dialect) throws SQLException;

    /** Builds one worker's state on that worker's thread. */
    S open(WorkerContext ctx) throws SQLException;

    /**
     * Runs one event (one sysbench transaction), counting every statement on {@code counter}.
     * Must not allocate per call. Returns the index in {@link #operations()} of the kind of event run.
     * A thrown {@link SQLException} ends the event; the engine classifies it and calls {@link #recover}.
     */
    int event(S state, Counter counter) throws SQLException;

    /**
     * Whether every event of this workload only reads (sysbench's {@code oltp_read_only}, pgbench's select-only), so
     * that {@code --route-reads} sends all of them to the target's readers. The default says no.
     */
    default boolean readOnly() {
        return false;
    }

    /**
     * This workload's events as a choice among transactions that the engine can make before each event, so that
     * {@code --route-reads} sends the read-only ones to the readers and the others to the writer; empty (the default)
     * for a workload whose events the engine cannot tell apart before they run.
     */
    default Optional<TransactionMix<S>> mix() {
        return Optional.empty();
    }

    /**
     * Nanoseconds the worker waits after an event before it starts the next, such as a TPC-C terminal's think and
     * keying times; called on the worker's thread after each completed event. The wait is in no event's latency
     * and ends early when the step stops. Must not allocate. The default waits not.
     */
    default long pauseNanos(S state) {
        return 0;
    }

    /** Called after an ignorable error inside an event; the default rolls back an open transaction. */
    default void recover(S state, Connection connection, Dialect dialect) throws SQLException {
        try (var st = connection.createStatement()) {
            st.execute(dialect.rollback());
        }
    }

    /**
     * The events as statement sequences, when the workload can describe them that way: what clients other
     * than JDBC run ({@code --client wire}). Empty for workloads whose events need JDBC. The statements may
     * depend on the server's {@code dialect}, as oltp_insert's id does.
     */
    default Optional<EventScript> script(Dialect dialect) {
        return Optional.empty();
    }

    /**
     * Runs before the first step this instance runs on a target in a {@code run}, {@code sweep} or {@code stability}
     * run; {@link #endTrial} runs after the last step, even when a step failed. {@code connections} opens connections
     * to the target, which the workload closes; one that needs none opens none. A thrown {@link SQLException} fails
     * the command. The defaults do nothing.
     */
    default void beginTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /** Runs after the last step this instance ran on a target; see {@link #beginTrial}. */
    default void endTrial(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /**
     * Runs before every measured step (each thread count, repeat and iteration), before the step's workers open their
     * states; {@link #endStep} runs after the workers stopped, even when the step failed. Connections as in
     * {@link #beginTrial}. The defaults do nothing.
     */
    default void beginStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /** Runs after every measured step; see {@link #beginStep}. */
    default void endStep(PrepareContext.ConnectionSource connections, Dialect dialect) throws SQLException {
    }

    /**
     * Why {@link #script} is empty, as one clause for the line that refuses {@code --client wire} (for example
     * "transaction payment carries a value from one statement's result to a later statement"); empty when the
     * workload offers a script, or simply runs on JDBC alone.
     */
    default Optional<String> noScriptReason() {
        return Optional.empty();
    }

    /** Largest number of server-side prepared statements one worker keeps open, for the pre-flight check. */
    default int preparedStatementsPerWorker() {
        return 0;
    }

    /**
     * Counters of this workload's own that the server keeps (TPC-C's committed New-Orders, from {@code D_NEXT_O_ID}),
     * read at the edges of each measured window; see {@link ServerCounters}. Empty (the default) for none.
     */
    default Optional<ServerCounters> serverCounters() {
        return Optional.empty();
    }
}
